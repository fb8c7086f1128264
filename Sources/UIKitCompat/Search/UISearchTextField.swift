import CollectionLayout
import CollectionView

/// The field of a search bar, as UIKit's `UISearchTextField`: a rounded grey field with a
/// magnifier, whose editing the search bar and its search controller follow.
open class UISearchTextField: UITextField {
    /// The search bar that holds the field.
    weak var searchBar: UISearchBar?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        clearButtonMode = .whileEditing
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = SearchBarMetrics.fieldCornerRadius
        let magnifier = MagnifierView(side: SearchBarMetrics.iconSide)
        magnifier.tintColor = .secondaryLabel
        leftView = magnifier
        leftViewMode = .always
    }

    public required init?(coder: NSCoder) {
        fatalError("UISearchTextField.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    override var horizontalInset: Double { SearchBarMetrics.iconInset }
    override var leadingViewGap: Double { SearchBarMetrics.textGap }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if let searchBar, !isFirstResponder, !(searchBar.delegate?.searchBarShouldBeginEditing(searchBar) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        searchBar?.fieldDidBeginEditing()
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let was = isFirstResponder
        guard super.resignFirstResponder() else { return false }
        if was { searchBar?.fieldDidEndEditing() }
        return true
    }

    open override var placeholder: String? {
        didSet { searchBar?.setNeedsLayout() }
    }
}
