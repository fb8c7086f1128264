import CollectionLayout
import CollectionView

/// A button, as UIKit's `UIButton`: drawn from its ``configuration`` (iOS 15's plain, gray,
/// tinted and filled styles), or, for a button made the older way, from the title, colour and
/// image set per state.
///
/// Its intrinsic size is its content's (image, padding, title and subtitle) inside the
/// configuration's insets; a click on it in a cell runs its actions only through
/// ``UIControl/sendActions(for:)``.
open class UIButton: UIControl {
    /// The menu the button shows: on a click when ``showsMenuAsPrimaryAction``.
    open var menu: UIMenu?
    /// Whether a click shows ``menu`` instead of sending the primary action, as UIKit's. When
    /// false, a press held half a second shows it, as on iOS.
    open var showsMenuAsPrimaryAction = false
    /// Whether the button is showing its menu after a long press, as UIKit's (a menu shown as the
    /// primary action does not set it).
    open internal(set) var isHeld = false

    /// A click on a button that shows its menu as its primary action opens the menu beside it.
    override func takeClick(at point: CGPoint) -> ClickOutcome {
        guard showsMenuAsPrimaryAction, let menu else { return super.takeClick(at: point) }
        MenuRequests.request(menu, from: self)
        return .unchanged
    }

    /// How the button looks; setting one draws it from it.
    open var configuration: Configuration? {
        didSet { if configuration != oldValue { contentDidChange() } }
    }
    /// Called when the button's state changes, to update its configuration, as in UIKit.
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    /// The kind of button made with `init(type:)`, as UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// How the button was made.
    public let buttonType: ButtonType

    /// A button drawn from `configuration`, running `primaryAction` when pressed.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction {
            if configuration.title == nil, !primaryAction.title.isEmpty { self.configuration?.title = primaryAction.title }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button of `buttonType`, drawn from the titles set per state.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A system button, as a button made with a frame is.
    public override init(frame: CGRect) {
        buttonType = .system
        super.init(frame: frame)
    }

    /// A button of the system type running `primaryAction`.
    public convenience init(primaryAction: UIAction?) {
        self.init(type: .system)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("UIButton.init(coder:): views are not loaded from nibs or storyboards here; use init(configuration:primaryAction:) or init(type:)")
    }

