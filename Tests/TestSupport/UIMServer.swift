import Foundation
import Glibc
import X11Window

/// uim's XIM bridge on `display`, its Korean engine chosen at start.
public final class UIMServer {
    private let process = Process()

    public init(display: String, locales: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/uim-xim")
        process.arguments = ["--engine=byeoru"]
        var environment = ProcessInfo.processInfo.environment
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
    }
}
