import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Menus as a button's primary action and on a bar button item without one: a click opens the
/// menu beside what was clicked, and a click on a row runs its action; a button without
/// `showsMenuAsPrimaryAction` sends its primary action instead.
@Suite(.serialized) @MainActor struct ButtonMenuTests {
    final class SortViewController: UIViewController {
        var ran: [String] = []
        let sortButton = UIButton(type: .system)
        let plainButton = UIButton(type: .system)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Files"
            let menu = UIMenu(title: "", children: [
                UIAction(title: "Name") { [weak self] _ in self?.ran.append("name") },
                UIAction(title: "Date") { [weak self] _ in self?.ran.append("date") },
            ])
            sortButton.setTitle("Sort", for: .normal)
            sortButton.menu = menu
            sortButton.showsMenuAsPrimaryAction = true
            sortButton.addAction(UIAction { [weak self] _ in self?.ran.append("primary") }, for: .primaryActionTriggered)
            sortButton.frame = CGRect(x: 20, y: 140, width: 80, height: 44)
            plainButton.setTitle("Plain", for: .normal)
            plainButton.menu = menu
            plainButton.addAction(UIAction { [weak self] _ in self?.ran.append("plain") }, for: .primaryActionTriggered)
            plainButton.frame = CGRect(x: 20, y: 400, width: 80, height: 44)
            view.addSubview(sortButton)
            view.addSubview(plainButton)
            navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [
                UIAction(title: "Select") { [weak self] _ in self?.ran.append("select") },
            ]))
        }
    }

    /// `controller` in a navigation controller on a 375x667 screen, measured and drawn once.
    private func shown(_ controller: UIViewController) throws -> (ScreenPresentation, CollectionScreen) {
        let (presentation, screen) = try screenUnderTest(UINavigationController(rootViewController: controller),
                                                         host: LayoutHost(size: Size(width: 375, height: 667)))
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        return (presentation, screen)
    }

    private func click(_ screen: CollectionScreen, _ x: Double, _ y: Double, at time: Double) {
        screen.pointerPressed(at: Point(x: x, y: y), time: time * 1000, now: time)
        screen.pointerReleased(at: Point(x: x, y: y), time: time * 1000 + 50, now: time + 0.05)
    }

    @Test("a click on a button showing its menu opens it below the button; a row runs its action, not the primary action")
    func buttonMenu() throws {
        let controller = SortViewController()
        let (presentation, screen) = try shown(controller)
        // The screen's view fills the screen under the bar: the button lies at 20...100 across, 140...184 down.
        click(screen, 60, 160, at: 0)
        let menu = try #require(presentation.contextMenu)
        #expect(menu.frame == CGRect(x: 20, y: 192, width: 250, height: 88))
        #expect(menu.rows.map(\.action.title) == ["Name", "Date"])
        click(screen, 60, 260, at: 1)
        #expect(controller.ran == ["date"])
        #expect(presentation.contextMenu == nil)
        click(screen, 60, 420, at: 2)
        #expect(controller.ran == ["date", "plain"])
        #expect(presentation.contextMenu == nil)
    }

    @Test("a submenu is a row of its title with a chevron: a click opens it in the menu's place under its title, its action runs, and its title goes back; an inline one is a group")
    func submenus() throws {
        final class ShareViewController: UIViewController {
            var ran: [String] = []
            let button = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                let sort = UIMenu(title: "Sort By", children: [
                    UIAction(title: "Name") { [weak self] _ in self?.ran.append("name") },
                    UIAction(title: "Date") { [weak self] _ in self?.ran.append("date") },
                ])
                let edit = UIMenu(title: "", options: .displayInline, children: [UIAction(title: "Rename") { _ in }])
                button.setTitle("More", for: .normal)
                button.menu = UIMenu(title: "", children: [UIAction(title: "Share") { _ in }, sort, edit])
                button.showsMenuAsPrimaryAction = true
                button.frame = CGRect(x: 20, y: 140, width: 80, height: 44)
                view.addSubview(button)
            }
        }
        let controller = ShareViewController()
        let (presentation, screen) = try shown(controller)
        click(screen, 60, 160, at: 0)
        let menu = try #require(presentation.contextMenu)
        // Share and the Sort By row, then the inline group after its band.
        #expect(menu.rows.map(\.action.title) == ["Share", "Sort By", "Rename"])
        #expect(menu.rows.map { $0.submenu?.title } == [nil, "Sort By", nil] && menu.bands.count == 1)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(canvas.texts.contains("›"), "the submenu's row has its chevron")
        // The Sort By row: 44 points under Share, which starts 8 below the button.
        click(screen, 60, 192 + 44 + 22, at: 1)
        let opened = try #require(presentation.contextMenu)
        #expect(opened.title?.text == "Sort By" && opened.rows.map(\.action.title) == ["Name", "Date"] && opened.parent != nil)
        #expect(opened.frame.minX == menu.frame.minX && opened.frame.minY == menu.frame.minY && controller.ran.isEmpty)
        // Its header goes back to the menu; Sort By again, then Date.
        let header = try #require(opened.title).frame
        click(screen, 60, Double(header.midY), at: 2)
        #expect(presentation.contextMenu?.rows.map(\.action.title) == ["Share", "Sort By", "Rename"])
        click(screen, 60, 192 + 44 + 22, at: 3)
        let date = try #require(presentation.contextMenu?.rows.last).frame
        click(screen, 60, Double(date.midY), at: 4)
        #expect(controller.ran == ["date"] && presentation.contextMenu == nil)
    }

    @Test("a press held half a second on a button whose menu is not its primary action opens the menu; the button is held until it closes")
    func longPressOpensAButtonsMenu() throws {
        let controller = SortViewController()
        let (presentation, screen) = try shown(controller)
        // The plain button lies at 20...100 across, 400...444 down.
        screen.pointerPressed(at: Point(x: 60, y: 420), time: 0, now: 0)
        screen.step(now: 0.3)
        #expect(presentation.contextMenu == nil && !controller.plainButton.isHeld)
        screen.step(now: 0.51)
        let menu = try #require(presentation.contextMenu)
        #expect(menu.rows.map(\.action.title) == ["Name", "Date"])
        #expect(controller.plainButton.isHeld)
        // The release after the menu opened is no click: the primary action is not sent.
        screen.pointerReleased(at: Point(x: 60, y: 420), time: 600, now: 0.6)
        #expect(controller.ran.isEmpty)
        click(screen, Double(menu.frame.midX), Double(menu.frame.minY + 22), at: 1)
        #expect(controller.ran == ["name"])
        #expect(presentation.contextMenu == nil && !controller.plainButton.isHeld)
        // A press let go sooner is a click; one that moves away opens nothing.
        click(screen, 60, 420, at: 2)
        #expect(controller.ran == ["name", "plain"])
        // The button showing its menu as its primary action is never held.
        click(screen, 60, 160, at: 3)
        #expect(presentation.contextMenu != nil && !controller.sortButton.isHeld, "\(controller.ran)")
        click(screen, 300, 600, at: 4)
        #expect(presentation.contextMenu == nil)
        screen.pointerPressed(at: Point(x: 60, y: 420), time: 5000, now: 5)
        screen.pointerMoved(to: Point(x: 60, y: 440), time: 5100, now: 5.1)
        screen.step(now: 5.6)
        #expect(presentation.contextMenu == nil && !controller.plainButton.isHeld)
        screen.pointerReleased(at: Point(x: 60, y: 440), time: 5700, now: 5.7)
    }

    @Test("a bar button item with a menu and no action opens the menu under it")
    func barButtonMenu() throws {
        let controller = SortViewController()
        let (presentation, screen) = try shown(controller)
        let item = try #require(controller.navigationController?.navigationBar.trailingButtons.first)
        click(screen, Double(item.frame.midX), Double(item.frame.midY), at: 0)
        let menu = try #require(presentation.contextMenu)
        #expect(menu.rows.map(\.action.title) == ["Select"])
        #expect(menu.frame.minY == item.frame.maxY + 8)
        click(screen, Double(menu.frame.midX), Double(menu.frame.midY), at: 1)
        #expect(controller.ran == ["select"])
    }

    @Test("a menu's title heads it, a subtitle makes its row taller, an action that is on gets a checkmark and every title moves in; right to left they change sides; at a larger text size rows grow")
    func menuLook() throws {
        let date = UIAction(title: "Date") { _ in }
        date.subtitle = "Newest first"
        let menu = UIMenu(title: "Sort by", children: [UIAction(title: "Name", state: .on) { _ in }, date])
        let anchor = CGRect(x: 20, y: 100, width: 80, height: 44), size = CGSize(width: 375, height: 667)
        func drawn(_ overlay: ContextMenuOverlay) -> RecordingCanvas {
            let canvas = RecordingCanvas()
            overlay.draw(on: Size(width: 375, height: 667), renderer: ViewRenderer(canvas: canvas, measurer: FixedWidthMeasurer()))
            return canvas
        }
        let open = try #require(ContextMenuOverlay(menu: menu, anchor: anchor, size: size, safeArea: .zero))
        // The title is a footnote line (18-point leading) with 8 above and below; the subtitle adds a footnote line.
        #expect(open.title?.frame == CGRect(x: 20, y: 152, width: 250, height: 34))
        #expect(open.rows.map(\.frame.minY) == [186, 230] && open.rows.map(\.frame.height) == [44, 62])
        let texts = drawn(open).placedTexts
        // The fixed-width measurer gives each character half the font's size: the menu's title
        // 16 points in, the actions' 16 + 28, the checkmark (a symbol drawn as its glyph) 16 in
        // on the row that is on, centred in its 20-point box.
        #expect(texts.map(\.text) == ["Sort by", "Name", "✓", "Date", "Newest first"])
        #expect(texts.map(\.x) == [36, 64, 42, 64, 64])

        let mirrored = try #require(ContextMenuOverlay(menu: menu, anchor: anchor, size: size, safeArea: .zero,
                                                       traits: Traits(layoutDirection: .rightToLeft)))
        // "Name" at 17 points is 4 × 8.5 wide, ending 44 points in from the panel's right edge (270).
        let mirroredName = try #require(drawn(mirrored).placedTexts.first { $0.text == "Name" })
        #expect(abs(mirroredName.x - (270 - 44 - 34)) < 1e-9, "\(mirroredName.x)")

        let larger = try #require(ContextMenuOverlay(menu: menu, anchor: anchor, size: size, safeArea: .zero,
                                                     traits: Traits(preferredContentSizeCategory: .extraExtraExtraLarge)))
        // Body's leading is 29 at xxxL (22 at the default size), footnote's 24.
        #expect(larger.rows.map(\.frame.height) == [51, 75])
    }
}
