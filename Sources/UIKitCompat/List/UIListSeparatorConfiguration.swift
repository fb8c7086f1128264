import CollectionLayout

/// How a list draws its rows' separators, as UIKit's `UIListSeparatorConfiguration`: a line
/// along each row's top and bottom edge, each shown or hidden and inset on its own, in one colour.
///
/// A list's `separatorConfiguration` applies to every row; its `itemSeparatorHandler` changes
/// one row's. The line between two rows is the upper row's bottom separator: hide it to join them.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator shows, as UIKit's `UIListSeparatorConfiguration.Visibility`.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list decides: no line above a row; a line below each row but the last of a
        /// grouped list's card.
        case automatic = 0
        /// Always.
        case visible = 1
        /// Never.
        case hidden = 2
    }

    /// Insets whose leading and trailing edges the list decides, as UIKit's `automaticInsets`:
    /// the leading edge is the row's content edge, the trailing one the row's own.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: 0, leading: .greatestFiniteMagnitude,
                                                                bottom: 0, trailing: .greatestFiniteMagnitude)

    /// The line along a row's top edge.
    public var topSeparatorVisibility = Visibility.automatic
    /// The line along a row's bottom edge.
    public var bottomSeparatorVisibility = Visibility.automatic
    /// How far the top line is inset; an edge of ``automaticInsets`` is the list's.
    public var topSeparatorInsets = automaticInsets
    /// How far the bottom line is inset; an edge of ``automaticInsets`` is the list's.
    public var bottomSeparatorInsets = automaticInsets
    /// The lines' colour: the system separator colour unless set.
    public var color = UIColor.separator
    /// The colour of lines between selected rows while several can be selected; kept, not drawn
    /// (there is no multiple selection here).
    public var multipleSelectionColor = UIColor.separator

    /// The separators of a list of `listAppearance`: every value automatic, in the separator colour.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    /// The engine's configuration this one stands for.
    public var engineConfiguration: ListSeparatorConfiguration {
        var result = ListSeparatorConfiguration()
        result.topVisibility = topSeparatorVisibility.engineVisibility
        result.bottomVisibility = bottomSeparatorVisibility.engineVisibility
        result.topInsets = Self.engineInsets(topSeparatorInsets)
        result.bottomInsets = Self.engineInsets(bottomSeparatorInsets)
        result.color = color == .separator ? nil : color.contentColor
        return result
    }

    /// The configuration the engine's `configuration` stands for: automatic edges as
    /// ``automaticInsets``' and the system colour as ``UIColor/separator``.
    init(_ configuration: ListSeparatorConfiguration) {
        topSeparatorVisibility = Visibility(configuration.topVisibility)
        bottomSeparatorVisibility = Visibility(configuration.bottomVisibility)
        topSeparatorInsets = Self.insets(configuration.topInsets)
        bottomSeparatorInsets = Self.insets(configuration.bottomInsets)
        color = configuration.color.map(UIColor.init) ?? .separator
    }

    private static func engineInsets(_ insets: NSDirectionalEdgeInsets) -> SeparatorInsets {
        func edge(_ value: CGFloat) -> Double? { value == .greatestFiniteMagnitude || value == -1 ? nil : Double(value) }
        return SeparatorInsets(top: Double(insets.top), leading: edge(insets.leading), bottom: Double(insets.bottom), trailing: edge(insets.trailing))
    }

    private static func insets(_ insets: SeparatorInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: CGFloat(insets.top), leading: insets.leading.map { CGFloat($0) } ?? .greatestFiniteMagnitude,
                                bottom: CGFloat(insets.bottom), trailing: insets.trailing.map { CGFloat($0) } ?? .greatestFiniteMagnitude)
    }
}

extension UIListSeparatorConfiguration.Visibility {
    var engineVisibility: ListSeparatorConfiguration.Visibility {
        switch self {
        case .automatic: .automatic
        case .visible: .visible
        case .hidden: .hidden
        }
    }

    init(_ visibility: ListSeparatorConfiguration.Visibility) {
        switch visibility {
        case .automatic: self = .automatic
        case .visible: self = .visible
        case .hidden: self = .hidden
        }
    }
}
