import CX11
import Glibc

/// The way to a program that keeps this one's window (`--watch` of a `--swift` screen): the
/// window is the keeper's, so when code this program runs traps and ends it, the window stays
/// on the screen, and the keeper starts the program again into it.
///
/// Lines go both ways over a socket the keeper hands over as a descriptor: `window W H` asks
/// for the window at that size in pixels and is answered `ID`, or `ID TIME BANNER` after a trap
/// ended the program before (BANNER its line, to show until a save that loads; TIME when it
/// came, in seconds since 1970, so a save made since shows no stale banner); `shown` says the
/// first frame is on the screen.
public final class KeptWindowChannel {
    /// The environment variable naming the descriptor.
    public static let variable = "XCOLLECTION_KEPT_WINDOW"
    /// The socket: it can be read (at its end) once the window has been given only when the
    /// keeper has ended, and the window with it.
    public let descriptor: Int32
    /// What the keeper said ended the program before this one, once the window was asked for.
    public private(set) var banner: String?
    /// When that happened, in seconds since 1970.
    public private(set) var bannerTime: Double?

    /// The channel the keeper handed over. The first call takes it: the variable is removed and
    /// the descriptor closed on exec, so the programs this one starts (a compiler, a trial of a
    /// save) neither see it nor keep the socket open after this program ends — take it before
    /// starting any. Later calls give the same channel. Nil when this program was not started by
    /// a keeper.
    public static func take() -> KeptWindowChannel? {
        if let taken { return taken }
        guard let value = getenv(variable).map({ String(cString: $0) }) else { return nil }
        unsetenv(variable)
        guard let descriptor = Int32(value), descriptor > 2, fcntl(descriptor, F_GETFD) >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        taken = KeptWindowChannel(descriptor: descriptor)
        return taken
    }

    nonisolated(unsafe) private static var taken: KeptWindowChannel?

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The kept window, made at `width` by `height` pixels when this is the first program to ask.
    func windowID(width: Int, height: Int) throws(X11Error) -> XID {
        tell("window \(width) \(height)")
        guard let line = readLine(), let id = line.split(separator: " ", maxSplits: 1).first.flatMap({ XID($0) }) else {
            throw X11Error("the program keeping the window did not give one")
        }
        let parts = line.split(separator: " ", maxSplits: 2)
        if parts.count == 3, let time = Double(parts[1]) {
            bannerTime = time
            banner = String(parts[2])
        }
        return id
    }

    /// Sends `line` to the keeper.
    public func tell(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    private func readLine() -> String? {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(byte)
        }
    }
}
