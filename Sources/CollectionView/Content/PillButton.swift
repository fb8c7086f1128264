/// A capsule-shaped button with a short title, as the App Store's "GET".
public struct PillButton: Hashable, Sendable {
    public var title: String
    public var font: FontSpec
    public var titleColor: Color
    public var color: Color
    public var height: Double
    /// The narrowest the capsule gets, so short titles still give a good target.
    public var minimumWidth: Double

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
