import CollectionLayout
import TestSupport

/// Generates varied but valid compositional layouts: nested groups, insets, spacing, badges,
/// boundary items, decorations and orthogonal sections, with item counts.
struct RandomLayouts {
    var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    mutating func fraction() -> Double { [0.1, 0.2, 0.25, 1.0 / 3, 0.5, 0.75, 1][Int.random(in: 0..<7, using: &rng)] }
    mutating func small() -> Double { Double(Int.random(in: 0...12, using: &rng)) }

    mutating func insets() -> DirectionalEdgeInsets {
        Bool.random(using: &rng) ? .zero : DirectionalEdgeInsets(top: small(), leading: small(), bottom: small(), trailing: small())
    }

    /// A subitem whose size along `axis` is a fraction or a fixed amount, and which fills at
    /// most its container across it, so the group holds it without overflow.
    mutating func subitem(axis: Axis, depth: Int) -> LayoutSubitem {
        let along: LayoutDimension = Bool.random(using: &rng)
            ? (axis == .horizontal ? .fractionalWidth(fraction()) : .fractionalHeight(fraction()))
            : .absolute(Double(Int.random(in: 8...90, using: &rng)))
        let across: LayoutDimension = axis == .horizontal ? .fractionalHeight(fraction()) : .fractionalWidth(fraction())
        let size = axis == .horizontal
            ? LayoutSize(widthDimension: along, heightDimension: across)
            : LayoutSize(widthDimension: across, heightDimension: along)
        if depth < 2, Int.random(in: 0..<4, using: &rng) == 0 {
            return .group(group(size: size, depth: depth + 1))
        }
        var item = LayoutItem(layoutSize: size)
        item.contentInsets = DirectionalEdgeInsets(top: small() / 4, leading: small() / 4, bottom: small() / 4, trailing: small() / 4)
        if Int.random(in: 0..<4, using: &rng) == 0 {
            item.supplementaryItems = [LayoutSupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(0.2)), elementKind: "badge",
                containerAnchor: LayoutAnchor(edges: [.top, .trailing]))]
        }
        return .item(item)
    }

    mutating func group(size: LayoutSize, depth: Int) -> LayoutGroup {
        let axis: Axis = Bool.random(using: &rng) ? .horizontal : .vertical
        let count = Int.random(in: 1...3, using: &rng)
        var subitems: [any LayoutSubitemConvertible] = []
        for _ in 0..<count {
            switch subitem(axis: axis, depth: depth) {
            case .item(let i): subitems.append(i)
            case .group(let g): subitems.append(g)
            }
        }
        var group: LayoutGroup
        if Int.random(in: 0..<3, using: &rng) == 0 {
            let n = Int.random(in: 1...4, using: &rng)
            group = axis == .horizontal
                ? .horizontal(layoutSize: size, subitem: subitems[0], count: n)
                : .vertical(layoutSize: size, subitem: subitems[0], count: n)
        } else {
            group = axis == .horizontal ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
        }
        if Bool.random(using: &rng) { group.interItemSpacing = Bool.random(using: &rng) ? .fixed(small()) : .flexible(small()) }
        return group
    }

    mutating func section() -> LayoutSection {
        let size = LayoutSize(widthDimension: .fractionalWidth(fraction()),
                              heightDimension: Bool.random(using: &rng) ? .absolute(Double(Int.random(in: 20...200, using: &rng))) : .fractionalWidth(fraction()))
        var section = LayoutSection(group: group(size: size, depth: 0))
        section.contentInsets = insets()
        section.interGroupSpacing = small()
        section.orthogonalScrollingBehavior = OrthogonalScrollingBehavior.allCases.randomElement(using: &rng)!
        if Bool.random(using: &rng) {
            var header = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = Bool.random(using: &rng)
            var footer = LayoutBoundarySupplementaryItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(20)), elementKind: "footer", alignment: .bottomTrailing)
            footer.pinToVisibleBounds = Bool.random(using: &rng)
            section.boundarySupplementaryItems = [header, footer]
        }
        if Bool.random(using: &rng) {
            var background = LayoutDecorationItem.background(elementKind: "background")
            background.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            section.decorationItems = [background]
        }
        return section
    }

    /// A layout with its item counts.
    mutating func layout() -> (CompositionalLayout, [Int], [LayoutSection]) {
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { _ in section() }
        let counts = sections.map { _ in Int.random(in: 0...60, using: &rng) }
        var configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = small()
        let captured = sections
        return (CompositionalLayout(sectionProvider: { index, _ in captured[index] }, configuration: configuration), counts, sections)
    }
}
