/// An element on screen as a section's visible-items handler sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem`: where the layout put it, which the handler reads, and how it
/// is drawn, which the handler may change for the frame being drawn.
///
/// `frame`, `bounds` and the starting `center` are where the layout solved the element, in the
/// collection view's content coordinates; in an orthogonal section they are before the section's
/// own scrolling, so `frame.midX - offset.x` is the element's centre in the view for the offset the
/// handler is given (see ``NSCollectionLayoutSectionVisibleItemsInvalidationHandler``). Transforms
/// apply about the element's centre. Setting `transform` also sets `transform3D` to its 3D form;
/// setting `transform3D` makes it what is drawn.
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// A name for the item in logs: its supplementary or decoration kind, or `cell` for a cell.
    var name: String { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// The element's frame as the layout solved it, in the collection view's content coordinates.
    var frame: CGRect { get }
    /// The element's own size at the origin.
    var bounds: CGRect { get }
    /// Where the element's centre is drawn; the frame's centre until set.
    var center: CGPoint { get set }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The supplementary or decoration kind, or nil for a cell.
    var representedElementKind: String? { get }
    /// The element's opacity, from 0 to 1.
    var alpha: CGFloat { get set }
    /// The 2D transform the element is drawn with, about its centre.
    var transform: CGAffineTransform { get set }
    /// The 3D transform the element is drawn with, about its centre, with perspective from `m34`.
    var transform3D: CATransform3D { get set }
    /// The element's drawing order; higher is in front, and taps find the frontmost.
    var zIndex: Int { get set }
    /// Whether the element is left out of the frame and of taps.
    var isHidden: Bool { get set }
}
