import CollectionLayout

extension UICollectionView {
    /// How supplementary views of one element kind are made and configured, as UIKit's
    /// `UICollectionView.SupplementaryRegistration`: hand it to
    /// ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:file:line:)`` in a data source's
    /// supplementary view provider.
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        /// Configures a new view of an element kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of element the views are for, as the layout names it.
        public let elementKind: String
        let handler: Handler
        /// The queue of views this registration reuses: one per registration, as UIKit's.
        let reuseKey = "registration/" + String(ReuseQueues.nextRegistration())

        /// A registration of views for `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}
