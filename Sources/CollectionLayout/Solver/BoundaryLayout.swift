/// Sizes and places boundary supplementary items on a section or on the whole layout.
///
/// Items aligned to the start of the main axis (top, topLeading, topTrailing in a vertical
/// layout) that extend the boundary form a band before the content, as tall as the tallest;
/// items aligned to the end form one after it. Every other item lies over the rectangle.
struct BoundaryLayout {
    let items: [LayoutBoundarySupplementaryItem]
    let sizes: [Size]
    let mainAxis: Axis
    /// The band before the content along the main axis.
    let leadingBand: Double
    /// The band after the content along the main axis.
    let trailingBand: Double

    init(items: [LayoutBoundarySupplementaryItem], container: Size, mainAxis: Axis) {
        self.items = items
        self.mainAxis = mainAxis
        self.sizes = items.map { $0.layoutSize.resolve(in: container) }
        var leading = 0.0, trailing = 0.0
        for (item, size) in zip(items, sizes) where item.extendsBoundary {
            switch item.alignment.fraction(mainAxis) {
            case 0: leading = Swift.max(leading, size[mainAxis])
            case 1: trailing = Swift.max(trailing, size[mainAxis])
            default: break
            }
        }
        self.leadingBand = leading
        self.trailingBand = trailing
    }

    /// Places the items on the rectangle spanning `mainStart...mainEnd` along the main axis and
    /// `crossStart` plus `crossExtent` across it.
    func place(mainStart: Double, mainEnd: Double, crossStart: Double, crossExtent: Double) -> [PlacedBoundaryItem] {
        let cross = mainAxis.cross
        return zip(items, sizes).map { item, size in
            let mainFraction = item.alignment.fraction(mainAxis)
            let main = mainStart + mainFraction * (mainEnd - mainStart - size[mainAxis])
            let across = crossStart + item.alignment.fraction(cross) * (crossExtent - size[cross])
            let origin = mainAxis == .vertical ? Point(x: across, y: main) : Point(x: main, y: across)
            return PlacedBoundaryItem(
                kind: item.elementKind, alignment: item.alignment,
                frame: Rect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y),
                zIndex: item.zIndex, pinToVisibleBounds: item.pinToVisibleBounds,
                pinsToFarEdge: mainFraction == 1, rangeStart: mainStart, rangeEnd: mainEnd)
        }
    }
}
