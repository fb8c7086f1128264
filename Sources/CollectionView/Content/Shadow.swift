/// A shadow under an element, as Core Animation draws a layer's: the element's shape, moved by
/// the offset, blurred by a Gaussian whose standard deviation is `radius`, in `color`.
///
/// Core Animation's `shadowRadius` is taken as the blur's standard deviation: design tools'
/// shadow blur (CSS's, whose standard deviation is half of it) is twice the `shadowRadius` that
/// draws the same shadow on iOS.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour where it is darkest, under the element; its alpha is the opacity.
    public var color: Color
    /// How far right the shadow falls.
    public var offsetX: Double = 0
    /// How far down the shadow falls.
    public var offsetY: Double
    /// The blur's standard deviation.
    public var radius: Double
    /// The shape that casts the shadow; nil for the element's own rounded bounds.
    public var path: RoundedRect?

    /// A shadow of `color`, `offsetY` down and blurred by `radius`.
    public init(color: Color, offsetY: Double = 2, radius: Double = 4) {
        self.color = color
        self.offsetY = offsetY
        self.radius = radius
    }

    /// A shadow of `color`, moved by `offsetX` and `offsetY` and blurred by `radius`.
    public init(color: Color, offsetX: Double, offsetY: Double, radius: Double) {
        self.init(color: color, offsetY: offsetY, radius: radius)
        self.offsetX = offsetX
    }
}
