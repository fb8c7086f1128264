import Foundation
import Glibc
import X11Window

/// uim's XIM bridge on `display`, its Korean engine chosen at start.
///
/// The engine is registered in a folder of the server's own, put first on uim's load path: the
/// machine's list of installed engines depends on the order its packages were configured in (a
/// fresh install of `uim` can leave it empty), and a test must not depend on it or change it.
public final class UIMServer {
    private let process = Process()
    private let modules = NSTemporaryDirectory() + "xcollection-uim-\(getpid())-\(UUID().uuidString)"

    public init(display: String, locales: String) throws {
        try FileManager.default.createDirectory(atPath: modules, withIntermediateDirectories: true)
        let register = Process()
        register.executableURL = URL(fileURLWithPath: "/usr/bin/uim-module-manager")
        register.arguments = ["--register", "byeoru", "--path", modules]
        register.standardOutput = FileHandle.nullDevice
        register.standardError = FileHandle.nullDevice
        try register.run()
        register.waitUntilExit()
        guard register.terminationStatus == 0, FileManager.default.fileExists(atPath: modules + "/installed-modules.scm") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: modules + "/installed-modules.scm (uim-module-manager --register byeoru: install uim, or run make test)"])
        }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/uim-xim")
        process.arguments = ["--engine=byeoru"]
        var environment = ProcessInfo.processInfo.environment
        environment["LIBUIM_SCM_FILES"] = modules + ":/usr/share/uim"
        // uim reads a user's own settings from ~/.uim.d: none here.
        environment["HOME"] = modules
        environment["DISPLAY"] = display
        environment["LOCPATH"] = locales
        environment["LANG"] = "ko_KR.UTF-8"
        environment["LC_ALL"] = "ko_KR.UTF-8"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Waits (at most 5 s) for the server to own its selection, as XIM clients find it.
    public func waitUntilServing(on display: Display) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if display.hasSelectionOwner("@server=uim") { return true }
            usleep(50_000)
        }
        return false
    }

    /// Stops the server: uim-xim does not end on SIGTERM, so it is killed.
    public func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: modules)
    }
}
