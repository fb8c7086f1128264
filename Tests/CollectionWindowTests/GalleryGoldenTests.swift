import CollectionSnapshotTesting
import XCollectionGallery
import SnapshotTesting
import Testing

/// Every example of the gallery at a phone's and a tablet's size, through the `.image` strategy
/// users get, against reviewed references in `__Snapshots__/GalleryGoldenTests/` (which the
/// command-line tests compare `--screenshot` with too).
@Suite("Golden snapshots of every example at a phone's and a tablet's size")
struct GalleryGoldenTests {
    static let sizes = [Size(width: 375, height: 667), Size(width: 1024, height: 768)]

    @Test("example", arguments: Gallery.all.map(\.name), sizes)
    func example(name: String, size: Size) throws {
        let example = try #require(Gallery.example(named: name))
        var scene = LayoutScene(layout: example.layout, dataSource: example.dataSource, size: size)
        scene.layoutDirection = example.layoutDirection
        assertSnapshot(of: scene, as: .image, named: "\(name)-\(Int(size.width))x\(Int(size.height))")
    }

    /// The App Store at a laptop's size, where it lays out as on an iPad (issue 14): two
    /// featured cards, three app columns and three chart columns.
    @Test("app store at laptop size") func appStoreAtLaptopSize() throws {
        let example = try #require(Gallery.example(named: "appstore"))
        assertSnapshot(of: LayoutScene(layout: example.layout, dataSource: example.dataSource, size: Size(width: 1280, height: 800)),
                       as: .image, named: "appstore-1280x800")
    }
}
