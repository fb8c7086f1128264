/// The space something is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public protocol NSCollectionLayoutContainer {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The content size less the effective insets.
    var effectiveContentSize: CGSize { get }
    /// The insets inside the container.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets that apply.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
