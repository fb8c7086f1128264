import CollectionLayout

/// What visible-items handlers set for the frame on screen: each changed element's
/// presentation, by element, over the layout's untouched frames.
///
/// A handler runs when its section is on screen and its offset, the main offset or the view's
/// size changed since it last ran, or when the layout was solved anew (a new size, an apply):
/// never for a frame that moves nothing of its section.
struct PresentationLayer {
    /// The presentation of each element a handler changed, on screen now.
    private(set) var entries: [ElementIdentity: ElementPresentation] = [:]
    /// Where each handler section was when its handler last ran.
    private var inputs: [Int: HandlerInput] = [:]
    /// The elements each handler section changed, to forget when it runs again or leaves.
    private var keysBySection: [Int: [ElementIdentity]] = [:]

    /// What a handler's result depends on.
    private struct HandlerInput: Equatable {
        let offset: Point
        /// The main offset too: an orthogonal section that moves along the main axis moves on screen.
        let main: Double
        let viewport: Size
        let generation: Int
    }

    /// Whether no element is presented differently from the layout.
    var isEmpty: Bool { entries.isEmpty }

    /// The presentation of `element`, if a handler changed it.
    func presentation(of element: LayoutAttributes) -> ElementPresentation? {
        entries.isEmpty ? nil : entries[ElementIdentity(element)]
    }

    /// Runs the handlers of the sections among `visible` (the elements on screen at `offsets`)
    /// whose input changed; `generation` changes whenever the layout is solved anew. True when
    /// any presentation changed.
    @discardableResult
    mutating func update(_ renderer: CollectionRenderer, visible: [LayoutAttributes], offsets: ScrollOffsets,
                         viewport: Size, generation: Int) -> Bool {
        let layout = renderer.layout
        let handlerSections = layout.sectionsWithVisibleItemsHandlers
        guard !handlerSections.isEmpty || !entries.isEmpty else { return false }
        var bySection: [Int: [LayoutAttributes]] = [:]
        for element in visible where handlerSections.contains(element.indexPath.section) {
            bySection[element.indexPath.section, default: []].append(element)
        }
        var changed = false
        for section in Set(inputs.keys).subtracting(bySection.keys) {
            changed = forget(section) || changed
        }
        for (section, elements) in bySection {
            let input = HandlerInput(offset: VisibleItemsPass.offset(of: section, in: layout, offsets: offsets), main: offsets.main,
                                     viewport: viewport, generation: generation)
            guard inputs[section] != input else { continue }
            changed = forget(section) || changed
            inputs[section] = input
            var keys: [ElementIdentity] = []
            for item in VisibleItemsPass.run(section: section, elements: elements, in: layout, offsets: offsets) {
                guard let presentation = item.presentation else { continue }
                let key = ElementIdentity(item.attributes)
                entries[key] = presentation
                keys.append(key)
                changed = true
            }
            keysBySection[section] = keys
        }
        return changed
    }

    /// Drops what section `section`'s handler set; true when there was anything.
    private mutating func forget(_ section: Int) -> Bool {
        inputs[section] = nil
        guard let keys = keysBySection.removeValue(forKey: section), !keys.isEmpty else { return false }
        for key in keys { entries[key] = nil }
        return true
    }
}
