/// A line drawn just inside an element's edge.
public struct Border: Hashable, Sendable {
    public var color: Color
    public var width: Double

    public init(color: Color, width: Double = 1) {
        self.color = color
        self.width = width
    }
}
