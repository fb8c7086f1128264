import CollectionLayout

/// Insets named by reading direction, as UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge.
    public var top: CGFloat
    /// The inset from the leading edge.
    public var leading: CGFloat
    /// The inset from the bottom edge.
    public var bottom: CGFloat
    /// The inset from the trailing edge.
    public var trailing: CGFloat

    /// Insets from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// No inset on any edge.
    public static let zero = NSDirectionalEdgeInsets()

    init(_ insets: DirectionalEdgeInsets) {
        self.init(top: CGFloat(insets.top), leading: CGFloat(insets.leading),
                  bottom: CGFloat(insets.bottom), trailing: CGFloat(insets.trailing))
    }

    /// The engine's insets these stand for.
    public var directionalEdgeInsets: DirectionalEdgeInsets {
        DirectionalEdgeInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}
