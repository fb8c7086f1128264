import CollectionLayout
import CollectionView

extension Gallery {
    /// The settings example's list: inset grouped, its separators starting under the text, past the icon tiles.
    public static func settingsConfiguration() -> ListConfiguration {
        var configuration = ListConfiguration(appearance: .insetGrouped)
        configuration.separatorLeadingOffset = ListMetrics.iconTileSize + ListMetrics.rowContentSpacing
        return configuration
    }

    /// An iOS Settings-like screen: inset grouped cards of rows with icon tiles, values and chevrons.
    public static func settingsLayout() -> CompositionalLayout {
        .list(using: settingsConfiguration())
    }

    static let settings = Example(
        name: "settings", title: "Settings", summary: "an inset grouped list of settings: icon tiles, values and chevrons",
        layout: settingsLayout(), dataSource: settingsContent())
}
