import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A flow layout with `estimatedItemSize = automaticSize` fits its cells both ways, as UIKit's
/// does (both fitting priorities at `fittingSizeLevel`): a tag is as wide as its label and
/// padding, a label of many lines keeps to one line unless a constraint fixes the cell's width.
///
/// With `FixedWidthMeasurer` the 17-point headline is 8.5 points a character and 17 high.
@Suite @MainActor struct FlowSelfSizingWidthTests {
    final class TagCell: UICollectionViewCell {
        let label = UILabel()
        private var widthConstraint: NSLayoutConstraint?

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .headline)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        func configure(text: String, width: CGFloat?) {
            label.text = text
            widthConstraint?.isActive = false
            widthConstraint = width.map { contentView.widthAnchor.constraint(equalToConstant: $0) }
            widthConstraint?.isActive = true
        }
    }

    final class Tags: NSObjectLike, UICollectionViewDataSource {
        let words: [String]
        let pinnedWidth: CGFloat?
        let collectionView: UICollectionView

        init(words: [String], pinnedWidth: CGFloat? = nil) {
            self.words = words
            self.pinnedWidth = pinnedWidth
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            layout.minimumInteritemSpacing = 8
            layout.minimumLineSpacing = 8
            collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            super.init()
            collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
            collectionView.dataSource = self
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
            cell.configure(text: words[indexPath.item], width: pinnedWidth)
            return cell
        }

        func measuredFrames() throws -> [Rect] {
            let data = try #require(collectionView.contentDataSource)
            let screen = try CollectionScreen(layout: collectionView.collectionViewLayout.collectionViewLayout, dataSource: data,
                                              size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
            screen.measureVisible()
            return (0..<words.count).compactMap {
                screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: $0, section: 0), offsets: screen.offsets)?.frame
            }
        }
    }

    @Test("A tag is as wide as its label and padding, and the tags fill lines by those widths")
    func tagsAreAsWideAsTheirText() throws {
        let frames = try Tags(words: ["Swift", "Linux", "Collection", "UIKit"]).measuredFrames()
        // A label's intrinsic width is rounded up to a point, as UIKit's is: 5 × 8.5 = 42.5 → 43, + 24
        // = 67; "Collection" 85 + 24 = 109; 17 + 16 = 33 tall. 67 + 8 + 67 + 8 + 109 = 259 fits the
        // 288 between the insets, "UIKit" does not: it starts the second line.
        #expect(frames.map(\.width) == [67, 67, 109, 67])
        #expect(frames.map(\.height) == [33, 33, 33, 33])
        #expect(frames.map(\.minY) == [16, 16, 16, 57])
        #expect(frames[0].minX == 16)
        #expect(frames[3].minX == 16)
    }

    @Test("A cell whose width a constraint fixes wraps its label at that width and grows in height")
    func aPinnedWidthWrapsTheLabel() throws {
        let sentence = Array(repeating: "word", count: 12).joined(separator: " ")
        let frames = try Tags(words: [sentence, "Swift"], pinnedWidth: 288).measuredFrames()
        // 264 between the label's insets holds six "word"s (6 × 34 + 5 × 8.5 = 246.5; seven are
        // 289): twelve wrap to two lines of 17, plus 16 of padding.
        #expect(frames[0] == Rect(x: 16, y: 16, width: 288, height: 50))
        #expect(frames[1] == Rect(x: 16, y: 74, width: 288, height: 33))
    }

    @Test("A label of many lines in a cell of unfixed width stays on one line, as on iOS")
    func anUnfixedMultilineLabelKeepsOneLine() throws {
        let frames = try Tags(words: ["Body of a message that is longer than the screen is wide"]).measuredFrames()
        // 56 characters × 8.5 + 24: wider than the collection view, as UIKit makes it.
        #expect(frames == [Rect(x: 16, y: 16, width: 500, height: 33)])
    }
}
