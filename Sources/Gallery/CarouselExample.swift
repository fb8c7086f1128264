import CollectionLayout
import CollectionView

extension Gallery {
    /// The carousel's cards and the page indicator's kind.
    static let carouselCardCount = 8
    static let pageIndicatorKind = "page-indicator"

    /// How a carousel card grows towards the strip's centre and fades towards its edges: at the
    /// centre it is full size and opaque; a card a whole container width away is `minimumScale`
    /// and `minimumAlpha`, and nearer ones in between, in proportion to the distance.
    public static func carouselHandler(minimumScale: Double = 0.8, minimumAlpha: Double = 0.5,
                                       state: (@Sendable (Int) -> Void)? = nil) -> VisibleItemsInvalidationHandler {
        VisibleItemsInvalidationHandler { items, offset, environment in
            let width = environment.container.contentSize.width
            let middle = offset.x + width / 2
            var nearest: (page: Int, distance: Double)?
            for item in items where item.representedElementCategory == .cell {
                let distance = abs(item.frame.midX - middle)
                let share = min(distance / width, 1)
                let scale = 1 - (1 - minimumScale) * share
                item.transform = Transform2D(scaleX: scale, y: scale)
                item.alpha = 1 - (1 - minimumAlpha) * share
                // The card at the centre is drawn over its neighbours.
                item.zIndex = 10 - Int(share * 10)
                if distance < nearest?.distance ?? .infinity { nearest = (item.indexPath.item, distance) }
            }
            if let nearest { state?(nearest.page) }
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
