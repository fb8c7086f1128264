import CollectionLayout
import Testing
@testable import UIKitCompat

/// A controller as apps write one for a test: each call recorded, `super` called.
final class RecordingViewController: UIViewController {
    let name: String
    var calls: [String] = []
    var log: ((String) -> Void)?

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func note(_ call: String) {
        calls.append(call)
        log?("\(name).\(call)")
    }

    override func viewDidLoad() { super.viewDidLoad(); note("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); note("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); note("viewIsAppearing") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); note("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); note("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("viewDidDisappear") }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        note("traitCollectionDidChange")
    }
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        note("viewWillTransition(\(Int(size.width))x\(Int(size.height)))")
    }
}

/// The order and count of a controller's calls, against Apple's documentation of
/// `UIViewController` ("Responding to view-related events", "viewIsAppearing(_:)": after
/// `viewWillAppear`, before the first layout; layout calls around `layoutSubviews`), and of
/// `UINavigationController` (the screen beneath disappears as one is pushed, and appears as it is popped).
@Suite struct ScreenLifecycleTests {
    static let phone = Device.iPhone15.host(in: .portrait, traits: Traits())

    /// The calls without repeated layout passes, which UIKit may make more than once.
    static func appearanceCalls(_ calls: [String]) -> [String] {
        var result: [String] = []
        for call in calls where result.last != call { result.append(call) }
        return result
    }

    @Test("a screen's first appearance: load once, then will appear, is appearing, layout, did appear")
    func firstAppearance() {
        let controller = RecordingViewController(name: "root")
        _ = Self.phone.solving { ScreenPresentation(rootViewController: controller, host: Self.phone) }
        #expect(Array(Self.appearanceCalls(controller.calls).prefix(6)) == ["viewDidLoad", "viewWillAppear", "viewIsAppearing",
                                                                            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(controller.calls.filter { $0 == "viewDidLoad" }.count == 1)
        #expect(controller.calls.filter { $0 == "viewDidAppear" }.count == 1)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    @Test("a push makes the screen beneath disappear and the new one appear; a pop the reverse; parents before children")
    func pushAndPop() {
        var log: [String] = []
        let root = RecordingViewController(name: "root"), detail = RecordingViewController(name: "detail")
        root.log = { log.append($0) }
        detail.log = { log.append($0) }
        let navigation = UINavigationController(rootViewController: root)
        _ = Self.phone.solving { ScreenPresentation(rootViewController: navigation, host: Self.phone) }
        log.removeAll()
        Self.phone.solving { navigation.pushViewController(detail, animated: false) }
        let pushed = log.filter { !$0.contains("Layout") }
        #expect(pushed == ["root.viewWillDisappear", "detail.viewDidLoad", "detail.viewWillAppear", "detail.viewIsAppearing",
                           "root.viewDidDisappear", "detail.viewDidAppear"])
        #expect(detail.navigationController === navigation && detail.parent === navigation)
        #expect(navigation.navigationBar.backItem === root.navigationItem)
        log.removeAll()
        #expect(Self.phone.solving { navigation.popViewController(animated: false) } === detail)
        #expect(log.filter { !$0.contains("Layout") } == ["detail.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
                                                          "detail.viewDidDisappear", "root.viewDidAppear"])
        #expect(detail.parent == nil && navigation.viewControllers.count == 1)
        #expect(navigation.popViewController(animated: false) == nil)
    }

    @Test("turning the device tells the controllers of the new size, and new traits through traitCollectionDidChange")
    func transitions() {
        let root = RecordingViewController(name: "root")
        let navigation = UINavigationController(rootViewController: root)
        let screen = Self.phone.solving { ScreenPresentation(rootViewController: navigation, host: Self.phone) }
        root.calls.removeAll()
        let turned = Device.iPhone15.host(in: .landscape, traits: Traits())
        turned.solving { screen.show(turned) }
        #expect(root.calls.contains("viewWillTransition(852x393)"))
        #expect(root.view.frame.size == CGSize(width: 852, height: 393))
        root.calls.removeAll()
        let dark = Device.iPhone15.host(in: .landscape, traits: Traits(userInterfaceStyle: .dark))
        dark.solving { screen.show(dark) }
        #expect(root.calls.filter { $0 == "traitCollectionDidChange" }.count == 1)
        #expect(!root.calls.contains { $0.hasPrefix("viewWillTransition") })
    }

    @Test("a presented full-screen controller hides the presenter, which disappears and comes back on dismiss")
    func presentAndDismiss() {
        var log: [String] = []
        let root = RecordingViewController(name: "root"), sheet = RecordingViewController(name: "modal")
        root.log = { log.append($0) }
        sheet.log = { log.append($0) }
        _ = Self.phone.solving { ScreenPresentation(rootViewController: root, host: Self.phone) }
        log.removeAll()
        sheet.modalPresentationStyle = .fullScreen
        var completed = false
        Self.phone.solving { root.present(sheet, animated: false) { completed = true } }
        #expect(completed && root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(log.filter { !$0.contains("Layout") } == ["modal.viewDidLoad", "root.viewWillDisappear", "modal.viewWillAppear", "modal.viewIsAppearing",
                                                          "modal.viewDidAppear", "root.viewDidDisappear"])
        log.removeAll()
        Self.phone.solving { sheet.dismiss(animated: false) }
        #expect(log.filter { !$0.contains("Layout") } == ["root.viewWillAppear", "modal.viewWillDisappear", "modal.viewDidDisappear", "root.viewDidAppear"])
        #expect(root.presentedViewController == nil)
    }

    @Test("a sheet leaves the presenter on screen: it neither disappears nor appears again")
    func sheetKeepsPresenter() {
        let root = RecordingViewController(name: "root"), sheet = RecordingViewController(name: "sheet")
        let presentation = Self.phone.solving { ScreenPresentation(rootViewController: root, host: Self.phone) }
        root.calls.removeAll()
        Self.phone.solving { root.present(sheet, animated: true) }
        #expect(!root.calls.contains("viewWillDisappear"))
        #expect(sheet.calls.contains("viewWillAppear") && !sheet.calls.contains("viewDidAppear"), "did appear waits for the rise")
        Self.phone.solving { presentation.finishTransitions() }
        #expect(sheet.calls.contains("viewDidAppear"))
    }
}
