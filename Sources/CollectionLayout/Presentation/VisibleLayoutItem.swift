/// An element on screen as a section's visible-items handler sees it, as UIKit's
/// `NSCollectionLayoutVisibleItem`: where the layout puts it, which the handler reads, and how it
/// is presented, which the handler may change. The layout's frames, rect queries, snapping and
/// dumps never change; what is set here is drawn and hit-tested for the frame it was set in.
///
/// `frame`, `bounds` and `center` are in the collection view's content coordinates as the layout
/// solves them, before the section's own scrolling: for an orthogonal section, subtract the
/// handler's offset along the section's axis to get where the element is in the view.
public final class VisibleLayoutItem: @unchecked Sendable {
    /// The element's attributes, as the layout solved them.
    public let attributes: LayoutAttributes
    /// Whether it is a cell, a supplementary or a decoration.
    public var representedElementCategory: ElementCategory { attributes.category }
    /// The supplementary or decoration kind; nil for a cell.
    public var representedElementKind: String? { attributes.elementKind }
    /// The element's index path.
    public var indexPath: IndexPath { attributes.indexPath }
    /// The element's frame, as the layout solved it.
    public var frame: Rect { attributes.frame }
    /// The element's own size at the origin.
    public var bounds: Rect { Rect(origin: .zero, size: attributes.frame.size) }

    /// Where the element's centre is drawn; the frame's centre until changed.
    public var center: Point
    /// The element's opacity, 0 to 1.
    public var alpha = 1.0
    /// A 2D transform about the element's centre; setting it sets `transform3D` to its 3D form.
    public var transform: Transform2D {
        get { storedTransform }
        set {
            storedTransform = newValue
            storedTransform3D = Transform3D(newValue)
            setsTransform3D = false
        }
    }
    /// A 3D transform about the element's centre, with perspective; setting it replaces `transform`
    /// for drawing.
    public var transform3D: Transform3D {
        get { storedTransform3D }
        set {
            storedTransform3D = newValue
            setsTransform3D = true
        }
    }
    /// The drawing order; higher is in front, and taps find the frontmost.
    public var zIndex: Int
    /// Whether the element is left out of the frame, and out of taps.
    public var isHidden = false

    private var storedTransform = Transform2D.identity
    private var storedTransform3D = Transform3D.identity
    /// Whether the last transform set was a 3D one, which then is what is drawn.
    private(set) var setsTransform3D = false

    /// An element of `attributes`, presented as the layout puts it.
    public init(attributes: LayoutAttributes) {
        self.attributes = attributes
        self.center = Point(x: attributes.frame.midX, y: attributes.frame.midY)
        self.zIndex = attributes.zIndex
    }

    /// What the handler set, or nil when the element is presented as the layout puts it.
    public var presentation: ElementPresentation? {
        let presentation = ElementPresentation(alpha: alpha, transform: storedTransform,
                                               transform3D: setsTransform3D ? storedTransform3D : nil,
                                               zIndex: zIndex, isHidden: isHidden, center: center)
        return presentation.isUnchanged(for: attributes) ? nil : presentation
    }
}
