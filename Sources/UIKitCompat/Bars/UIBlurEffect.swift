/// A look a view can take over what is behind it, as UIKit's `UIVisualEffect`.
open class UIVisualEffect: NSObject, NSCopying {
    /// An effect like this one; each kind of effect copies as its own kind.
    open func copy(with zone: NSZone? = nil) -> Any { UIVisualEffect() }
}

/// A blur of what is behind, as UIKit's `UIBlurEffect`. Bars here are drawn in the colour the
/// blur gives over a plain background (see `NavigationBarMetrics`): the canvas has no blur.
open class UIBlurEffect: UIVisualEffect {
    /// Which material.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
    }

    /// A blur of the same material.
    open override func copy(with zone: NSZone? = nil) -> Any { UIBlurEffect(style: style) }

    /// The blur materials, as UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Hashable, Sendable {
        case extraLight, light, dark, regular = 4, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
}
