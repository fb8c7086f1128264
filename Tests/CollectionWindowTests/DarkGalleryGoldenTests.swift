import CollectionSnapshotTesting
import XCollectionGallery
import SnapshotTesting
import Testing

/// Examples in dark appearance, as an iPhone SE shows them (2x, below its status bar), against
/// references in `__Snapshots__/DarkGalleryGoldenTests/` that were reviewed by eye: system
/// colours take their dark values, cards their elevated grey, text white.
@Suite("Golden snapshots in dark appearance")
struct DarkGalleryGoldenTests {
    @Test(arguments: ["appstore", "settings", "sidebar", "headers-footers", "self-sizing", "badges"])
    func example(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, device: .iPhoneSE3,
                                traits: Traits(userInterfaceStyle: .dark))
        scene.layoutDirection = example.layoutDirection
        assertSnapshot(of: scene, as: .image, named: "\(name)-dark-iphone-se-3")
    }

    /// Every example in dark at a phone's size, one pixel a point.
    @Test(arguments: Gallery.all.map(\.name))
    func everyExample(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667))
        scene.traits = Traits(userInterfaceStyle: .dark)
        scene.layoutDirection = example.layoutDirection
        assertSnapshot(of: scene, as: .image, named: "\(name)-dark")
    }

    /// The settings list and the self-sizing feed at the largest accessibility text size: rows
    /// grow with their text, and a value goes under its title.
    @Test(arguments: ["settings", "self-sizing"])
    func atTheLargestTextSize(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667))
        scene.traits = Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        assertSnapshot(of: scene, as: .image, named: "\(name)-accessibilityExtraExtraExtraLarge")
    }
}
