import CollectionLayout
import CollectionView

extension Gallery {
    /// The sidebar example's list: each section headed by its first row, which shows and hides the rest.
    public static func sidebarConfiguration() -> ListConfiguration {
        var configuration = ListConfiguration(appearance: .sidebar)
        configuration.headerMode = .firstItemInSection
        return configuration
    }

    /// An app's sidebar, as a mail app's on iPad: outline headers over rows of folders with counts.
    public static func sidebarLayout() -> CompositionalLayout {
        .list(using: sidebarConfiguration())
    }

    static let sidebar = Example(
        name: "sidebar", title: "Sidebar", summary: "a sidebar list: outline headers, folders with symbols and counts",
        layout: sidebarLayout(), dataSource: sidebarContent())
}
