/// Solved group templates shared by the sections of one solve: sections that repeat the same
/// group at the same size (as a section provider's sections usually do) hold one template
/// between them instead of one copy each.
final class GroupTemplateCache {
    private struct Key: Hashable {
        let group: LayoutGroup
        let size: Size
        let leafLimit: Int
    }

    private var templates: [Key: GroupTemplate] = [:]

    func template(for group: LayoutGroup, size: Size, path: String, leafLimit: Int) throws(LayoutError) -> GroupTemplate {
        let key = Key(group: group, size: size, leafLimit: leafLimit)
        if let cached = templates[key] { return cached }
        let template = try GroupSolver.solve(group, size: size, path: path, leafLimit: leafLimit)
        templates[key] = template
        return template
    }
}
