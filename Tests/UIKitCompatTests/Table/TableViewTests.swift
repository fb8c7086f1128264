import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// `UITableView` and `UITableViewController` as apps write them: rows from a data source,
/// cells registered by class and built in code, heights fixed or self-sized, sections with
/// titles, selection heard in UIKit's order, the table's own header and footer views.
@Suite(.serialized) @MainActor struct TableViewTests {
    /// A 320x568 screen with a 20-point status bar: the configuration swift-snapshot-testing's
    /// own table test snapshots on (`.iPhoneSe`).
    static let host = LayoutHost(size: Size(width: 320, height: 568), safeAreaInsets: DirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0))

    private func frame(_ screen: CollectionScreen, _ row: Int, _ section: Int = 0) -> Rect? {
        screen.layout.attributesForItem(at: IndexPath(item: row, section: section), offsets: screen.offsets)?.frame
    }

    private func header(_ screen: CollectionScreen, _ section: Int) -> Rect? {
        screen.layout.attributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                        at: IndexPath(item: 0, section: section), offsets: screen.offsets)?.frame
    }

    @Test("a table view controller's default cells are 44-point rows under the status bar, found by every row method")
    func plainRows() throws {
        let controller = NumberedRowsController()
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        let tableView = try #require(controller.tableView)
        #expect(controller.view === tableView && tableView.style == .plain)
        #expect(tableView.dataSource === controller && tableView.delegate === controller)
        #expect((0..<10).map { frame(screen, $0) } == (0..<10).map { Rect(x: 0, y: Double($0) * 44, width: 320, height: 44) })
        #expect(screen.mainOffset == -20)
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(tableView.numberOfSections == 1 && tableView.numberOfRows(inSection: 0) == 10)
        let third = try #require(tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(third.textLabel?.text == "3" && third.detailTextLabel == nil && third.reuseIdentifier == "Cell")
        #expect(tableView.indexPath(for: third) == IndexPath(row: 3, section: 0))
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == (0..<10).map { "\($0)" })
        #expect(tableView.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 500)) == nil)
    }

    @Test("a registered subclass is made through its own init(style:reuseIdentifier:) and sized by its constraints")
    func subclassesBuiltInCode() throws {
        final class Blocks: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(BlockCell.self, forCellReuseIdentifier: "block")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "block", for: indexPath) as! BlockCell
                cell.height.constant = indexPath.row == 1 ? 120 : 80
                return cell
            }
        }
        let made = BlockCell.made
        let controller = Blocks(style: .plain)
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        #expect(BlockCell.made - made == 3)
        // The block, the content view's margins (11 above and below) and the separator's
        // hairline below them, a point at this host's 1x, as iOS adds it (adyen-list-grouped).
        #expect((0..<3).map { frame(screen, $0)?.height } == [103, 143, 103])
        let unseparated = Blocks(style: .plain)
        unseparated.loadViewIfNeeded()
        unseparated.tableView.separatorStyle = .none
        let (_, plain) = try screenUnderTest(unseparated, host: Self.host)
        plain.measureVisible()
        #expect((0..<3).map { frame(plain, $0)?.height } == [102, 142, 102])
        #expect(controller.tableView.dequeueReusableCell(withIdentifier: "unregistered") == nil)
    }

    @Test("rowHeight fixes every row; the delegate's heightForRowAt fixes one")
    func fixedHeights() throws {
        let source = SectionsSource()
        source.titles = [nil, nil, nil]
        source.rowHeights = [IndexPath(row: 1, section: 0): 100]
        let controller = SectionsController(style: .plain, source: source)
        controller.loadViewIfNeeded()
        controller.tableView.rowHeight = 60
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        #expect([frame(screen, 0), frame(screen, 1), frame(screen, 0, 1)].map { $0?.minY } == [0, 60, 160])
        #expect([frame(screen, 0), frame(screen, 1), frame(screen, 0, 1)].map { $0?.height } == [60, 100, 60])
    }

    @Test("sections show a header where the data source gives a title; grouped titles are capitals; a tiny height removes the gap")
    func sectionHeaders() throws {
        for style in [UITableView.Style.plain, .grouped] {
            let source = SectionsSource()
            let controller = SectionsController(style: style, source: source)
            let (_, screen) = try screenUnderTest(controller, host: Self.host)
            screen.measureVisible()
            #expect(header(screen, 0) != nil && header(screen, 1) == nil && header(screen, 2) != nil)
            let headerHeight = try #require(header(screen, 0)).height
            #expect(frame(screen, 0)?.minY == headerHeight)
            _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
            let title = try #require(controller.tableView.headerView(forSection: 0))
            #expect(title.shownListContent?.text == (style == .plain ? "General" : "GENERAL"))
        }
        // A height alone makes a grouped table's gap, and no header in a plain table.
        let untitled = SectionsSource()
        untitled.titles = [nil, nil, nil]
        for (style, headers) in [(UITableView.Style.plain, false), (.grouped, true)] {
            let controller = SectionsController(style: style, source: untitled)
            controller.loadViewIfNeeded()
            controller.tableView.sectionHeaderHeight = 28
            let (_, screen) = try screenUnderTest(controller, host: Self.host)
            screen.measureVisible()
            #expect((0..<3).map { header(screen, $0)?.height } == Array(repeating: headers ? 28 : nil, count: 3))
        }
        let source = SectionsSource()
        source.headerHeights = [0: .leastNormalMagnitude]
        let controller = SectionsController(style: .grouped, source: source)
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        #expect(header(screen, 0) == nil && frame(screen, 0)?.minY == 0)
    }

    @Test("a click selects in UIKit's order; willSelectRowAt returning nil refuses")
    func selection() throws {
        let source = SectionsSource()
        source.titles = [nil, nil, nil]
        source.refusedRows = [IndexPath(row: 2, section: 1)]
        let controller = SectionsController(style: .plain, source: source)
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        func click(_ row: Int, _ section: Int, at time: Double) {
            let rect = frame(screen, row, section)!
            let point = Point(x: 100, y: rect.midY - screen.mainOffset)
            screen.pointerPressed(at: point, time: time * 1000, now: time)
            screen.pointerReleased(at: point, time: time * 1000 + 50, now: time + 0.05)
        }
        click(0, 0, at: 1)
        click(1, 0, at: 2)
        click(2, 1, at: 3)
        #expect(source.heard == ["willSelect 0.0", "didSelect 0.0",
                                 "willSelect 0.1", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.1",
                                 "willSelect 1.2"])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        controller.tableView.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(controller.tableView.indexPathForSelectedRow == nil && source.heard.count == 7)
    }

    @Test("the cell styles' labels: none below in .default, a detail label in the others, drawn as the style's list content")
    func cellStyles() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: "a")
        #expect(plain.detailTextLabel == nil && plain.reuseIdentifier == "a" && plain.shownListContent == nil)
        plain.textLabel?.text = "Wi-Fi"
        plain.imageView?.image = UIImage(systemName: "wifi")
        plain.accessoryType = .checkmark
        #expect(plain.shownListContent?.text == "Wi-Fi" && plain.shownListContent?.image != nil)
        #expect(plain.shownAccessories == [.checkmark()])
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.textLabel?.text = "Version"
        value.detailTextLabel?.text = "18.2"
        value.detailTextLabel?.textColor = .systemRed
        #expect(value.shownListContent?.secondaryText == "18.2" && value.shownListContent?.secondaryTextProperties.color == .systemRed)
        #expect(value.shownListContent?.style == UIListContentConfiguration.valueCell().style)
        var configured = value.defaultContentConfiguration()
        configured.text = "Configured"
        value.contentConfiguration = configured
        #expect(value.shownListContent?.text == "Configured")
        value.selectionStyle = .none
        #expect(!value.showsSelection)
    }

    @Test("the table's header view lies above the rows at its frame's height, its footer view below them")
    func tableHeaderAndFooter() throws {
        let controller = NumberedRowsController()
        controller.rowCount = 2
        controller.loadViewIfNeeded()
        controller.tableView.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        controller.tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        #expect(frame(screen, 0)?.minY == 50 && frame(screen, 1)?.minY == 94)
        let footer = screen.layout.attributesForSupplementaryElement(ofKind: TableLayout.tableFooterKind, at: IndexPath(item: 0, section: -1),
                                                                    offsets: screen.offsets)?.frame
        #expect(footer == Rect(x: 0, y: 138, width: 320, height: 30))
    }

    @Test("rows deleted between beginUpdates and endUpdates go in one batch; the data source is the table's type")
    func updatesAndTypes() throws {
        let controller = NumberedRowsController()
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        let tableView = try #require(controller.tableView)
        controller.rowCount = 8
        tableView.beginUpdates()
        tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        tableView.beginUpdates()
        tableView.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
        tableView.endUpdates()
        #expect(tableView.numberOfRows(inSection: 0) == 10)
        tableView.endUpdates()
        screen.step(now: 10)
        #expect(tableView.numberOfRows(inSection: 0) == 8)
        let asTable: (any UITableViewDataSource)? = tableView.dataSource
        let asCollection: (any UICollectionViewDataSource)? = (tableView as UICollectionView).dataSource
        #expect(asTable === controller && asCollection is TableRowSource)
    }

    @Test("a diffable data source feeds the table: rows by identifier, a subclass's section titles, a new snapshot's rows")
    func diffableRows() throws {
        final class TitledSource: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
        }
        final class Fruit: UITableViewController {
            var source: TitledSource!
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
                source = TitledSource(tableView: tableView) { tableView, indexPath, name in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
                    cell.textLabel?.text = name
                    return cell
                }
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["Red", "Yellow"])
                snapshot.appendItems(["Apple", "Cherry"], toSection: "Red")
                snapshot.appendItems(["Banana"], toSection: "Yellow")
                source.apply(snapshot, animatingDifferences: false)
            }
        }
        let controller = Fruit(style: .plain)
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        let tableView = try #require(controller.tableView)
        #expect(tableView.dataSource === controller.source)
        #expect(header(screen, 0) != nil && header(screen, 1) != nil)
        let headerHeight = try #require(header(screen, 0)).height
        #expect([frame(screen, 0), frame(screen, 1), frame(screen, 0, 1)].map { $0?.minY } == [headerHeight, headerHeight + 44, 2 * headerHeight + 88])
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Cherry")
        #expect(controller.source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == "Banana")
        var snapshot = controller.source.snapshot()
        snapshot.deleteItems(["Apple"])
        controller.source.apply(snapshot, animatingDifferences: false)
        screen.step(now: 10)
        #expect(tableView.numberOfRows(inSection: 0) == 1 && controller.source.indexPath(for: "Cherry") == IndexPath(row: 0, section: 0))
    }

    @Test("deselectRow in didSelectRowAt leaves no row drawn selected; an accessory set on a cell on screen is drawn")
    func codeChangesRowsOnScreen() throws {
        final class Themes: UITableViewController {
            var chosen = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "theme")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "theme", for: indexPath)
                cell.textLabel?.text = ["Light", "Dark", "System"][indexPath.row]
                cell.accessoryType = indexPath.row == chosen ? .checkmark : .none
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                tableView.cellForRow(at: IndexPath(row: chosen, section: 0))?.accessoryType = .none
                tableView.cellForRow(at: indexPath)?.accessoryType = .checkmark
                tableView.cellForRow(at: indexPath)?.detailTextLabel?.text = "unused"
                tableView.cellForRow(at: indexPath)?.textLabel?.text = "Chosen"
                chosen = indexPath.row
            }
        }
        let controller = Themes(style: .plain)
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let point = Point(x: 100, y: 2 * 44 + 22 - screen.mainOffset)
        screen.pointerPressed(at: point, time: 1000, now: 1)
        screen.pointerReleased(at: point, time: 1050, now: 1.05)
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        #expect(screen.selection == nil && controller.tableView.indexPathForSelectedRow == nil)
        let data = try #require(controller.tableView.contentDataSource)
        let rows = Self.host.solving { (0..<3).map { data.content(forItemAt: IndexPath(item: $0, section: 0)) } }
        #expect(rows.map { $0.accessory != nil } == [false, false, true])
        // Drawn from the same cell, not asked of the data source again: the text its code set stays.
        #expect(rows[2].labels.map(\.text) == ["Chosen"])
    }

    @Test("row actions of the iOS 8 form are the trailing swipe actions when no configuration is given; clicking one runs its handler")
    func rowActions() throws {
        final class Inbox: UITableViewController {
            var archived: [IndexPath] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
                let archive = UITableViewRowAction(style: .normal, title: "Archive") { [weak self] _, indexPath in
                    self?.archived.append(indexPath)
                }
                archive.backgroundColor = .systemBlue
                return [archive, UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }]
            }
        }
        let inbox = Inbox(style: .plain)
        let tableView = try #require(Self.host.solving { inbox.tableView })
        let layout = try #require(tableView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: Size(width: 320, height: 568)))
        let provider = try #require(Self.host.solving { layout.compositionalLayout.sectionProvider(0, environment)?.listConfiguration?.trailingSwipeActions })
        let configuration = try #require(provider(IndexPath(item: 1, section: 0)))
        #expect(configuration.actions.map(\.title) == ["Archive", "Delete"])
        #expect(configuration.actions.map(\.style) == [.normal, .destructive])
        configuration.actions[0].perform { _ in }
        #expect(inbox.archived == [IndexPath(row: 1, section: 0)])
    }

    @Test("a cell's layoutSubviews that rounds an avatar by its height sees the avatar's frame, as UIKit's later passes give it")
    func avatarRoundedInLayoutSubviews() throws {
        final class PersonCell: UITableViewCell {
            let avatar = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                avatar.translatesAutoresizingMaskIntoConstraints = false
                avatar.backgroundColor = .systemTeal
                contentView.addSubview(avatar)
                NSLayoutConstraint.activate([
                    avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
                    avatar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    avatar.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    avatar.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func layoutSubviews() {
                super.layoutSubviews()
                avatar.layer.cornerRadius = avatar.bounds.height / 2
            }
        }
        final class People: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(PersonCell.self, forCellReuseIdentifier: "person")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
            }
        }
        let people = People(style: .plain)
        let (_, screen) = try screenUnderTest(people, host: Self.host)
        screen.measureVisible()
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let cells = people.tableView.visibleCells.compactMap { $0 as? PersonCell }
        #expect(cells.count == 2 && cells.allSatisfy { $0.avatar.layer.cornerRadius == 20 })
    }

    @Test("a grouped table closes each section with full-width hairlines above its first row and below its last; rows between are inset")
    func groupedSectionHairlines() throws {
        let source = SectionsSource()
        source.titles = [nil, nil, nil]
        let controller = SectionsController(style: .grouped, source: source)
        let (_, screen) = try screenUnderTest(controller, host: Self.host)
        screen.measureVisible()
        let separators = screen.layout.elements(in: Rect(x: 0, y: -100, width: 320, height: 1000), offsets: screen.offsets)
            .filter { $0.category == .decoration && ($0.elementKind ?? "").hasPrefix(ListConfiguration.separatorElementKind) }
        func line(_ kind: String, _ row: Int, _ section: Int) -> Rect? {
            separators.first { $0.elementKind == kind && $0.indexPath == IndexPath(item: row, section: section) }?.frame
        }
        let top = ListConfiguration.topSeparatorElementKind, bottom = ListConfiguration.separatorElementKind
        // The second section's three rows: a full-width line above the first and below the last.
        #expect(line(top, 0, 1).map { [$0.minX, $0.width] } == [0, 320])
        #expect(line(bottom, 2, 1).map { [$0.minX, $0.width] } == [0, 320])
        #expect(line(bottom, 0, 1).map { $0.minX } == 16)
        #expect(line(top, 1, 1) == nil)
    }

    @Test("rows and headers line up with the table's margins: 16 points in at 390 wide, 20 at 393 (iOS's pictures); a header's own sides are the table's; a cell's own margins are kept",
          arguments: [(390.0, 16.0), (393.0, 20.0)])
    func rowsFollowTheTableMargins(width: Double, margin: CGFloat) throws {
        final class MarkedCell: UITableViewCell {
            let marker = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                if reuseIdentifier == "own" {
                    contentView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30)
                }
                marker.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(marker)
                NSLayoutConstraint.activate([
                    marker.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                    marker.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                    marker.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                    marker.heightAnchor.constraint(equalToConstant: 20),
                    contentView.layoutMarginsGuide.bottomAnchor.constraint(equalTo: marker.bottomAnchor),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class BandHeader: UITableViewHeaderFooterView {
            let band = UIView()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
                band.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(band)
                NSLayoutConstraint.activate([
                    band.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
                    band.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
                    band.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
                    band.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                    band.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Marked: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(MarkedCell.self, forCellReuseIdentifier: "marked")
                tableView.register(MarkedCell.self, forCellReuseIdentifier: "own")
                tableView.register(BandHeader.self, forHeaderFooterViewReuseIdentifier: "band")
                tableView.estimatedRowHeight = 44
                tableView.sectionHeaderHeight = UITableView.automaticDimension
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: indexPath.row == 0 ? "marked" : "own", for: indexPath)
            }
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                tableView.dequeueReusableHeaderFooterView(withIdentifier: "band")
            }
        }
        let controller = Marked(style: .grouped)
        let host = LayoutHost(size: Size(width: width, height: 844))
        let (_, screen) = try screenUnderTest(controller, host: host)
        screen.measureVisible()
        _ = screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let cells = controller.tableView.visibleCells.compactMap { $0 as? MarkedCell }
        #expect(controller.tableView.layoutMargins.left == margin)
        #expect(cells.count == 2)
        #expect(cells.first?.marker.frame == CGRect(x: margin, y: 11, width: CGFloat(width) - 2 * margin, height: 20))
        #expect(cells.last?.marker.frame == CGRect(x: 30, y: 4, width: CGFloat(width) - 60, height: 20))
        let header = try #require(controller.tableView.headerView(forSection: 0) as? BandHeader)
        #expect(header.layoutMargins.left == margin && header.layoutMargins.top == 8)
        #expect(header.band.frame.minX == margin && header.band.frame.width == CGFloat(width) - 2 * margin)
    }

    @Test("a view's layer opacity is its alpha, as in UIKit, where they are one value; a layer of its own keeps its own")
    func layerOpacityIsAlpha() {
        let view = UIView()
        view.layer.opacity = 0.38
        #expect(abs(view.alpha - 0.38) < 1e-6)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        let layer = CALayer()
        layer.opacity = 0.25
        #expect(layer.opacity == 0.25)
    }
}
