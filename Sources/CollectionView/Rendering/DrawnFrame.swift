import CollectionLayout

/// What one frame showed: enough to tell whether the next is the same picture moved along the
/// main axis, which can be drawn by scrolling the last one.
struct DrawnFrame {
    /// An element's identity across frames.
    struct Key: Hashable {
        let category: ElementCategory
        let kind: String?
        let indexPath: IndexPath

        init(_ element: LayoutAttributes) {
            category = element.category
            kind = element.elementKind
            indexPath = element.indexPath
        }

        init(category: ElementCategory, kind: String?, indexPath: IndexPath) {
            self.category = category
            self.kind = kind
            self.indexPath = indexPath
        }
    }

    let size: Size
    let mainOffset: Double
    let orthogonal: [Int: Double]
    let selection: IndexPath?
    /// Visible elements' frames in view coordinates.
    let frames: [Key: Rect]

    /// How far the main axis moved since `last` when that is all that changed (0 for nothing),
    /// or nil when the frame must be drawn whole.
    func scroll(since last: DrawnFrame, axis: Axis, limit: Double) -> Double? {
        guard size == last.size, orthogonal == last.orthogonal, selection == last.selection else {
            return nil
        }
        let delta = mainOffset - last.mainOffset
        // Whole pixels only, so the moved pixels are exactly what a full draw would give.
        guard delta.rounded() == delta, abs(delta) < limit else { return nil }
        for (key, frame) in frames {
            if let before = last.frames[key], before.offset(along: axis, by: -delta) != frame { return nil }
        }
        return delta
    }

    /// The orthogonal sections that moved since `last` when nothing else changed — no main-axis
    /// scroll, no new size or selection, and every element that moved belonging to one
    /// of them (`sectionOf` names an element's scrolling section); nil otherwise.
    func orthogonalChanges(since last: DrawnFrame, sectionOf: (Key) -> Int?) -> Set<Int>? {
        guard size == last.size, mainOffset == last.mainOffset, selection == last.selection,
              orthogonal != last.orthogonal else { return nil }
        let moved = Set(orthogonal.keys.filter { orthogonal[$0] != last.orthogonal[$0] })
        guard Set(last.orthogonal.keys) == Set(orthogonal.keys) else { return nil }
        for (key, frame) in frames where last.frames[key] != frame {
            guard let section = sectionOf(key), moved.contains(section) else { return nil }
        }
        for key in last.frames.keys where frames[key] == nil {
            guard let section = sectionOf(key), moved.contains(section) else { return nil }
        }
        return moved
    }
}
