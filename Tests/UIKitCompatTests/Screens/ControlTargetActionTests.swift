import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `UIControl`'s target–action as UIKit has it: `addTarget(_:action:for:)` sends the selector to
/// the target (through the dispatch the `--swift` rewrite generates, written here as it
/// generates it) for the events it was added for, in the order actions were added; the same pair
/// added twice is sent once; targets are held weakly; `removeTarget` takes events away.
@Suite(.serialized) @MainActor struct ControlTargetActionTests {
    final class Form: SelectorPerforming {
        var log: [String] = []

        func save(_ sender: UIButton) { log.append("save \(sender.currentTitle ?? "")") }
        func touched() { log.append("touched") }

        func perform(selector: Selector, sender: Any?) -> Bool {
            switch selector.name {
            case "save:": save(sender as! UIButton); return true
            case "touched": touched(); return true
            default: return false
            }
        }
    }

    @Test("a button sends its action to its target for the events added, in the order added, once a pair")
    func sendsInOrder() {
        let form = Form()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.addAction(UIAction { _ in form.log.append("action") }, for: .touchUpInside)
        button.addTarget(form, action: Selector("save:"), for: .touchUpInside)
        button.addTarget(form, action: Selector("save:"), for: .touchUpInside)
        button.addTarget(form, action: "touched", for: [.touchDown, .touchUpInside])
        button.sendActions(for: .touchUpInside)
        #expect(form.log == ["action", "save Save", "touched"])
        button.sendActions(for: .touchDown)
        #expect(form.log == ["action", "save Save", "touched", "touched"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        #expect(button.actions(forTarget: form, forControlEvent: .touchUpInside) == ["save:", "touched"])
        #expect(button.allTargets.count == 1)
    }

    @Test("removeTarget takes the events away, and a released target is not sent to")
    func removesAndReleases() {
        let button = UIButton(type: .system)
        var form: Form? = Form()
        weak let released = form
        button.addTarget(form, action: "touched", for: [.touchDown, .touchUpInside])
        button.removeTarget(form, action: "touched", for: .touchDown)
        #expect(button.actions(forTarget: form, forControlEvent: .touchDown) == nil)
        button.sendActions(for: .touchUpInside)
        #expect(form?.log == ["touched"])
        form = nil
        #expect(released == nil)
        #expect(button.allTargets.isEmpty)
        var lines: [String] = []
        let write = ConsoleLog.write
        ConsoleLog.write = { lines.append($0) }
        defer { ConsoleLog.write = write }
        button.sendActions(for: .touchUpInside)
        #expect(lines == ["an action touched with no target: the responder chain is not searched here; give the target"])
    }
}
