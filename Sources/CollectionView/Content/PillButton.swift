/// A capsule-shaped button with a short title, as the App Store's "GET".
public struct PillButton: Hashable, Sendable {
    /// The button's text.
    public var title: String
    /// The text's font.
    public var font: FontSpec
    /// The text's colour.
    public var titleColor: Color
    /// The capsule's colour.
    public var color: Color
    /// The capsule's height in points.
    public var height: Double
    /// The narrowest the capsule gets, so short titles still give a good target.
    public var minimumWidth: Double

    /// A capsule with `title`, 28 points tall and at least 72 wide unless told otherwise.
    public init(title: String, font: FontSpec = FontSpec(size: 15, weight: .bold), titleColor: Color, color: Color,
                height: Double = 28, minimumWidth: Double = 72) {
        self.title = title
        self.font = font
        self.titleColor = titleColor
        self.color = color
        self.height = height
        self.minimumWidth = minimumWidth
    }
}
