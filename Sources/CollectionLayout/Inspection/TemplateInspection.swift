/// A group template as an inspector sees it: the template itself, and what solving it passed
/// through (nested groups, the space given to each item, spacing bands, anchor points), all
/// relative to the top-level group's origin. Made on the first inspection that meets one of the
/// template's instances and kept with the solution, so it costs once per template, never per
/// item; an instance offsets it by its origin.
struct TemplateInspection: Sendable {
    struct Group: Sendable {
        var frame: Rect
        var contentFrame: Rect
        var depth: Int
        var path: String
        /// The group's first leaf: an instance shows the group when it holds that item.
        var firstLeaf: Int
    }

    /// The space a group gave one leaf (`items[leaf]`).
    struct Item: Sendable {
        var frame: Rect
        var depth: Int
        var path: String
    }

    struct Band: Sendable {
        var kind: SpacingKind
        var frame: Rect
        var value: Double
        var isFlexible: Bool
        var path: String
        /// The first leaf after the band: an instance shows the band when it holds that item.
        var firstLeaf: Int
    }

    /// The anchor of `template.supplementaries[i]` is `anchors[i]`.
    struct Anchor: Sendable {
        var containerFrame: Rect
        var containerPoint: Point
        var offset: Point
        var path: String
    }

    var template: GroupTemplate
    var groups: [Group] = []
    var items: [Item] = []
    var bands: [Band] = []
    var anchors: [Anchor] = []

    /// Solves `group` as `GroupSolver.solve` does, recording as it goes; nil if it cannot be
    /// solved (it was once, so it can: the solver is deterministic).
    static func solve(_ group: LayoutGroup, size: Size, path: String, leafLimit: Int) -> TemplateInspection? {
        let recorder = TemplateRecorder()
        guard let template = try? GroupSolver.solve(group, size: size, path: path, leafLimit: leafLimit, recorder: recorder),
              recorder.anchors.count == template.supplementaries.count else { return nil }
        return TemplateInspection(template: template, groups: recorder.groups, items: recorder.items,
                                  bands: recorder.bands, anchors: recorder.anchors)
    }
}
