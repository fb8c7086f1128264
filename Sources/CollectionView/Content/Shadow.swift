/// A soft shadow under an element, drawn as a few widening translucent layers.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// How far down the shadow falls.
    public var offsetY: Double
    /// How far it spreads past the element's edge.
    public var radius: Double

    public init(color: Color, offsetY: Double = 2, radius: Double = 4) {
        self.color = color
        self.offsetY = offsetY
        self.radius = radius
    }
}
