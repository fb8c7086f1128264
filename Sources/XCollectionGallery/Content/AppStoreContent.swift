import CollectionLayout
import CollectionView

extension Gallery {
    /// The App Store example's content in English.
    static let appStoreContent = appStoreContent(.english)

    /// The App Store example's content in `strings`' language.
    static func appStoreContent(_ strings: AppStoreStrings) -> ContentProviderDataSource {
        ContentProviderDataSource(
            itemCounts: AppStoreSection.allCases.map(\.itemCount),
            cell: { path in
                switch AppStoreSection(rawValue: path.section) ?? .text {
                case .featured:
                    let feature = strings.features[path.item % strings.features.count]
                    return CellContent(
                        background: Palette.tile(path.item * 5 + 3), cornerRadius: 12, shadow: Shadow(color: Palette.shadow),
                        padding: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16),
                        labels: [TextLabel(feature.0, font: Fonts.caption, color: Color.white.withAlpha(0.8)),
                                 TextLabel(feature.1, font: Fonts.largeTitle, color: .white, numberOfLines: 2),
                                 TextLabel(feature.2, font: Fonts.callout, color: Color.white.withAlpha(0.85))],
                        labelSpacing: 4, verticalAlignment: .bottom)
                case .columns:
                    return AppCatalog.row(path.item, separator: path.item % 3 != 2, strings: strings)
                case .topCharts:
                    return AppCatalog.row(path.item + 5, iconSize: 48, rank: path.item + 1, separator: true, strings: strings)
                case .text:
                    return CellContent(labels: [TextLabel(strings.about, font: Fonts.callout, color: Palette.bodyText, numberOfLines: 0)],
                                       verticalAlignment: .top)
                }
            },
            supplementary: { kind, path in
                guard kind == headerKind, let section = AppStoreSection(rawValue: path.section) else { return nil }
                let title = strings.headers[section.rawValue], seeAll = section == .columns || section == .topCharts
                // Headers follow the section's insets; the title lines up 16 points from the screen's
                // edge, or 24 from 500 points wide, where every section is 8 further in.
                let leading = section == .topCharts ? 4.0 : (section == .text ? 0 : 16)
                return CellContent(
                    padding: DirectionalEdgeInsets(top: 8, leading: leading, bottom: 0, trailing: leading),
                    labels: [TextLabel(title, font: Fonts.largeTitle, color: Palette.label)],
                    accessory: seeAll ? .text(TextLabel(strings.seeAll, font: Fonts.body, color: Palette.tint)) : nil)
            })
    }
}
