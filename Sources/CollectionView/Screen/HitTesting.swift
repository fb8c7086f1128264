import CollectionLayout

/// What is under a point or in view, for the layout as it is drawn: orthogonal strips clip
/// their cells, so a cell scrolled out of its strip can be neither seen nor tapped.
struct HitTesting {
    let renderer: CollectionRenderer
    let offsets: ScrollOffsets
    let size: Size

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
        let probe = Rect(x: content.x, y: content.y, width: 0, height: 0)
        guard var cell = renderer.layout.elements(in: probe, offsets: offsets)
            .filter({ $0.category == .cell && $0.frame.contains(content) && isShown($0, at: content) })
            .max(by: { $0.zIndex < $1.zIndex }) else { return nil }
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
