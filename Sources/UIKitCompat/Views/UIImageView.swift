import CollectionLayout
import CollectionView

/// A view that shows an image, as UIKit's `UIImageView`: placed in its bounds by `contentMode`
/// (stretched by default), a template tinted with the view's `tintColor`, cut to its rounded
/// bounds when it clips to them.
///
/// Its intrinsic size is its image's size in points; without an image it has none.
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage? {
        didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted, when set.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false

    /// An image view of `image`'s size showing it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    /// An image view of `image`'s size showing it, or `highlightedImage` while highlighted.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) {
        fatalError("UIImageView.init(coder:): views are not loaded from nibs or storyboards here; use init(image:) or init(frame:)")
    }

    /// The image drawn now.
    var shownImage: UIImage? { isHighlighted ? (highlightedImage ?? image) : image }

    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        guard let image = shownImage else { return }
        let placed = Self.place(image.size, in: rect, mode: contentMode)
        let radius = clipsToBounds ? Double(layer.cornerRadius) : 0
        let clip = clipsToBounds ? rect : placed
        if let bitmap = image.drawnBitmap(tintColor: tintColor) {
            renderer.canvas.drawImage(bitmap, in: placed, clip: clip, cornerRadius: radius)
        } else if image.systemName != nil {
            renderer.drawSymbol(image, tint: tintColor, in: placed)
        }
    }

    /// Where an image of `size` points goes in `rect` for `mode`.
    static func place(_ size: CGSize, in rect: Rect, mode: ContentMode) -> Rect {
        let width = Double(size.width), height = Double(size.height)
        guard width > 0, height > 0 else { return rect }
        switch mode {
        case .scaleToFill, .redraw:
            return rect
        case .scaleAspectFit, .scaleAspectFill:
            let fit = mode == .scaleAspectFit
            let factor = fit ? min(rect.width / width, rect.height / height) : max(rect.width / width, rect.height / height)
            let w = width * factor, h = height * factor
            return Rect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h)
        default:
            let x: Double, y: Double
            switch mode {
            case .left, .topLeft, .bottomLeft: x = rect.minX
            case .right, .topRight, .bottomRight: x = rect.maxX - width
            default: x = rect.midX - width / 2
            }
            switch mode {
            case .top, .topLeft, .topRight: y = rect.minY
            case .bottom, .bottomLeft, .bottomRight: y = rect.maxY - height
            default: y = rect.midY - height / 2
            }
            return Rect(x: x, y: y, width: width, height: height)
        }
    }
}
