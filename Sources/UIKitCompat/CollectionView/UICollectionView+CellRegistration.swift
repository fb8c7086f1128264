import CollectionLayout

extension UICollectionView {
    /// How cells of a class are made and configured for an item, as UIKit's
    /// `UICollectionView.CellRegistration`: hand it to
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:file:line:)`` in a data source's cell
    /// provider.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        /// Configures a new cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        /// The queue of views this registration reuses: one per registration, as UIKit's.
        let reuseKey = "registration/" + String(ReuseQueues.nextRegistration())

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }
}
