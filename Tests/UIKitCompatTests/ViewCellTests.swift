import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A contact cell as an iOS app writes one: built in code in `init(frame:)`, an avatar and a
/// stack of two labels held by constraints to the content view's margins, self-sizing through
/// them, registered and dequeued, and reused as it leaves the screen.
///
/// With `FixedWidthMeasurer` the 17-point headline is 8.5 a character and 17 high (ascent 13.6),
/// the 15-point subheadline 7.5 and 15 high.
@Suite @MainActor struct ViewCellTests {
    final class ContactCell: UICollectionViewCell {
        static let reuseIdentifier = "ContactCell"
        let avatar = UIView()
        let nameLabel = UILabel()
        let detailLabel = UILabel()
        private let stack: UIStackView
        private(set) var reuseCount = 0

        override init(frame: CGRect) {
            stack = UIStackView(arrangedSubviews: [nameLabel, detailLabel])
            super.init(frame: frame)
            stack.axis = .vertical
            stack.spacing = 2
            nameLabel.font = .preferredFont(forTextStyle: .headline)
            detailLabel.font = .preferredFont(forTextStyle: .subheadline)
            detailLabel.numberOfLines = 0
            avatar.backgroundColor = .systemBlue
            avatar.layer.cornerRadius = 20
            for view in [avatar, stack] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                avatar.widthAnchor.constraint(equalToConstant: 40),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                avatar.topAnchor.constraint(greaterThanOrEqualTo: contentView.layoutMarginsGuide.topAnchor),
                avatar.bottomAnchor.constraint(lessThanOrEqualTo: contentView.layoutMarginsGuide.bottomAnchor),
                stack.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
                stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
                stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuseCount += 1
            detailLabel.text = nil
        }

        func configure(name: String, detail: String) {
            nameLabel.text = name
            detailLabel.text = detail
        }
    }

    /// "word" twelve times wraps after six words at the stack's 252 points: two lines.
    nonisolated static let longDetail = Array(repeating: "word", count: 12).joined(separator: " ")

    nonisolated static func detail(_ item: Int) -> String { item % 2 == 0 ? "Analyst" : longDetail }

    nonisolated static func listLayout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [item])))
    }

    final class Contacts {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: listLayout())
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init(count: Int) {
            let registration = UICollectionView.CellRegistration<ContactCell, Int> { cell, _, item in
                cell.configure(name: "Ada Lovelace", detail: ViewCellTests.detail(item))
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<count))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    private func screen(_ contacts: Contacts) throws -> CollectionScreen {
        try CollectionScreen(layout: contacts.collectionView.collectionViewLayout.collectionViewLayout,
                             dataSource: contacts.dataSource, size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
    }

    @Test("cells size themselves through their constraints") func cellsSizeThemselvesThroughTheirConstraints() throws {
        let contacts = Contacts(count: 20)
        let screen = try screen(contacts)
        screen.measureVisible()
        let frames = (0..<3).compactMap {
            screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: $0, section: 0), offsets: screen.offsets)?.frame
        }
        // 40 of avatar beats 34 of labels: 56 with the margins; two lines of detail make the labels 49: 65.
        #expect(frames == [Rect(x: 0, y: 0, width: 320, height: 56), Rect(x: 0, y: 56, width: 320, height: 65),
                           Rect(x: 0, y: 121, width: 320, height: 56)])
    }

    @Test("a drawn cell is laid out at its frame") func aDrawnCellIsLaidOutAtItsFrame() throws {
        let contacts = Contacts(count: 20)
        let screen = try screen(contacts)
        screen.measureVisible()
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        let names = canvas.placedTexts.filter { $0.text == "Ada Lovelace" }
        // The stack starts 8 + 40 + 12 in. In the first cell the stack has 6 points more than its
        // labels want, and the name (first of labels that hug alike) takes them: its line is centred
        // 3 lower, its baseline 8 + 3 + 13.6 below the cell's top. The second cell's labels fill it.
        #expect(names.prefix(2).map(\.x) == [60, 60])
        #expect(names.prefix(2).map(\.baseline) == [24.6, 56 + 21.6])
        #expect(canvas.operations.contains(.fill(Rect(x: 8, y: 8, width: 40, height: 40), UIColor.systemBlue.color.resolved(for: .light), radius: 20)))
        let cell = try #require(contacts.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ContactCell)
        #expect(cell.detailLabel.frame == CGRect(x: 0, y: 19, width: 252, height: 30))
        #expect(cell.avatar.frame == CGRect(x: 8, y: 13, width: 40, height: 40))   // centred at 32.5, on the pixel grid
        #expect(cell.frame.size == CGSize(width: 320, height: 65))
    }

    @Test("cells are reused while A million items scroll by") func cellsAreReusedWhileAMillionItemsScrollBy() throws {
        let contacts = Contacts(count: 1_000_000)
        let screen = try screen(contacts)
        let canvas = RecordingCanvas()
        var offset = 0.0
        let reuse = contacts.collectionView.reuse
        var madeAfterFirstScreens = 0
        for step in 0..<400 {
            screen.measureVisible()
            screen.draw(on: canvas, measurer: FixedWidthMeasurer())
            canvas.clear()
            offset += 37
            screen.setMainOffset(offset)
            if step == 50 { madeAfterFirstScreens = reuse.made }
        }
        // Ten rows fit on screen; the measuring pass sizes rows in a margin around it too. After
        // the first screens no cell is made: every one comes from the reuse queue.
        #expect(reuse.made <= 20, "\(reuse.made) cells made")
        #expect(reuse.made == madeAfterFirstScreens)
        #expect(contacts.collectionView.visibleCells.count <= 10)
        let reused = contacts.collectionView.visibleCells.map { ($0 as! ContactCell).reuseCount }.reduce(0, +)
        #expect(reused > 100)
    }

    /// A data source of its own, with a class registered for an identifier, as pre-iOS 13 code writes it.
    final class OwnDataSource: NSObjectLike, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ContactCell.reuseIdentifier, for: indexPath) as! ContactCell
            cell.configure(name: "Ada Lovelace", detail: ViewCellTests.detail(indexPath.item))
            return cell
        }
    }

    @Test("a data source of its own dequeues registered cells") func aDataSourceOfItsOwnDequeuesRegisteredCells() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: Self.listLayout())
        collectionView.register(ContactCell.self, forCellWithReuseIdentifier: ContactCell.reuseIdentifier)
        let source = OwnDataSource()
        collectionView.dataSource = source
        let data = try #require(collectionView.contentDataSource)
        #expect(data.numberOfItems(inSection: 0) == 30)
        let screen = try CollectionScreen(layout: collectionView.collectionViewLayout.collectionViewLayout, dataSource: data,
                                          size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
        screen.measureVisible()
        #expect(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 1, section: 0), offsets: screen.offsets)?.frame.height == 65)
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(canvas.texts.filter { $0 == "Ada Lovelace" }.count >= 8)
    }
}

