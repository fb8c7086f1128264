import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Alerts and action sheets presented over a screen: where they lie, how their buttons are
/// ordered, and what a click and Escape do (the handler runs once the alert is gone, as in UIKit).
@Suite @MainActor struct AlertTests {
    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    private func presented(_ alert: UIAlertController, on host: LayoutHost = host) -> (ScreenPresentation, UIViewController) {
        let screen = UIViewController()
        let presentation = host.solving { ScreenPresentation.settled(rootViewController: UINavigationController(rootViewController: screen), host: host) }
        host.solving {
            screen.present(alert, animated: true)
            // The alert has faded in.
            presentation.finishTransitions()
        }
        return (presentation, screen)
    }

    private func buttons(of alert: UIAlertController) -> [AlertActionButton] {
        func all(_ view: UIView) -> [AlertActionButton] { view.subviews.flatMap { ($0 as? AlertActionButton).map { [$0] } ?? all($0) } }
        return all(alert.view)
    }

    @Test("an alert of two actions is a 270-point card in the middle, cancel on the left; a click runs the handler after the alert is dismissed")
    func twoActions() throws {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        var presenterWhenRun: UIViewController?
        var ran: [String] = []
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
            ran.append("delete")
            presenterWhenRun = alert.presentingViewController
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
        let (presentation, screen) = presented(alert)
        let layer = try #require(presentation.presentedLayers.last)
        #expect(layer.frame.width == 270 && layer.frame.midX == 393.0 / 2 + 0.5 && !layer.coversWholeScreen)
        #expect(screen.presentedViewController === alert)
        let shown = buttons(of: alert)
        #expect(shown.map { $0.action.title } == ["Cancel", "Delete"])
        #expect(shown[0].frame.minX == 0 && shown[1].frame.minX == 135 && shown[0].frame.height == 44)
        let delete = shown[1].convert(CGPoint(x: 60, y: 20), to: nil)
        #expect(Self.host.solving { presentation.click(at: Point(x: Double(delete.x + layer.frame.minX), y: Double(delete.y + layer.frame.minY)), host: Self.host) })
        #expect(ran.isEmpty, "the handler waits for the alert to fade out")
        Self.host.solving { presentation.finishTransitions() }
        #expect(ran == ["delete"] && presenterWhenRun == nil && presentation.presentedLayers.isEmpty)
    }

