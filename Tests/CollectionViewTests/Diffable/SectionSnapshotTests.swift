import CollectionView
import Testing

/// The outline of a section snapshot, method by method, against UIKit's documented behaviour.
@Suite struct SectionSnapshotTests {
    typealias Outline = DiffableDataSourceSectionSnapshot<String>

    /// fruit ─ apple ─ (braeburn, cox); pear   veg ─ leek
    static func sample() -> Outline {
        var outline = Outline()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        outline.append(["braeburn", "cox"], to: "apple")
        outline.append(["leek"], to: "veg")
        return outline
    }

    @Test("items are depth first with levels and parents") func itemsAreDepthFirstWithLevelsAndParents() {
        let outline = Self.sample()
        #expect(outline.items == ["fruit", "apple", "braeburn", "cox", "pear", "veg", "leek"])
        #expect(outline.rootItems == ["fruit", "veg"])
        #expect(outline.items.map(outline.level(of:)) == [0, 1, 2, 2, 1, 0, 1])
        #expect(outline.items.map(outline.parent(of:)) == [nil, "fruit", "apple", "apple", "fruit", nil, "veg"])
        #expect(outline.parent(of: "missing") == nil)
        #expect(outline.index(of: "pear") == 4)
        #expect(outline.index(of: "missing") == nil)
        #expect(outline.contains("cox") && !outline.contains("kale"))
    }

    /// Items start collapsed; only expanded parents show their children, and a child of an
    /// expanded parent stays hidden while a grandparent is collapsed.
    @Test("visible items follow expansion", arguments: [
        ([String](), ["fruit", "veg"]),
        (["fruit"], ["fruit", "apple", "pear", "veg"]),
        (["fruit", "apple"], ["fruit", "apple", "braeburn", "cox", "pear", "veg"]),
        (["apple"], ["fruit", "veg"]),
        (["apple", "veg"], ["fruit", "veg", "leek"]),
        (["fruit", "apple", "veg"], ["fruit", "apple", "braeburn", "cox", "pear", "veg", "leek"]),
    ])
    func visibleItemsFollowExpansion(expanded: [String], visible: [String]) {
        var outline = Self.sample()
        outline.expand(expanded)
        #expect(outline.visibleItems == visible)
        #expect(outline.items.filter(outline.isVisible) == visible)
        #expect(outline.items.filter(outline.isExpanded) == outline.items.filter(expanded.contains))
    }

    @Test("collapse hides the subtree again and keeps inner expansion") func collapseHidesTheSubtreeAgainAndKeepsInnerExpansion() {
        var outline = Self.sample()
        outline.expand(["fruit", "apple"])
        outline.collapse(["fruit"])
        #expect(outline.visibleItems == ["fruit", "veg"])
        #expect(outline.isExpanded("apple"))
        outline.expand(["fruit"])
        #expect(outline.visibleItems == ["fruit", "apple", "braeburn", "cox", "pear", "veg"])
    }

    @Test("insert before and after are siblings and after skips descendants") func insertBeforeAndAfterAreSiblingsAndAfterSkipsDescendants() {
        var outline = Self.sample()
        outline.insert(["quince"], after: "apple")
        outline.insert(["apricot"], before: "apple")
        outline.insert(["grain"], after: "fruit")
        #expect(outline.items == ["fruit", "apricot", "apple", "braeburn", "cox", "quince", "pear", "grain", "veg", "leek"])
        #expect(["apricot", "quince", "grain"].map(outline.level(of:)) == [1, 1, 0])
        #expect(outline.parent(of: "quince") == "fruit")
    }

    @Test("delete removes descendants and ignores unknown items") func deleteRemovesDescendantsAndIgnoresUnknownItems() {
        var outline = Self.sample()
        outline.expand(["apple", "veg"])
        outline.delete(["apple", "nothing", "leek"])
        #expect(outline.items == ["fruit", "pear", "veg"])
        #expect(outline.items.map(outline.level(of:)) == [0, 1, 0])
        #expect(!outline.isExpanded("apple") && outline.isExpanded("veg"))
        outline.deleteAll()
        #expect(outline.items.isEmpty && outline.visibleItems.isEmpty)
    }

    @Test("snapshot of A parent rebases levels and keeps expansion") func snapshotOfAParentRebasesLevelsAndKeepsExpansion() {
        var outline = Self.sample()
        outline.expand(["apple"])
        let children = outline.snapshot(of: "fruit")
        #expect(children.items == ["apple", "braeburn", "cox", "pear"])
        #expect(children.items.map(children.level(of:)) == [0, 1, 1, 0])
        #expect(children.visibleItems == ["apple", "braeburn", "cox", "pear"])
        let withParent = outline.snapshot(of: "apple", includingParent: true)
        #expect(withParent.items == ["apple", "braeburn", "cox"])
        #expect(withParent.rootItems == ["apple"])
        #expect(outline.snapshot(of: "leek").items.isEmpty)
    }

