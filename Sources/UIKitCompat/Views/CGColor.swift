/// A colour as Core Graphics holds it, as `CGColor`: what a layer's colours take
/// (`layer.borderColor = UIColor.separator.cgColor`). sRGB components, 0 to 1.
public final class CGColor: Hashable, Sendable {
    /// The colour it holds.
    let uiColor: UIColor

    init(_ color: UIColor) {
        uiColor = color
    }

    /// The opacity, 0 to 1.
    public var alpha: CGFloat { uiColor.alpha }

    /// The red, green, blue and alpha components.
    public var components: [CGFloat]? { [uiColor.red, uiColor.green, uiColor.blue, uiColor.alpha] }

    /// The colour at another opacity.
    public func copy(alpha: CGFloat) -> CGColor? { CGColor(uiColor.withAlphaComponent(alpha)) }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.uiColor == b.uiColor }

    public func hash(into hasher: inout Hasher) { hasher.combine(uiColor) }
}

extension UIColor {
    /// The colour as Core Graphics holds it, for a layer.
    public var cgColor: CGColor { CGColor(self) }

    /// The colour `cgColor` holds.
    public convenience init(cgColor: CGColor) {
        let color = cgColor.uiColor
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}
