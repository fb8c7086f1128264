import CollectionSnapshotTesting
import XCollectionGallery
import SnapshotTesting
import Testing

/// The inspector over every example at a phone's size, against references reviewed by eye in
/// `__Snapshots__/InspectorGoldenTests/`: groups, insets, spacing, anchors and strips as
/// `xcollection --inspect` draws them.
@Suite("The inspector over every example")
struct InspectorGoldenTests {
    @Test("example", arguments: Gallery.all.map(\.name))
    func example(name: String) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 375, height: 667))
        scene.isInspecting = true
        scene.layoutDirection = example.layoutDirection
        assertSnapshot(of: scene, as: .image, named: name)
    }
}
