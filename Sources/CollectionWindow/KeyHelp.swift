/// One line of the window's key help: the keys, and what they do.
public struct KeyHelp: Hashable, Sendable {
    /// The keys, as a person reads them: `"Home, End"`.
    public var keys: String
    /// What they do: `"to the start, to the end"`.
    public var action: String

    /// A line of help for `keys`, which do `action`.
    public init(_ keys: String, _ action: String) {
        self.keys = keys
        self.action = action
    }
}
