/// A hairline along an element's bottom edge, as between list rows.
public struct Separator: Hashable, Sendable {
    /// The line's colour.
    public var color: Color
    /// Where the line starts from the element's leading edge; nil starts it under the text.
    public var leadingInset: Double?
    /// The line's thickness in device pixels: 1, a hairline, whatever the display scale.
    public var thickness: Double

    /// A separator of `color`, starting under the text unless `leadingInset` says where.
    public init(color: Color, leadingInset: Double? = nil, thickness: Double = 1) {
        self.color = color
        self.leadingInset = leadingInset
        self.thickness = thickness
    }
}
