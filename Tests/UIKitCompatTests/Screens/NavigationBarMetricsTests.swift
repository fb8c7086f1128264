import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Navigation and tab bar metrics on every device against `NavigationBarMetrics`' and
/// `TabBarMetrics`' tables (their sources are in those tables), and the safe area and adjusted
/// content inset the bars give a collection view filling the screen.
@Suite struct NavigationBarMetricsTests {
    /// A screen as apps build one: a collection view made in `viewDidLoad`, filling the view.
    final class ListViewController: UIViewController {
        var collectionView: UICollectionView!

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
        }
    }

    static func navigationScreen(on host: LayoutHost, large: Bool) -> (UINavigationController, ListViewController, ScreenPresentation) {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = large
        let screen = host.solving { ScreenPresentation(rootViewController: navigation, host: host) }
        return (navigation, list, screen)
    }

    @Test("the bar sits under the status bar, 44 points tall (96 with a large title), and insets the content by both",
          arguments: [(Device.iPhoneSE3, 20.0), (Device.iPhone13Mini, 50.0), (Device.iPhone15, 59.0), (Device.iPhone16ProMax, 62.0)])
    func phoneBars(device: Device, statusBar: Double) {
        let host = device.host(in: .portrait, traits: Traits())
        #expect(host.safeAreaInsets.top == statusBar)
        for large in [false, true] {
            let (navigation, list, screen) = Self.navigationScreen(on: host, large: large)
            let height: Double = large ? 96 : 44
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: statusBar, width: host.size.width, height: height))
            #expect(list.collectionView.frame == CGRect(x: 0, y: 0, width: host.size.width, height: host.size.height))
            #expect(Double(list.collectionView.safeAreaInsets.top) == statusBar + height)
            #expect(Double(list.collectionView.adjustedContentInset.top) == statusBar + height)
            #expect(Double(list.collectionView.adjustedContentInset.bottom) == host.safeAreaInsets.bottom)
            #expect(host.solving { screen.barInsets(on: host) } == DirectionalEdgeInsets(top: height, leading: 0, bottom: 0, trailing: 0))
        }
    }

    @Test("an iPad's bar is 50 points tall; a phone on its side has a 32-point bar and no large title")
    func otherBars() {
        let pad = Device.iPadPro11.host(in: .portrait, traits: Traits())
        let (padNavigation, _, _) = Self.navigationScreen(on: pad, large: false)
        #expect(padNavigation.navigationBar.frame.height == 50)
        let turned = Device.iPhone15.host(in: .landscape, traits: Traits())
        let (navigation, list, _) = Self.navigationScreen(on: turned, large: true)
        #expect(navigation.navigationBar.frame.height == 32)
        #expect(navigation.navigationBar.largeTitleLabel.isHidden)
        #expect(Double(list.collectionView.safeAreaInsets.top) == turned.safeAreaInsets.top + 32)
    }

    @Test("the large title collapses as the content scrolls up under it, and the bar leaves its scroll-edge look",
          arguments: [(0.0, 96.0, true), (20.0, 76.0, false), (52.0, 44.0, false), (200.0, 44.0, false), (-30.0, 126.0, true)])
    func largeTitleCollapse(scrolled: Double, height: Double, atEdge: Bool) {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let (navigation, list, screen) = Self.navigationScreen(on: host, large: true)
        let canvas = RecordingCanvas()
        host.solving {
            screen.draw(on: canvas, measurer: EstimatedTextMeasurer(), host: host, contentOffset: Point(x: 0, y: scrolled - 155),
                        adjustedInsets: (155, 34))
        }
        #expect(navigation.navigationBar.frame.height == CGFloat(height))
        #expect(navigation.navigationBar.isAtScrollEdge == atEdge)
        #expect(list.collectionView.contentOffset.y == CGFloat(scrolled - 155))
        // The small title shows once the large one is gone; at the edge the background is clear.
        #expect(navigation.navigationBar.titleLabel.isHidden == (height > 44))
        #expect((navigation.navigationBar.backgroundView.backgroundColor == .clear) == atEdge)
    }

    @Test("a large title at rest: 34-point bold at the leading margin, its line's bottom 8 points above the bar's")
    func largeTitlePlace() throws {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let (navigation, _, _) = Self.navigationScreen(on: host, large: true)
        let label = navigation.navigationBar.largeTitleLabel
        #expect(label.text == "Inbox" && label.font.pointSize == 34)
        #expect(label.frame.minX == 20)
        #expect(label.frame.maxY == CGFloat(96 - 8))
        #expect(navigation.navigationBar.titleLabel.font.pointSize == 17)
    }

    @Test("a standard title is 17 points, centred across the bar (within half a point: it starts on a whole point) and down its 44 points, on whole pixels",
          arguments: [Device.iPhoneSE3, .iPhone15, .iPhone16ProMax])
    func standardTitlePlace(device: Device) throws {
        let host = device.host(in: .portrait, traits: Traits())
        let (navigation, _, _) = Self.navigationScreen(on: host, large: false)
        host.solving { navigation.navigationBar.layoutIfNeeded() }
        let label = navigation.navigationBar.titleLabel
        #expect(label.text == "Inbox" && label.font.pointSize == 17 && !label.isHidden)
        let scale = CGFloat(device.displayScale)
        #expect(abs(label.frame.midX - CGFloat(host.size.width) / 2) <= 0.5, "\(label.frame)")
        #expect(abs(label.frame.midY - 22) <= 0.5, "\(label.frame)")
        #expect((label.frame.minX * scale).rounded() == label.frame.minX * scale)
    }

    @Test("a tab bar is 49 points over the home indicator, and the selected screen's safe area ends above it")
    func tabBar() {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let first = ListViewController(), second = ListViewController()
        let inbox = UINavigationController(rootViewController: first)
        inbox.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        second.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [inbox, second]
        _ = host.solving { ScreenPresentation(rootViewController: tabs, host: host) }
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
        #expect(first.collectionView.safeAreaInsets.bottom == 83)
        #expect(first.collectionView.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Favorites"])
        #expect(second.isViewLoaded == false)
        host.solving { tabs.selectedIndex = 1 }
        #expect(second.isViewLoaded && second.view.superview === tabs.view)
        #expect(first.navigationController?.view.superview == nil)
    }
}

