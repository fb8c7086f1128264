/// Runs a section's visible-items handler over the elements on screen, as UIKit calls it: frames
/// as the layout solves them before the section's own scrolling, and the section's offset.
public enum VisibleItemsPass {
    /// The offset `section`'s handler is given: for an orthogonal section, how far its strip is
    /// scrolled along its axis; for any other, the main content offset.
    public static func offset(of section: Int, in layout: any SolvedCollectionLayout, offsets: ScrollOffsets) -> Point {
        let axis = layout.scrollDirection.axis
        let isOrthogonal = layout.orthogonalScrollSections.contains { $0.section == section }
        var along = isOrthogonal ? offsets.orthogonal[section] ?? 0 : offsets.main
        // Mirrored, a section's unscrolled content is seen from the reflection of its offset.
        if isOrthogonal, layout.orthogonalSign < 0 {
            along = Swift.max(layout.contentSize.width, layout.containerSize.width) - layout.containerSize.width - along
        }
        let direction = isOrthogonal ? axis.cross : axis
        return direction == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along)
    }

    /// `elements` of `section` (placed at `offsets`) as its handler sees them, after it ran over
    /// them; empty when the section has no handler.
    public static func run(section: Int, elements: [LayoutAttributes], in layout: any SolvedCollectionLayout,
                           offsets: ScrollOffsets) -> [VisibleLayoutItem] {
        guard let handler = layout.visibleItemsInvalidationHandler(inSection: section) else { return [] }
        let strip = layout.orthogonalScrollSections.first { $0.section == section }
        let cross = layout.scrollDirection.axis.cross
        let items = elements.map { element in
            var solved = element
            if let strip, strip.scrollsWithSection(element) {
                solved.frame = element.frame.offset(along: cross, by: layout.orthogonalSign * (offsets.orthogonal[section] ?? 0))
            }
            return VisibleLayoutItem(attributes: solved)
        }
        handler(items, offset: offset(of: section, in: layout, offsets: offsets), environment: layout.layoutEnvironment,
                along: strip == nil ? layout.scrollDirection.axis : cross)
        return items
    }

    /// What every handler sets for the elements on screen at `offsets` in a viewport of `size`:
    /// the presentation of each element a handler changed.
    public static func presentations(of layout: any SolvedCollectionLayout, offsets: ScrollOffsets,
                                     viewport size: Size) -> [ElementIdentity: ElementPresentation] {
        let sections = layout.sectionsWithVisibleItemsHandlers
        guard !sections.isEmpty else { return [:] }
        let axis = layout.scrollDirection.axis
        var rect = Rect(origin: .zero, size: size)
        rect = rect.offset(along: axis, by: offsets.main)
        var bySection: [Int: [LayoutAttributes]] = [:]
        for element in layout.elements(in: rect, offsets: offsets) where sections.contains(element.indexPath.section) {
            bySection[element.indexPath.section, default: []].append(element)
        }
        var result: [ElementIdentity: ElementPresentation] = [:]
        for (section, elements) in bySection {
            for item in run(section: section, elements: elements, in: layout, offsets: offsets) {
                if let presentation = item.presentation { result[ElementIdentity(item.attributes)] = presentation }
            }
        }
        return result
    }
}
