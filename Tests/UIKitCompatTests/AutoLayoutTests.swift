import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// Views laid out by constraints written as iOS code writes them, with exact frames worked out
/// by hand. Text is measured by `FixedWidthMeasurer`: a 17-point character is 8.5 wide and a
/// line 17 high (ascent 13.6).
@Suite @MainActor struct AutoLayoutTests {
    let measurer = FixedWidthMeasurer()

    private func laidOut(_ view: UIView) {
        TextMeasurement.measuring(with: measurer) { view.layoutIfNeeded() }
    }

    private func label(_ text: String, lines: Int = 1) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.translatesAutoresizingMaskIntoConstraints = false
        return label
    }

    @Test("pinned edges and A height") func pinnedEdgesAndAHeight() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            box.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            box.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        laidOut(container)
        #expect(box.frame == CGRect(x: 16, y: 8, width: 288, height: 44))
        #expect(!box.hasAmbiguousLayout)
        #expect(container.constraints.count == 3)
        #expect(box.constraints.count == 1)
    }

    @Test("leading is the right edge right to left") func leadingIsTheRightEdgeRightToLeft() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: container.topAnchor),
            box.heightAnchor.constraint(equalTo: container.heightAnchor, multiplier: 0.5),
        ])
        laidOut(container)
        #expect(box.frame == CGRect(x: 204, y: 0, width: 100, height: 50))
    }

    @Test("a collection view pinned leading and trailing in a right-to-left screen fills it, and its leading constant runs from the right")
    func collectionViewPinnedRightToLeft() {
        let host = LayoutHost(size: Size(width: 375, height: 667), traits: Traits(layoutDirection: .rightToLeft))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        let pager = UICollectionView(frame: .zero, collectionViewLayout: layout)
        let inset = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        for view in [pager, inset] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            pager.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            pager.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            pager.topAnchor.constraint(equalTo: container.topAnchor),
            pager.heightAnchor.constraint(equalToConstant: 300),
            inset.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            inset.widthAnchor.constraint(equalToConstant: 100),
            inset.topAnchor.constraint(equalTo: pager.bottomAnchor),
            inset.heightAnchor.constraint(equalToConstant: 100),
        ])
        host.solving { laidOut(container) }
        #expect(pager.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
        #expect(inset.frame == CGRect(x: 255, y: 300, width: 100, height: 100))
    }

    @Test("a labels intrinsic size is its text") func aLabelsIntrinsicSizeIsItsText() {
        let hello = label("Hello")
        TextMeasurement.measuring(with: measurer) {
            #expect(hello.intrinsicContentSize == CGSize(width: 43, height: 17))   // 42.5 rounded up to the pixel
            #expect(hello.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 43, height: 17))
            hello.text = nil
            #expect(hello.intrinsicContentSize == .zero)
        }
    }

    /// A cell's content as iOS code builds it: a wrapping label pinned to the layout margins,
    /// sized at a required width with a fitting height.
    @Test("a wrapping label sizes its container") func aWrappingLabelSizesItsContainer() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let title = label("aaaa bbbb cccc", lines: 0)
        content.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
        ])
        let size = TextMeasurement.measuring(with: measurer) {
            content.systemLayoutSizeFitting(CGSize(width: 100, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel)
        }
        // 84 points between the margins hold "aaaa bbbb" (76.5), not the third word: two lines of 17.
        #expect(size == CGSize(width: 100, height: 50))
        #expect(content.frame.size == CGSize(width: 100, height: 44))
        // Laid out at 44 high, the label keeps its two lines and is squeezed by the required edges.
        laidOut(content)
        #expect(title.frame == CGRect(x: 8, y: 8, width: 84, height: 28))
    }

    @Test("the view that hugs less stretches") func theViewThatHugsLessStretches() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        let name = label("aaaa"), value = label("bbbbbbbb")
        row.addSubview(name)
        row.addSubview(value)
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            name.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        laidOut(row)
        #expect(name.frame == CGRect(x: 0, y: 12, width: 34, height: 17))     // 40/2 - 17/2 = 11.5, on the pixel grid: 12
        #expect(value.frame == CGRect(x: 42, y: 12, width: 158, height: 17))
        #expect(!name.hasAmbiguousLayout && !value.hasAmbiguousLayout)
    }

    @Test("the view that resists less is squeezed") func theViewThatResistsLessIsSqueezed() {
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 17))
        let name = label("aaaa"), value = label("bbbbbbbb")
        row.addSubview(name)
        row.addSubview(value)
        name.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: row.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor),
            name.topAnchor.constraint(equalTo: row.topAnchor),
            value.topAnchor.constraint(equalTo: row.topAnchor),
        ])
        laidOut(row)
        #expect(name.frame.width == 34)
        #expect(value.frame == CGRect(x: 42, y: 0, width: 18, height: 17))
    }

    @Test("a required conflict is broken and said as UIKit says it") func aRequiredConflictIsBrokenAndSaidAsUIKitSaysIt() {
        var said: [String] = []
        let saved = ConsoleLog.write
        ConsoleLog.write = { said.append($0) }
        defer { ConsoleLog.write = saved }
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "too-wide"
        NSLayoutConstraint.activate([narrow, wide, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: container.topAnchor)])
        laidOut(container)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(said.count == 1)
        let message = said.first ?? ""
        #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints."))
        #expect(message.contains("Will attempt to recover by breaking constraint \n<NSLayoutConstraint:"))
        #expect(message.hasSuffix("'too-wide' UIView:\(NSLayoutConstraint.address(of: box)).width == 200   (active)>"))
        #expect(container.rootView.layoutEngine.broken.map(\.identifier) == ["too-wide"])
    }

    @Test("a view without A width is ambiguous") func aViewWithoutAWidthIsAmbiguous() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        NSLayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: container.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        laidOut(container)
        #expect(box.hasAmbiguousLayout)
        box.widthAnchor.constraint(equalToConstant: 30).isActive = true
        laidOut(container)
        #expect(!box.hasAmbiguousLayout)
        #expect(box.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    }

    /// A view placed by its frame anchors one placed by constraints; a layoutSubviews override
    /// that calls super and then moves a view by hand keeps both.
    final class BadgeView: UIView {
        let dot = UIView()
        let caption = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(dot)
            caption.translatesAutoresizingMaskIntoConstraints = false
            caption.text = "aa"
            addSubview(caption)
            NSLayoutConstraint.activate([
                caption.leadingAnchor.constraint(equalTo: dot.trailingAnchor, constant: 8),
                caption.centerYAnchor.constraint(equalTo: dot.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            dot.frame = CGRect(x: 10, y: bounds.height - 30, width: 20, height: 20)
        }
    }

    @Test("frames and constraints together") func framesAndConstraintsTogether() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        laidOut(badge)
        #expect(badge.dot.frame == CGRect(x: 10, y: 70, width: 20, height: 20))
        #expect(badge.caption.frame == CGRect(x: 38, y: 72, width: 17, height: 17))   // centre 80 - 8.5, on the pixel grid
        badge.frame.size.height = 60
        laidOut(badge)
        #expect(badge.dot.frame.minY == 30)
        #expect(badge.caption.frame.minY == 32)
    }

    @Test("a guide spaces two views") func aGuideSpacesTwoViews() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let left = UIView(), right = UIView()
        let gap = UILayoutGuide()
        container.addLayoutGuide(gap)
        for view in [left, right] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: container.topAnchor),
                                         view.bottomAnchor.constraint(equalTo: container.bottomAnchor),
                                         view.widthAnchor.constraint(equalToConstant: 60)])
        }
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            gap.leadingAnchor.constraint(equalTo: left.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: right.leadingAnchor),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        laidOut(container)
        #expect(right.frame == CGRect(x: 240, y: 0, width: 60, height: 50))
        #expect(gap.layoutFrame.minX == 60)
        #expect(gap.layoutFrame.width == 180)
    }

    @Test("the readable content guide is centred at its width") func theReadableContentGuideIsCentredAtItsWidth() {
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 50))
        wide.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: wide.topAnchor),
            text.bottomAnchor.constraint(equalTo: wide.bottomAnchor),
        ])
        laidOut(wide)
        #expect(text.frame == CGRect(x: 164, y: 0, width: 672, height: 50))   // 20 + (960 - 672) / 2
        wide.frame.size.width = 320
        laidOut(wide)
        #expect(text.frame == CGRect(x: 20, y: 0, width: 280, height: 50))
    }

    @Test("margin attributes of the item initialiser") func marginAttributesOfTheItemInitialiser() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 12, bottom: 10, trailing: 14)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        container.addConstraints([
            NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                               multiplier: 1, constant: 0),
            NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: 30),
        ])
        laidOut(container)
        #expect(box.frame == CGRect(x: 12, y: 10, width: 174, height: 30))
    }

    @Test("deactivating and changing A constant") func deactivatingAndChangingAConstant() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([width, box.heightAnchor.constraint(equalToConstant: 10),
                                     box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: container.topAnchor)])
        laidOut(container)
        #expect(box.frame.width == 50)
        width.constant = 70
        laidOut(container)
        #expect(box.frame.width == 70)
        width.isActive = false
        box.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: 5).isActive = true
        laidOut(container)
        #expect(box.frame.width == 105)
        box.removeFromSuperview()
        #expect(container.constraints.isEmpty)
    }
}