extension NavigationBarMetricsTests {
    @Test("the tab bar on every device and turned: 49 points over the home indicator's safe area, across the width, the screen's safe area ending above it",
          arguments: [(Device.iPhoneSE3, DeviceOrientation.portrait, 0.0), (.iPhone13Mini, .portrait, 34), (.iPhone15, .portrait, 34),
                      (.iPhone16ProMax, .portrait, 34), (.iPadMini6, .portrait, 20), (.iPadPro11, .portrait, 20),
                      (.iPadPro13, .portrait, 20), (.iPhone15, .landscape, 21)])
    func tabBarOnEveryDevice(device: Device, orientation: DeviceOrientation, homeIndicator: Double) {
        let host = device.host(in: orientation, traits: Traits())
        #expect(host.safeAreaInsets.bottom == homeIndicator, "the docs table's home indicator")
        let first = ListViewController()
        first.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 0)
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: first), ListViewController()]
        _ = host.solving { ScreenPresentation(rootViewController: tabs, host: host) }
        let height = 49 + homeIndicator
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: host.size.height - height, width: host.size.width, height: height))
        #expect(Double(first.collectionView.adjustedContentInset.bottom) == height)
    }

    @Test("a bar laid out once asks for no more layout, as the content scrolls and at rest: its pass sets its titles' fonts only when they change")
    func barSettlesAfterOneLayout() {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        for large in [false, true] {
            let (navigation, _, _) = Self.navigationScreen(on: host, large: large)
            host.solving {
                TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                    navigation.view.layoutIfNeeded()
                    let bar = navigation.navigationBar
                    #expect(!bar.needsLayout && !bar.titleLabel.needsLayout && !bar.largeTitleLabel.needsLayout, "large: \(large)")
                    for scrolled in [0.0, 10, 10, 30, 0] {
                        navigation.contentDidScroll(past: CGFloat(scrolled))
                        #expect(!bar.needsLayout && !bar.titleLabel.needsLayout && !bar.largeTitleLabel.needsLayout, "large: \(large), at \(scrolled)")
                    }
                }
            }
        }
    }
}
