import CollectionLayout
import UIKitCompat

/// What a compiled `xcollection --swift` file defines, as the entry point generated for it hands
/// it to the program: the collection view holding the layout its `createLayout()` made, as its
/// `configure(_:)` left it, and the `itemCounts` it declares.
///
/// The compiled file is opened into the running program, so this class is the program's own
/// (the library holds no copy of it) and the program takes the object as it is.
public final class SwiftFileDefinitions {
    /// The name of the generated entry point, a C function of two `Double`s — the collection
    /// view's width and height — that returns a retained `SwiftFileDefinitions` as a `UInt`.
    public static let entryPointName = "xcollection_swift_file_definitions"

    /// The host the layout is shown in; held here because a layout holds its collection view
    /// weakly, as in UIKit, and the margins and delegate `configure(_:)` set must last.
    public let collectionView: UICollectionView
    /// The file's `itemCounts`, or nil when it declares none.
    public let itemCounts: [Int]?

    /// The screen, for a file that defines `makeRootViewController()`; nil for a layout.
    public let screen: ScreenPresentation?

    public init(collectionView: UICollectionView, itemCounts: [Int]?) {
        self.collectionView = collectionView
        self.itemCounts = itemCounts
        screen = nil
    }

    /// The definitions of `screen` as it shows now: its current collection view.
    public convenience init(following screen: ScreenPresentation) {
        self.init(screen: screen)
    }

    private init(screen: ScreenPresentation) {
        self.screen = screen
        collectionView = screen.collectionView ?? UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        itemCounts = nil
    }

    /// `rootViewController`'s screen on the screen being solved for (or a plain one of `width`
    /// by `height`), its lifecycle run, and then the work it scheduled on the main queue.
    @MainActor
    public static func screen(showing rootViewController: UIViewController, width: Double, height: Double) -> SwiftFileDefinitions {
        let host = LayoutHost.current ?? LayoutHost(size: Size(width: width, height: height))
        return SwiftFileDefinitions(screen: ScreenPresentation.settled(rootViewController: rootViewController, host: host))
    }

    /// What `createLayout()` returned, unless `configure(_:)` gave the collection view another.
    public var layout: UICollectionViewLayout { collectionView.collectionViewLayout }
}
