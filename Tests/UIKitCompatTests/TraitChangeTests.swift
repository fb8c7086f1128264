import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// A change of traits on a shown screen reaches cells built from views as UIKit's does: labels
/// that adjust their fonts take the new text size, `traitCollectionDidChange` runs once a view,
/// `UIContentSizeCategory.didChangeNotification` is posted once, and rows are measured again.
/// With `FixedWidthMeasurer` a line is as tall as its font's size.
@Suite(.serialized) @MainActor struct TraitChangeTests {
    final class ArticleCell: UICollectionViewCell {
        let titleLabel = UILabel()
        let fixedLabel = UILabel()
        private(set) var traitChanges: [UIContentSizeCategory] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.font = .preferredFont(forTextStyle: .body)
            titleLabel.adjustsFontForContentSizeCategory = true
            fixedLabel.font = .preferredFont(forTextStyle: .body)
            let stack = UIStackView(arrangedSubviews: [titleLabel, fixedLabel])
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
                stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            traitChanges.append(traitCollection.preferredContentSizeCategory)
        }
    }

    final class Articles {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: ViewCellTests.listLayout())
        var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

        init() {
            let registration = UICollectionView.CellRegistration<ArticleCell, Int> { cell, _, item in
                cell.titleLabel.text = "Article \(item)"
                cell.fixedLabel.text = "Fixed"
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(Array(0..<40))
            dataSource.apply(snapshot, animatingDifferences: false)
        }
    }

    private func firstRowHeight(_ screen: CollectionScreen) throws -> Double {
        try #require(screen.layout.attributesForItem(at: CollectionLayout.IndexPath(item: 0, section: 0), offsets: screen.offsets)).frame.height
    }

    @Test("Ctrl+= as the window does it: a label that adjusts grows from 17 to 23 points, its row from 54 to 60, one notification")
    func textSizeReachesShownCells() throws {
        let articles = Articles()
        let screen = try CollectionScreen(layout: articles.collectionView.collectionViewLayout.collectionViewLayout,
                                          dataSource: articles.dataSource, size: Size(width: 320, height: 480), measurer: FixedWidthMeasurer())
        screen.measureVisible()
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        // Two 17-point lines and 10 above and below.
        #expect(try firstRowHeight(screen) == 54)
        final class Posted: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
        let posted = Posted()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            if let category = $0.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory { posted.categories.append(category) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        var traits = screen.host.traits
        traits.preferredContentSizeCategory = .extraExtraExtraLarge
        try screen.setTraits(traits)
        screen.draw(on: RecordingCanvas(), measurer: FixedWidthMeasurer())
        let cell = try #require(articles.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ArticleCell)
        #expect(cell.titleLabel.font.pointSize == 23)
        #expect(cell.fixedLabel.font.pointSize == 17, "a label that does not adjust keeps its font, as UIKit's")
        // 23 + 17 and 10 above and below.
        #expect(try firstRowHeight(screen) == 60)
        #expect(cell.traitChanges == [.extraExtraExtraLarge])
        #expect(posted.categories == [.extraExtraExtraLarge])
    }

    @Test("a font UIFontMetrics scaled follows the text size in a label that adjusts, up to its maximum")
    func scaledFontsFollow() {
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 30)
        label.show(with: Traits(preferredContentSizeCategory: .extraSmall))
        // title1 is 25 at extraSmall and 28 at Large: 20 × 25 / 28.
        #expect(abs(label.font.pointSize - 20 * 25 / 28) < 1e-9)
        label.show(with: Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        #expect(label.font.pointSize == 30)
    }

    @Test("a system button made the older way keeps its 15-point title at every text size unless its title label adjusts")
    func legacyButtonTitleFont() {
        let button = UIButton(type: .system)
        button.setTitle("Edit", for: .normal)
        let huge = LayoutHost(size: Size(width: 375, height: 667), traits: Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let measured = TextMeasurement.measuring(with: FixedWidthMeasurer()) {
            huge.solving { () -> CGSize in
                button.show(with: huge.traits)
                return button.intrinsicContentSize
            }
        }
        #expect(measured == CGSize(width: 30, height: 15))
        #expect(button.titleLabel?.font.pointSize == 15)

        let growing = UIButton(type: .system)
        growing.setTitle("Edit", for: .normal)
        growing.titleLabel?.font = .preferredFont(forTextStyle: .body)
        growing.titleLabel?.adjustsFontForContentSizeCategory = true
        let grown = TextMeasurement.measuring(with: FixedWidthMeasurer()) {
            huge.solving { () -> CGSize in
                growing.show(with: huge.traits)
                return growing.intrinsicContentSize
            }
        }
        #expect(grown == CGSize(width: 106, height: 53))
    }

    @Test("an empty content view paints its colour and corners: the commonest cell in snapshot tests")
    func emptyContentViewPaints() throws {
        final class SwatchCell: UICollectionViewCell {
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.backgroundColor = .systemBlue
                contentView.layer.cornerRadius = 10
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 80)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<SwatchCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2, 3])
        dataSource.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: dataSource, size: Size(width: 320, height: 480),
                                          measurer: FixedWidthMeasurer())
        let canvas = RecordingCanvas()
        screen.draw(on: canvas, measurer: FixedWidthMeasurer())
        #expect(canvas.operations.contains(.fill(Rect(x: 0, y: 0, width: 100, height: 80), UIColor.systemBlue.color.resolved(for: .light), radius: 10)))
    }
}
