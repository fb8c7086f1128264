import CollectionSnapshotTesting
import Foundation
import SnapshotTesting
import UIKitCompat
import X11Window

/// How this module's image strategies are made: references recorded on Linux are named
/// `NAME.linux.png`, beside the iOS ones (`NAME.png`), which are never written, compared or
/// deleted here; a render that fails fails its test with the reason.
enum UIImageSnapshots {
    static let pathExtension = "linux.png"
    static let textPathExtension = "linux.txt"

    /// A strategy drawing `Value` through `render` at the scale `traits` give.
    static func strategy<Value>(precision: Float, perceptualPrecision: Float, traits: UITraitCollection,
                                _ render: @escaping (Value) throws -> RGBAImage) -> Snapshotting<Value, UIImage> {
        let scale = (try? ViewSnapshotRenderer.scale(for: traits)) ?? 3
        return SnapshotFailure.strategy(pathExtension: pathExtension,
                                        diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { value in
            let pixels = try render(value)
            guard let image = UIImage(pixels: pixels, scale: scale) else {
                throw ViewSnapshotRenderer.Failure(description: "the render is \(pixels.width)x\(pixels.height) pixels: nothing to compare")
            }
            return image
        }
    }
}

extension UIImage: FailedRenderPlaceholder {
    private static let failedRenderPrefix = "xcollection.failed-render."

    /// A symbol image no render makes, whose name carries `id`.
    package static func failedRenderPlaceholder(id: Int) -> Self {
        // swiftlint:disable:next force_cast
        UIImage(systemName: failedRenderPrefix + String(id))! as! Self
    }

    package var failedRenderID: Int? {
        guard let systemName, systemName.hasPrefix(Self.failedRenderPrefix) else { return nil }
        return Int(systemName.dropFirst(Self.failedRenderPrefix.count))
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// The screen at the view controller's own size, with no safe area.
    public static var image: Snapshotting { .image() }

    /// The screen on `config` — its size (or `size`), safe area and traits, with `traits` on top —
    /// compared as ``Diffing/image(precision:perceptualPrecision:scale:)`` says.
    /// `drawHierarchyInKeyWindow` is accepted for iOS tests' sake; every snapshot here is drawn
    /// the one way.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let configured = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return UIImageSnapshots.strategy(precision: precision, perceptualPrecision: perceptualPrecision,
                                         traits: UITraitCollection(traitsFrom: [config.traits, traits])) { viewController in
            try ViewSnapshotRenderer.image(of: viewController, config: configured, traits: traits)
        }
    }

    /// The screen at `size` (else the view controller's view's own), no safe area, with `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
              precision: precision, perceptualPrecision: perceptualPrecision, size: size, traits: traits)
    }
}

extension Snapshotting where Value == UIView, Format == UIImage {
    /// The view at its own size.
    public static var image: Snapshotting { .image() }

    /// The view at `size` (else its own), alone, with `traits`; pixels it leaves uncovered stay clear.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        UIImageSnapshots.strategy(precision: precision, perceptualPrecision: perceptualPrecision, traits: traits) { view in
            try ViewSnapshotRenderer.image(of: view, size: size, traits: traits)
        }
    }
}
