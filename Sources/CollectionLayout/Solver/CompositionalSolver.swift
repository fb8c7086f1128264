/// Solves a compositional layout: asks the provider for each section, validates it, and stacks
/// the sections along the main axis between the layout's own boundary bands.
struct CompositionalSolver {
    let layout: CompositionalLayout
    let container: Size
    let itemCounts: [Int]
    var measurements = LayoutMeasurements()
    /// The direction section providers are told the interface runs; the solve itself is always
    /// left to right (`MirroredLayout` shows it right to left).
    var layoutDirection = LayoutDirection.leftToRight

    func solve() throws(LayoutError) -> CompositionalSolution {
        guard container.width.isFinite, container.height.isFinite, container.width > 0, container.height > 0 else {
            throw LayoutError(path: "size", message: "expected a container larger than 0x0, got \(container)")
        }
        for (section, count) in itemCounts.enumerated() where count < 0 {
            throw LayoutError(path: "sections[\(section)].items", message: "expected 0 or more items, got \(count)")
        }
        let configuration = layout.configuration
        try DescriptionValidator.validate(configuration)
        let mainAxis = configuration.scrollDirection.axis
        let host = LayoutHost.forContainer(container)
        let environment = LayoutEnvironment(container: host.container(margins: layout.layoutMargins), layoutDirection: layoutDirection,
                                            traits: host.traits)
        let global = BoundaryLayout(items: configuration.boundarySupplementaryItems, container: container, mainAxis: mainAxis)

        var sections: [SolvedSection] = []
        sections.reserveCapacity(itemCounts.count)
        var cursor = global.leadingBand
        let templates = GroupTemplateCache()
        for (index, count) in itemCounts.enumerated() {
            guard let section = layout.sectionProvider(index, environment) else {
                throw LayoutError(path: "sections[\(index)]", message: "the section provider returned no section")
            }
            try DescriptionValidator.validate(section, path: "sections[\(index)]")
            if index > 0 { cursor += configuration.interSectionSpacing }
            let solved = try SectionSolver(section: section, index: index, itemCount: count, collectionSize: container,
                                           mainAxis: mainAxis, measurements: measurements.sections[index],
                                           boundaryExtents: measurements.boundaryExtents[index] ?? [:],
                                           templates: templates, container: environment.container).solve(mainStart: cursor)
            try LayoutLimits.check(end: solved.mainEnd, path: "sections[\(index)]")
            if solved.isOrthogonal { try LayoutLimits.check(end: solved.orthogonalContentExtent, path: "sections[\(index)]") }
            sections.append(solved)
            cursor = solved.mainEnd
        }
        let contentLength = cursor + global.trailingBand
        try LayoutLimits.check(end: contentLength, path: "configuration.boundarySupplementaryItems")
        var contentSize = container
        contentSize[mainAxis] = contentLength
        let globalItems = global.place(mainStart: 0, mainEnd: contentLength, crossStart: 0, crossExtent: container[mainAxis.cross])
        return CompositionalSolution(containerSize: container, itemCounts: itemCounts, scrollDirection: configuration.scrollDirection,
                                     contentSize: contentSize, sections: sections, globalItems: globalItems,
                                     interSectionSpacing: configuration.interSectionSpacing,
                                     layoutMargins: environment.container.layoutMargins)
    }
}