    /// Sets the title shown in `state` (`.normal` stands for every state without its own).
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentDidChange()
    }

    /// The title shown in `state`.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentDidChange()
    }

    /// The title's colour in `state`.
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentDidChange()
    }

    /// The image shown in `state`.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    /// The title shown now.
    open var currentTitle: String? { shown.title }

    /// The label whose font a button made the older way draws its title in: the 15-point system
    /// font, which keeps its size at every text size unless code gives it a preferred font and
    /// sets its `adjustsFontForContentSizeCategory`, as UIKit's.
    open var titleLabel: UILabel? { legacyTitleLabel }
    private lazy var legacyTitleLabel = ButtonTitleLabel(button: self)

    override func adopt(_ traits: Traits) {
        legacyTitleLabel.adopt(traits)
    }

    func titleFontDidChange() {
        if configuration == nil { contentDidChange() }
    }

    /// Runs the configuration update handler, as UIKit does when the state changes.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    /// Asks for `updateConfiguration()`; here it runs at once.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    override func stateDidChange() {
        updateConfiguration()
        contentDidChange()
    }

    /// What is drawn now: the configuration, or one made from the per-state values.
    var shown: Configuration {
        if let configuration { return configuration }
        var legacy = Configuration.plain()
        legacy.title = title(for: state)
        legacy.image = image(for: state)
        legacy.baseForegroundColor = titleColor(for: state) ?? (buttonType == .custom ? .white : nil)
        legacy.contentInsets = .zero
        legacy.legacyTitleFont = titleLabel?.font
        return legacy
    }

    open override var intrinsicContentSize: CGSize { contentSize(of: shown) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize(of: shown) }

    override func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? {
        let metrics = TextMeasurement.measurer.metrics(of: shown.titleFont.fontSpec)
        let height = CGFloat(metrics.lineHeight)
        return (-height / 2 + CGFloat(metrics.ascent), height / 2 - CGFloat(metrics.descent))
    }

    /// The content's size inside the insets, rounded up to the pixel grid.
    private func contentSize(of configuration: Configuration) -> CGSize {
        let measurer = TextMeasurement.measurer
        let font = configuration.titleFont.fontSpec
        let insets = configuration.contentInsets
        var width = 0.0, height = 0.0
        if let title = configuration.title, !title.isEmpty {
            width = measurer.advance(of: Substring(title), font: font)
            height = measurer.metrics(of: font).lineHeight
        }
        if let subtitle = configuration.subtitle, !subtitle.isEmpty {
            let small = subtitleFont(of: configuration)
            width = max(width, measurer.advance(of: Substring(subtitle), font: small))
            height += Double(configuration.titlePadding) + measurer.metrics(of: small).lineHeight
        }
        if let image = configuration.image {
            let size = imageSize(image, configuration: configuration)
            width += Double(size.width) + (width > 0 ? Double(configuration.imagePadding) : 0)
            height = max(height, Double(size.height))
        }
        let scale = LayoutHost.current?.traits.displayScale ?? 1
        let up = { (value: Double) in CGFloat((value * scale - 1e-9).rounded(.up) / scale) }
        return CGSize(width: up(width + Double(insets.leading + insets.trailing)), height: up(height + Double(insets.top + insets.bottom)))
    }

    private func subtitleFont(of configuration: Configuration) -> FontSpec {
        FontSpec(size: configuration.titleFont.fontSpec.size - 2)
    }

    /// A symbol is as tall as the title's line; a picture keeps its size.
    private func imageSize(_ image: UIImage, configuration: Configuration) -> CGSize {
        guard image.isSymbolImage else { return image.size }
        let line = CGFloat(TextMeasurement.measurer.metrics(of: configuration.titleFont.fontSpec).lineHeight)
        return CGSize(width: line, height: line)
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let configuration = shown
        let state = self.state
        let tint = tintColor ?? .systemBlue
        if let background = configuration.background(tint: tint, state: state) {
            renderer.canvas.fill(rect, color: background.color, cornerRadius: Double(configuration.cornerRadius(height: bounds.height)))
        }
        var foreground = configuration.foreground(tint: tint, state: state)
        if state.contains(.highlighted) { foreground = foreground.withAlphaComponent(0.5) }
        let insets = configuration.contentInsets
        let content = contentSize(of: configuration)
        let inner = (width: Double(content.width - insets.leading - insets.trailing), height: Double(content.height - insets.top - insets.bottom))
        // The content is centred in the button, as UIKit's default alignment has it.
        var x = rect.midX - inner.width / 2
        let midY = rect.midY
        let font = configuration.titleFont.fontSpec
        let measurer = renderer.measurer
        let trailingImage = configuration.imagePlacement == .trailing
        func drawImage() {
            guard let image = configuration.image else { return }
            let size = imageSize(image, configuration: configuration)
            let frame = Rect(x: x, y: midY - Double(size.height) / 2, width: Double(size.width), height: Double(size.height))
            renderer.drawImage(image, tint: foreground, in: frame)
            x += Double(size.width) + Double(configuration.imagePadding)
        }
        if !trailingImage { drawImage() }
        if let title = configuration.title, !title.isEmpty {
            let metrics = measurer.metrics(of: font)
            var lines: [(String, FontSpec)] = [(title, font)]
            if let subtitle = configuration.subtitle, !subtitle.isEmpty { lines.append((subtitle, subtitleFont(of: configuration))) }
            let total = lines.map { measurer.metrics(of: $0.1).lineHeight }.reduce(0, +) + (lines.count > 1 ? Double(configuration.titlePadding) : 0)
            var top = midY - total / 2
            var widest = 0.0
            for (index, (text, lineFont)) in lines.enumerated() {
                let lineMetrics = index == 0 ? metrics : measurer.metrics(of: lineFont)
                let width = measurer.advance(of: Substring(text), font: lineFont)
                widest = max(widest, width)
                let color = index == 0 ? foreground : foreground.withAlphaComponent(0.75)
                renderer.canvas.drawText(Substring(text), font: lineFont, color: color.color, x: x, baseline: top + lineMetrics.ascent, direction: nil)
                top += lineMetrics.lineHeight + Double(configuration.titlePadding)
            }
            x += widest + (trailingImage ? Double(configuration.imagePadding) : 0)
        }
        if trailingImage { drawImage() }
    }

    /// Where the title is drawn from in the button's bounds, as `drawContent` places it; nil
    /// with no title.
    var drawnTitleMinX: CGFloat? {
        let configuration = shown
        guard let title = configuration.title, !title.isEmpty else { return nil }
        let insets = configuration.contentInsets
        let content = contentSize(of: configuration)
        var x = bounds.width / 2 - (content.width - insets.leading - insets.trailing) / 2
        if configuration.imagePlacement != .trailing, let image = configuration.image {
            x += imageSize(image, configuration: configuration).width + configuration.imagePadding
        }
        return x
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
}
