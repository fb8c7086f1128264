/// An element on screen as a section's visible-items handler sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem`, trimmed to what can be stated without transforms.
///
/// Nothing conforms yet: the handler it is passed to is not called (see
/// ``NSCollectionLayoutSection/visibleItemsInvalidationHandler``).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's frame in the collection view's coordinates.
    var frame: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The supplementary or decoration kind, or nil for a cell.
    var representedElementKind: String? { get }
    /// The element's opacity, from 0 to 1.
    var alpha: CGFloat { get set }
    /// The element's drawing order.
    var zIndex: Int { get set }
    /// Whether the element is hidden.
    var isHidden: Bool { get set }
}
