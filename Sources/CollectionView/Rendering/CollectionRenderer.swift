import CollectionLayout

/// Draws what of a solved layout is in the viewport: the background, then every element the
/// layout's rect query returns, in zIndex order, each orthogonal section's elements clipped
/// to its strip.
public struct CollectionRenderer {
    /// The solved layout drawn.
    public let layout: any SolvedCollectionLayout
    /// What the elements show.
    public let dataSource: any CollectionDataSource
    /// Orthogonal sections by index, looked up once per layout rather than once per frame.
    public let orthogonalSections: [Int: OrthogonalScrollSection]

    /// A renderer of `layout` showing `dataSource`.
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
        // Most screens come in drawing order already (one zIndex for all): no sort needed then.
        if zip(elements, elements.dropFirst()).allSatisfy({ $0.zIndex <= $1.zIndex }) { return elements }
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

    /// How far past its frame an element may paint (shadows), when deciding what meets a strip.
    static let paintMargin = 16.0

    /// Draws the viewport; with `clip`, only that part of it (the strip a scroll uncovered),
    /// drawing only the elements that can paint there. `elements` are the visible elements in
    /// drawing order, when the caller has them already.
    public func draw(on canvas: any Canvas, measurer: any TextMeasuring, offsets: ScrollOffsets, viewport: Size,
                     selection: IndexPath? = nil, clip: Rect? = nil, elements: [LayoutAttributes]? = nil) {
        let area = clip ?? Rect(origin: .zero, size: viewport)
        if let clip { canvas.pushClip(clip) }
        defer { if clip != nil { canvas.popClip() } }
        canvas.fill(area, color: dataSource.backgroundColor, cornerRadius: 0)
        let renderer = ContentRenderer(canvas: canvas, measurer: measurer, layoutDirection: layout.layoutDirection)
        let reach = Rect(x: area.minX - Self.paintMargin, y: area.minY - Self.paintMargin,
                         width: area.width + 2 * Self.paintMargin, height: area.height + 2 * Self.paintMargin)
        for element in elements ?? visibleElements(offsets: offsets, viewport: viewport) {
            let frame = onScreen(element.frame, offsets: offsets)
            if clip != nil, !frame.intersects(reach) { continue }
            guard let content = dataSource.content(for: element)?.inLayoutMargins(layout.layoutMargins) else { continue }
            let strip = orthogonalSection(of: element).map { onScreen($0.strip, offsets: offsets) }
            if let strip { canvas.pushClip(strip) }
            renderer.draw(content, in: frame, selected: element.category == .cell && element.indexPath == selection)
            if strip != nil { canvas.popClip() }
        }
    }
}
