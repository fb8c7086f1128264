import CollectionLayout

extension Color {
    /// The colour a layout file or the engine's metrics write as 8-bit channels.
    public init(_ color: ContentColor) {
        self.init(red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255,
                  alpha: Double(color.alpha) / 255)
        dark = color.dark.map { Components(red: Double($0.red) / 255, green: Double($0.green) / 255, blue: Double($0.blue) / 255,
                                           alpha: Double($0.alpha) / 255) }
    }
}
