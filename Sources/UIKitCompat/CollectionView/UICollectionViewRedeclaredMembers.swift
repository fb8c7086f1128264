/// The members of a collection view that ``UITableView`` declares again with a table's types.
///
/// A table view here is a collection view with a list layout (see ``UITableView``), and Swift
/// lets a subclass declare a member of the same name with another type only when the
/// superclass's member comes from a protocol extension: `tableView.dataSource` is then a
/// ``UITableViewDataSource`` and `tableView.visibleCells` are ``UITableViewCell``s, as in UIKit,
/// while a collection view's are what they always were. Nothing else conforms.
public protocol UICollectionViewRedeclaredMembers: AnyObject {}

extension UICollectionView: UICollectionViewRedeclaredMembers {}

extension UICollectionViewRedeclaredMembers where Self: UICollectionView {
    /// What supplies the items and their cells: a ``UICollectionViewDiffableDataSource`` sets
    /// itself here when it is made. Weak, as in UIKit: keep the data source alive yourself.
    public var dataSource: (any UICollectionViewDataSource)? {
        get { assignedDataSource }
        set { assignedDataSource = newValue }
    }

    /// The cells on screen, in index path order.
    public var visibleCells: [UICollectionViewCell] {
        (shownViews?.views ?? []).compactMap { $0.key.kind == nil ? $0.view as? UICollectionViewCell : nil }
    }
}
