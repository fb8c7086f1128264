import CollectionLayout
import CollectionView

/// The base class of UIKit's layouts, as `UICollectionViewLayout`: what every layout can be
/// shown and dumped through.
///
/// The base class lays nothing out (a section asked of it is an error); its subclass here is
/// ``UICollectionViewCompositionalLayout``.
open class UICollectionViewLayout {
    /// A layout with nothing in it.
    public init() {}

    /// The collection view showing the layout: the one made with it, or while it is solved
    /// without one (a dump), a host of the size asked for. Subclasses read its bounds, margins
    /// and item counts in ``prepare()``.
    public internal(set) weak var collectionView: UICollectionView?

    /// Called before every solve, with ``collectionView`` at the size being laid out, as UIKit
    /// calls it before it asks for a layout; subclasses set their properties here.
    open func prepare() {}

    /// The engine's layout this one stands for, for `CollectionWindow` and the snapshot
    /// strategies. The layout objects are read when it is solved (see the subclass).
    open var collectionViewLayout: any CollectionViewLayout {
        BaseLayoutStandIn()
    }

    /// Whether the layout is mirrored in a right-to-left interface: UIKit's base class says
    /// no, its flow and compositional layouts yes; override it to keep a layout left to right.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Marks the layout as needing a new solve, as UIKit's does; here every solve already starts
    /// afresh from the layout objects, so there is nothing to mark.
    open func invalidateLayout() {}

    /// The layout dump of `docs/layout-file.md` for a collection view of `size` holding
    /// `itemCounts[s]` items in section `s`, scrolled to `contentOffset` along the layout's
    /// direction (orthogonal sections at their start): exactly what `LayoutDump.string` writes
    /// for the engine's layout, and `xcollection --dump-layout --no-measure` prints.
    ///
    /// Self-sizing elements keep their estimates. A layout that cannot be solved gives
    /// `error: ` and the engine's message instead.
    public func layoutDump(size: CGSize, itemCounts: [Int], contentOffset: CGPoint) -> String {
        let container = Size(width: Double(size.width), height: Double(size.height))
        // The dump sizes the collection view for its solve; the view keeps the size code gave it.
        let host = collectionView, frame = host?.frame
        defer { if let host, let frame { host.frame = frame } }
        do {
            let solved = try collectionViewLayout.solveLayout(container: container, itemCounts: itemCounts)
            var offsets = solved.unscrolledOffsets
            offsets.main = Double(solved.scrollDirection == .vertical ? contentOffset.y : contentOffset.x)
            return LayoutDump.string(solved, offsets: offsets)
        } catch {
            return "error: \(error)"
        }
    }
}
