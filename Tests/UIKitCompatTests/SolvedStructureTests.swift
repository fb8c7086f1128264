import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A new cell whose constraints have the shape of one solved before starts from a copy of that
/// tableau: it must be sized and laid out exactly as a cell solved from nothing. Serialized:
/// one test forgets the kept tableaux.
@Suite(.serialized) @MainActor struct SolvedStructureTests {
    let measurer = FixedWidthMeasurer()

    /// A contact row as apps build one in code: an avatar, a name and a wrapping note, pinned
    /// to the layout margins. Its odd insets keep its shape apart from every other test's.
    final class ContactRow: UIView {
        let avatar = UIView(), name = UILabel(), note = UILabel()

        init(name text: String, note detail: String, extraConstraint: Bool = false) {
            super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 44))
            for view in [avatar, name, note] {
                view.translatesAutoresizingMaskIntoConstraints = false
                addSubview(view)
            }
            name.text = text
            note.text = detail
            note.numberOfLines = 0
            let margins = layoutMarginsGuide
            NSLayoutConstraint.activate([
                avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                avatar.topAnchor.constraint(equalTo: margins.topAnchor, constant: 1.25),
                avatar.widthAnchor.constraint(equalToConstant: 37.5),
                avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                avatar.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
                name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 11.75),
                name.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
                name.topAnchor.constraint(equalTo: margins.topAnchor),
                note.leadingAnchor.constraint(equalTo: name.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                note.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2.25),
                note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
            if extraConstraint { name.heightAnchor.constraint(greaterThanOrEqualToConstant: 20.5).isActive = true }
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    /// The row's fitting size at a required width of 393, then its subviews' frames at that size.
    private func measured(_ row: ContactRow) -> (size: CGSize, frames: [CGRect], copied: Bool) {
        TextMeasurement.measuring(with: measurer) {
            let size = row.systemLayoutSizeFitting(CGSize(width: 393, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel)
            let copied = row.rootEngine?.startedFromCopy ?? false
            row.frame = CGRect(origin: .zero, size: size)
            row.layoutIfNeeded()
            return (size, [row.avatar.frame, row.name.frame, row.note.frame], copied)
        }
    }

    @Test("a second row of one shape starts from a copy of the first's tableau, and is sized and laid out exactly as a row solved from nothing")
    func copiedTableauMatchesFreshSolve() {
        SolvedStructure.forgetAll()
        let note = "Met at the conference in Lisbon; owes me a coffee and the slides"
        let fresh = measured(ContactRow(name: "Ana Lima", note: note))
        #expect(!fresh.copied)
        let copied = measured(ContactRow(name: "Ana Lima", note: note))
        #expect(copied.copied)
        #expect(copied.size == fresh.size)
        #expect(copied.frames == fresh.frames)
        // 8 + 17 + 2.25 + 17 × 2 lines + 8 = 69.25: the note wraps at 393 − 8 − 8 − 37.5 − 11.75 = 327.75
        // (a view's default margins are 8); frames are on the pixel grid at 1x.
        #expect(fresh.size == CGSize(width: 393, height: 69.25))
        #expect(fresh.frames[2] == CGRect(x: 57, y: 27, width: 328, height: 34))

        // Another text is only other values for the copy's edit variables.
        let other = measured(ContactRow(name: "Bo", note: "Short"))
        #expect(other.copied)
        SolvedStructure.forgetAll()
        let otherFresh = measured(ContactRow(name: "Bo", note: "Short"))
        #expect(!otherFresh.copied)
        #expect(other.size == otherFresh.size && other.frames == otherFresh.frames)
        // The avatar holds the row open: 8 + 1.25 + 37.5 + 8.
        #expect(other.size == CGSize(width: 393, height: 54.75))
    }

    @Test("a row with one constraint more has another shape and is solved from nothing")
    func anotherShapeIsSolvedFromNothing() {
        _ = measured(ContactRow(name: "Ana", note: "A note"))
        let different = measured(ContactRow(name: "Ana", note: "A note", extraConstraint: true))
        #expect(!different.copied)
        #expect(measured(ContactRow(name: "Cy", note: "Another", extraConstraint: true)).copied)
    }

    /// A column of 90 boxes, each pinned by three constraints: a screen-sized tree.
    private func column() -> (UIView, copied: Bool) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        var above = root.topAnchor
        for _ in 0..<90 {
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: above, constant: 1.5),
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3.25),
                box.heightAnchor.constraint(equalToConstant: 9.5),
            ])
            above = box.bottomAnchor
        }
        TextMeasurement.measuring(with: measurer) { root.layoutIfNeeded() }
        return (root, root.rootEngine?.startedFromCopy ?? false)
    }

    @Test("a tree of more constraints than a cell has (270 and more) is not kept: the next one like it is solved from nothing")
    func largeTreesAreNotKept() {
        #expect(!column().copied)
        let (second, copied) = column()
        #expect(!copied)
        #expect(second.subviews.count == 90)
    }
}
