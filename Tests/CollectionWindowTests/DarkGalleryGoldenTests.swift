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

    /// The settings list at the largest accessibility text size: rows grow with their text.
    @Test func settingsAtTheLargestTextSize() throws {
        let example = try #require(Gallery.example(named: "settings"))
        let scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667),
                                offset: Point(x: 0, y: 0))
        var large = scene
        large.traits = Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        assertSnapshot(of: large, as: .image, named: "settings-accessibilityExtraExtraExtraLarge")
    }
}
