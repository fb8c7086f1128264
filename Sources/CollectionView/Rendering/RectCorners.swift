/// Which corners of a rectangle are rounded, as Core Animation's `CACornerMask` says.
public struct RectCorners: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let topLeft = RectCorners(rawValue: 1 << 0)
    public static let topRight = RectCorners(rawValue: 1 << 1)
    public static let bottomLeft = RectCorners(rawValue: 1 << 2)
    public static let bottomRight = RectCorners(rawValue: 1 << 3)
    public static let all: RectCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
