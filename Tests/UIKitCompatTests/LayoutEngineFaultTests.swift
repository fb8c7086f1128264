import ConstraintSolver
import Testing
@testable import UIKitCompat

/// The engine's steps that its own bookkeeping says cannot fail (removing an edit variable it
/// added, a constraint it holds) are not hidden when they do: each refusal is kept in `faults` and
/// said on standard error.
@Suite("The layout engine's faults", .serialized) @MainActor struct LayoutEngineFaultTests {
    @Test("a step the solver refuses is kept and said, once")
    func aRefusedStepIsSeen() {
        var said: [String] = []
        let saved = ConsoleLog.write
        ConsoleLog.write = { said.append($0) }
        defer { ConsoleLog.write = saved }
        let engine = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)).layoutEngine
        let stray = Variable("stray")
        engine.keepingTrack { () throws(SolverError) in try engine.solver.suggest(4, for: stray) }
        #expect(engine.faults == [.unknownEdit(stray)])
        #expect(said == ["[LayoutEngine] the solver refused a step the engine thought safe: stray is not an edit variable"])
    }

    @Test("relayouts, refits, new texts and removed constraints leave no fault")
    func everydayChangesLeaveNoFault() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let title = UILabel()
        title.numberOfLines = 0
        title.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(title)
        let width = title.widthAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            title.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor),
            width,
        ])
        for text in ["One", "Two words", String(repeating: "long ", count: 20)] {
            title.text = text
            _ = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
            card.layoutIfNeeded()
        }
        width.isActive = false
        card.frame.size.width = 200
        card.layoutIfNeeded()
        _ = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        card.layoutIfNeeded()
        #expect(card.layoutEngine.faults.isEmpty)
        #expect(title.frame.minX == 8)
    }
}
