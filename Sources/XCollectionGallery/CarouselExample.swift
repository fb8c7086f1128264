import CollectionLayout
import CollectionView

extension Gallery {
    /// The carousel's cards and the page indicator's kind.
    static let carouselCardCount = 8
    static let pageIndicatorKind = "page-indicator"

    /// How a carousel card grows towards the strip's centre and fades towards its edges: the
    /// built-in `scaleAndFade` effect (full size and opaque at the centre, `minimumScale` and
    /// `minimumAlpha` a container width away), telling `state` the card nearest the centre.
    public static func carouselHandler(minimumScale: Double = 0.8, minimumAlpha: Double = 0.5,
                                       state: (@Sendable (Int) -> Void)? = nil) -> VisibleItemsInvalidationHandler {
        let effect = VisibleItemsEffect.scaleAndFade(minimumScale: minimumScale, minimumAlpha: minimumAlpha, falloff: 1)
        return VisibleItemsInvalidationHandler { items, offset, environment in
            effect.apply(to: items, offset: offset, environment: environment, along: .horizontal)
            let middle = offset.x + environment.container.contentSize.width / 2
            let nearest = items.filter { $0.representedElementCategory == .cell }.min { abs($0.frame.midX - middle) < abs($1.frame.midX - middle) }
            if let nearest { state?(nearest.indexPath.item) }
        }
    }

    /// Cards three quarters wide that page about the centre, scaled and faded by their distance
    /// from it, over a page indicator.
    static func carouselLayout(state: CarouselState) -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(360)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = DirectionalEdgeInsets(top: 24, leading: 0, bottom: 12, trailing: 0)
        section.boundarySupplementaryItems = [
            fixedHeader(),
            LayoutBoundarySupplementaryItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(28)),
                                            elementKind: pageIndicatorKind, alignment: .bottom),
        ]
        section.visibleItemsInvalidationHandler = carouselHandler(state: { state.show(page: $0) })
        return CompositionalLayout(section: section)
    }

    static let carousel: Example = {
        let state = CarouselState()
        let cards = carouselCardCount
        return Example(
            name: "carousel", title: "Carousel", summary: "cards that grow towards the centre and fade towards the edges, with a page indicator",
            layout: carouselLayout(state: state), dataSource: ContentProviderDataSource(
                itemCounts: [cards], backgroundColor: Palette.groupedBackground,
                cell: { path in
                    CellContent(background: Palette.tiles[path.item % Palette.tiles.count], cornerRadius: 18,
                                padding: DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20),
                                labels: [TextLabel("FEATURED", font: Fonts.caption, color: .white),
                                         TextLabel("Card \(path.item + 1)", font: Fonts.largeTitle, color: .white),
                                         TextLabel("Swipe sideways: the card in the middle is the one in front.", font: Fonts.callout,
                                                   color: .white)],
                                verticalAlignment: .bottom)
                },
                supplementary: { kind, _ in
                    switch kind {
                    case headerKind:
                        return CellContent(padding: DirectionalEdgeInsets(top: 12, leading: 20, bottom: 0, trailing: 20),
                                           labels: [TextLabel("Today", font: Fonts.largeTitle, color: Palette.label)])
                    case pageIndicatorKind:
                        let dots = (0..<cards).map { $0 == state.currentPage ? "●" : "○" }.joined(separator: " ")
                        return CellContent(labels: [TextLabel(dots, font: Fonts.footnote, color: Palette.secondaryLabel, alignment: .center)])
                    default:
                        return nil
                    }
                }))
    }()
}
