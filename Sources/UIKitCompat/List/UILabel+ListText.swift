extension UILabel {
    /// A label in a list text style's font, colour and lines, following Dynamic Type: a table
    /// view cell's or header's own label, which the cell draws as list content.
    convenience init(listText properties: UIListContentConfiguration.TextProperties) {
        self.init(frame: .zero)
        font = properties.font
        textColor = properties.color
        numberOfLines = properties.numberOfLines
        adjustsFontForContentSizeCategory = true
    }
}
