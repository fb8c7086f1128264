import CollectionLayout
import CollectionView

extension Gallery {
    /// Covers turned in perspective by their distance from the strip's centre, as a cover flow:
    /// the centre one faces the viewer and is drawn over the rest, those beside it turn up to
    /// `maximumAngle` radians away, seen from `distance` points.
    public static func coverFlowHandler(maximumAngle: Double = .pi / 3, distance: Double = 500) -> VisibleItemsInvalidationHandler {
        VisibleItemsInvalidationHandler { items, offset, environment in
            let width = environment.container.contentSize.width
            let middle = offset.x + width / 2
            for item in items where item.representedElementCategory == .cell {
                // -1 at a cover's width to the left of the centre, 1 to the right, and no further.
                let place = max(-1, min(1, (item.frame.midX - middle) / item.frame.width))
                item.transform3D = Transform3D.rotation(angle: place * maximumAngle, x: 0, y: 1, z: 0)
                    .concatenating(.perspective(distance: distance))
                item.zIndex = 100 - Int((abs(place) * 100).rounded())
            }
        }
    }

    /// Square covers, one after another, paging about the centre.
    static func coverFlowLayout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .absolute(220), heightDimension: .absolute(220)), subitems: [item])
        var section = LayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.contentInsets = DirectionalEdgeInsets(top: 60, leading: 0, bottom: 60, trailing: 0)
        section.boundarySupplementaryItems = [fixedHeader()]
        section.visibleItemsInvalidationHandler = coverFlowHandler()
        return CompositionalLayout(section: section)
    }

    static let coverFlow = Example(
        name: "cover-flow", title: "Cover Flow", summary: "covers turned in perspective by their distance from the centre, the centre one on top",
        layout: coverFlowLayout(), dataSource: ContentProviderDataSource(
            itemCounts: [12], backgroundColor: Color(hex: 0x1C1C1E),
            cell: { path in
                CellContent(background: Palette.tiles[path.item % Palette.tiles.count], cornerRadius: 6,
                            padding: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                            labels: [TextLabel("Album \(path.item + 1)", font: Fonts.title, color: .white),
                                     TextLabel("Artist", font: Fonts.callout, color: .white)],
                            verticalAlignment: .bottom)
            },
            supplementary: { kind, _ in
                guard kind == headerKind else { return nil }
                return CellContent(padding: DirectionalEdgeInsets(top: 12, leading: 20, bottom: 0, trailing: 20),
                                   labels: [TextLabel("Albums", font: Fonts.largeTitle, color: .white)])
            }))
}
