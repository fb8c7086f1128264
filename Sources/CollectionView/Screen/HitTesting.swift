import CollectionLayout

/// What is under a point or in view, for the layout as it is drawn: orthogonal strips clip
/// their cells, so a cell scrolled out of its strip can be neither seen nor tapped.
struct HitTesting {
    let renderer: CollectionRenderer
    let offsets: ScrollOffsets
    let size: Size
    /// What visible-items handlers set: a changed element is hit where it is drawn.
    var presentation = PresentationLayer()

    private var mainAxis: Axis { renderer.layout.scrollDirection.axis }

    /// The first item, in index path order, whose cell shows in the viewport.
    func firstVisibleItem() -> IndexPath? {
        renderer.layout.elements(in: renderer.visibleRect(offsets: offsets, viewport: size), offsets: offsets)
            .filter { $0.category == .cell && isShown($0) }
            .map(\.indexPath).min()
    }

    /// The orthogonal section among `sections` whose strip is under `point` (view coordinates).
    func orthogonalSection(at point: Point, among sections: some Sequence<Int>) -> Int? {
        let content = point.offset(along: mainAxis, by: offsets.main)
        return sections.sorted().first { renderer.orthogonalSections[$0]?.strip.contains(content) == true }
    }

    /// The cell under `point` (view coordinates): the topmost one, and only where its
    /// orthogonal section's strip lets it show.
    func item(at point: Point) -> IndexPath? {
        cell(at: point)?.indexPath
    }

    /// The cell under `point` (view coordinates), as `item(at:)` finds it, with its frame in
    /// view coordinates.
    func cell(at point: Point) -> LayoutAttributes? {
        let content = point.offset(along: mainAxis, by: offsets.main)
        if !presentation.isEmpty || renderer.layout.drawsElementAppearances { return presentedCell(at: content) }
        let probe = Rect(x: content.x, y: content.y, width: 0, height: 0)
        guard var cell = renderer.layout.elements(in: probe, offsets: offsets)
            .filter({ $0.category == .cell && $0.frame.contains(content) && isShown($0, at: content) })
            .max(by: { $0.zIndex < $1.zIndex }) else { return nil }
        cell.frame = cell.frame.offset(along: mainAxis, by: -offsets.main)
        return cell
    }

    /// The cell drawn under `content` (content coordinates) when handlers or a layout's answers
    /// changed how some are presented: the transformed shape counts (a handler's, else the
    /// layout's `transform`), hidden cells are passed through, and the frontmost by the handlers'
    /// drawing order wins.
    private func presentedCell(at content: Point) -> LayoutAttributes? {
        var best: (cell: LayoutAttributes, zIndex: Int)?
        for element in renderer.visibleElements(offsets: offsets, viewport: size) where element.category == .cell {
            guard isShown(element, at: content) else { continue }
            var zIndex = element.zIndex
            if let presented = presentation.presentation(of: element) {
                guard !presented.isHidden else { continue }
                zIndex = presented.zIndex
                let center = renderer.handlerCenter(of: element, offsets: offsets)
                let placed = Point(x: element.frame.midX + presented.center.x - center.x, y: element.frame.midY + presented.center.y - center.y)
                let placing = ProjectiveTransform.placing(size: element.frame.size, transform: presented.drawnTransform, center: placed)
                guard let local = placing.inverted?.apply(to: content),
                      Rect(origin: .zero, size: element.frame.size).contains(local) else { continue }
            } else if let transform = renderer.layout.appearance(of: element)?.transform, !transform.isIdentity {
                let center = Point(x: element.frame.midX, y: element.frame.midY)
                let placing = ProjectiveTransform.placing(size: element.frame.size, transform: transform, center: center)
                guard let local = placing.inverted?.apply(to: content),
                      Rect(origin: .zero, size: element.frame.size).contains(local) else { continue }
            } else if !element.frame.contains(content) {
                continue
            }
            if zIndex >= best?.zIndex ?? .min { best = (element, zIndex) }
        }
        guard var cell = best?.cell else { return nil }
        cell.frame = cell.frame.offset(along: mainAxis, by: -offsets.main)
        return cell
    }

    /// Whether an element can be seen: not scrolled out of its orthogonal strip.
    private func isShown(_ element: LayoutAttributes, at point: Point? = nil) -> Bool {
        guard let section = renderer.orthogonalSection(of: element) else { return true }
        if let point { return section.strip.contains(point) && point[mainAxis.cross] >= 0 && point[mainAxis.cross] < size[mainAxis.cross] }
        let visible = Rect(x: 0, y: 0, width: size.width, height: size.height).offset(along: mainAxis, by: offsets.main)
        return element.frame.intersection(visible) != nil
    }
}
