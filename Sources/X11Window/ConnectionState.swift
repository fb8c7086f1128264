import CX11

/// Whether a display's connection to the X server still stands: set from Xlib's I/O error
/// exit handler, which Xlib calls instead of ending the process once the connection is lost.
final class ConnectionState {
    private(set) var isLost = false

    /// Installs the exit handler on `display`; `state` must outlive the connection.
    static func watch(_ display: OpaquePointer, _ state: ConnectionState) {
        XSetIOErrorExitHandler(display, { _, data in
            guard let data else { return }
            Unmanaged<ConnectionState>.fromOpaque(data).takeUnretainedValue().isLost = true
        }, Unmanaged.passUnretained(state).toOpaque())
    }
}