/// Stands in for `NSObject` as the superclass iOS data sources have.
class NSObjectLike {}

extension ViewCellTests {
    /// A cell whose badge has no vertical position and whose title has two widths: the view tree
    /// marks the first ambiguous and the second unsatisfiable, and the inspector outlines them in
    /// the warning colour with "?" and "!".
    final class FaultyCell: UICollectionViewCell {
        let badge = UIView()
        let title = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [badge, title] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            title.text = "Title"
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                badge.widthAnchor.constraint(equalToConstant: 10),
                badge.heightAnchor.constraint(equalToConstant: 10),
                title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
                title.topAnchor.constraint(equalTo: contentView.topAnchor),
                title.widthAnchor.constraint(equalToConstant: 100),
                title.widthAnchor.constraint(equalToConstant: 120),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test("ambiguous and broken views are marked") func ambiguousAndBrokenViewsAreMarked() throws {
        let saved = ConsoleLog.write
        ConsoleLog.write = { _ in }
        defer { ConsoleLog.write = saved }
        let cell = FaultyCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let drawing = ReusableViewDrawing(view: cell, indexPath: IndexPath(item: 0, section: 0), elementKind: nil)
        let tree = try #require(drawing.viewTree(at: Rect(x: 0, y: 100, width: 320, height: 44), measurer: FixedWidthMeasurer()))
        #expect(tree.frame == Rect(x: 0, y: 100, width: 320, height: 44))
        let views = tree.subviews[0].subviews
        #expect(views.map(\.className) == ["UIView", "UILabel"])
        #expect(views[0].isAmbiguous && !views[0].isUnsatisfiable)
        #expect(views[1].isUnsatisfiable && views[1].text == "Title")
        #expect(tree.json.contains(#""ambiguous": true"#) && tree.json.contains(#""unsatisfiable": true"#))
        let canvas = RecordingCanvas()
        InspectorOverlay(canvas: canvas, measurer: FixedWidthMeasurer()).drawViews(of: tree, at: Point(x: 0, y: 0))
        #expect(canvas.texts == ["?", "!"])
        let warning = InspectorPalette.ambiguousView.resolved(for: .light)
        #expect(canvas.operations.filter { if case .stroke(_, let color, _, _) = $0 { return color == warning } else { return false } }.count == 2)
    }
}
