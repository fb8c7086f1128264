/// How a list draws the separators of its rows, as UIKit's `UIListSeparatorConfiguration`: the
/// line above and the line below each row, whether each shows, how far each is inset, and the
/// colour. `automatic` values are the list's own, resolved for each row as it is laid out.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows.
    public enum Visibility: String, Hashable, Sendable {
        /// As the list decides: no line above a row, a line below each row but the last of a grouped list's card.
        case automatic
        /// Always.
        case visible
        /// Never.
        case hidden
    }

    /// The line along a row's top edge.
    public var topVisibility = Visibility.automatic
    /// The line along a row's bottom edge: what separates it from the next row.
    public var bottomVisibility = Visibility.automatic
    /// How far the top line is inset from the row's edges.
    public var topInsets = SeparatorInsets.automatic
    /// How far the bottom line is inset from the row's edges.
    public var bottomInsets = SeparatorInsets.automatic
    /// The lines' colour; the system separator colour (``ListMetrics/separatorColor``) when nil.
    public var color: ContentColor?

    /// Every value automatic, in the system colour.
    public init() {}

    /// Whether every value is the list's own, so no row needs resolving.
    public var isAutomatic: Bool { self == ListSeparatorConfiguration() }

    /// The colour drawn.
    public var resolvedColor: ContentColor { color ?? ListMetrics.separatorColor }
}

/// How far a separator is inset: `leading` and `trailing` from the row's edges (nil: the list's
/// own, the row's content edge for `leading` and 0 for `trailing`), `top` and `bottom` moving the
/// line down and up.
public struct SeparatorInsets: Hashable, Sendable {
    public var top: Double
    /// From the row's leading edge; nil where the list decides.
    public var leading: Double?
    public var bottom: Double
    /// From the row's trailing edge; nil where the list decides.
    public var trailing: Double?

    /// Insets of the given values.
    public init(top: Double = 0, leading: Double?, bottom: Double = 0, trailing: Double?) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Leading and trailing as the list decides, as UIKit's `automaticInsets`.
    public static let automatic = SeparatorInsets(leading: nil, trailing: nil)

    /// These insets with an automatic edge filled from `resolved`.
    func filled(from resolved: SeparatorInsets) -> SeparatorInsets {
        SeparatorInsets(top: top, leading: leading ?? resolved.leading, bottom: bottom, trailing: trailing ?? resolved.trailing)
    }
}
