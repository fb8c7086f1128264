/// A rectangle with rounded corners that an element is drawn inside.
public struct RoundedClip: Hashable, Sendable {
    /// The rectangle, in content coordinates.
    public var rect: Rect
    /// How much all four corners are rounded.
    public var cornerRadius: Double

    /// A clip to `rect`, its corners rounded by `cornerRadius`.
    public init(rect: Rect, cornerRadius: Double = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }
}
