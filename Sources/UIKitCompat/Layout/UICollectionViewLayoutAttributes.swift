import CollectionLayout

/// Where one element of a layout is and how it looks, as UIKit's `UICollectionViewLayoutAttributes`:
/// what a custom layout computes in `prepare()` and answers queries with.
///
/// Subclass it to carry more (a layout names its subclass in `layoutAttributesClass`), and
/// override `copy(with:)` to copy what you add, calling `super`, as in UIKit.
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The element's frame in the content's coordinates.
    open var frame: CGRect = .zero
    /// Drawing order among overlapping elements: higher is on top.
    open var zIndex = 0
    /// 0 invisible to 1 opaque.
    open var alpha: CGFloat = 1
    /// A hidden element is not shown.
    open var isHidden = false
    /// A 2-D transform about the centre.
    open var transform: CGAffineTransform = .identity
    /// A 3-D transform about the centre.
    open var transform3D: CATransform3D = CATransform3DIdentity
    /// The item or supplementary element's place.
    open var indexPath: IndexPath = IndexPath(item: 0, section: 0)
    /// Cell, supplementary view or decoration view.
    open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The kind of a supplementary or decoration view; nil for a cell.
    open private(set) var representedElementKind: String?

    /// Attributes of a cell at item 0 of section 0; what `copy()` starts from.
    public required override init() {}

    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The attributes of the decoration view of `elementKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = elementKind
    }

    /// The middle of ``frame``; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// The frame's size; setting it keeps the centre.
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame = CGRect(x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }

    /// The element in its own coordinates: at the origin, of the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// A copy of the same class with every property of this one. Override to copy what a
    /// subclass adds, starting from `super.copy(with:)`.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.transform = transform
        copy.transform3D = transform3D
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `object` is attributes of the same class placing the same element the same way,
    /// as UIKit compares them; a subclass that adds properties compares them too, and `super`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes, type(of: other) == type(of: self) else { return false }
        return frame == other.frame && zIndex == other.zIndex && alpha == other.alpha && isHidden == other.isHidden
            && transform == other.transform && transform3D == other.transform3D && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementKind)
        hasher.combine(frame.origin.x)
        hasher.combine(frame.origin.y)
        return hasher.finalize()
    }

    open override var description: String {
        let what = representedElementKind.map { "\(representedElementCategory) \($0)" } ?? "\(representedElementCategory)"
        return "<\(type(of: self)) \(what) \(indexPath.uikitDescription) frame=\(frame) zIndex=\(zIndex)>"
    }

    /// New attributes of `type` (a layout's ``UICollectionViewLayout/layoutAttributesClass``)
    /// for the engine's `attributes`.
    static func make(from attributes: LayoutAttributes, as type: UICollectionViewLayoutAttributes.Type) -> UICollectionViewLayoutAttributes {
        let made = type.init()
        made.indexPath = attributes.indexPath
        made.frame = CGRect(x: attributes.frame.minX, y: attributes.frame.minY, width: attributes.frame.width, height: attributes.frame.height)
        made.zIndex = attributes.zIndex
        made.representedElementKind = attributes.elementKind
        made.representedElementCategory = switch attributes.category {
        case .cell: .cell
        case .supplementary: .supplementaryView
        case .decoration: .decorationView
        }
        return made
    }

    /// The engine's attributes of a shown element; nil for a hidden one, which is not shown.
    var shownAttributes: LayoutAttributes? { isHidden ? nil : engineAttributes }

    /// The engine's attributes: the frame, the z-index and what the element is.
    var engineAttributes: LayoutAttributes {
        let category: CollectionLayout.ElementCategory = switch representedElementCategory {
        case .cell: .cell
        case .supplementaryView: .supplementary
        case .decorationView: .decoration
        }
        return LayoutAttributes(category: category, elementKind: representedElementKind, indexPath: indexPath,
                                frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
                                zIndex: zIndex)
    }
}
