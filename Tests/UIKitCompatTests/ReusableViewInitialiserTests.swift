import CollectionLayout
import CollectionView
import TestSupport
import Testing
import UIKitCompat

/// Cells and reusable views with initialisers of their own compile exactly as on iOS (no
/// initialiser UIKit does not have is required of them), and registrations make them through
/// their `init(frame:)`, as UIKit does.
@Suite @MainActor struct ReusableViewInitialiserTests {
    /// A header made by code with its text, as apps make one outside a registration.
    final class TitleView: UICollectionReusableView {
        let label = UILabel()

        init(text: String) {
            super.init(frame: .zero)
            label.text = text
            addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// A cell with a convenience initialiser, a stored property with a default, and its own
    /// reuse identifier.
    final class NoteCell: UICollectionViewCell {
        var note = "new"
        private(set) var madeByFrame = false

        override init(frame: CGRect) {
            super.init(frame: frame)
            madeByFrame = true
        }

        convenience init(note: String) {
            self.init(frame: .zero)
            self.note = note
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override var reuseIdentifier: String? { "NoteCell" }
    }

    @Test("a view with an init(text:) of its own is made directly; a registered cell through its own init(frame:), with its properties set")
    func initialisersOfTheirOwn() throws {
        #expect(TitleView(text: "Today").label.text == "Today")
        #expect(NoteCell(note: "later").note == "later")

        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<NoteCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: dataSource, size: Size(width: 320, height: 480),
                                          measurer: FixedWidthMeasurer())
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(type(of: cell) == NoteCell.self)
        let note = try #require(cell as? NoteCell)
        #expect(note.madeByFrame && note.note == "new" && note.reuseIdentifier == "NoteCell")
    }

    @Test("a class registered for an identifier is made through its init(frame:) and keeps the identifier it was dequeued with")
    func registeredClass() throws {
        final class PlainCell: UICollectionViewCell {
            let marker = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(marker)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Source: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "plain", for: indexPath)
            }
        }
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(PlainCell.self, forCellWithReuseIdentifier: "plain")
        let source = Source()
        collectionView.dataSource = source
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: try #require(collectionView.contentDataSource),
                                          size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? PlainCell)
        #expect(cell.reuseIdentifier == "plain" && cell.contentView.subviews.count == 1 && cell.contentView.subviews[0] === cell.marker)
    }
}
