import CollectionView

/// The layer behind a view, as Core Animation's `CALayer`: the corner radius, border and shadow
/// a view's code sets on `layer`, drawn with the view's background.
///
/// Only what the engine draws is here; sublayers and layer animations are not.
open class CALayer: NSObject {
    /// The radius of the rounded corners; 0 for square ones.
    open var cornerRadius: CGFloat = 0
    /// Whether content is clipped to the rounded bounds.
    open var masksToBounds = false
    /// The width of the border drawn inside the edge; 0 draws none.
    open var borderWidth: CGFloat = 0
    /// The border's colour: opaque black by default, as Core Animation's.
    open var borderColor: CGColor? = UIColor.black.cgColor
    /// The fill, when the view has no background colour of its own.
    open var backgroundColor: CGColor?
    /// The shadow's colour: opaque black by default.
    open var shadowColor: CGColor? = UIColor.black.cgColor
    /// The shadow's opacity, 0 (none, the default) to 1.
    open var shadowOpacity: Float = 0
    /// How far the shadow is blurred, 3 points by default.
    open var shadowRadius: CGFloat = 3
    /// Where the shadow falls: 3 points up by default, as Core Animation's `(0, -3)`.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shape that casts the shadow, in the layer's coordinates; nil for its rounded bounds.
    open var shadowPath: CGPath?
    /// How the corners curve: kept (see ``CALayerCornerCurve``).
    open var cornerCurve = CALayerCornerCurve.circular
    /// Which corners are rounded: kept (see ``CACornerMask``).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// How opaque the layer is drawn, 0 to 1: a view's layer's opacity is the view's `alpha`, as
    /// in UIKit, where the two are one value.
    open var opacity: Float {
        get { view.map { Float($0.alpha) } ?? ownOpacity }
        set {
            if let view { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue }
        }
    }
    /// The view the layer is behind; nil for a layer made on its own.
    weak var view: UIView?
    private var ownOpacity: Float = 1

    /// A layer with Core Animation's defaults.
    public override init() {}

    /// Whether a view with this layer and `background` puts any pixel on the screen of its own:
    /// a fill that is not clear, a border or a shadow.
    func paints(over background: UIColor?) -> Bool {
        let fill = background?.alpha ?? backgroundColor?.alpha ?? 0
        return fill > 0 || (borderWidth > 0 && (borderColor?.alpha ?? 0) > 0) || (shadowOpacity > 0 && shadowColor != nil)
    }

    /// The corner, border and shadow the engine draws for this layer over `content`.
    func styled(_ content: CellContent) -> CellContent {
        var result = content
        if result.background == nil, let fill = backgroundColor { result.background = fill.uiColor.color }
        if cornerRadius > 0 {
            result.cornerRadius = Double(cornerRadius)
            result.cornerCurve = cornerCurve == .continuous ? .continuous : .circular
        }
        if borderWidth > 0, let color = borderColor {
            result.border = Border(color: color.uiColor.color, width: Double(borderWidth))
        }
        if shadowOpacity > 0, let color = shadowColor {
            result.shadow = Shadow(color: color.uiColor.withAlphaComponent(color.alpha * CGFloat(shadowOpacity)).color,
                                   offsetX: Double(shadowOffset.width), offsetY: Double(shadowOffset.height), radius: Double(shadowRadius))
            result.shadow?.path = shadowPath?.shadowPath
        }
        return result
    }
}
