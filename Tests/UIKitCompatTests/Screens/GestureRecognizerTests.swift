import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Tap recognizers on a screen's views, clicked where the window's clicks land: the target hears
/// the recognizer (through the dispatch the `--swift` rewrite generates, written by hand here),
/// a control under the pointer wins over a recognizer around it, and a two-tap recognizer does
/// not recognise clicks that carry no time (double taps over time: `DoubleTapTests`).
@Suite @MainActor struct GestureRecognizerTests {
    final class ProfileViewController: UIViewController, SelectorPerforming {
        let avatar = UIView()
        let follow = UIButton(type: .system)
        var taps: [CGPoint] = []
        var follows = 0
        var doubleTaps = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            avatar.frame = CGRect(x: 20, y: 120, width: 100, height: 100)
            avatar.backgroundColor = .systemTeal
            avatar.isUserInteractionEnabled = true
            avatar.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("avatarTapped:")))
            let double = UITapGestureRecognizer(target: self, action: Selector("doubleTapped"))
            double.numberOfTapsRequired = 2
            view.addGestureRecognizer(double)
            follow.setTitle("Follow", for: .normal)
            follow.frame = CGRect(x: 10, y: 10, width: 80, height: 30)
            follow.addTarget(self, action: Selector("followTapped"), for: .touchUpInside)
            avatar.addSubview(follow)
            view.addSubview(avatar)
        }

        func perform(selector: Selector, sender: Any?) -> Bool {
            switch selector.name {
            case "avatarTapped:":
                let recognizer = sender as! UITapGestureRecognizer
                #expect(recognizer.state == .ended)
                taps.append(recognizer.location(in: recognizer.view))
                return true
            case "followTapped": follows += 1; return true
            case "doubleTapped": doubleTaps += 1; return true
            default: return false
            }
        }
    }

    static let host = LayoutHost(size: Size(width: 375, height: 667))

    @Test("a click on a view with a tap recognizer sends its action with the recognizer, at the click's place in the view")
    func tap() {
        let profile = ProfileViewController()
        let screen = Self.host.solving { ScreenPresentation.settled(rootViewController: profile, host: Self.host) }
        #expect(Self.host.solving { screen.click(at: Point(x: 70, y: 200), host: Self.host) })
        #expect(profile.taps == [CGPoint(x: 50, y: 80)])
        // The button inside the avatar takes its own click; the avatar's recognizer does not run.
        _ = Self.host.solving { screen.click(at: Point(x: 50, y: 140), host: Self.host) }
        #expect(profile.follows == 1 && profile.taps.count == 1)
        // Outside the avatar only the two-tap recognizer is there; clicks with no clock never
        // follow each other, so two of them are not a double tap.
        _ = Self.host.solving { screen.click(at: Point(x: 300, y: 500), host: Self.host) }
        _ = Self.host.solving { screen.click(at: Point(x: 300, y: 500), host: Self.host) }
        #expect(profile.doubleTaps == 0)
    }

    @Test("a disabled recognizer, or one its delegate stops, does not run; moving it moves where it listens")
    func disabledAndMoved() {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let profile = ProfileViewController()
        let screen = Self.host.solving { ScreenPresentation.settled(rootViewController: profile, host: Self.host) }
        let recognizer = profile.avatar.gestureRecognizers!.first!
        recognizer.isEnabled = false
        _ = Self.host.solving { screen.click(at: Point(x: 70, y: 200), host: Self.host) }
        #expect(profile.taps.isEmpty)
        recognizer.isEnabled = true
        let refusing = Refusing()
        recognizer.delegate = refusing
        _ = Self.host.solving { screen.click(at: Point(x: 70, y: 200), host: Self.host) }
        #expect(profile.taps.isEmpty)
        recognizer.delegate = nil
        profile.view.addGestureRecognizer(recognizer)
        #expect(profile.avatar.gestureRecognizers == nil && recognizer.view === profile.view)
        _ = Self.host.solving { screen.click(at: Point(x: 300, y: 500), host: Self.host) }
        #expect(profile.taps == [CGPoint(x: 300, y: 500)])
    }
}
