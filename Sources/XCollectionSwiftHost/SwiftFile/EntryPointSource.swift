import SwiftFileSupport

/// The Swift source compiled beside a `--swift` file: one C entry point that calls the file's
/// `createLayout()` — or, for a screen, its `makeRootViewController()` — and hands the program
/// a `SwiftFileDefinitions`.
enum EntryPointSource {
    /// Changes whenever the texts below do, so libraries compiled with an older entry point
    /// are not taken from the cache.
    static let version = 5

    /// What a file defines at top level: a layout, or a whole screen.
    enum Kind: String, Sendable {
        case layout
        case screen

        /// The entry point's source for this kind.
        var text: String { self == .screen ? EntryPointSource.screenText : EntryPointSource.text }
    }

    /// The entry point of a screen: the file's root controller shown on the screen being solved
    /// for (the device's, the window's size), its lifecycle run and the main queue drained, as
    /// a screen on iOS shows what `viewDidLoad` scheduled a moment later.
    static let screenText = """
        import SwiftFileSupport
        import UIKitCompat

        @_cdecl("\(SwiftFileDefinitions.entryPointName)")
        public func _xcollectionSwiftFileDefinitions(_ width: Double, _ height: Double) -> UInt {
            MainActor.assumeIsolated {
                _xcollectionRegisterSelectors()
                let definitions = SwiftFileDefinitions.screen(showing: makeRootViewController(), width: width, height: height)
                return UInt(bitPattern: Unmanaged.passRetained(definitions).toOpaque())
            }
        }

        """

    /// The entry point. It runs on the main thread, where the program calls it, so functions a
    /// file isolates to the main actor, as UIKit code is, can be called from it. The layout is
    /// given to a collection view of the window's size, as an app's view controller does, and
    /// then `configure(_:)` sees it. `configure` and `itemCounts` are the file's own when it
    /// defines them, else `SwiftFileSupport`'s, which do nothing and say nothing.
    static let text = """
        import SwiftFileSupport
        import UIKitCompat

        @_cdecl("\(SwiftFileDefinitions.entryPointName)")
        public func _xcollectionSwiftFileDefinitions(_ width: Double, _ height: Double) -> UInt {
            MainActor.assumeIsolated {
                _xcollectionRegisterSelectors()
                // The view first, as an app's window is there before its layout is made: the
                // device (UIDevice.current) is the one a view of this size is shown on.
                let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height),
                                                      collectionViewLayout: UICollectionViewLayout())
                collectionView.collectionViewLayout = createLayout()
                configure(collectionView)
                let counts: [Int]? = itemCounts
                let definitions = SwiftFileDefinitions(collectionView: collectionView, itemCounts: counts)
                return UInt(bitPattern: Unmanaged.passRetained(definitions).toOpaque())
            }
        }

        """

    /// The file name it is compiled as, which the compiler's diagnostics about it carry.
    static let fileName = "xcollection-entry-point.swift"
}
