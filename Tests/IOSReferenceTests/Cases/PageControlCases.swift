import Foundation
import UIKitCompat
import UIKitSnapshotTesting

/// Cash App's AccessibilitySnapshot, its example's default controls: a `UIPageControl` of three
/// pages, the second current, dark grey dots and a black current one, centred in a white container
/// as wide as the screen and 10 points taller than the control above and below, recorded on iOS
/// 16.4, 17.5 and 18.5 simulators at 3x (the pictures' names give the system, screen and scale).
/// The pictures are accessibility snapshots: a cyan outline is drawn over the control's edge and a
/// legend under the container, so the part inside the outline is judged — the three dots and the
/// white around them.
enum PageControlCases {
    private static func reference(system: String, screen: CGSize, commit: String) -> IOSReference {
        let name = "\(system.replacingOccurrences(of: ".", with: "_"))_\(Int(screen.width))x\(Int(screen.height))"
        // The control is 73 points wide, centred: the part inside the outline starts 8 points in.
        let left = ((screen.width - 73) / 2).rounded() + 8
        return IOSReference(name: "accessibility-snapshot-page-control-ios-\(system.replacingOccurrences(of: ".", with: "-"))",
                            source: .init(repository: "cashapp/AccessibilitySnapshot", licence: "Apache-2.0", commit: commit,
                                          path: "Example/SnapshotTests/ReferenceImages/_64/SnapshotTests.DefaultControlsTests/testPageControl_\(name)@3x.png",
                                          test: "Example/SnapshotTests/DefaultControlsTests.swift testPageControl",
                                          recordedOn: "iOS \(system), a \(Int(screen.width))x\(Int(screen.height))-point simulator at 3x (the picture's name, which the test's FBSnapshotTestCase options put there)"),
                            config: ViewImageConfig(safeArea: .zero, size: CGSize(width: screen.width, height: 137.0 / 3), traits: UITraitCollection()),
                            scale: 3, judged: CGRect(x: left, y: 14, width: 57, height: 18),
                            subject: .view { PageControlContainer.pageControlTest(screenSize: screen) })
    }

    static let all: [IOSReference] = [
        reference(system: "16.4", screen: CGSize(width: 393, height: 852), commit: "92c503033d4b4769953f972a5679e83749490464"),
        reference(system: "17.5", screen: CGSize(width: 393, height: 852), commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0"),
        reference(system: "18.5", screen: CGSize(width: 402, height: 874), commit: "5b03db81f49275312ea1a56914dbe9aa1608e3f0"),
    ]
}

/// The example's container: white, as wide as it is offered and the control's height plus 20,
/// the control at its fitting size in the middle.
private final class PageControlContainer: UIView {
    private let control: UIControl

    init(control: UIControl) {
        self.control = control
        super.init(frame: .zero)
        backgroundColor = .white
        addSubview(control)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        control.bounds.size = control.sizeThatFits(bounds.insetBy(dx: 10, dy: 10).size)
        control.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let controlSize = control.sizeThatFits(size)
        return CGSize(width: size.width, height: controlSize.height + 20)
    }

    /// `testPageControl`'s view; the container is sized for the simulator's screen (the test reads
    /// `UIScreen.main.bounds.size`, which here would be the render's size).
    static func pageControlTest(screenSize: CGSize) -> UIView {
        let pageControl = UIPageControl()
        pageControl.numberOfPages = 3
        pageControl.currentPage = 1
        pageControl.pageIndicatorTintColor = .darkGray
        pageControl.currentPageIndicatorTintColor = .black

        let container = PageControlContainer(control: pageControl)
        container.frame.size = container.sizeThatFits(screenSize)
        return container
    }
}
