import CollectionWindow
import SnapshotTesting
import X11Window

extension Snapshotting where Value == LayoutScene, Format == RGBAImage {
    /// One `.image` strategy for each screen of `variants`, by the variant's name (`iphone-15`,
    /// `dark`, `accessibilityLarge`): with `assertSnapshots(of:as:)` a scene records one reference
    /// per device, appearance or text size.
    ///
    /// ```swift
    /// assertSnapshots(of: scene, as: .imageVariants(.appearances))   // …-light.png, …-dark.png
    /// ```
    public static func imageVariants(_ variants: TraitVariants) -> [String: Snapshotting] {
        var strategies: [String: Snapshotting] = [:]
        for name in variants.hosts(from: LayoutHost(size: Size(width: 1, height: 1))).map(\.name) {
            strategies[name] = Snapshotting.image.pullback { scene in scene.variant(named: name, of: variants) }
        }
        return strategies
    }

    /// The scene on every screen of `variants`, side by side with their names, as one picture:
    /// `xcollection --screenshot --variants`' contact sheet.
    public static func contactSheet(_ variants: TraitVariants) -> Snapshotting {
        SnapshotFailure.strategy(pathExtension: "png", diffing: .image(ImageComparison())) { scene in
            try CollectionWindow.contactSheet(layout: scene.layout, dataSource: scene.dataSource, base: scene.host, variants: variants,
                                              offset: scene.offset,
                                              layoutDirection: scene.layoutDirection)
        }
    }
}

extension LayoutScene {
    /// The scene on the screen of `variants` named `name`, made from the scene's own.
    func variant(named name: String, of variants: TraitVariants) -> LayoutScene {
        guard let host = variants.hosts(from: self.host).first(where: { $0.name == name })?.host else { return self }
        var scene = self
        scene.size = host.size
        scene.device = host.device
        scene.orientation = host.orientation
        scene.traits = host.traits
        return scene
    }
}

extension Dictionary where Key == String, Value == Snapshotting<LayoutScene, RGBAImage> {
    /// The strategies of `Snapshotting.imageVariants(_:)`, so that the short form
    /// `assertSnapshots(of: scene, as: .imageVariants(.appearances))` finds them: a dictionary of
    /// strategies is what `assertSnapshots(of:as:)` takes.
    public static func imageVariants(_ variants: TraitVariants) -> Self {
        Snapshotting<LayoutScene, RGBAImage>.imageVariants(variants)
    }
}
