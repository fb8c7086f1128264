/// A layout composed of sections, groups and items, as `UICollectionViewCompositionalLayout`.
///
/// The layout is a description; `solve(container:itemCounts:)` turns it into a
/// `CompositionalSolution` for one container size and one set of item counts. The section
/// provider runs on every solve, so a new container size gets new sections.
public struct CompositionalLayout: Sendable {
    /// Gives the section at an index for a layout environment, or nil past the last section.
    public typealias SectionProvider = @Sendable (Int, LayoutEnvironment) -> LayoutSection?

    /// Builds each section, as `UICollectionViewCompositionalLayout`'s section provider does.
    public let sectionProvider: SectionProvider
    /// The scroll direction and spacing that apply to the whole layout.
    public var configuration: CompositionalLayoutConfiguration
    /// The host's layout margins, which sections measuring from `.layoutMargins` or
    /// `.readableContent` keep inside; nil is the system minimum for the width (``SystemLayoutMargins``).
    public var layoutMargins: DirectionalEdgeInsets?

    /// A layout whose every section is `section`.
    public init(section: LayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with a layout-wide configuration.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = { _, _ in section }
        self.configuration = configuration
    }

    /// A layout that asks `sectionProvider` for each section.
    public init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }

    /// A layout that asks `sectionProvider` for each section, with a layout-wide configuration.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
    }

    /// Lays the description out for a collection view of `container` size holding
    /// `itemCounts[s]` items in section `s`. Costs O(sections), never O(items).
    public func solve(container: Size, itemCounts: [Int]) throws(LayoutError) -> CompositionalSolution {
        try CompositionalSolver(layout: self, container: container, itemCounts: itemCounts).solve()
    }

    /// Solves with the sizes measured so far: self-sizing groups and boundary items take their
    /// measured extents, and everything after them moves by the difference. Section providers
    /// are told the interface runs `layoutDirection`; the solution is left to right whatever it
    /// is (`laidOut(in:)` mirrors it).
    public func solve(container: Size, itemCounts: [Int], measurements: LayoutMeasurements,
                      layoutDirection: LayoutDirection = .leftToRight) throws(LayoutError) -> CompositionalSolution {
        try CompositionalSolver(layout: self, container: container, itemCounts: itemCounts, measurements: measurements,
                                layoutDirection: layoutDirection).solve()
    }
}

extension CompositionalLayout {
    /// The first screen of the layout drawn as ASCII boxes (see
    /// `SolvedCollectionLayout.visualDescription`), or the error that stops it being solved.
    public func visualDescription(container: Size = Size(width: 375, height: 667), itemCounts: [Int]) -> String {
        do {
            return try solve(container: container, itemCounts: itemCounts).visualDescription()
        } catch {
            return "error: \(error)"
        }
    }
}
