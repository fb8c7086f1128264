import CollectionSnapshotTesting
import SnapshotTesting
import Testing
import X11Window

/// The variant strategies: one `.image` per device, appearance or text size, by name.
@Suite struct VariantStrategyTests {
    @Test("one strategy a variant, named as the command line and the references name them")
    func names() {
        #expect(Set(Snapshotting<LayoutScene, RGBAImage>.imageVariants(.appearances).keys) == ["light", "dark"])
        #expect(Snapshotting<LayoutScene, RGBAImage>.imageVariants(.devices).keys.sorted()
                == ["ipad-mini-6", "ipad-pro-11", "ipad-pro-13", "iphone-13-mini", "iphone-15", "iphone-16-pro-max", "iphone-se-3"])
        #expect(Snapshotting<LayoutScene, RGBAImage>.imageVariants(.contentSizes).count == 12)
    }

    @Test("a device variant draws the scene on that device: an iPad mini's screen at its 2x")
    func deviceVariant() async throws {
        let strategy = try #require(Snapshotting<LayoutScene, RGBAImage>.imageVariants(.devices)["ipad-mini-6"])
        let image = try await withCheckedThrowingContinuation { continuation in
            strategy.snapshot(Rows.scene()).run { continuation.resume(returning: $0) }
        }
        #expect(image.width == 1488 && image.height == 2266)
    }
}