    @Test("three actions are stacked with cancel last; Escape runs the cancel action, and an alert without one stays")
    func stackedAndEscape() throws {
        let alert = UIAlertController(title: "Share", message: "Pick one", preferredStyle: .alert)
        var ran: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ran.append("cancel") })
        alert.addAction(UIAlertAction(title: "Mail", style: .default))
        alert.addAction(UIAlertAction(title: "Messages", style: .default))
        let (presentation, _) = presented(alert)
        #expect(buttons(of: alert).map { $0.action.title } == ["Mail", "Messages", "Cancel"])
        #expect(Set(buttons(of: alert).map(\.frame.width)) == [270])
        #expect(Self.host.solving { presentation.goBack() })
        Self.host.solving { presentation.finishTransitions() }
        #expect(ran == ["cancel"] && presentation.presentedLayers.isEmpty)

        let notice = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        notice.addAction(UIAlertAction(title: "OK", style: .default))
        let (other, _) = presented(notice)
        #expect(Self.host.solving { other.goBack() })
        #expect(other.presentedLayers.count == 1, "no cancel action: Escape leaves the alert up")
    }

    @Test("an action sheet sits 8 points in from the sides above the home indicator, its cancel action in a card of its own")
    func actionSheet() throws {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Duplicate", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        let (presentation, _) = presented(sheet)
        let layer = try #require(presentation.presentedLayers.last)
        // Two rows of 57, 8 apart from the cancel card of 57: 179 tall, ending at the safe area's bottom.
        #expect(layer.frame == CGRect(x: 8, y: 852 - 34 - 179, width: 377, height: 179))
        let shown = buttons(of: sheet)
        #expect(shown.map { $0.action.title } == ["Duplicate", "Delete", "Cancel"])
        #expect(shown.last?.superview?.frame == CGRect(x: 0, y: 122, width: 377, height: 57))
    }

    @Test("right to left, a navigation bar's trailing button is at the left margin")
    func barRightToLeft() throws {
        let screen = UIViewController()
        screen.title = "Notes"
        screen.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let navigation = UINavigationController(rootViewController: screen)
        var traits = Traits()
        traits.layoutDirection = .rightToLeft
        let host = Device.iPhone15.host(in: .portrait, traits: traits)
        _ = host.solving { ScreenPresentation.settled(rootViewController: navigation, host: host) }
        host.solving { navigation.navigationBar.layoutIfNeeded() }
        let edit = try #require(navigation.navigationBar.trailingButtons.first)
        #expect(edit.frame.minX == 20, "\(edit.frame)")
    }

    @Test("an alert's text fields lie under the message; the first takes the focus, Tab goes to the next, Return runs the preferred action with their text")
    func textFields() throws {
        let alert = UIAlertController(title: "Sign in", message: "to the shared album", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        var signedIn: [String] = []
        let signIn = UIAlertAction(title: "Sign In", style: .default) { _ in signedIn = alert.textFields?.map { $0.text ?? "" } ?? [] }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(signIn)
        alert.preferredAction = signIn
        let (presentation, _) = presented(alert)
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2)
        #expect(fields[0].isEditing)
        #expect(fields[0].frame.minX == 16 && fields[0].frame.width == 238 && fields[0].frame.height == 28)
        #expect(fields[1].frame.minY == fields[0].frame.maxY + 8)
        #expect(buttons(of: alert).first.map { $0.frame.minY } == fields[1].frame.maxY + 16)
        Self.host.solving {
            _ = presentation.typeText("ana")
            _ = presentation.typeKey(.tab, extending: false)
            _ = presentation.typeText("secret")
            _ = presentation.typeKey(.returnKey, extending: false)
            presentation.finishTransitions()
        }
        #expect(signedIn == ["ana", "secret"])
        #expect(presentation.presentedLayers.isEmpty && !fields[1].isEditing)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
    }

    @Test("right to left, two actions change sides (cancel on the right); at a larger text size the text and buttons grow, and at an accessibility size the two are stacked")
    func directionAndTextSize() throws {
        func alert() -> UIAlertController {
            let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            return alert
        }
        let mirrored = alert()
        _ = presented(mirrored, on: Device.iPhone15.host(in: .portrait, traits: Traits(layoutDirection: .rightToLeft)))
        #expect(buttons(of: mirrored).map { [$0.action.title ?? "", "\($0.frame.minX)"] } == [["Cancel", "135.0"], ["Delete", "0.0"]])

        let larger = alert()
        _ = presented(larger, on: Device.iPhone15.host(in: .portrait, traits: Traits(preferredContentSizeCategory: .extraExtraExtraLarge)))
        // Body at xxxL is 23 points on a 29-point leading, against 17 on 22 at the default size.
        #expect(buttons(of: larger).map(\.frame.height) == [51, 51] && buttons(of: larger).map(\.fontSize) == [23, 23])
        #expect(larger.titleLabel.font.pointSize == 23 && larger.messageLabel.font.pointSize == 19)
        #expect(buttons(of: larger).map(\.frame.minX) == [0, 135])

        let largest = alert()
        _ = presented(largest, on: Device.iPhone15.host(in: .portrait, traits: Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)))
        let stacked = buttons(of: largest)
        #expect(stacked.map(\.frame.minX) == [0, 0] && stacked.map(\.frame.width) == [270, 270])
        #expect(stacked.count == 2 && stacked[1].frame.minY >= stacked[0].frame.maxY)
    }

    /// Text 0.7 em a character: wider than the stand-in labels measure with outside a frame, as
    /// a screen's real fonts can be.
    private final class WideMeasurer: TextMeasuring {
        func advance(of text: Substring, font: FontSpec) -> Double { Double(text.count) * font.size * 0.7 }
        func metrics(of font: FontSpec) -> FontMetrics { FontMetrics(ascent: font.size * 0.8, descent: font.size * 0.2) }
    }

    @Test("an alert presented by an action's handler is measured as the screen's frames are: at the largest standard text size its card is as tall as its text and buttons, and moving to another measurer places it again")
    func cardHoldsItsContent() throws {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits(preferredContentSizeCategory: .extraExtraExtraLarge))
        let screen = UIViewController()
        let presentation = host.solving { ScreenPresentation.settled(rootViewController: UINavigationController(rootViewController: screen), host: host) }
        let wide = WideMeasurer()
        func drawFrame(with measurer: any TextMeasuring) {
            host.solving { TextMeasurement.measuring(with: measurer) { presentation.prepareViews(measuredWith: measurer, traits: host.traits) } }
        }
        drawFrame(with: wide)
        let alert = UIAlertController(title: "Reset preferences?", message: "Every setting goes back to how it was when the app was installed.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive))
        // A click's handler presents, outside any frame and any host.
        screen.present(alert, animated: false)
        drawFrame(with: wide)
        let card = try #require(presentation.presentedLayers.last).frame
        let lowest = try #require(buttons(of: alert).map(\.frame.maxY).max())
        // The message at 19 points, 238 wide: 17 characters a line (13.3 points each), 65 characters on 5 lines of 19 + its leading.
        #expect(alert.messageLabel.frame.height > 4 * 19)
        #expect(card.height == lowest && alert.view.bounds.height == lowest)
        #expect(abs(card.midY - host.size.height / 2) <= 0.5)

        // A measurer narrower than the first: the card shrinks to its new content.
        drawFrame(with: FixedWidthMeasurer())
        let narrower = try #require(presentation.presentedLayers.last).frame
        let narrowerLowest = try #require(buttons(of: alert).map(\.frame.maxY).max())
        #expect(narrower.height < card.height && narrower.height == narrowerLowest)
    }
}
