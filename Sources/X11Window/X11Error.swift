/// A failure of the X11 layer, with a message meant for the person running the program.
public struct X11Error: Error, CustomStringConvertible {
    /// What went wrong and, where it helps, what to try.
    public let message: String

    /// Creates an error carrying `message` as its description.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
