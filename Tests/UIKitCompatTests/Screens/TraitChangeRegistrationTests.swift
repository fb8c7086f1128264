import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// iOS 17's `registerForTraitChanges`: a handler or an action runs when one of the traits it
/// names changes, after `traitCollectionDidChange(_:)`, and not for other traits; unregistered, never.
@Suite(.serialized) @MainActor struct TraitChangeRegistrationTests {
    final class ThemedViewController: UIViewController, SelectorPerforming {
        var log: [String] = []
        var registration: (any UITraitChangeRegistration)?

        override func viewDidLoad() {
            super.viewDidLoad()
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
                self.log.append("style from \(previousTraitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
            }
            registration = registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitHorizontalSizeClass.self],
                                                   action: Selector("textSizeChanged"))
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.append("traitCollectionDidChange")
        }

        func textSizeChanged() { log.append("text size") }

        func perform(selector: Selector, sender: Any?) -> Bool {
            guard selector.name == "textSizeChanged" else { return false }
            textSizeChanged()
            return true
        }
    }

    final class BadgeView: UIView {
        var changes = 0
        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: BadgeView, _: UITraitCollection) in
                view.changes += 1
            }
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    static func host(style: UserInterfaceStyle = .light, size: ContentSizeCategory = .large) -> LayoutHost {
        var traits = Traits()
        traits.userInterfaceStyle = style
        traits.preferredContentSizeCategory = size
        return Device.iPhone15.host(in: .portrait, traits: traits)
    }

    @Test("a controller's handler runs for its trait, after traitCollectionDidChange; its action for the others; unregistered, no more")
    func controllerRegistrations() {
        let controller = ThemedViewController()
        let light = Self.host()
        let presentation = light.solving { ScreenPresentation.settled(rootViewController: controller, host: light) }
        #expect(controller.log.isEmpty)
        let dark = Self.host(style: .dark)
        dark.solving { presentation.show(dark) }
        #expect(controller.log == ["traitCollectionDidChange", "style from light"])
        controller.log.removeAll()
        let larger = Self.host(style: .dark, size: .extraExtraLarge)
        larger.solving { presentation.show(larger) }
        #expect(controller.log == ["traitCollectionDidChange", "text size"])
        controller.log.removeAll()
        controller.unregisterForTraitChanges(controller.registration!)
        let back = Self.host(style: .dark, size: .large)
        back.solving { presentation.show(back) }
        #expect(controller.log == ["traitCollectionDidChange"])
    }

    @Test("a view's handler gets the view as its first argument when the appearance it is shown in changes")
    func viewRegistration() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.show(with: Self.host().traits)
        #expect(badge.changes == 0)
        badge.show(with: Self.host(size: .small).traits)
        #expect(badge.changes == 0, "the text size is not the trait it asked for")
        badge.show(with: Self.host(style: .dark, size: .small).traits)
        #expect(badge.changes == 1)
    }
}
