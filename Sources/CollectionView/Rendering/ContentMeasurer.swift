import CollectionLayout

/// Measures elements by their `CellContent`: the height its labels wrap to at the element's
/// width, through a `TextMeasuring` (Xft in the program).
public struct ContentMeasurer: ElementMeasuring {
    /// Where elements' content comes from.
    public let dataSource: any CollectionDataSource
    /// Measures the labels' text.
    public let text: any TextMeasuring
    /// The host's layout margins, for content that follows them (see `CellContent.followsLayoutMargins`).
    public var layoutMargins: DirectionalEdgeInsets?

    /// A measurer of `dataSource`'s content with `text`.
    public init(dataSource: any CollectionDataSource, text: any TextMeasuring) {
        self.dataSource = dataSource
        self.text = text
    }

    /// `fitting`'s width, with the height the element's content wraps to at that width; nil for
    /// decorations, hidden elements and a horizontal `estimatedAxis` (only heights are measured).
    public func preferredSize(of element: LayoutAttributes, fitting: Size, estimatedAxis: Axis) -> Size? {
        preferredSize(of: element, fitting: fitting, estimatedAxis: estimatedAxis, acrossToo: false)
    }

    /// As `preferredSize(of:fitting:estimatedAxis:)`; when `shape` `measuresAcross`, content
    /// made of views is fitted both ways (its width its own), as a flow layout's cell is.
    public func preferredSize(of element: LayoutAttributes, fitting: Size, shape: SelfSizingShape) -> Size? {
        preferredSize(of: element, fitting: fitting, estimatedAxis: shape.axis, acrossToo: shape.measuresAcross)
    }

    private func preferredSize(of element: LayoutAttributes, fitting: Size, estimatedAxis: Axis, acrossToo: Bool) -> Size? {
        // Heights are measured; a width only with the height, for views (see docs/self-sizing.md).
        guard estimatedAxis == .vertical else { return nil }
        // Decorations sit behind sections and take their size from them.
        guard element.category != .decoration, var content = dataSource.content(for: element) else { return nil }
        if let fixedHeight = content.fixedHeight { return Size(width: fitting.width, height: fixedHeight) }
        if let drawing = content.drawing {
            if acrossToo {
                let size = drawing.content.preferredSize(fittingBothAxes: fitting, measurer: text)
                return Size(width: size.width, height: max(size.height, content.minimumHeight))
            }
            let size = drawing.content.preferredSize(fitting: fitting, measurer: text)
            return Size(width: fitting.width, height: max(size.height, content.minimumHeight))
        }
        if let layoutMargins { content = content.inLayoutMargins(layoutMargins) }
        return Size(width: fitting.width, height: CellContentLayout.preferredHeight(of: content, width: fitting.width, measurer: text))
    }
}