    @Test("appending and inserting outlines keep their shape") func appendingAndInsertingOutlinesKeepTheirShape() {
        var outline = Self.sample()
        var nuts = Outline()
        nuts.append(["nuts"])
        nuts.append(["almond", "hazel"], to: "nuts")
        nuts.expand(["nuts"])
        outline.append(nuts, to: "veg")
        #expect(outline.items == ["fruit", "apple", "braeburn", "cox", "pear", "veg", "leek", "nuts", "almond", "hazel"])
        #expect(["nuts", "almond"].map(outline.level(of:)) == [1, 2])
        #expect(outline.isExpanded("nuts"))
        var grains = Outline()
        grains.append(["grains"])
        grains.append(["oat"], to: "grains")
        outline.insert(grains, before: "apple")
        #expect(outline.items.prefix(4) == ["fruit", "grains", "oat", "apple"])
        #expect(["grains", "oat"].map(outline.level(of:)) == [1, 2])
    }

    @Test("replace children swaps the subtree") func replaceChildrenSwapsTheSubtree() {
        var outline = Self.sample()
        var apples = Outline()
        apples.append(["gala", "fuji", "cox"])
        outline.replace(childrenOf: "apple", using: apples)
        #expect(outline.items == ["fruit", "apple", "gala", "fuji", "cox", "pear", "veg", "leek"])
        #expect(outline.level(of: "fuji") == 2)
        var empty = Outline()
        empty.append([])
        outline.replace(childrenOf: "fruit", using: empty)
        #expect(outline.items == ["fruit", "veg", "leek"])
    }

    @Test("visual description indents and marks parents") func visualDescriptionIndentsAndMarksParents() {
        var outline = Self.sample()
        outline.expand(["fruit"])
        #expect(outline.visualDescription() == """
            - fruit
                + apple
                      braeburn
                      cox
                  pear
            + veg
                  leek
            """)
    }

    @Test("equality counts shape and expansion") func equalityCountsShapeAndExpansion() {
        var one = Self.sample(), other = Self.sample()
        #expect(one == other)
        one.expand(["veg"])
        #expect(one != other)
        other.expand(["veg"])
        other.delete(["leek"])
        other.append(["leek"], to: "veg")
        #expect(one == other)
    }
}

/// What UIKit refuses in an outline, refused through `checked` with the call and the
/// identifiers named, leaving the outline as it was.
@Suite struct SectionSnapshotMisuseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let edit: @Sendable (inout SectionSnapshotTests.Outline) throws -> Void
        let message: String
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(edit: { try $0.checked.append(["kale", "kale", "fig", "fig"]) },
             message: "append(_:to:): item identifiers must be unique; repeated in the argument: \"kale\", \"fig\""),
        Case(edit: { try $0.checked.append(["kale", "cox", "leek"], to: "veg") },
             message: "append(_:to:): 2 item identifiers already in the snapshot: \"cox\", \"leek\""),
        Case(edit: { try $0.checked.append(["kale"], to: "meat") },
             message: "append(_:to:): 1 item identifier not in the snapshot: \"meat\""),
        Case(edit: { try $0.checked.insert(["kale"], before: "meat") },
             message: "insert(_:before:): 1 item identifier not in the snapshot: \"meat\""),
        Case(edit: { try $0.checked.insert(["pear"], after: "pear") },
             message: "insert(_:after:): 1 item identifier already in the snapshot: \"pear\""),
        Case(edit: { try $0.checked.expand(["fruit", "rice", "corn"]) },
             message: "expand(_:): 2 item identifiers not in the snapshot: \"rice\", \"corn\""),
        Case(edit: { try $0.checked.collapse(["rice"]) },
             message: "collapse(_:): 1 item identifier not in the snapshot: \"rice\""),
        Case(edit: {
                var outside = SectionSnapshotTests.Outline()
                outside.append(["gala", "leek"])
                try $0.checked.replace(childrenOf: "apple", using: outside)
             },
             message: "replace(childrenOf:using:): 1 item identifier already in the snapshot: \"leek\""),
    ]

    @Test("misuse throws naming the call and leaves the outline", arguments: cases)
    func misuseThrowsNamingTheCallAndLeavesTheOutline(_ misuse: Case) {
        var outline = SectionSnapshotTests.sample()
        #expect(throws: SnapshotMisuse.self) { try misuse.edit(&outline) }
        do { try misuse.edit(&outline) } catch { #expect("\(error)" == misuse.message) }
        #expect(outline == SectionSnapshotTests.sample())
    }

    @Test("the trapping edits stop with the type and call") func theTrappingEditsStopWithTheTypeAndCall() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var outline = SectionSnapshotTests.Outline()
            outline.append(["a"])
            outline.expand(["b"])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("DiffableDataSourceSectionSnapshot.expand(_:): 1 item identifier not in the snapshot: \"b\""))
    }
}
