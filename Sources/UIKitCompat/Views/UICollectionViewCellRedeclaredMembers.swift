/// The members of a collection view cell that ``UITableViewCell`` declares again with its own
/// type, as ``UICollectionViewRedeclaredMembers`` does for the views: a table view cell's
/// `configurationUpdateHandler` is handed the table view cell. Nothing else conforms.
public protocol UICollectionViewCellRedeclaredMembers: AnyObject {}

extension UICollectionViewCell: UICollectionViewCellRedeclaredMembers {}

extension UICollectionViewCellRedeclaredMembers where Self: UICollectionViewCell {
    /// Called after `updateConfiguration(using:)` with the cell and its state, to restyle it.
    public var configurationUpdateHandler: ((UICollectionViewCell, UICellConfigurationState) -> Void)? {
        get { assignedUpdateHandler }
        set { assignedUpdateHandler = newValue }
    }
}
