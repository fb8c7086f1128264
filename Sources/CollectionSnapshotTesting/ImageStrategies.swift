import CollectionWindow
import SnapshotTesting
import X11Window

extension Snapshotting where Value == LayoutScene, Format == RGBAImage {
    /// The scene's first frame as the window draws it, compared tolerantly: channels may be off
    /// by 24 of 255, up to 40 pixels may differ, and anti-aliased edges that moved by a fraction
    /// of a pixel are forgiven — and an item that moves by one point still fails.
    ///
    /// Rendered by `CollectionWindow.snapshot` with the project's pinned fonts, on `DISPLAY` or,
    /// with none, on a private Xvfb started once per test process.
    public static var image: Snapshotting { image(comparison: ImageComparison()) }

    /// The first frame, compared as `comparison` says.
    public static func image(comparison: ImageComparison) -> Snapshotting {
        SnapshotFailure.strategy(pathExtension: "png", diffing: .image(comparison), render)
    }

    /// The first frame, compared in swift-snapshot-testing's terms: `precision` is the share of
    /// pixels that must match (1 for all), `perceptualPrecision` how close a pixel's channels
    /// must be to match (1 for exactly). Anti-aliased edges are forgiven unless both are 1.
    public static func image(precision: Double = 1, perceptualPrecision: Double = 1) -> Snapshotting {
        let share = 1 - Swift.min(Swift.max(precision, 0), 1)
        let tolerance = Int(((1 - Swift.min(Swift.max(perceptualPrecision, 0), 1)) * 255).rounded())
        let forgivesEdges = share > 0 || tolerance > 0
        let diffing = Diffing<RGBAImage>.image { reference in
            ImageComparison(tolerance: tolerance, maximumDiffering: Int(share * Double(reference.width * reference.height)),
                            forgivesEdges: forgivesEdges)
        }
        return SnapshotFailure.strategy(pathExtension: "png", diffing: diffing, render)
    }

    private static func render(_ scene: LayoutScene) throws -> RGBAImage {
        try CollectionWindow.snapshot(layout: scene.layout, dataSource: scene.dataSource, host: scene.host, offset: scene.offset,
                                      inspecting: scene.isInspecting, scrolledTo: nil, layoutDirection: scene.layoutDirection)
    }
}
