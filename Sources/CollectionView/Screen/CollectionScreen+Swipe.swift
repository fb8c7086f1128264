import CollectionLayout

/// Swipe actions on list rows, as UIKit's lists show them: a sideways drag on a row whose list
/// has actions for that side pulls it open to show its buttons; let go past half of them (or
/// flicked) it stays open, else it closes; pulled most of the way across it runs the first
/// action. A tap on a button runs its action; any other press closes the row and does nothing
/// else. A row closes once its action calls its completion.
extension CollectionScreen {
    /// What a press does to an open row.
    enum SwipePress: Equatable {
        /// It landed on button `index`: releasing there runs its action.
        case button(Int)
        /// It landed elsewhere: the row closes, and a tap selects nothing.
        case dismissing
    }

    /// The swipe action titles' font: UIKit's 15 points, medium.
    static let swipeFont = FontSpec(size: ListMetrics.swipeButtonFontSize, weight: .medium)
    /// The swipe action symbols' size: a symbol's stand-in glyph at 20 points, as symbols are drawn elsewhere.
    static let swipeSymbolFont = FontSpec(size: 20, weight: .medium)

    /// The row pulled aside to show its swipe actions, if any: its index path, how far it is
    /// pulled, and its buttons' frames in view coordinates, in the order of its actions.
    public var openSwipe: (indexPath: IndexPath, offset: Double, buttonFrames: [Rect])? {
        guard let swipe = rowSwipe else { return nil }
        return (swipe.indexPath, swipe.offset, swipedRowFrame(swipe).map { swipe.buttonFrames(beside: $0) } ?? [])
    }

    /// The row's frame in view coordinates, while it is on screen.
    private func swipedRowFrame(_ swipe: RowSwipe) -> Rect? {
        layout.attributesForItem(at: swipe.indexPath, offsets: offsets).map { renderer.onScreen($0.frame, offsets: offsets) }
    }

    /// Notes what a press at `point` does to an open row.
    func swipeNotePress(at point: Point) {
        swipePress = nil
        guard let swipe = rowSwipe, !swipe.isClosed else { return }
        if swipe.isOpen, let row = swipedRowFrame(swipe), let index = swipe.buttonFrames(beside: row).firstIndex(where: { $0.contains(point) }) {
            swipePress = .button(index)
        } else {
            swipePress = .dismissing
        }
    }

    /// The swipe a sideways drag from `pressPoint` (moving right when `movingRight`) starts or
    /// takes over; nil when the row under it has no actions for that side, or the list scrolls
    /// sideways.
    func swipeBegin(at pressPoint: Point, movingRight: Bool) -> RowSwipe? {
        guard mainAxis == .vertical, let cell = hits.cell(at: pressPoint) else { return nil }
        if var swipe = rowSwipe, swipe.indexPath == cell.indexPath, !swipe.isPerforming {
            swipe.isHeld = true
            rowSwipe = swipe
            swipePress = nil
            return swipe
        }
        // A row reveals the side it is pulled away from: its leading side when pulled towards
        // its trailing edge.
        let leading = movingRight == (layout.layoutDirection == .leftToRight)
        guard let configuration = layout.swipeActions(forItemAt: cell.indexPath, leading: leading) else { return nil }
        let widths = configuration.actions.map { action in
            RowSwipe.buttonWidth(title: action.title) { title in measurer?.advance(of: Substring(title), font: Self.swipeFont) ?? 0 }
        }
        var swipe = RowSwipe(indexPath: cell.indexPath, revealsOnRight: !movingRight, configuration: configuration,
                             buttonWidths: widths, rowWidth: cell.frame.width)
        swipe.isHeld = true
        rowSwipe = swipe
        swipePress = nil
        return swipe
    }

    /// A drag that is not a swipe began: an open row closes.
    func swipeCloseForOtherDrag(now: Double) {
        guard var swipe = rowSwipe, !swipe.isPerforming else { return }
        swipe.move(to: 0, now: now)
        rowSwipe = swipe
        swipePress = nil
    }

    /// The swipe drag was let go with the offset moving at `velocity` points per second.
    func swipeRelease(velocity: Double, now: Double) {
        guard var swipe = rowSwipe else { return }
        let outcome = swipe.release(velocity: velocity, now: now)
        rowSwipe = swipe
        if outcome == .performFirst { swipePerform(0, now: now) }
        invalidation.insert(.display)
    }

