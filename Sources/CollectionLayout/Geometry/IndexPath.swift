/// The address of an element: its section and its item within the section.
public struct IndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    public var section: Int
    /// The item's index within its section.
    public var item: Int

    /// The path of item `item` in section `section`.
    public init(item: Int, section: Int) {
        self.item = item
        self.section = section
    }

    /// Orders paths by section, then by item within a section.
    public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// The section and the item in brackets, as `[1, 5]`: the way Foundation prints an index path.
    public var description: String { "[\(section), \(item)]" }
}
