import CollectionView
import CollectionWindow
import SnapshotTesting
import X11Window

extension Snapshotting where Value == CollectionScreen, Format == RGBAImage {
    /// The frame a screen you drove shows now — scrolled, with snapshots applied, part way
    /// through an animated apply — as `CollectionWindow.snapshot(of:)` renders it, compared as
    /// the scene strategy `.image` compares.
    public static var image: Snapshotting { image(comparison: ImageComparison()) }

    /// The frame the screen shows now, compared as `comparison` says.
    public static func image(comparison: ImageComparison) -> Snapshotting {
        SnapshotFailure.strategy(pathExtension: "png", diffing: .image(comparison)) { screen in
            try CollectionWindow.snapshot(of: screen)
        }
    }
}
