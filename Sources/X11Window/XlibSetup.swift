import CX11
import Glibc

/// Process-wide Xlib set-up: thread support and error handlers, which Xlib only has globally.
enum XlibSetup {
    /// Installs both handlers; calling it again is harmless.
    static func install() {
        // Each connection is used on one thread, but Xlib and its extension libraries keep
        // per-display tables in globals; without thread support two displays used on two
        // threads (parallel tests) corrupt each other's extension opcodes.
        _ = initializeThreads
        XSetIOErrorHandler(connectionLost)
        XSetErrorHandler(protocolError)
    }

    /// XInitThreads must come before any other Xlib call; a lazy global runs it exactly once.
    private static let initializeThreads: Void = {
        XInitThreads()
    }()

    /// Xlib's default prints a multi-line report and exits. A lost server is an ordinary way
    /// for a windowed program to end (the session closed), and a library must not end the
    /// process: this handler returns, and so does each display's exit handler
    /// (`ConnectionState`), which marks the display lost for its owner to throw.
    private static let connectionLost: @convention(c) (OpaquePointer?) -> Int32 = { _ in 0 }

    /// Xlib's default handler exits on any protocol error; one stray bad request (a resource
    /// freed twice, a zero-sized image) should not end the program, so report it and go on.
    private static let protocolError: @convention(c) (OpaquePointer?, UnsafeMutablePointer<XErrorEvent>?) -> Int32 = { display, event in
        guard let display, let event else { return 0 }
        var text = [CChar](repeating: 0, count: 256)
        XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
        let description = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let message = "xcollection: X error: \(description) (request \(event.pointee.request_code).\(event.pointee.minor_code))\n"
        _ = message.withCString { write(STDERR_FILENO, $0, strlen($0)) }
        XProtocolErrorCount.increment()
        return 0
    }
}
