import CX11
import Foundation
import Glibc
import X11Window

/// `ko_KR.UTF-8` compiled from Debian's locale sources into a folder of its own (no root, no
/// system locale touched), and this process's character type and input method modifiers set to
/// it while a body runs: an XIM server serves only clients of a locale it supports.
public final class KoreanLocale {
    public let path: String
    private static let oneAtATime = NSLock()

    public init() throws {
        path = NSTemporaryDirectory() + "xcollection-locales-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
        made.arguments = ["-i", "ko_KR", "-f", "UTF-8", path + "/ko_KR.UTF-8"]
        made.standardOutput = FileHandle.nullDevice
        made.standardError = FileHandle.nullDevice
        try made.run()
        made.waitUntilExit()
        guard FileManager.default.fileExists(atPath: path + "/ko_KR.UTF-8/LC_CTYPE") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path + "/ko_KR.UTF-8 (localedef -i ko_KR -f UTF-8: install Debian's locales, or run make test)"])
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Runs `body` with this process's character type `ko_KR.UTF-8` and its input method
    /// modifiers `@im=uim`, as a Korean user's session has them; both are put back after.
    /// The locale and modifiers are the process's: two tests using them at once (they run in
    /// parallel, each with a server on a display of its own) would undo each other's.
    public func using<T>(_ body: () throws -> T) throws -> T {
        KoreanLocale.oneAtATime.lock()
        defer { KoreanLocale.oneAtATime.unlock() }
        let previous = String(cString: setlocale(LC_CTYPE, nil))
        setenv("LOCPATH", path, 1)
        setenv("LC_CTYPE", "ko_KR.UTF-8", 1)
        setenv("XMODIFIERS", "@im=uim", 1)
        defer {
            unsetenv("XMODIFIERS")
            unsetenv("LC_CTYPE")
            _ = setlocale(LC_CTYPE, previous)
            unsetenv("LOCPATH")
            _ = XSetLocaleModifiers("")
        }
        guard setlocale(LC_CTYPE, "ko_KR.UTF-8") != nil else { throw CocoaError(.featureUnsupported) }
        _ = XSetLocaleModifiers("@im=uim")
        return try body()
    }
}
