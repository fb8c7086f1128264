import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Stack views of labels, each distribution and alignment, with frames worked out by hand:
/// with `FixedWidthMeasurer` "aaaa" is 34 wide, "bb" 17 and "cccccc" 51, each 17 high at 17 points.
@Suite @MainActor struct StackViewTests {
    let measurer = FixedWidthMeasurer()

    private func labels() -> [UILabel] {
        ["aaaa", "bb", "cccccc"].map { text in
            let label = UILabel()
            label.text = text
            return label
        }
    }

    private func row(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill,
                     width: CGFloat = 300) -> (UIStackView, [UILabel]) {
        let views = labels()
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: 50)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        TextMeasurement.measuring(with: measurer) { stack.layoutIfNeeded() }
        return (stack, views)
    }

    @Test("distributions", arguments: [
        // Views that hug alike: the first takes the room, as iOS draws it (bsw-content-configuration-list).
        (UIStackView.Distribution.fill, [CGRect(x: 0, y: 0, width: 212, height: 50), CGRect(x: 222, y: 0, width: 17, height: 50),
                                         CGRect(x: 249, y: 0, width: 51, height: 50)]),
        // 280 shared three ways: edges at 93.3, 103.3, 196.7 and 206.7, on the pixel grid.
        (.fillEqually, [CGRect(x: 0, y: 0, width: 93, height: 50), CGRect(x: 103, y: 0, width: 94, height: 50),
                        CGRect(x: 207, y: 0, width: 93, height: 50)]),
        // 280 in proportion to 34, 17 and 51: 93.3, 46.7 and 140.
        (.fillProportionally, [CGRect(x: 0, y: 0, width: 93, height: 50), CGRect(x: 103, y: 0, width: 47, height: 50),
                               CGRect(x: 160, y: 0, width: 140, height: 50)]),
        // 300 - 102 of text leaves two gaps of 99.
        (.equalSpacing, [CGRect(x: 0, y: 0, width: 34, height: 50), CGRect(x: 133, y: 0, width: 17, height: 50),
                         CGRect(x: 249, y: 0, width: 51, height: 50)]),
        // Centres at 17 and 274.5 put the middle one's at 145.75.
        (.equalCentering, [CGRect(x: 0, y: 0, width: 34, height: 50), CGRect(x: 137, y: 0, width: 17, height: 50),
                           CGRect(x: 249, y: 0, width: 51, height: 50)]),
    ])
    func distributions(_ distribution: UIStackView.Distribution, frames: [CGRect]) {
        let (_, views) = row(distribution)
        #expect(views.map(\.frame) == frames)
        #expect(views.allSatisfy { !$0.hasAmbiguousLayout })
    }

    @Test("alignments", arguments: [(UIStackView.Alignment.top, 0.0), (.center, 17.0), (.bottom, 33.0)])
    func alignments(_ alignment: UIStackView.Alignment, y: CGFloat) {
        let (_, views) = row(.fill, alignment: alignment)
        #expect(views.map(\.frame.minY) == [y, y, y])
        #expect(views.map(\.frame.height) == [17, 17, 17])
    }

    @Test("a hidden view leaves the arrangement") func aHiddenViewLeavesTheArrangement() {
        let (stack, views) = row(.fill)
        views[1].isHidden = true
        TextMeasurement.measuring(with: measurer) { stack.layoutIfNeeded() }
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 239, height: 50))
        #expect(views[2].frame == CGRect(x: 249, y: 0, width: 51, height: 50))
    }

    @Test("a column in its margins hugs its widest view") func aColumnInItsMarginsHugsItsWidestView() {
        let stack = UIStackView(arrangedSubviews: labels())
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 4
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        let size = TextMeasurement.measuring(with: measurer) { stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        #expect(size == CGSize(width: 67, height: 75))    // 51 + 16 wide; 3 × 17 + 2 × 4 + 16 high
        stack.frame = CGRect(origin: .zero, size: size)
        TextMeasurement.measuring(with: measurer) { stack.layoutIfNeeded() }
        #expect(stack.arrangedSubviews.map(\.frame) == [CGRect(x: 8, y: 8, width: 34, height: 17),
                                                       CGRect(x: 8, y: 29, width: 17, height: 17),
                                                       CGRect(x: 8, y: 50, width: 51, height: 17)])
    }

    @Test("custom spacing after one view") func customSpacingAfterOneView() {
        let views = labels()
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.setCustomSpacing(20, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 20)
        #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        let size = TextMeasurement.measuring(with: measurer) { stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        #expect(size == CGSize(width: 51, height: 71))
    }

    @Test("first baselines line up") func firstBaselinesLineUp() {
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        let stack = UIStackView(arrangedSubviews: [big, small])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        let size = TextMeasurement.measuring(with: measurer) { stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) }
        #expect(size == CGSize(width: 51 + 8 + 43, height: 34))
        stack.frame = CGRect(origin: .zero, size: size)
        TextMeasurement.measuring(with: measurer) { stack.layoutIfNeeded() }
        // Baselines at 27.2: the small label's top is 27.2 - 13.6 down.
        #expect(big.frame == CGRect(x: 0, y: 0, width: 51, height: 34))
        #expect(small.frame == CGRect(x: 59, y: 14, width: 43, height: 17))
    }
}
