import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Clicks on a screen's bars: bar button items run their primary action or send their action
/// to their target (through the dispatch the `--swift` rewrite generates for `@objc` methods,
/// written here by hand as it generates it), and the back button pops.
@Suite struct BarButtonActionTests {
    final class ComposeViewController: UIViewController, SelectorPerforming {
        var composed = 0
        var shared: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Notes"
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
            view.addSubview(collectionView)
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: Selector("compose"))
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Share", primaryAction: UIAction(title: "Share") { [weak self] _ in
                self?.shared.append("share")
            })
        }

        func compose() { composed += 1 }

        // What the rewrite generates for a class with @objc methods.
        func perform(selector: Selector, sender: Any?) -> Bool {
            switch selector.name {
            case "compose": compose(); return true
            default: return false
            }
        }
    }

    /// A pushed screen with no bar buttons of its own, so the back button shows.
    final class DetailViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewFlowLayout()))
        }
    }

    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    static func center(of view: UIView) -> Point {
        let frame = view.convert(view.bounds, to: nil)
        return Point(x: Double(frame.midX), y: Double(frame.midY))
    }

    @Test("a click on a bar button runs its primary action, or sends its selector to its target; a click on the bar elsewhere is the bar's")
    func barButtons() throws {
        let notes = ComposeViewController()
        let navigation = UINavigationController(rootViewController: notes)
        let screen = Self.host.solving { ScreenPresentation(rootViewController: navigation, host: Self.host) }
        let bar = navigation.navigationBar
        let compose = try #require(bar.trailingButtons.first), share = try #require(bar.leadingButtons.first)
        #expect(Self.host.solving { screen.click(at: Self.center(of: compose), host: Self.host) })
        #expect(notes.composed == 1)
        #expect(Self.host.solving { screen.click(at: Self.center(of: share), host: Self.host) })
        #expect(notes.shared == ["share"])
        // The middle of the bar holds no button: the bar takes the click, the content does not.
        #expect(Self.host.solving { screen.click(at: Point(x: 196, y: 81), host: Self.host) })
        #expect(notes.composed == 1 && notes.shared.count == 1)
        // Below the bar is the collection view's.
        #expect(!Self.host.solving { screen.click(at: Point(x: 196, y: 400), host: Self.host) })
    }

    @Test("the back button shows the previous title and pops; the shown collection view follows the top screen")
    func backButton() throws {
        let first = ComposeViewController(), second = DetailViewController()
        let navigation = UINavigationController(rootViewController: first)
        let screen = Self.host.solving { ScreenPresentation(rootViewController: navigation, host: Self.host) }
        var changes = 0
        screen.onScreenChange = { changes += 1 }
        let firstCollectionView = screen.collectionView
        Self.host.solving { navigation.pushViewController(second, animated: true) }
        #expect(changes == 1 && screen.collectionView !== firstCollectionView)
        let back = try #require(navigation.navigationBar.backButton)
        #expect(back.currentTitle == "Notes")
        #expect(back.frame.minX == 8)
        #expect(Self.host.solving { screen.click(at: Self.center(of: back), host: Self.host) })
        #expect(navigation.viewControllers.count == 1 && changes == 2 && screen.collectionView === firstCollectionView)
    }
}
