import CollectionLayout

extension CollectionScreen {
    /// Scrolls so the item at `indexPath` is at `position`, as UIKit's
    /// `scrollToItem(at:at:animated:)`: along the main axis the view scrolls (clamped to the
    /// content); an item of an orthogonal section also scrolls its strip, to the rest its
    /// behaviour allows nearest the asked place. Animated, it glides there as a key's scroll
    /// does. False, with nothing moved, when there is no such item.
    @discardableResult
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool, now: Double = 0) -> Bool {
        let unscrolled = ScrollOffsets(main: 0, viewportLength: viewportLength)
        guard let item = layout.attributesForItem(at: indexPath, offsets: unscrolled) else { return false }
        let vertical = mainAxis == .vertical
        // Placed within the view less its adjusted content inset, as UIKit places it: a scroll
        // position is the content offset plus the leading inset, so the item's own frame gives it.
        let insets = mainInsets
        let main = ScrollPosition.offset(for: position.place(along: vertical), low: item.frame.min(mainAxis), high: item.frame.max(mainAxis),
                                         extent: viewportLength - insets.leading - insets.trailing, current: scroll.main.target)
        let clamped = Swift.min(Swift.max(main, 0), scroll.main.maximum).pixelRounded
        if animated { scroll.scrollMain(to: clamped, now: now) } else { scroll.setMain(clamped) }
        if let strip = renderer.orthogonalSections[indexPath.section], let scroller = scroll.orthogonal[indexPath.section] {
            let cross = mainAxis.cross
            var low = item.frame.min(cross), high = item.frame.max(cross), place = position.place(along: !vertical)
            if layout.orthogonalSign < 0 {
                // Offsets count from the right edge: the item and the place, seen from there.
                let width = Swift.max(layout.contentSize.width, layout.containerSize.width)
                (low, high, place) = (width - high, width - low, place.map { -$0 })
            }
            let asked = ScrollPosition.offset(for: place, low: low, high: high, extent: size[cross], current: scroller.offset)
            let target = strip.behavior == .continuous ? Swift.min(Swift.max(asked, scroller.range.lowerBound), scroller.range.upperBound)
                : scroller.snapping.nearestRest(to: asked)
            scroll.withSection(indexPath.section) { $0.move(to: target.pixelRounded, animated: animated, now: now) }
        }
        invalidation.insert(.display)
        return true
    }
}
