/// One line of a flow section as an inspector outlines it.
public struct InspectedFlowLine: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// The line's index within its section.
    public var line: Int
    /// The line's first item.
    public var firstItem: Int
    /// How many items the line holds.
    public var count: Int
    /// The line's frame: as thick as its thickest item, across the section's whole line space
    /// (the container less the section's insets).
    public var frame: Rect
    /// The space between neighbouring items on the line: the minimum interitem spacing plus
    /// the line's share of the leftover.
    public var gap: Double

    /// Line `line` of section `section` at `frame`.
    public init(section: Int, line: Int, firstItem: Int, count: Int, frame: Rect, gap: Double) {
        self.section = section
        self.line = line
        self.firstItem = firstItem
        self.count = count
        self.frame = frame
        self.gap = gap
    }
}
