import CollectionLayout
import CollectionView

/// A search field with a Cancel button, as UIKit's `UISearchBar`: what a search controller
/// puts under a navigation bar's title. Its text is its ``searchTextField``'s; the delegate and
/// the search controller are told of each edit.
open class UISearchBar: UIView {
    /// The field typed into.
    public let searchTextField = UISearchTextField()
    /// The object asked and told about the search. Weak, as in UIKit.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The text searched for.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// Grey text shown while the field is empty; "Search" unless set.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// Whether the Cancel button shows; a search controller shows it while it is active.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    /// How the bar is drawn; kept for code that sets it (the minimal look is drawn).
    open var searchBarStyle = Style.default
    /// Titles of the scope buttons: a segmented control under the field, shown while
    /// ``showsScopeBar`` (a search controller shows it while active).
    open var scopeButtonTitles: [String]? { didSet { makeScopeBar() } }
    /// Whether the scope buttons show under the field.
    open var showsScopeBar = false { didSet { if showsScopeBar != oldValue { scopeBarDidChange() } } }
    /// The scope button selected.
    open var selectedScopeButtonIndex = 0 {
        didSet { if scopeBar.selectedSegmentIndex != selectedScopeButtonIndex { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    }
    /// The Return key's title on a device keyboard.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// How a device keyboard capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    /// The search controller whose bar this is.
    weak var searchController: UISearchController?
    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)

    /// A search bar's look, as UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.searchBar = self
        searchTextField.placeholder = "Search"
        searchTextField.returnKeyType = .search
        searchTextField.addAction(UIAction { [weak self] _ in self?.textDidChange() }, for: .editingChanged)
        searchTextField.addAction(UIAction { [weak self] _ in self?.searchButtonClicked() }, for: .editingDidEndOnExit)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .primaryActionTriggered)
        addSubview(cancelButton)
        scopeBar.addAction(UIAction { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
        scopeBar.isHidden = true
        addSubview(scopeBar)
        clipsToBounds = true
    }

    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    public convenience init() {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: SearchBarMetrics.band))
    }

    public required init?(coder: NSCoder) {
        fatalError("UISearchBar.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    open func setShowsCancelButton(_ shows: Bool, animated: Bool) { showsCancelButton = shows }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: bandHeight) }

    /// The field's height: 36 points, taller when its font's line needs it (the largest text
    /// sizes), so typed text is never cut.
    var fieldHeight: CGFloat {
        let line = TextMeasurement.measurer.metrics(of: searchTextField.fontSpec).lineHeight
        return max(CGFloat(SearchBarMetrics.fieldHeight), CGFloat((line + SearchBarMetrics.fieldTextPadding).rounded(.up)))
    }

    /// The band the bar takes under a navigation bar's title: the field with 8 points above and
    /// below, and the scope buttons under it when they show.
    var bandHeight: CGFloat { fieldHeight + CGFloat(SearchBarMetrics.band - SearchBarMetrics.fieldHeight) + scopeBand }

    /// Whether the scope buttons show: asked for, with titles to show.
    var showsScopeButtons: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private var scopeBand: CGFloat { showsScopeButtons ? CGFloat(SearchBarMetrics.scopeBand) : 0 }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = SystemLayoutMargins.forWidth(Double(bounds.width))
        let full = fieldHeight
        // The scope buttons take the band's bottom; the field row folds first as the band shrinks.
        let fieldRow = max(0, bounds.height - scopeBand)
        let height = min(full, max(0, fieldRow - 16))
        scopeBar.isHidden = !showsScopeButtons
        if showsScopeButtons {
            scopeBar.frame = CGRect(x: CGFloat(margins.leading), y: fieldRow, width: bounds.width - CGFloat(margins.leading + margins.trailing),
                                    height: CGFloat(SearchBarMetrics.scopeHeight))
        }
        var trailing = bounds.width - CGFloat(margins.trailing)
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let size = cancelButton.intrinsicContentSize
            cancelButton.frame = CGRect(x: trailing - size.width, y: (fieldRow - size.height) / 2, width: size.width, height: size.height)
            trailing = cancelButton.frame.minX - CGFloat(SearchBarMetrics.cancelGap)
        }
        searchTextField.frame = CGRect(x: CGFloat(margins.leading), y: (fieldRow - height) / 2,
                                       width: max(0, trailing - CGFloat(margins.leading)), height: height)
        // The field fades as the bar folds away under the title.
        searchTextField.alpha = height / full
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            for view in [searchTextField, cancelButton] { view.frame.origin.x = bounds.width - view.frame.maxX }
        }
    }

    func fieldDidBeginEditing() {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.activate()
    }

    func fieldDidEndEditing() {
        delegate?.searchBarTextDidEndEditing(self)
    }

    private func textDidChange() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.searchTextDidChange()
    }

    private func searchButtonClicked() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    private func makeScopeBar() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
        scopeBar.selectedSegmentIndex = (scopeButtonTitles ?? []).isEmpty ? UISegmentedControl.noSegment : min(selectedScopeButtonIndex, (scopeButtonTitles?.count ?? 1) - 1)
        scopeBarDidChange()
    }

    /// The band's height changed: the navigation bar over it lays out again.
    private func scopeBarDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
        (superview as? UINavigationBar)?.searchBandDidChange()
    }

    private func scopeChanged() {
        selectedScopeButtonIndex = scopeBar.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchTextDidChange()
    }

    /// Cancel: the text goes, editing ends, and the search controller is dismissed.
    func cancel() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.isActive = false
    }
}
