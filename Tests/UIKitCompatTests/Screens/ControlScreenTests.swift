import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Controls on a screen, clicked where the window's clicks land: the control under the pointer
/// takes the click at its own point, and its target (through the dispatch the `--swift` rewrite
/// generates for `@objc` methods, written here by hand) hears the value change.
@Suite @MainActor struct ControlScreenTests {
    final class FiltersViewController: UIViewController, SelectorPerforming {
        let notifications = UISwitch()
        let range = UISegmentedControl(items: ["Day", "Week", "Month"])
        let status = UILabel()

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Filters"
            range.selectedSegmentIndex = 0
            notifications.addTarget(self, action: Selector("notificationsChanged:"), for: .valueChanged)
            range.addTarget(self, action: Selector("rangeChanged:"), for: .valueChanged)
            let stack = UIStackView(arrangedSubviews: [notifications, range, status])
            stack.axis = .vertical
            stack.alignment = .leading
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            ])
        }

        func notificationsChanged(_ sender: UISwitch) { status.text = sender.isOn ? "Notifications on" : "Notifications off" }
        func rangeChanged(_ sender: UISegmentedControl) { status.text = sender.titleForSegment(at: sender.selectedSegmentIndex) }

        func perform(selector: Selector, sender: Any?) -> Bool {
            switch selector.name {
            case "notificationsChanged:": notificationsChanged(sender as! UISwitch); return true
            case "rangeChanged:": rangeChanged(sender as! UISegmentedControl); return true
            default: return false
            }
        }
    }

    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    private static func point(in view: UIView, x: CGFloat, y: CGFloat) -> Point {
        let origin = view.convert(CGPoint.zero, to: nil)
        return Point(x: Double(origin.x + x), y: Double(origin.y + y))
    }

    @Test("a click on a switch in a navigation screen turns it and its target hears it; a click on a segment selects it")
    func clicks() throws {
        let filters = FiltersViewController()
        let navigation = UINavigationController(rootViewController: filters)
        let screen = Self.host.solving { ScreenPresentation.settled(rootViewController: navigation, host: Self.host) }
        #expect(Self.host.solving { screen.click(at: Self.point(in: filters.notifications, x: 40, y: 15), host: Self.host) })
        #expect(filters.notifications.isOn && filters.status.text == "Notifications on")
        let third = filters.range.segmentFrames(in: filters.range.bounds.width)[2]
        #expect(Self.host.solving { screen.click(at: Self.point(in: filters.range, x: third.midX, y: 16), host: Self.host) })
        #expect(filters.range.selectedSegmentIndex == 2 && filters.status.text == "Month")
        // The switch's frame is 51 points wide: a click beside it is nobody's.
        _ = Self.host.solving { screen.click(at: Self.point(in: filters.notifications, x: 60, y: 15), host: Self.host) }
        #expect(filters.notifications.isOn)
    }
}
