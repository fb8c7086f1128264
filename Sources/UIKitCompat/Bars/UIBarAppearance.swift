import Foundation

/// How a bar's background looks, as UIKit's `UIBarAppearance`: its colour or blur and the line
/// under it.
open class UIBarAppearance: NSObject, NSCopying {
    /// A colour laid over the background effect.
    open var backgroundColor: UIColor?
    /// The blur behind the colour.
    open var backgroundEffect: UIBlurEffect?
    /// An image drawn as the background; kept.
    open var backgroundImage: UIImage?
    /// The line along the bar's edge with the content; clear for none.
    open var shadowColor: UIColor?
    /// An image drawn as that line; kept.
    open var shadowImage: UIImage?

    /// The system's default look: the bar material and a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background.
    public init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundEffect = barAppearance.backgroundEffect
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// A copy of the appearance, which code changes for one bar or screen.
    open func copy(with zone: NSZone? = nil) -> Any { UIBarAppearance(barAppearance: self) }

    /// The bar material (a blur) and the hairline, as a bar has unless told otherwise.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        shadowColor = NavigationBarMetrics.hairlineColor
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        shadowColor = NavigationBarMetrics.hairlineColor
    }

    /// No background and no hairline: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        shadowColor = .clear
    }

    /// The colour the background is drawn in: the colour, else the material's over a plain
    /// background; nil draws nothing.
    var drawnBackground: UIColor? {
        if let backgroundColor, backgroundEffect == nil { return backgroundColor }
        if backgroundEffect != nil { return backgroundColor ?? NavigationBarMetrics.materialColor }
        return backgroundColor
    }
}
