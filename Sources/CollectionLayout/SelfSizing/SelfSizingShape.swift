/// How an element of a solved layout sizes itself: along which axis its size is only an
/// estimate, and what a measurement of it is recorded against.
public struct SelfSizingShape: Hashable, Sendable {
    /// What a measurement of the element is recorded against.
    public enum Role: Hashable, Sendable {
        /// A cell of a section whose groups estimate their main extent.
        case cell(groupCount: Int, itemsPerGroup: Int, estimate: Double)
        /// A boundary supplementary with an estimated main extent.
        case boundary
    }

    /// The axis the element's size is measured along (the layout's main axis).
    public let axis: Axis
    /// Whether the element is an estimated cell or boundary supplementary.
    public let role: Role

    /// A shape measured along `axis` in `role`.
    public init(axis: Axis, role: Role) {
        self.axis = axis
        self.role = role
    }
}
