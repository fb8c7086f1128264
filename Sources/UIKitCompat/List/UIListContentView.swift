import CollectionLayout
import CollectionView

/// A view that shows a ``UIListContentConfiguration`` — its image, text, secondary text in the
/// list cell's layout — as UIKit's `UIListContentView`, for code that puts one inside a cell of
/// its own or in any view. It is drawn as a plain list's cell draws the configuration, and is as
/// tall as the configuration at its width.
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown; a ``UIListContentConfiguration``.
    open var configuration: UIContentConfiguration {
        didSet { invalidateIntrinsicContentSize() }
    }

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIListContentView.init(coder:): views are not loaded from nibs or storyboards here; use init(configuration:)")
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private var content: CellContent {
        guard let list = configuration as? UIListContentConfiguration else { return CellContent() }
        return list.cellContent(in: ListStyle(ListConfiguration(appearance: .plain)), accessories: [])
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: height(atWidth: bounds.width > 0 ? bounds.width : 320))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: height(atWidth: size.width))
    }

    private func height(atWidth width: CGFloat) -> CGFloat {
        CGFloat(CellContentLayout.preferredHeight(of: content, width: Double(width), measurer: TextMeasurement.measurer))
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        var shown = content
        shown.background = nil
        ContentRenderer(canvas: renderer.canvas, measurer: renderer.measurer).draw(shown, in: rect)
    }
}
