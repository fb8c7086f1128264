import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Scroll views anywhere on a screen: a collection view inside each row of a list (the shelves
/// apps built before compositional layout) scrolls on its own under a sideways drag or wheel and
/// tells its own delegate of a tap, while a vertical drag scrolls the list; a plain scroll view
/// holding a stack view takes its content size from its constraints and scrolls by the notch.
@Suite(.serialized) @MainActor struct NestedScrollViewTests {
    final class TileCell: UICollectionViewCell {
        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 8
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    final class ShelfCell: UICollectionViewCell, UICollectionViewDataSource, UICollectionViewDelegate {
        let tiles: UICollectionView
        private var colors: [UIColor] = []
        var selected: [IndexPath] = []

        override init(frame: CGRect) {
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.itemSize = CGSize(width: 120, height: 90)
            layout.minimumLineSpacing = 10
            layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
            tiles = UICollectionView(frame: .zero, collectionViewLayout: layout)
            super.init(frame: frame)
            tiles.backgroundColor = .clear
            tiles.register(TileCell.self, forCellWithReuseIdentifier: "tile")
            tiles.dataSource = self
            tiles.delegate = self
            tiles.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(tiles)
            NSLayoutConstraint.activate([
                tiles.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                tiles.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                tiles.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                tiles.heightAnchor.constraint(equalToConstant: 90),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(colors: [UIColor]) {
            self.colors = colors
            tiles.reloadData()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
            cell.contentView.backgroundColor = colors[indexPath.item]
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }

        var menuAsked: [(IndexPath, CGPoint)] = []
        var opened: [IndexPath] = []

        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                            point: CGPoint) -> UIContextMenuConfiguration? {
            guard let indexPath = indexPaths.first else { return nil }
            menuAsked.append((indexPath, point))
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                UIMenu(children: [UIAction(title: "Open Tile") { _ in self?.opened.append(indexPath) }])
            }
        }
    }

    final class ShelvesViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
        private(set) var collectionView: UICollectionView!
        private(set) var shelves: [Int: ShelfCell] = [:]
        private(set) var selectedRows: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.minimumLineSpacing = 0
            layout.itemSize = CGSize(width: 375, height: 110)
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "shelf")
            collectionView.dataSource = self
            collectionView.delegate = self
            view.addSubview(collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "shelf", for: indexPath) as! ShelfCell
            cell.configure(colors: [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue])
            shelves[indexPath.item] = cell
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selectedRows.append(indexPath)
        }

        private(set) var rowMenus: [IndexPath] = []

        func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
            rowMenus.append(indexPath)
            return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Hide Shelf") { _ in }])
            }
        }
    }

    static let host = LayoutHost(size: Size(width: 375, height: 667))

    private func shelvesScreen() throws -> (ShelvesViewController, CollectionScreen) {
        let controller = ShelvesViewController()
        let screen = try screenUnderTest(controller, host: Self.host).screen
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        return (controller, screen)
    }

    /// A drag from `from` to `to` in 10 moves over 160 ms, held still 200 ms, then let go: no fling.
    private func heldDrag(on screen: CollectionScreen, from: Point, to: Point) {
        screen.pointerPressed(at: from, time: 0, now: 0)
        for step in 1...10 {
            let f = Double(step) / 10, t = 0.016 * Double(step)
            screen.pointerMoved(to: Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), time: t * 1000, now: t)
        }
        screen.pointerMoved(to: to, time: 360, now: 0.36)
        screen.pointerReleased(at: to, time: 370, now: 0.37)
        for tick in 1...120 { screen.step(now: 0.37 + Double(tick) / 60) }
    }

    @Test("a sideways drag on a shelf scrolls that shelf alone; its tiles are drawn where it scrolled them")
    func sidewaysDragScrollsTheShelf() throws {
        let (controller, screen) = try shelvesScreen()
        let first = try #require(controller.shelves[0])
        #expect(first.tiles.contentOffset == .zero)
        // The first shelf's tiles lie from y 10 to 100 of its row.
        heldDrag(on: screen, from: Point(x: 300, y: 50), to: Point(x: 100, y: 50))
        // Locked after the 6-point slop at the first 20-point move, the content follows the
        // pointer from there: 180 points.
        #expect(first.tiles.contentOffset == CGPoint(x: 180, y: 0))
        #expect(screen.mainOffset == 0)
        #expect(controller.shelves[1]?.tiles.contentOffset == .zero)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        // The second tile (orange) sits at 16 + 130 in the shelf's content: 146 - 180 on screen.
        let orange = UIColor.systemOrange.color.resolved(for: .light)
        let fills = canvas.operations.compactMap { operation -> Rect? in
            guard case .fill(let rect, let color, _) = operation, color == orange else { return nil }
            return rect
        }
        #expect(fills.contains(Rect(x: -34, y: 10, width: 120, height: 90)), "\(fills)")
    }

    @Test("a vertical drag over a shelf scrolls the list, as the shelf does not scroll that way")
    func verticalDragScrollsTheList() throws {
        let (controller, screen) = try shelvesScreen()
        heldDrag(on: screen, from: Point(x: 200, y: 400), to: Point(x: 200, y: 200))
        #expect(screen.mainOffset == 180)
        #expect(controller.shelves[3]?.tiles.contentOffset == .zero)
    }

    @Test("a sideways wheel over a shelf moves it by notches of 56 points; a vertical one moves the list")
    func wheelGoesWhereItScrolls() throws {
        let (controller, screen) = try shelvesScreen()
        // The third row is 220 to 330: its tiles from 230 to 320.
        screen.scrollWheel(dx: 0, dy: 2, shift: true, at: Point(x: 200, y: 260), now: 0)
        for tick in 1...60 { screen.step(now: Double(tick) / 60) }
        #expect(controller.shelves[2]?.tiles.contentOffset == CGPoint(x: 112, y: 0))
        #expect(screen.mainOffset == 0)
        screen.scrollWheel(dx: 0, dy: 1, shift: false, at: Point(x: 200, y: 260), now: 2)
        for tick in 1...60 { screen.step(now: 2 + Double(tick) / 60) }
        #expect(screen.mainOffset == 56)
        #expect(controller.shelves[2]?.tiles.contentOffset == CGPoint(x: 112, y: 0))
    }

    @Test("a right-click on a tile opens the shelf's menu for it beside the tile, and not the list's; between tiles, the row's; a press held on a tile opens the tile's and selects nothing")
    func tileMenus() throws {
        let (controller, screen) = try shelvesScreen()
        let presentation = try #require(screen.layoutDescription.screenChrome as? ScreenPresentation)
        let shelf = try #require(controller.shelves[1])
        shelf.tiles.contentOffset = CGPoint(x: 30, y: 0)
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // The second row's third tile: x 276 - 30 to 396 - 30, y 120 to 210.
        screen.secondaryClick(at: Point(x: 300, y: 150))
        #expect(shelf.menuAsked.map(\.0) == [IndexPath(item: 2, section: 0)])
        #expect(shelf.menuAsked.map(\.1) == [CGPoint(x: 330, y: 30)], "in the shelf's coordinates (its top 10 points down the row), scrolled")
        #expect(controller.rowMenus.isEmpty)
        let menu = try #require(presentation.contextMenu)
        #expect(menu.rows.map(\.action.title) == ["Open Tile"])
        #expect(menu.frame.minY == 218, "8 points below the tile")
        let row = try #require(menu.rows.first?.frame)
        screen.pointerPressed(at: Point(x: row.midX, y: row.midY), time: 0, now: 0)
        screen.pointerReleased(at: Point(x: row.midX, y: row.midY), time: 50, now: 0.05)
        #expect(shelf.opened == [IndexPath(item: 2, section: 0)])
        #expect(presentation.contextMenu == nil)

        // Between the first and second tiles of the first row: the row's own menu.
        screen.secondaryClick(at: Point(x: 141, y: 50))
        #expect(controller.rowMenus == [IndexPath(item: 0, section: 0)])
        #expect(presentation.contextMenu?.rows.map(\.action.title) == ["Hide Shelf"])
        #expect(screen.goBack())

        // Held still on the first row's second tile (146 to 266): its menu, and no selection.
        screen.pointerPressed(at: Point(x: 200, y: 50), time: 1000, now: 10)
        screen.step(now: 10.3)
        #expect(presentation.contextMenu == nil)
        screen.step(now: 10.55)
        #expect(controller.shelves[0]?.menuAsked.map(\.0) == [IndexPath(item: 1, section: 0)])
        #expect(presentation.contextMenu?.rows.map(\.action.title) == ["Open Tile"])
        screen.pointerReleased(at: Point(x: 200, y: 50), time: 1700, now: 10.7)
        #expect(controller.shelves[0]?.selected == [])
        #expect(controller.selectedRows.isEmpty)
        #expect(controller.rowMenus == [IndexPath(item: 0, section: 0)], "the row's menu was not asked again")
    }

    @Test("a tap on a tile tells the shelf's delegate, not the list's; a tap between tiles selects the row")
    func tapSelectsTheTile() throws {
        let (controller, screen) = try shelvesScreen()
        // The second row's third tile: x 276 to 396, y 120 to 210.
        screen.pointerPressed(at: Point(x: 300, y: 150), time: 0, now: 0)
        screen.pointerReleased(at: Point(x: 300, y: 150), time: 50, now: 0.05)
        #expect(controller.shelves[1]?.selected == [IndexPath(item: 2, section: 0)])
        #expect(controller.selectedRows.isEmpty)
        // Between the first and second tiles of the second row: the row's own cell.
        screen.pointerPressed(at: Point(x: 141, y: 150), time: 100, now: 0.1)
        screen.pointerReleased(at: Point(x: 141, y: 150), time: 150, now: 0.15)
        #expect(controller.selectedRows == [IndexPath(item: 1, section: 0)])
        #expect(controller.shelves[1]?.selected == [IndexPath(item: 2, section: 0)])
    }

    final class FormViewController: UIViewController {
        let scrollView = UIScrollView()
        let stackView = UIStackView()
        let pinsToGuides: Bool

        init(pinsToGuides: Bool) {
            self.pinsToGuides = pinsToGuides
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func viewDidLoad() {
            super.viewDidLoad()
            scrollView.translatesAutoresizingMaskIntoConstraints = false
            stackView.translatesAutoresizingMaskIntoConstraints = false
            stackView.axis = .vertical
            stackView.spacing = 10
            view.addSubview(scrollView)
            scrollView.addSubview(stackView)
            let content: (top: NSLayoutYAxisAnchor, bottom: NSLayoutYAxisAnchor, leading: NSLayoutXAxisAnchor, trailing: NSLayoutXAxisAnchor) =
                pinsToGuides
                ? (scrollView.contentLayoutGuide.topAnchor, scrollView.contentLayoutGuide.bottomAnchor,
                   scrollView.contentLayoutGuide.leadingAnchor, scrollView.contentLayoutGuide.trailingAnchor)
                : (scrollView.topAnchor, scrollView.bottomAnchor, scrollView.leadingAnchor, scrollView.trailingAnchor)
            NSLayoutConstraint.activate([
                scrollView.topAnchor.constraint(equalTo: view.topAnchor),
                scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                stackView.topAnchor.constraint(equalTo: content.top, constant: 16),
                stackView.bottomAnchor.constraint(equalTo: content.bottom, constant: -16),
                stackView.leadingAnchor.constraint(equalTo: content.leading, constant: 16),
                stackView.trailingAnchor.constraint(equalTo: content.trailing, constant: -16),
                pinsToGuides
                    ? stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32)
                    : stackView.widthAnchor.constraint(equalTo: scrollView.widthAnchor, constant: -32),
            ])
            for _ in 0..<12 {
                let box = UIView()
                box.backgroundColor = .systemGreen
                box.heightAnchor.constraint(equalToConstant: 80).isActive = true
                stackView.addArrangedSubview(box)
            }
        }
    }

    @Test("a stack view pinned to the content guide, or to the scroll view's edges, sets the content size", arguments: [true, false])
    func contentSizeFromConstraints(pinsToGuides: Bool) throws {
        let controller = FormViewController(pinsToGuides: pinsToGuides)
        _ = Self.host.solving { ScreenPresentation(rootViewController: controller, host: Self.host) }
        // Twelve boxes of 80 with 11 gaps of 10, and 16 above and below: 1102 tall; 343 + 32 wide.
        #expect(controller.scrollView.contentSize == CGSize(width: 375, height: 1102))
        #expect(controller.stackView.frame == CGRect(x: 16, y: 16, width: 343, height: 1070))
        // Scrolling moves what is drawn, not where the content is laid out.
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 300)
        controller.view.setNeedsLayout()
        controller.view.layoutIfNeeded()
        #expect(controller.stackView.frame == CGRect(x: 16, y: 16, width: 343, height: 1070))
        #expect(controller.stackView.arrangedSubviews[1].convert(CGPoint.zero, to: nil) == CGPoint(x: 16, y: 106 - 300))
    }

    @Test("a screen without a collection view scrolls its scroll view by the notch, within its content, and draws it there")
    func plainScrollViewScrolls() throws {
        let controller = FormViewController(pinsToGuides: true)
        let screen = try screenUnderTest(controller, host: Self.host).screen
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(controller.scrollView.contentOffset == .zero)
        screen.scrollWheel(dx: 0, dy: 3, shift: false, at: Point(x: 200, y: 300), now: 0)
        #expect(screen.isAnimating)
        for tick in 1...60 { screen.step(now: Double(tick) / 60) }
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 168))
        screen.scrollWheel(dx: 0, dy: 40, shift: false, at: Point(x: 200, y: 300), now: 2)
        for tick in 1...120 { screen.step(now: 2 + Double(tick) / 60) }
        // The end: 1102 of content in a view of 667.
        #expect(controller.scrollView.contentOffset == CGPoint(x: 0, y: 435))
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let green = UIColor.systemGreen.color.resolved(for: .light)
        let boxes = canvas.operations.compactMap { operation -> Rect? in
            guard case .fill(let rect, let color, _) = operation, color == green else { return nil }
            return rect
        }
        // The last box ends 16 above the content's end: at 1086 - 435 = 651 on screen.
        #expect(boxes.last == Rect(x: 16, y: 571, width: 343, height: 80), "\(boxes)")
    }

    @Test("code scrolls a shown list and a shelf in it: at once, animated (told when it rests), or to an item")
    func codeScrollsShownViews() throws {
        final class Watcher: NSObject, UIScrollViewDelegate {
            var ended = 0
            func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
        }
        let (controller, screen) = try shelvesScreen()
        let watcher = Watcher()
        controller.collectionView.delegate = watcher
        controller.collectionView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(screen.isAnimating)
        for tick in 1...60 { screen.step(now: Double(tick) / 60) }
        #expect(screen.mainOffset == 300)
        // The view's offset follows the engine's as each frame is drawn.
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(controller.collectionView.contentOffset == CGPoint(x: 0, y: 300))
        #expect(watcher.ended == 1)
        controller.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        screen.step(now: 2)
        #expect(screen.mainOffset == 120)
        controller.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: false)
        screen.step(now: 3)
        #expect(screen.mainOffset == 1100)
        #expect(watcher.ended == 1)
        // A shelf shown inside a row moves too.
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let shelf = try #require(controller.shelves[10])
        shelf.tiles.setContentOffset(CGPoint(x: 100, y: 0), animated: true)
        for tick in 1...60 { screen.step(now: 4 + Double(tick) / 60) }
        #expect(shelf.tiles.contentOffset == CGPoint(x: 100, y: 0))
    }
}
