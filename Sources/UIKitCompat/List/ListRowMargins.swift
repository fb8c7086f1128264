/// The side margins a list row's content view had from its list, so a new list's margins replace
/// them and never margins the app's own code set.
struct ListRowMargins {
    /// The leading and trailing margins last given; the row's own until a list gives others.
    private(set) var leading: CGFloat
    private(set) var trailing: CGFloat

    init(leading: CGFloat, trailing: CGFloat) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Gives `contentView` the sides of `margins` when its sides are still the ones last given.
    mutating func apply(_ margins: NSDirectionalEdgeInsets?, to contentView: UIView) {
        guard let margins else { return }
        let current = contentView.directionalLayoutMargins
        guard current.leading == leading, current.trailing == trailing else { return }
        Self.give(margins, to: contentView)
        leading = margins.leading
        trailing = margins.trailing
    }

    /// Gives `view` the leading and trailing of `margins`, keeping its top and bottom; nothing
    /// when it has them already.
    static func give(_ margins: NSDirectionalEdgeInsets, to view: UIView) {
        var current = view.directionalLayoutMargins
        guard current.leading != margins.leading || current.trailing != margins.trailing else { return }
        current.leading = margins.leading
        current.trailing = margins.trailing
        view.directionalLayoutMargins = current
    }
}
