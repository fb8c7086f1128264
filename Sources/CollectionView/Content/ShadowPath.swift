/// The shape that casts a shadow when it is not the element's own rounded bounds, as a layer's
/// `shadowPath` gives it: a rectangle, rounded by `cornerRadius`, in the element's coordinates.
public struct ShadowPath: Hashable, Sendable {
    /// Where the shape is, from the element's top-left corner.
    public var rect: Rect
    /// How much its corners are rounded; half the shorter side for an oval.
    public var cornerRadius: Double

    /// A shape at `rect`, its corners rounded by `cornerRadius`.
    public init(rect: Rect, cornerRadius: Double = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
