import CollectionLayout

extension CellContentLayout {
    /// The same parts in a right-to-left interface: each reflected within `frame` (the icon at
    /// the right, the accessory and the detail at the left, the separator starting from the
    /// right), and labels whose `.leading` and `.trailing` swap sides.
    func mirrored(in frame: Rect) -> CellContentLayout {
        func reflect(_ rect: Rect) -> Rect {
            Rect(x: frame.minX + frame.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
        }
        func reflect(_ label: PlacedLabel) -> PlacedLabel {
            var result = label
            result.frame = reflect(label.frame)
            result.layoutDirection = .rightToLeft
            return result
        }
        var result = self
        result.iconFrame = iconFrame.map(reflect)
        result.accessoryFrame = accessoryFrame.map(reflect)
        result.labels = labels.map(reflect)
        result.detail = detail.map(reflect)
        if let line = separator {
            let reflectedX = { (x: Double) in frame.minX + frame.maxX - x }
            result.separator = (Point(x: reflectedX(line.to.x), y: line.to.y), Point(x: reflectedX(line.from.x), y: line.from.y), line.thickness)
        }
        return result
    }
}
