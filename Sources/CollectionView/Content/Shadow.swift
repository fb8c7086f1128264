/// A soft shadow under an element, drawn as a few widening translucent layers.
public struct Shadow: Hashable, Sendable {
    /// The shadow's colour at its darkest, under the element.
    public var color: Color
    /// How far down the shadow falls.
    public var offsetY: Double
    /// How far it spreads past the element's edge.
    public var radius: Double

    /// A shadow of `color`, `offsetY` down and spreading `radius` past the edge.
    public init(color: Color, offsetY: Double = 2, radius: Double = 4) {
        self.color = color
        self.offsetY = offsetY
        self.radius = radius
    }
}
