/// A set of rectangle edges, as UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The edges as bits: top 1, leading 2, bottom 4, trailing 8.
    public let rawValue: UInt8
    /// The set whose edges are the bits of `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1)
    /// The leading edge (the left one in left-to-right text).
    public static let leading = DirectionalRectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 4)
    /// The trailing edge (the right one in left-to-right text).
    public static let trailing = DirectionalRectEdge(rawValue: 8)
    /// All four edges.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]

    /// Where these edges put a point along x, as a fraction of a width: leading 0, trailing 1,
    /// neither or both 0.5.
    var horizontalFraction: Double {
        switch (contains(.leading), contains(.trailing)) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }

    /// Where these edges put a point along y, as a fraction of a height: top 0, bottom 1,
    /// neither or both 0.5.
    var verticalFraction: Double {
        switch (contains(.top), contains(.bottom)) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }

    /// The names of the layout file, in a fixed order.
    public var names: [String] {
        var result: [String] = []
        if contains(.top) { result.append("top") }
        if contains(.leading) { result.append("leading") }
        if contains(.bottom) { result.append("bottom") }
        if contains(.trailing) { result.append("trailing") }
        return result
    }
}
