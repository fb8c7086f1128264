import CollectionLayout

/// The bar at the top of a navigation controller's screen, as UIKit's `UINavigationBar` on iOS
/// 17: the top item's title (large under the bar when the bar prefers large titles), its bar
/// buttons, and a back button titled with the item beneath it.
///
/// It is a view of views, so the renderer, the inspector and `--dump-views` see it as they see
/// any view: a background view reaching up under the status bar, a hairline, a `UILabel` for the
/// title and one for the large title, and a `UIButton` for each item.
open class UINavigationBar: UIView {
    /// The items, bottom first; the last is shown.
    open private(set) var items: [UINavigationItem]? = []
    /// The item shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item beneath the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Whether titles are large where an item's `largeTitleDisplayMode` lets them be.
    open var prefersLargeTitles = false { didSet { barDidChange() } }
    /// The look while content scrolls under the bar.
    open var standardAppearance = UINavigationBarAppearance() { didSet { barDidChange() } }
    /// The look with the content at its top edge; nil: the standard look with no background.
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { barDidChange() } }
    /// The look in compact height; nil: the standard look.
    open var compactAppearance: UINavigationBarAppearance? { didSet { barDidChange() } }
    /// The look at the top edge in compact height.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { barDidChange() } }
    /// A colour for the background, from before appearances; kept under an appearance's.
    open var barTintColor: UIColor? { didSet { barDidChange() } }
    /// Whether the bar lets content show through; kept.
    open var isTranslucent = true
    /// The title's font and colour, from before appearances.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { barDidChange() } }
    /// The large title's font and colour, from before appearances.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { barDidChange() } }
    /// The bar's style; kept.
    open var barStyle = UIBarStyle.default

    // The views the bar is made of.
    let backgroundView = UIView()
    let hairline = UIView()
    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    var leadingButtons: [UIView] = []
    var trailingButtons: [UIView] = []
    var backButton: UIButton?
    /// What the bar showed before a push or a pop that slides, fading out (`beginCrossFade()`).
    var fadingContent: UIView?
    /// How the titles move during that push or pop.
    var titleMove: BarTitleMove?
    /// How far the top item's title and buttons have faded in: 1 at rest.
    var contentOpacity: CGFloat = 1 { didSet { if contentOpacity != oldValue { applyContentOpacity() } } }
    /// The title view placed last, taken away when the top item shows another or none.
    weak var placedTitleView: UIView?

    /// How much of the large title band shows: the band's height at rest, less as the content
    /// scrolls up, more as it is pulled down; zero without a large title.
    var largeTitleShown: CGFloat = 0 { didSet { if largeTitleShown != oldValue { setNeedsLayout() } } }
    /// How much of the search bar's band shows under the title, 0 when the top item has none.
    var searchShown: CGFloat = 0 { didSet { if searchShown != oldValue { setNeedsLayout() } } }
    /// The search bar of the top item's search controller, when it has one.
    var searchBar: UISearchBar? { topItem?.searchController?.searchBar }
    /// Whether the bar gives way to an active search (`hidesNavigationBarDuringPresentation`):
    /// only the search band shows, at the top, without the title, its buttons or the large title.
    var givesWayToSearch: Bool {
        guard let search = topItem?.searchController else { return false }
        return search.isActive && search.hidesNavigationBarDuringPresentation
    }
    /// Whether the content is at its top edge, where the scroll-edge look is used.
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { barDidChange() } } }
    /// How far the background reaches up, under the status bar.
    var backgroundReach: CGFloat = 0 { didSet { if backgroundReach != oldValue { setNeedsLayout() } } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = NavigationBarMetrics.titleFont
        titleLabel.textAlignment = .center
        largeTitleLabel.font = NavigationBarMetrics.largeTitleFont
        for view in [backgroundView, hairline, titleLabel, largeTitleLabel] { addSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `item` over the others.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        items = (items ?? []) + [item]
        observe(item)
        barDidChange()
    }

    /// Takes the top item away, returning it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, !items.isEmpty else { return nil }
        let item = items.removeLast()
        item.changeObserver = nil
        self.items = items
        barDidChange()
        return item
    }

    /// Replaces the items.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] { item.changeObserver = nil }
        self.items = items
        for item in items ?? [] { observe(item) }
        barDidChange()
    }

    private func observe(_ item: UINavigationItem) {
        item.changeObserver = { [weak self] in self?.barDidChange() }
    }

    /// Whether the top item's title is large on `host`'s screen.
    func showsLargeTitle(on host: LayoutHost) -> Bool {
        guard prefersLargeTitles, NavigationBarMetrics.allowsLargeTitles(on: host), let items, !items.isEmpty else { return false }
        // `.automatic` takes the mode of the item beneath; the first item is large.
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .always, .inline: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// The look in use now.
    var currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let compact = UIDevice.current.screen.traits.verticalSizeClass == .compact
        if isAtScrollEdge {
            if let edge = (compact ? compactScrollEdgeAppearance : nil)
                ?? item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
            let transparent = UINavigationBarAppearance(barAppearance: item?.standardAppearance ?? standardAppearance)
            transparent.configureWithTransparentBackground()
            return transparent
        }
        if compact, let appearance = item?.compactAppearance ?? compactAppearance { return appearance }
        return item?.standardAppearance ?? standardAppearance
    }

    func barDidChange() {
        rebuildButtons()
        setNeedsLayout()
    }

    /// The search bar's band changed height (its scope buttons came or went): the navigation
    /// controller shows it whole and gives its screen the new safe area.
    func searchBandDidChange() {
        guard let navigation = superview?.owningController as? UINavigationController, let searchBar else { return }
        navigation.searchBandDidChange(searchBar)
    }

    private func rebuildButtons() {
        for view in leadingButtons + trailingButtons { view.removeFromSuperview() }
        backButton?.removeFromSuperview()
        backButton = nil
        guard let top = topItem else {
            leadingButtons = []
            trailingButtons = []
            return
        }
        if let back = backItem, !top.hidesBackButton, top.leftBarButtonItems == nil || top.leftItemsSupplementBackButton {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: "chevron.backward"), for: .normal)
            let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
            switch top.backButtonDisplayMode {
            case .default: button.setTitle(title.map { $0.count > 12 ? "Back" : $0 } ?? "Back", for: .normal)
            case .generic: button.setTitle("Back", for: .normal)
            case .minimal: break
            }
            button.titleLabel?.font = NavigationBarMetrics.buttonFont
            button.addAction(UIAction { [weak self] _ in self?.backButtonPressed?() }, for: .primaryActionTriggered)
            addSubview(button)
            backButton = button
        }
        leadingButtons = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }.map(makeButton)
        trailingButtons = (top.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(makeButton)
        for view in leadingButtons + trailingButtons { addSubview(view) }
    }

    /// The top item's title, large title, buttons and title view.
    var contentViews: [UIView] {
        [titleLabel, largeTitleLabel] + leadingButtons + trailingButtons + [backButton, topItem?.titleView].compactMap { $0 }
    }

    private func applyContentOpacity() {
        for view in contentViews { view.animatedOpacity = contentOpacity }
    }

    /// What the back button does: the navigation controller pops.
    var backButtonPressed: (() -> Void)?

    private func makeButton(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let button = UIButton(type: .system)
        if let image = item.image { button.setImage(image, for: .normal) } else { button.setTitle(item.title, for: .normal) }
        button.titleLabel?.font = item.style == .done ? NavigationBarMetrics.doneButtonFont : NavigationBarMetrics.buttonFont
        button.isEnabled = item.isEnabled
        if let tint = item.tintColor { button.tintColor = tint }
        button.addAction(UIAction { [weak item, weak button] _ in item?.perform(from: button) }, for: .primaryActionTriggered)
        item.changeObserver = { [weak self] in self?.barDidChange() }
        if item.systemItem == .fixedSpace || item.systemItem == .flexibleSpace { button.isHidden = true }
        return button
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let barHeight = bounds.height - largeTitleShown - searchShown
        let rowHidden = givesWayToSearch
        for view in contentViews { view.alpha = rowHidden ? 0 : 1 }
        applyContentOpacity()
        let margins = SystemLayoutMargins.forWidth(Double(width))
        let appearance = currentAppearance
        backgroundView.frame = CGRect(x: 0, y: -backgroundReach, width: width, height: bounds.height + backgroundReach)
        backgroundView.backgroundColor = appearance.drawnBackground ?? barTintColor
        let pixel = 1 / CGFloat(UIDevice.current.screen.traits.displayScale)
        hairline.frame = CGRect(x: 0, y: bounds.height, width: width, height: pixel)
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil

        var leading = CGFloat(margins.leading)
        if let backButton {
            let size = backButton.intrinsicContentSize
            backButton.frame = CGRect(x: NavigationBarMetrics.backChevronInset, y: (barHeight - size.height) / 2, width: size.width, height: size.height)
            leading = backButton.frame.maxX + NavigationBarMetrics.buttonSpacing
        }
        for view in leadingButtons {
            let size = view.intrinsicContentSize.width < 0 ? view.bounds.size : view.intrinsicContentSize
            view.frame = CGRect(x: leading, y: (barHeight - size.height) / 2, width: size.width, height: size.height)
            leading = view.frame.maxX + NavigationBarMetrics.buttonSpacing
        }
        var trailing = width - CGFloat(margins.trailing)
        for view in trailingButtons {
            let size = view.intrinsicContentSize.width < 0 ? view.bounds.size : view.intrinsicContentSize
            view.frame = CGRect(x: trailing - size.width, y: (barHeight - size.height) / 2, width: size.width, height: size.height)
            trailing = view.frame.minX - NavigationBarMetrics.buttonSpacing
        }

        let title = topItem?.title
        let attributes = appearance.titleTextAttributes.isEmpty ? (titleTextAttributes ?? [:]) : appearance.titleTextAttributes
        let largeAttributes = appearance.largeTitleTextAttributes.isEmpty ? (largeTitleTextAttributes ?? [:]) : appearance.largeTitleTextAttributes
        titleLabel.text = title
        // Set only when another: a label given a font measures its text again and asks for
        // layout, and this runs in every pass of the bar's layout (each frame it follows a scroll).
        let titleFont = attributes[.font] as? UIFont ?? NavigationBarMetrics.titleFont
        if titleLabel.font !== titleFont { titleLabel.font = titleFont }
        titleLabel.textColor = attributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.text = largeTitleShown > 0 ? title : nil
        let largeTitleFont = largeAttributes[.font] as? UIFont ?? NavigationBarMetrics.largeTitleFont
        if largeTitleLabel.font !== largeTitleFont { largeTitleLabel.font = largeTitleFont }
        largeTitleLabel.textColor = largeAttributes[.foregroundColor] as? UIColor ?? .label
        largeTitleLabel.isHidden = largeTitleShown <= 0
        // The small title shows once the large one has scrolled under the bar.
        titleLabel.isHidden = largeTitleShown > 0 || topItem?.titleView != nil

        if let placed = placedTitleView, placed !== topItem?.titleView, placed.superview === self { placed.removeFromSuperview() }
        placedTitleView = topItem?.titleView
        if let titleView = topItem?.titleView {
            if titleView.superview !== self { addSubview(titleView) }
            let size = titleView.intrinsicContentSize.width < 0 ? titleView.bounds.size : titleView.intrinsicContentSize
            let room = max(0, min(trailing - leading, size.width))
            titleView.frame = CGRect(x: ((width - room) / 2).rounded(), y: ((barHeight - size.height) / 2).rounded(), width: room, height: size.height)
        }
        let titleSize = titleLabel.intrinsicContentSize
        let space = max(0, min(titleSize.width, 2 * min(width / 2 - leading, trailing - width / 2)))
        titleLabel.frame = CGRect(x: ((width - space) / 2).rounded(), y: ((barHeight - titleSize.height) / 2).rounded(),
                                  width: space, height: titleSize.height)
        let largeSize = largeTitleLabel.intrinsicContentSize
        largeTitleLabel.frame = CGRect(x: CGFloat(margins.leading),
                                       y: bounds.height - searchShown - NavigationBarMetrics.largeTitleBottomInset - largeSize.height,
                                       width: min(largeSize.width, width - CGFloat(margins.leading + margins.trailing)), height: largeSize.height)
        placeSearchBar(width: width)
        // Right to left, the back button and the leading items are at the right, the trailing
        // ones and the large title's start at the left, as UIKit mirrors a bar.
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            let placed = [titleLabel, largeTitleLabel] + leadingButtons + trailingButtons + [backButton, topItem?.titleView].compactMap { $0 }
            for view in placed { view.frame.origin.x = width - view.frame.maxX }
            largeTitleLabel.textAlignment = .right
        }
        // Views sit on whole pixels, as UIKit places them.
        for view in [titleLabel, largeTitleLabel] + leadingButtons + trailingButtons + [backButton].compactMap({ $0 }) {
            view.frame = view.frame.pixelAligned(scale: CGFloat(UIDevice.current.screen.traits.displayScale))
        }
    }
}

extension UINavigationBar {
    /// Puts the top item's search bar in the band at the bottom of the bar, and takes away one
    /// a screen no longer shows.
    func placeSearchBar(width: CGFloat) {
        for case let stale as UISearchBar in subviews where stale !== searchBar { stale.removeFromSuperview() }
        guard let searchBar else { return }
        if searchBar.superview !== self { addSubview(searchBar) }
        searchBar.isHidden = searchShown <= 0
        searchBar.frame = CGRect(x: 0, y: bounds.height - searchShown, width: width, height: searchShown)
    }
}

/// A bar's style, as UIKit's `UIBarStyle`.
public enum UIBarStyle: Int, Hashable, Sendable {
    case `default` = 0
    case black = 1
}

extension CGRect {
    /// The rectangle with its edges on the nearest device pixels at `scale`.
    func pixelAligned(scale: CGFloat) -> CGRect {
        let round = { (value: CGFloat) in (value * scale).rounded() / scale }
        let minX = round(self.minX), minY = round(self.minY)
        return CGRect(x: minX, y: minY, width: round(maxX) - minX, height: round(maxY) - minY)
    }
}
