/// What fills a cell behind its content, as UIKit's `UIBackgroundConfiguration`: a colour and a
/// corner radius.
///
/// The list factories leave ``backgroundColor`` nil, and a nil colour draws nothing: the list
/// already draws its background, bands and rounded cards behind the rows (UIKit's cell fills
/// itself with the same colour). A colour that is set fills the whole cell, square unless
/// ``cornerRadius`` is set: the first and last rows of an inset grouped card are not clipped to
/// the card's corners as UIKit's are.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill; nil draws nothing, showing the list behind.
    public var backgroundColor: UIColor?
    /// How round the fill's corners are.
    public var cornerRadius: CGFloat = 0

    init() {}

    /// A plain list row's background.
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A grouped list row's background.
    public static func listGroupedCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A sidebar row's background.
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A plain list header's or footer's background.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A grouped list header's or footer's background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A list row's background in the look of the list it is in (iOS 18's name for the
    /// appearance-specific ones above).
    public static func listCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A list header's background in the look of its list (iOS 18).
    public static func listHeader() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// A list footer's background in the look of its list (iOS 18).
    public static func listFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.backgroundColor = .clear
        return configuration
    }
}
