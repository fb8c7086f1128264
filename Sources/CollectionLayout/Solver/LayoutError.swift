/// A layout that cannot be solved or a value refused at the door, with where it was found.
///
/// `path` uses the layout file's JSON path spelling (`sections[1].group.subitems[0].size.width`),
/// which names the same place in a layout built in Swift.
public struct LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is, as a layout file's JSON path.
    public var path: String
    /// What is wrong, in plain words.
    public var message: String

    /// An error at `path` saying `message`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// The path and the message, as `sections[0].group.size.height: the number 1e400 is out of range`;
    /// the message alone when there is no path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}
