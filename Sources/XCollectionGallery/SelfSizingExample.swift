import CollectionLayout
import CollectionView

extension Gallery {
    /// How many posts the self-sizing feed holds.
    public static let selfSizingPostCount = 2_000

    /// Full-width posts estimated 70 tall, as the App Store example estimates its app rows;
    /// each takes the height its text wraps to once it is measured.
    public static func selfSizingLayout() -> CompositionalLayout {
        let item = LayoutItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(70)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(70)), subitems: [item])
        return CompositionalLayout(section: LayoutSection(group: group))
    }

    static let selfSizing = Example(
        name: "self-sizing", title: "Self-Sizing Feed", summary: "2,000 posts from one word to several paragraphs, each as tall as its text",
        layout: selfSizingLayout(),
        dataSource: ContentProviderDataSource(itemCounts: [selfSizingPostCount]) { path in
            let author = feedAuthors[path.item % feedAuthors.count]
            return CellContent(
                background: Palette.card, padding: DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
                labels: [TextLabel("\(author.0) · #\(path.item + 1)", font: Fonts.headline, color: Palette.label),
                         TextLabel(PostText.post(path.item), font: Fonts.callout, color: Palette.bodyText, numberOfLines: 0)],
                labelSpacing: 4, verticalAlignment: .top,
                separator: Separator(color: Palette.separator, leadingInset: 16))
        })
}
