import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Buttons drawn from `UIButton.Configuration` as iOS 15 code makes them, and from titles set per
/// state as older code does. With `FixedWidthMeasurer` "Call" in the 17-point body font is 34 wide
/// and 17 high; a medium button's insets are 7 and 12.
@Suite @MainActor struct ButtonTests {
    let measurer = FixedWidthMeasurer()

    private func size(_ button: UIButton) -> CGSize {
        TextMeasurement.measuring(with: measurer) { button.intrinsicContentSize }
    }

    private func drawn(_ button: UIButton) -> [RecordingCanvas.Operation] {
        let canvas = RecordingCanvas()
        TextMeasurement.measuring(with: measurer) {
            button.frame.size = button.intrinsicContentSize
            ViewRenderer(canvas: canvas, measurer: measurer).draw(button, at: Point(x: 0, y: 0))
        }
        return canvas.operations
    }

    @Test("a filled button is its title inside the insets") func aFilledButtonIsItsTitleInsideTheInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Call"
        let button = UIButton(configuration: configuration)
        #expect(size(button) == CGSize(width: 58, height: 31))
        #expect(drawn(button) == [
            .fill(Rect(x: 0, y: 0, width: 58, height: 31), UIColor.systemBlue.color.resolved(for: .light), radius: 6),
            .text("Call", FontSpec(size: 17), UIColor.white.color.resolved(for: .light), x: 12, baseline: 7 + 13.6),
        ])
    }

    @Test("an image goes before the title with its padding") func anImageGoesBeforeTheTitleWithItsPadding() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Call"
        configuration.image = UIImage(systemName: "phone.fill")
        configuration.imagePadding = 4
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        // A symbol is as tall as the title's line: 17 square, then 4, then the title.
        #expect(size(button) == CGSize(width: 79, height: 31))
        let operations = drawn(button)
        #expect(operations.first == .fill(Rect(x: 0, y: 0, width: 79, height: 31),
                                          UIColor.systemBlue.withAlphaComponent(0.15).color.resolved(for: .light), radius: 15.5))
        #expect(operations.contains { if case .text("Call", _, _, let x, _) = $0 { return x == 12 + 17 + 4 } else { return false } })
    }

    @Test("--dump-views says a button's state as UIKit names it: nothing when enabled and not selected, isSelected when selected, isEnabled when disabled")
    func buttonStateInDumps() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        #expect(button.viewTreeNode.state.isEmpty && button.viewTreeNode.text == "Follow")
        button.isSelected = true
        #expect(button.viewTreeNode.state == [ViewStateMember(name: "isSelected", json: "true")])
        button.isEnabled = false
        #expect(button.viewTreeNode.state == [ViewStateMember(name: "isEnabled", json: "false"), ViewStateMember(name: "isSelected", json: "true")])
    }

    @Test("a disabled button is grey") func aDisabledButtonIsGrey() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Call"
        let button = UIButton(configuration: configuration)
        button.isEnabled = false
        #expect(button.state == .disabled)
        let operations = drawn(button)
        #expect(operations.first == .fill(Rect(x: 0, y: 0, width: 58, height: 31),
                                          UIColor.quaternarySystemFill.color.resolved(for: .light), radius: 6))
        #expect(operations.contains { if case .text(_, _, let color, _, _) = $0 { return color == UIColor.tertiaryLabel.color.resolved(for: .light) } else { return false } })
    }

    @Test("titles per state and actions") func titlesPerStateAndActions() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        var ran = 0
        button.addAction(UIAction { _ in ran += 1 }, for: .touchUpInside)
        // A button made the older way draws its title in the 15-point system font, as UIKit's.
        #expect(size(button) == CGSize(width: 45, height: 15))
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(size(button) == CGSize(width: 67.5.rounded(.up), height: 15))
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(ran == 1)
    }

    @Test("the update handler runs when the state changes") func theUpdateHandlerRunsWhenTheStateChanges() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Like"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            button.configuration?.title = button.isSelected ? "Liked" : "Like"
        }
        button.isSelected = true
        #expect(button.configuration?.title == "Liked")
    }
}
