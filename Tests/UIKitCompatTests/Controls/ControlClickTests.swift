import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Clicks on the value controls, with the events each sends in UIKit's order: touch down, the
/// value changing (value-changed, then the primary action), touch up inside.
@Suite @MainActor struct ControlClickTests {
    /// Records the events `control` sends, by name, in the order they arrive.
    private final class EventLog {
        var events: [String] = []

        init(_ control: UIControl) {
            let named: [(String, UIControl.Event)] = [("touchDown", .touchDown), ("valueChanged", .valueChanged),
                                                      ("primaryActionTriggered", .primaryActionTriggered), ("touchUpInside", .touchUpInside)]
            for (name, event) in named {
                control.addAction(UIAction { [weak self] _ in self?.events.append(name) }, for: event)
            }
        }
    }

    @Test("a switch is 51x31 whatever frame it is given; a click turns it, sending value-changed between touch down and up")
    func switchClick() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        let log = EventLog(toggle)
        toggle.click(at: CGPoint(x: 25, y: 15))
        #expect(toggle.isOn)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && log.events.count == 4, "setOn sends nothing")
    }

    @Test("a segmented control's segments share its width; a click on another segment selects it, on the selected one changes nothing")
    func segmentClick() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 302, height: 32)
        control.selectedSegmentIndex = 0
        // Three segments of 100 with a 1-point slot between neighbours.
        #expect(control.segmentFrames(in: 302).map(\.minX) == [0, 101, 202])
        let log = EventLog(control)
        control.click(at: CGPoint(x: 150, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        control.click(at: CGPoint(x: 150, y: 16))
        #expect(log.events.suffix(2) == ["touchDown", "touchUpInside"])
        control.setEnabled(false, forSegmentAt: 2)
        control.click(at: CGPoint(x: 250, y: 16))
        #expect(control.selectedSegmentIndex == 1)
        #expect(log.events.suffix(2) == ["touchDown", "touchUpInside"])
        control.isMomentary = true
        var selectedWhileSent = UISegmentedControl.noSegment
        control.addAction(UIAction { _ in selectedWhileSent = control.selectedSegmentIndex }, for: .valueChanged)
        control.click(at: CGPoint(x: 50, y: 16))
        #expect(log.events.suffix(4) == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        #expect(selectedWhileSent == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("right to left, the first segment is at the right end")
    func segmentsRightToLeft() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.semanticContentAttribute = .forceRightToLeft
        control.frame = CGRect(x: 0, y: 0, width: 201, height: 32)
        #expect(control.segmentFrames(in: 201).map(\.minX) == [101, 0])
        control.click(at: CGPoint(x: 150, y: 10))
        #expect(control.selectedSegmentIndex == 0)
    }

    @Test("segments set by width and by content share what is left")
    func segmentWidths() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.segmentFrames(in: 300).map(\.width) == [60, 119, 119])
        #expect(control.widthForSegment(at: 0) == 60 && control.widthForSegment(at: 1) == 0)
        control.removeSegment(at: 0, animated: false)
        control.insertSegment(withTitle: "Z", at: 9, animated: false)
        #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "Z")
    }

    @Test("a stepper steps by its step within its range: a click on the minus at the minimum sends no value change")
    func stepperClick() {
        let stepper = UIStepper()
        #expect(stepper.frame.size == CGSize(width: 94, height: 32))
        stepper.stepValue = 5
        stepper.maximumValue = 10
        let log = EventLog(stepper)
        stepper.click(at: CGPoint(x: 20, y: 16))
        #expect(stepper.value == 0)
        #expect(log.events == ["touchDown", "touchUpInside"])
        stepper.click(at: CGPoint(x: 70, y: 16))
        stepper.click(at: CGPoint(x: 70, y: 16))
        stepper.click(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 10)
        stepper.wraps = true
        stepper.click(at: CGPoint(x: 70, y: 16))
        #expect(stepper.value == 0)
        stepper.minimumValue = 3
        #expect(stepper.value == 3, "raising the minimum raises the value")
    }

    @Test("a page control's click beside the current dot moves one page toward it; its size is its dots'")
    func pageControlClick() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        // 20 points and 17.67 a page, 25.67 tall, as iOS 17 lays out three pages in 73x25.67.
        #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 20 + 53, height: 77.0 / 3))
        pages.frame = CGRect(origin: .zero, size: pages.intrinsicContentSize)
        let log = EventLog(pages)
        pages.click(at: CGPoint(x: 100, y: 12))
        #expect(pages.currentPage == 1)
        #expect(log.events == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        pages.click(at: CGPoint(x: 2, y: 12))
        #expect(pages.currentPage == 0)
        pages.click(at: CGPoint(x: 2, y: 12))
        #expect(pages.currentPage == 0 && log.events.suffix(2) == ["touchDown", "touchUpInside"])
        pages.numberOfPages = 1
        pages.currentPage = 4
        #expect(pages.currentPage == 0, "the current page stays within the pages")
    }

    @Test("a spinner is hidden until it animates, and again when it stops unless told to stay")
    func spinnerVisibility() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        #expect(UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    }

    @Test("segments of images: a symbol is 17 points with 10 on each side, drawn centred in its segment in the tint; setTitle replaces one")
    func imageSegments() throws {
        let grid = try #require(UIImage(systemName: "square.grid.2x2")), list = try #require(UIImage(systemName: "list.bullet"))
        let control = UISegmentedControl(items: [grid, list])
        control.selectedSegmentIndex = 0
        // Two segments 37 wide and the 1-point slot between them.
        #expect(control.intrinsicContentSize == CGSize(width: 75, height: 32))
        #expect(control.imageForSegment(at: 1) === list && control.titleForSegment(at: 1) == nil)
        let canvas = RecordingCanvas()
        ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()).draw(control, at: Point(x: 0, y: 0))
        // A symbol is drawn as its glyph, centred in its 17-point box 10 points into its segment:
        // the second one 38 points (a segment and the slot) after the first, both inside their boxes.
        let glyphs = canvas.placedTexts
        #expect(glyphs.count == 2, "\(glyphs)")
        #expect(glyphs.count == 2 && abs(glyphs[1].x - glyphs[0].x - 38) < 1e-9)
        #expect(glyphs.first.map { (10...27).contains($0.x) } == true)
        control.setTitle("List", forSegmentAt: 1)
        #expect(control.imageForSegment(at: 1) == nil && control.titleForSegment(at: 1) == "List")
    }
}
