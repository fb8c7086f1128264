import CollectionLayout
import CollectionView

/// An on/off switch, as UIKit's `UISwitch` draws it since iOS 13: a capsule track, green when on,
/// a grey fill when off, and a white thumb with a soft shadow at the end the value names.
///
/// It is always `SwitchMetrics/size` (51x31 points): UIKit ignores the size it is given, and
/// so does this one — the switch is drawn at its bounds' top leading corner. A click turns it
/// and sends its value-changed actions.
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The track's colour when on; nil for `systemGreen`.
    open var onTintColor: UIColor?
    /// The thumb's colour; nil for white.
    open var thumbTintColor: UIColor?
    /// The look asked for; the sliding switch is the only one iOS has.
    open var preferredStyle: Style = .automatic
    /// The look drawn.
    open var style: Style { .sliding }
    /// A title, shown by the checkbox style on the Mac only.
    open var title: String?

    /// A switch's looks, as UIKit's `UISwitch.Style`.
    public enum Style: Int, Sendable {
        case automatic, checkbox, sliding
    }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: SwitchMetrics.size))
        // It keeps its size in a stack view, as UIKit's hugs at 750.
        huggingPriorities = (UILayoutPriority(750), UILayoutPriority(750))
    }

    /// A switch that runs `primaryAction` each time its value changes.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public required init?(coder: NSCoder) {
        fatalError("UISwitch.init(coder:): views are not loaded from nibs or storyboards here; use init(frame:)")
    }

    /// Turns the switch on or off; no actions are sent, as in UIKit.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    open override var intrinsicContentSize: CGSize { SwitchMetrics.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { SwitchMetrics.size }

    override func takeClick(at point: CGPoint) -> ClickOutcome {
        isOn.toggle()
        return .valueChanged
    }

    override func drawContent(in rect: Rect, renderer: ViewRenderer) {
        let size = SwitchMetrics.size
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let track = Rect(x: rtl ? rect.maxX - Double(size.width) : rect.minX, y: rect.minY,
                         width: Double(size.width), height: Double(size.height))
        let fill = isOn ? (onTintColor ?? SwitchMetrics.onTrack) : SwitchMetrics.offTrack
        let canvas = renderer.canvas
        // A disabled switch is drawn whole at a lower opacity, its thumb's shadow with it.
        if !isEnabled { canvas.beginTransparencyLayer(track, opacity: SwitchMetrics.disabledOpacity) }
        canvas.fill(track, color: fill.color, cornerRadius: track.height / 2)
        let diameter = SwitchMetrics.thumbDiameter, inset = SwitchMetrics.thumbInset
        // The thumb rests at the trailing end when on, as the track reads in the layout direction.
        let atTrailing = isOn != rtl
        let thumb = Rect(x: atTrailing ? track.maxX - inset - diameter : track.minX + inset, y: track.minY + inset,
                         width: diameter, height: diameter)
        var content = CellContent(background: (thumbTintColor ?? .white).color)
        content.cornerRadius = diameter / 2
        content.shadow = SwitchMetrics.thumbShadow
        // The thumb's shadow falls on the track only.
        canvas.beginRoundedClip(track, cornerRadius: track.height / 2, corners: .all, curve: .circular)
        ContentRenderer(canvas: canvas, measurer: renderer.measurer).draw(content, in: thumb)
        canvas.endRoundedClip()
        if !isEnabled { canvas.endTransparencyLayer() }
    }
}
