import CollectionLayout

extension CollectionScreen {
    /// Runs the visible-items handlers of the sections on screen whose offset or size changed,
    /// or whose layout was solved anew: whether what they set changed, and the elements on screen
    /// it looked at (nil when no section has a handler), for the frame to draw without asking again.
    func refreshPresentation() -> (changed: Bool, visible: [LayoutAttributes]?) {
        guard !layout.sectionsWithVisibleItemsHandlers.isEmpty || !presentation.isEmpty else { return (false, nil) }
        let visible = renderer.visibleElements(offsets: offsets, viewport: size)
        return (presentation.update(renderer, visible: visible, offsets: offsets, viewport: size, generation: layoutGeneration), visible)
    }

    /// What visible-items handlers set for each element on screen, if anything: its presentation
    /// by index path and kind, for tests and the inspector.
    public func presentation(of element: LayoutAttributes) -> ElementPresentation? {
        presentation.presentation(of: element)
    }

    /// `elements` as the handlers present them: hidden ones left out, opacity, transform, centre
    /// and drawing order applied, in the new drawing order.
    func presented(_ elements: [PresentedElement]) -> [PresentedElement] {
        let elements = layout.drawsElementAppearances ? elements.map(withLayoutAppearance) : elements
        guard !presentation.isEmpty else { return elements }
        var result: [PresentedElement] = []
        result.reserveCapacity(elements.count)
        for var element in elements {
            guard let presented = presentation.presentation(of: element.attributes) else {
                result.append(element)
                continue
            }
            guard !presented.isHidden else { continue }
            element.alpha *= presented.alpha
            element.attributes.zIndex = presented.zIndex
            let center = renderer.handlerCenter(of: element.attributes, offsets: offsets)
            element.attributes.frame = element.attributes.frame.offsetBy(dx: presented.center.x - center.x, dy: presented.center.y - center.y)
            let transform = presented.drawnTransform
            element.transform = transform.isIdentity ? nil : transform
            result.append(element)
        }
        return result.enumerated().sorted { a, b in
            a.element.attributes.zIndex != b.element.attributes.zIndex
                ? a.element.attributes.zIndex < b.element.attributes.zIndex : a.offset < b.offset
        }.map(\.element)
    }

    /// `element` with the opacity and transform its layout answered it with, as UIKit applies
    /// a layout's attributes to the view; a handler's presentation comes after and wins.
    private func withLayoutAppearance(_ element: PresentedElement) -> PresentedElement {
        guard let appearance = layout.appearance(of: element.attributes) else { return element }
        var result = element
        result.alpha *= appearance.alpha
        if !appearance.transform.isIdentity { result.transform = appearance.transform }
        return result
    }
}

extension CollectionRenderer {
    /// The centre of `element`, placed at `offsets`, as its visible-items handler saw it: before
    /// its orthogonal section's own scrolling.
    func handlerCenter(of element: LayoutAttributes, offsets: ScrollOffsets) -> Point {
        let center = Point(x: element.frame.midX, y: element.frame.midY)
        guard orthogonalSection(of: element) != nil else { return center }
        return center.offset(along: layout.scrollDirection.axis.cross, by: layout.orthogonalSign * (offsets.orthogonal[element.indexPath.section] ?? 0))
    }
}
