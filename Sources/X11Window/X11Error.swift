/// A failure of the X11 layer, with a message meant for the person running the program.
public struct X11Error: Error, CustomStringConvertible {
    /// What went wrong and, where it helps, what to try.
    public let message: String

    /// Whether the error is the loss of the connection to the X server.
    public let isConnectionLost: Bool

    /// Creates an error carrying `message` as its description.
    public init(_ message: String) {
        self.message = message
        self.isConnectionLost = false
    }

    private init(connectionLost message: String) {
        self.message = message
        self.isConnectionLost = true
    }

    /// The connection to the X server was lost: the server ended, or went away.
    public static let connectionLost = X11Error(connectionLost: "lost the connection to the X server")

    /// The server took the connection but did not answer: as good as lost, and what a program
    /// does about a lost server (end with status 1) it does here.
    public static func unanswered(_ message: String) -> X11Error { X11Error(connectionLost: message) }

    /// The message, as the one line a program prints.
    public var description: String { message }
}
