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
    /// Whether the element's extent across `axis` is an estimate too, measured with it: a flow
    /// layout's self-sizing cell fits its content both ways, as UIKit's does.
    public let measuresAcross: Bool

    /// A shape measured along `axis` in `role`, and across it too when `measuresAcross`.
    public init(axis: Axis, role: Role, measuresAcross: Bool = false) {
        self.axis = axis
        self.role = role
        self.measuresAcross = measuresAcross
    }
}
