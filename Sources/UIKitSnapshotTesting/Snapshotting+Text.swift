import CollectionSnapshotTesting
import SnapshotTesting
import UIKitCompat

extension Snapshotting where Value == UIViewController, Format == String {
    /// The tree of view controllers, laid out on a plain screen, recorded here as `NAME.linux.txt`.
    public static var hierarchy: Snapshotting {
        TextSnapshots.strategy { viewController in
            _ = try ViewSnapshotRenderer.image(of: viewController, config: ViewImageConfig(size: CGSize(width: 375, height: 667)), traits: .init())
            return ViewDescription.hierarchy(viewController)
        }
    }

    /// The view controller's view tree, laid out on its own screen size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view controller's view tree once laid out on `config` (at `size` when given), with `traits`.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting {
        let configured = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return TextSnapshots.strategy { viewController in
            _ = try ViewSnapshotRenderer.image(of: viewController, config: configured, traits: traits)
            return ViewDescription.recursive(viewController.view)
        }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view's tree, laid out at its own size.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view's tree once laid out at `size` (else its own), with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        TextSnapshots.strategy { view in
            _ = try ViewSnapshotRenderer.image(of: view, size: size, traits: traits)
            return ViewDescription.recursive(view)
        }
    }
}

/// Text strategies: lines compared as swift-snapshot-testing compares them, recorded as `NAME.linux.txt`.
enum TextSnapshots {
    static func strategy<Value>(_ describe: @escaping (Value) throws -> String) -> Snapshotting<Value, String> {
        SnapshotFailure.strategy(pathExtension: UIImageSnapshots.textPathExtension, diffing: .lines, describe)
    }
}
