import CollectionLayout

/// A set of rectangle edges, as UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as UIKit's bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt
    /// The set whose edges are the bits of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: NSDirectionalRectEdge = []
    /// The top edge.
    public static let top = NSDirectionalRectEdge(rawValue: 1)
    /// The leading edge (the left one in left-to-right text).
    public static let leading = NSDirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = NSDirectionalRectEdge(rawValue: 4)
    /// The trailing edge (the right one in left-to-right text).
    public static let trailing = NSDirectionalRectEdge(rawValue: 8)
    /// All four edges.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// The engine's edge set; the bits are the same.
    public var directionalRectEdge: DirectionalRectEdge {
        DirectionalRectEdge(rawValue: UInt8(truncatingIfNeeded: rawValue & 0xF))
    }
}
