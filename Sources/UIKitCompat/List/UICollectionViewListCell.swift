/// A cell of a list, as UIKit's `UICollectionViewListCell`: a cell with trailing
/// ``accessories`` and a ``defaultContentConfiguration()`` in the look of the list it is in.
///
/// It serves as a list's header or footer too, as in UIKit, through a supplementary registration.
open class UICollectionViewListCell: UICollectionViewCell {
    /// The accessories at the trailing edge (see ``UICellAccessory`` for what is drawn).
    open var accessories: [UICellAccessory] = []
    /// How far the content is indented, in levels: kept, not drawn.
    open var indentationLevel = 0
    /// The sides a plain or grouped list last gave the content view.
    private var listMargins = ListRowMargins(leading: 16, trailing: 16)

    /// A list cell whose content view keeps a list row's margins: 11 points above and below and
    /// 16 at the sides (chosen to match the list content's look; not measured on a device).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    }

    override var shownAccessories: [UICellAccessory] { accessories }

    override func placementDidChange() {
        listMargins.apply(placement?.rowMargins, to: contentView)
    }

    public required init?(coder: NSCoder) {
        fatalError("\(type(of: self)).init(coder:): views are not loaded from nibs or storyboards here; use init(frame:) or a registration")
    }

    /// The content configuration of the cell's place, to fill and assign to
    /// ``UICollectionViewCell/contentConfiguration``: a header's or footer's for a list's header
    /// or footer, a sidebar row's in a sidebar, a row's elsewhere. Grouped and plain headers
    /// take their list's look.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let appearance = placement?.list?.appearance
        switch placement?.elementKind {
        case UICollectionView.elementKindSectionHeader?:
            if appearance?.isSidebar == true { return .sidebarHeader() }
            return appearance?.isGrouped == true ? .groupedHeader() : .plainHeader()
        case UICollectionView.elementKindSectionFooter?:
            return .footer()
        case nil:
            return appearance?.isSidebar == true ? .sidebarCell() : .cell()
        default:
            return .cell()
        }
    }
}
