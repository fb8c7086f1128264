/// A rectangle with all four corners rounded: the shape that casts a shadow when it is not the
/// element's own (a layer's `shadowPath`), or the shape an element is cut to (a swiped row in an
/// inset grouped section's card).
public struct RoundedRect: Hashable, Sendable {
    /// Where the rectangle is: from the element's top-left corner for a shadow's shape, in
    /// content coordinates for a clip.
    public var rect: Rect
    /// How much its corners are rounded; half the shorter side for an oval.
    public var cornerRadius: Double

    /// A rectangle at `rect`, its corners rounded by `cornerRadius`.
    public init(rect: Rect, cornerRadius: Double = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