    /// What releasing a tap at `point` does to the swiped row; true when it took the tap.
    func swipeTakeTap(at point: Point, now: Double) -> Bool {
        defer { swipePress = nil }
        switch swipePress {
        case .button(let index)?:
            guard let swipe = rowSwipe, let row = swipedRowFrame(swipe), swipe.buttonFrames(beside: row)[index].contains(point) else {
                swipeCloseForOtherDrag(now: now)
                return true
            }
            swipePerform(index, now: now)
            return true
        case .dismissing?:
            swipeCloseForOtherDrag(now: now)
            invalidation.insert(.display)
            return true
        case nil:
            return false
        }
    }

    /// Runs action `index` of the swiped row; the row closes once the action calls its completion.
    private func swipePerform(_ index: Int, now: Double) {
        guard var swipe = rowSwipe, swipe.configuration.actions.indices.contains(index) else { return }
        let action = swipe.configuration.actions[index]
        swipe.isPerforming = true
        rowSwipe = swipe
        let completion = SwipeActionCompletion()
        swipeCompletion = completion
        onEvent?(.swipeAction(swipe.indexPath, action: index, title: action.title))
        action.perform(completion.handler)
    }

    /// Whether the swiped row needs frames: it moves, or waits for its action to finish.
    var isSwipeAnimating: Bool { rowSwipe.map { $0.isAnimating || $0.isPerforming } ?? false }

    /// Moves the swiped row on to `now`, closing it once its action has finished.
    func stepSwipe(now: Double) {
        guard var swipe = rowSwipe else { return }
        let moving = swipe.isAnimating
        swipe.step(now: now)
        if swipe.isPerforming, swipeCompletion?.isCalled == true {
            swipe.isPerforming = false
            swipeCompletion = nil
            swipe.move(to: 0, now: now)
        }
        rowSwipe = swipe.isClosed ? nil : swipe
        if moving || swipe.isAnimating { invalidation.insert(.display) }
    }

    /// Forgets the swipe: the rows it was on changed.
    func swipeForget() {
        rowSwipe = nil
        swipePress = nil
        swipeCompletion = nil
    }

    /// `elements` with the swiped row (and its separator) moved aside and its buttons drawn in the
    /// space it leaves; in an inset grouped section, all of them inside the section's rounded card,
    /// as UIKit cuts them.
    func swipePresented(_ elements: [PresentedElement]) -> [PresentedElement] {
        guard let swipe = rowSwipe, swipe.offset > 0 else { return elements }
        var result = elements
        guard let index = result.firstIndex(where: { $0.attributes.category == .cell && $0.attributes.indexPath == swipe.indexPath })
        else { return elements }
        let row = result[index].attributes.frame
        let shift = swipe.revealsOnRight ? -swipe.offset : swipe.offset
        let card = result.first { element in
            element.attributes.category == .decoration && element.attributes.elementKind == ListConfiguration.backgroundElementKind
                && element.attributes.indexPath.section == swipe.indexPath.section
        }.map { RoundedRect(rect: $0.attributes.frame, cornerRadius: dataSource.content(for: $0.attributes)?.cornerRadius ?? 0) }
        for place in result.indices {
            let attributes = result[place].attributes
            let isRow = place == index
            let isSeparator = attributes.category == .decoration && attributes.indexPath == swipe.indexPath
                && (attributes.elementKind == ListConfiguration.separatorElementKind || attributes.elementKind == ListConfiguration.topSeparatorElementKind)
            guard isRow || isSeparator else { continue }
            result[place].attributes.frame = attributes.frame.offsetBy(dx: shift, dy: 0)
            result[place].clip = card
        }
        for (place, frame) in swipe.buttonFrames(beside: row).enumerated() where frame.width > 0 {
            let action = swipe.configuration.actions[place]
            let padding = ListMetrics.swipeButtonPadding
            var labels: [TextLabel] = []
            if let symbol = action.symbol {
                labels.append(TextLabel(symbol, font: Self.swipeSymbolFont, color: .white, alignment: .center))
            }
            if let title = action.title {
                labels.append(TextLabel(title, font: Self.swipeFont, color: .white, alignment: .center, numberOfLines: 2))
            }
            let content = CellContent(background: Color(action.backgroundColor),
                                      padding: DirectionalEdgeInsets(top: 0, leading: padding, bottom: 0, trailing: padding), labels: labels)
            let button = LayoutAttributes(category: .decoration, elementKind: "swipe-action", indexPath: swipe.indexPath,
                                          frame: frame, zIndex: Int.max)
            var presented = PresentedElement(attributes: button, alpha: 1, content: content)
            presented.clip = card
            result.append(presented)
        }
        return result
    }
}
