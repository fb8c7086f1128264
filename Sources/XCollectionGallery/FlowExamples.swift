import CollectionLayout
import CollectionView

extension Gallery {
    /// The flow layout examples: a plain flow, a one-column list, a section with a header and a
    /// footer, and a feed of text posts that self-size.
    static let flowExamples: [Example] = [
        Example(name: "flow-simple", title: "Simple Flow", summary: "10 items at UIKit's default flow layout values",
                layout: FlowLayout(), dataSource: ContentProviderDataSource(itemCounts: [10]) { path in
                    Tiles.numbered(path.item, color: Palette.tile(path.item), fontSize: 15, cornerRadius: 8)
                }),
        Example(name: "flow-column", title: "Column Flow", summary: "one column of 120-point rows, 8 points from every edge",
                layout: SizeDependentLayout { (size: Size, counts: [Int]) throws(LayoutError) -> any CollectionViewLayout in
                    columnLayout(width: size.width, inset: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
                },
                dataSource: ContentProviderDataSource(itemCounts: [10]) { path in columnRow(path.item) }),
        Example(name: "flow-headers-footers", title: "Headers & Footers", summary: "a 100-point header and footer around 4 rows",
                layout: SizeDependentLayout { (size: Size, counts: [Int]) throws(LayoutError) -> any CollectionViewLayout in
                    var layout = columnLayout(width: size.width, inset: EdgeInsets(top: 20, bottom: 20))
                    layout.headerReferenceSize = Size(width: 100, height: 100)
                    layout.footerReferenceSize = Size(width: 100, height: 100)
                    return layout
                },
                dataSource: ContentProviderDataSource(itemCounts: [4], cell: { path in columnRow(path.item) }, supplementary: { kind, _ in
                    CellContent(background: kind == headerKind ? Palette.tint : Palette.groupedBackground,
                                padding: DirectionalEdgeInsets(leading: 20, trailing: 20),
                                labels: [TextLabel(kind == headerKind ? "Header" : "Footer", font: Fonts.title,
                                                   color: kind == headerKind ? .white : Palette.secondaryLabel)])
                })),
        Example(name: "flow-feed", title: "Feed", summary: "profiles and posts whose heights are estimated from their text",
                layout: SizeDependentLayout { (size: Size, counts: [Int]) throws(LayoutError) -> any CollectionViewLayout in
                    let table = feedSections(width: size.width)
                    var layout = FlowLayout(delegate: table)
                    layout.estimatedItemSize = Size(width: size.width, height: feedChrome)
                    return layout
                },
                dataSource: ContentProviderDataSource(itemCounts: feedTexts.map(\.count), backgroundColor: Palette.groupedBackground) { path in
                    feedPost(path)
                }),
    ]

    /// A row of the column examples: a card with its number and a title.
    static func columnRow(_ index: Int) -> CellContent {
        CellContent(background: Palette.card, cornerRadius: 12, border: Border(color: Palette.separator),
                    padding: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                    icon: IconTile(size: 64, color: Palette.tile(index), glyph: "\(index + 1)"),
                    labels: [TextLabel("Row \(index + 1)", font: Fonts.headline, color: Palette.label),
                             TextLabel("120 points tall, as wide as the view less 16", font: Fonts.footnote,
                                       color: Palette.secondaryLabel, numberOfLines: 2)])
    }

    /// Who wrote the feed's profiles and posts, by index.
    static let feedAuthors = [("Ines Duarte", "@ines"), ("Tomasz Wolny", "@tomasz"), ("Ada Okafor", "@ada")]

    /// A profile or post: avatar, name and handle, then the text.
    static func feedPost(_ path: IndexPath) -> CellContent {
        let author = feedAuthors[path.item % feedAuthors.count]
        let text = feedTexts[path.section][path.item]
        return CellContent(background: Palette.card, padding: DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
                           icon: nil,
                           labels: [TextLabel(author.0, font: Fonts.headline, color: Palette.label),
                                    TextLabel(path.section == 0 ? "\(author.1) · profile" : author.1, font: Fonts.footnote, color: Palette.secondaryLabel),
                                    TextLabel(text, font: Fonts.callout, color: Palette.label, numberOfLines: 0)],
                           labelSpacing: 4, verticalAlignment: .top,
                           separator: Separator(color: Palette.separator, leadingInset: 0))
    }

    /// Rows as wide as the view less 16 points, 120 tall, 8 apart, one to a line.
    private static func columnLayout(width: Double, inset: EdgeInsets) -> FlowLayout {
        FlowLayout(itemSize: Size(width: Swift.max(width - 16, 0), height: 120), minimumLineSpacing: 8,
                   minimumInteritemSpacing: 0, sectionInset: inset)
    }

    /// A feed cell's height besides its text: name, handle, paddings.
    static let feedChrome = 82.0

    /// The feed's profiles (section 0) and posts (section 1).
    static let feedTexts: [[String]] = [
        [
            "Maps the night sky from a rooftop in Porto. Mostly comets, occasionally pigeons.",
            "Writes small compilers for fun and large ones for money.",
            "Bakes sourdough on weekdays, repairs bicycles on weekends, answers email never.",
        ],
        [
            "Shipped the new release today.",
            "Spent the morning chasing a layout bug that turned out to be a missing minus sign. The afternoon went to writing the test that would have caught it, which felt like the better use of time.",
            "Coffee first.",
            "Reminder that a flow layout centres a line holding one item, so a lone cell in a wide view sits in the middle unless something says otherwise.",
            "Rain all week. The tomatoes are thrilled; the cyclists less so.",
            "Reading about line breaking in typesetting systems: widows, orphans, and the surprisingly long history of the hyphen.",
        ],
    ]

    /// Each post's estimated size: the full width, and a height from its text the way the
    /// feed guesses before measuring — about 7.5 points per character of a 15-point font in a
    /// column 74 points narrower than the view, 18 points per line, plus the cell's chrome.
    static func feedSections(width: Double) -> FlowSectionTable {
        let columns = Swift.max(((width - 74) / 7.5).rounded(.down), 1)
        return FlowSectionTable(feedTexts.map { texts in
            FlowSection(items: texts.count, itemSizes: texts.map { text in
                let lines = (Double(text.count) / columns).rounded(.up)
                return Size(width: width, height: lines * 18 + feedChrome)
            })
        })
    }
}
