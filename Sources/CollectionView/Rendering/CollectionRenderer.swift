import CollectionLayout

/// Draws what of a solved layout is in the viewport: the background, then every element the
/// layout's rect query returns, in zIndex order, each orthogonal section's elements clipped
/// to its strip.
public struct CollectionRenderer {
    public let layout: any SolvedCollectionLayout
    public let dataSource: any CollectionDataSource
    /// Orthogonal sections by index, looked up once per layout rather than once per frame.
    public let orthogonalSections: [Int: OrthogonalScrollSection]

    public init(layout: any SolvedCollectionLayout, dataSource: any CollectionDataSource) {
        self.layout = layout
        self.dataSource = dataSource
        self.orthogonalSections = Dictionary(uniqueKeysWithValues: layout.orthogonalScrollSections.map { ($0.section, $0) })
    }

    /// The content rect the viewport shows at `offsets`.
    public func visibleRect(offsets: ScrollOffsets, viewport: Size) -> Rect {
        layout.scrollDirection == .vertical
            ? Rect(x: 0, y: offsets.main, width: viewport.width, height: viewport.height)
            : Rect(x: offsets.main, y: 0, width: viewport.width, height: viewport.height)
    }

    /// The visible elements in drawing order: by zIndex, and in query order among equals.
    public func visibleElements(offsets: ScrollOffsets, viewport: Size) -> [LayoutAttributes] {
        let elements = layout.elements(in: visibleRect(offsets: offsets, viewport: viewport), offsets: offsets)
        return elements.enumerated().sorted { a, b in
            a.element.zIndex != b.element.zIndex ? a.element.zIndex < b.element.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// The orthogonal section `element` scrolls with, if any.
    public func orthogonalSection(of element: LayoutAttributes) -> OrthogonalScrollSection? {
        guard let section = orthogonalSections[element.indexPath.section], section.scrollsWithSection(element) else { return nil }
        return section
    }

    /// `rect` in content coordinates moved into the viewport's coordinates.
    public func onScreen(_ rect: Rect, offsets: ScrollOffsets) -> Rect {
        rect.offset(along: layout.scrollDirection.axis, by: -offsets.main)
    }

    public func draw(on canvas: any Canvas, measurer: any TextMeasuring, offsets: ScrollOffsets, viewport: Size,
                     selection: IndexPath? = nil) {
        canvas.fill(Rect(origin: .zero, size: viewport), color: dataSource.backgroundColor, cornerRadius: 0)
        let renderer = ContentRenderer(canvas: canvas, measurer: measurer)
        for element in visibleElements(offsets: offsets, viewport: viewport) {
            guard let content = content(of: element) else { continue }
            let frame = onScreen(element.frame, offsets: offsets)
            let strip = orthogonalSection(of: element).map { onScreen($0.strip, offsets: offsets) }
            if let strip { canvas.pushClip(strip) }
            renderer.draw(content, in: frame, selected: element.category == .cell && element.indexPath == selection)
            if strip != nil { canvas.popClip() }
        }
    }

    private func content(of element: LayoutAttributes) -> CellContent? {
        switch element.category {
        case .cell: return dataSource.content(forItemAt: element.indexPath)
        case .supplementary: return dataSource.content(forSupplementaryOfKind: element.elementKind ?? "", at: element.indexPath)
        case .decoration: return dataSource.content(forDecorationOfKind: element.elementKind ?? "", at: element.indexPath)
        }
    }
}
