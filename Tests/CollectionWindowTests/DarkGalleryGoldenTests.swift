import CollectionSnapshotTesting
import CollectionWindow
import XCollectionGallery
import SnapshotTesting
import Testing
import X11Window

/// Examples in dark appearance, as an iPhone SE shows them (2x, below its status bar), against
/// references in `__Snapshots__/DarkGalleryGoldenTests/` that were reviewed by eye: system
/// colours take their dark values, cards their elevated grey, text white. Each golden that must
/// show a change is first checked to differ from the scene with default traits: a variant equal
/// to the default means the trait never reached the picture.
@Suite("Golden snapshots in dark appearance")
struct DarkGalleryGoldenTests {
    /// Expects `scene` to draw at least a tenth of its pixels unlike the same scene with default traits.
    private func expectChangedFromDefault(_ scene: LayoutScene, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var plain = scene
        plain.traits = Traits(displayScale: scene.traits.displayScale)
        func render(_ scene: LayoutScene) throws -> RGBAImage {
            try CollectionWindow.snapshot(layout: scene.layout, dataSource: scene.dataSource, host: scene.host, offset: scene.offset,
                                          layoutDirection: scene.layoutDirection)
        }
        let changed = try render(scene), unchanged = try render(plain)
        let differing = ImageComparison().compare(changed, with: unchanged).differing
        #expect(differing > changed.width * changed.height / 10, "only \(differing) pixels differ from the default traits", sourceLocation: sourceLocation)
    }

    @Test("example", arguments: ["appstore", "settings", "sidebar", "headers-footers", "self-sizing", "badges"])
    func example(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, device: .iPhoneSE3,
                                traits: Traits(userInterfaceStyle: .dark))
        scene.layoutDirection = example.layoutDirection
        try expectChangedFromDefault(scene)
        assertSnapshot(of: scene, as: .image, named: "\(name)-dark-iphone-se-3")
    }

    /// Every example in dark at a phone's size, one pixel a point.
    @Test("every example", arguments: Gallery.all.map(\.name))
    func everyExample(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667))
        scene.traits = Traits(userInterfaceStyle: .dark)
        scene.layoutDirection = example.layoutDirection
        // Cover flow is drawn dark in both appearances, as a cover flow is.
        if name != "cover-flow" { try expectChangedFromDefault(scene) }
        assertSnapshot(of: scene, as: .image, named: "\(name)-dark")
    }

    /// The settings list and the self-sizing feed at the largest accessibility text size: rows
    /// grow with their text, and a value goes under its title.
    @Test("at the largest text size", arguments: ["settings", "self-sizing"])
    func atTheLargestTextSize(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667))
        scene.traits = Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        try expectChangedFromDefault(scene)
        assertSnapshot(of: scene, as: .image, named: "\(name)-accessibilityExtraExtraExtraLarge")
    }
}
