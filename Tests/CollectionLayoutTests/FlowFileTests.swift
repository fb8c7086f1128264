import Testing
import CollectionLayout

/// The flow form of the layout file: reading, refusing with JSON paths, writing back.
struct FlowFileTests {
    static let full = """
    {
      "name": "Tags",
      "kind": "flow",
      "flow": {
        "scrollDirection": "horizontal",
        "itemSize": [60, 30],
        "estimatedItemSize": [0, 0],
        "minimumLineSpacing": 4,
        "minimumInteritemSpacing": 6.5,
        "sectionInset": { "top": 1, "left": 2, "bottom": 3, "right": 4 },
        "headerReferenceSize": [20, 0],
        "footerReferenceSize": [0, 0],
        "sectionHeadersPinToVisibleBounds": true,
        "sectionFootersPinToVisibleBounds": false
      },
      "sections": [
        { "items": 7, "itemSizes": [[100, 50], [120, 50]] },
        { "items": 3, "sectionInset": { "left": 9 }, "minimumLineSpacing": 0, "minimumInteritemSpacing": 1,
          "headerReferenceSize": [0, 0], "footerReferenceSize": [44, 10] }
      ]
    }
    """

    @Test("reads every key") func readsEveryKey() throws {
        let document = try LayoutDocument.decode(Self.full)
        #expect(document.name == "Tags")
        guard case .flow(let flow) = document.layout else { Issue.record("not a flow document"); return }
        let layout = flow.layout
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.itemSize == Size(width: 60, height: 30))
        #expect(layout.minimumLineSpacing == 4)
        #expect(layout.minimumInteritemSpacing == 6.5)
        #expect(layout.sectionInset == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(layout.headerReferenceSize == Size(width: 20, height: 0))
        #expect(layout.sectionHeadersPinToVisibleBounds)
        #expect(!layout.sectionFootersPinToVisibleBounds)
        #expect(flow.sections == [
            FlowSection(items: 7, itemSizes: [Size(width: 100, height: 50), Size(width: 120, height: 50)]),
            FlowSection(items: 3, sectionInset: EdgeInsets(left: 9), minimumLineSpacing: 0, minimumInteritemSpacing: 1,
                        headerReferenceSize: .zero, footerReferenceSize: Size(width: 44, height: 10)),
        ])
    }

    @Test("defaults apply to missing keys") func defaultsApplyToMissingKeys() throws {
        let document = try LayoutDocument.decode(#"{ "kind": "flow", "sections": [{ "items": 10 }] }"#)
        let solved = try document.solve(container: Size(width: 375, height: 667))
        #expect(solved.contentSize == Size(width: 375, height: 110))
        #expect(solved.allElements().count == 10)
        // Nothing at a default is written back.
        let text = document.encoded()
        #expect(!text.contains("flow\":{") && !text.contains("itemSize"))
        let again = try LayoutDocument.decode(text)
        #expect(again == document)
    }

    @Test("round trip") func roundTrip() throws {
        let document = try LayoutDocument.decode(Self.full)
        let again = try LayoutDocument.decode(document.encoded())
        #expect(again == document)
        #expect(again.encoded() == document.encoded())
        // A changed value makes a different document.
        guard case .flow(var flow) = document.layout else { return }
        flow.sections[1].minimumLineSpacing = 2
        #expect(LayoutDocument(name: "Tags", layout: .flow(flow)) != document)
        // The solved layouts of the original and the re-read file agree.
        let size = Size(width: 500, height: 300)
        #expect(try again.solve(container: size).flowElements() == (try document.solve(container: size).flowElements()))
    }

    @Test("file solves like the swift layout") func fileSolvesLikeTheSwiftLayout() throws {
        let document = try LayoutDocument.decode(#"""
        { "kind": "flow", "sections": [{ "items": 7, "itemSizes": [[100, 50], [120, 50]] }] }
        """#)
        let table = FlowSectionTable([FlowSection(items: 7, itemSizes: [Size(width: 100, height: 50), Size(width: 120, height: 50)])])
        let size = Size(width: 375, height: 667)
        #expect(try document.solve(container: size).flowElements()
            == (try FlowLayout(delegate: table).solve(container: size, itemCounts: table.itemCounts).flowElements()))
    }

    static let faults: [(String, String)] = [
        (#"{"kind":"flow","flow":{"itemSize":[-1,50]},"sections":[{"items":3}]}"#, "flow.itemSize[0]"),
        (#"{"kind":"flow","flow":{"itemSize":[50]},"sections":[{"items":3}]}"#, "flow.itemSize"),
        (#"{"kind":"flow","flow":{"itemSize":[50,"x"]},"sections":[{"items":3}]}"#, "flow.itemSize[1]"),
        (#"{"kind":"flow","flow":{"minimumLineSpacing":1e999},"sections":[]}"#, "flow.minimumLineSpacing"),
        (#"{"kind":"flow","flow":{"minimumInteritemSpacing":-2},"sections":[]}"#, "flow.minimumInteritemSpacing"),
        (#"{"kind":"flow","flow":{"spacing":2},"sections":[]}"#, "flow.spacing"),
        (#"{"kind":"flow","flow":{"scrollDirection":"diagonal"},"sections":[]}"#, "flow.scrollDirection"),
        (#"{"kind":"flow","flow":{"sectionInset":{"top":-1}},"sections":[]}"#, "flow.sectionInset.top"),
        (#"{"kind":"flow","flow":{"sectionInset":{"leading":1}},"sections":[]}"#, "flow.sectionInset.leading"),
        (#"{"kind":"flow","flow":{"sectionHeadersPinToVisibleBounds":1},"sections":[]}"#, "flow.sectionHeadersPinToVisibleBounds"),
        (#"{"kind":"flow","flow":{"headerReferenceSize":[0,-5]},"sections":[]}"#, "flow.headerReferenceSize[1]"),
        (#"{"kind":"flow","sections":[{"items":1},{"items":3,"itemSizes":[[1,1],[1,1],[1,-2]]}]}"#, "sections[1].itemSizes[2][1]"),
        (#"{"kind":"flow","sections":[{"items":1},{"items":3,"itemSizes":[[1,1],[1e400,1]]}]}"#, "sections[1].itemSizes[1][0]"),
        (#"{"kind":"flow","sections":[{"items":3,"itemSizes":[]}]}"#, "sections[0].itemSizes"),
        (#"{"kind":"flow","sections":[{"items":-1}]}"#, "sections[0].items"),
        (#"{"kind":"flow","sections":[{"items":2.5}]}"#, "sections[0].items"),
        (#"{"kind":"flow","sections":[{"items":1,"group":{}}]}"#, "sections[0].group"),
        (#"{"kind":"flow","sections":[{"items":1,"sectionInset":{"right":-3}}]}"#, "sections[0].sectionInset.right"),
        (#"{"kind":"flow","sections":[{"items":1,"footerReferenceSize":[1,2,3]}]}"#, "sections[0].footerReferenceSize"),
        (#"{"kind":"flow","sections":[{"items":1,"minimumLineSpacing":-1}]}"#, "sections[0].minimumLineSpacing"),
        (#"{"kind":"flow","sections":[3]}"#, "sections[0]"),
        (#"{"kind":"flow","configuration":{},"sections":[]}"#, "configuration"),
        (#"{"kind":"flow","flow":[],"sections":[]}"#, "flow"),
    ]

    @Test("faulty files are refused with their path", arguments: faults)
    func faultyFilesAreRefusedWithTheirPath(_ text: String, _ path: String) {
        do {
            let document = try LayoutDocument.decode(text)
            Issue.record("accepted \(text) as \(document)")
        } catch {
            #expect(error.path == path, "\(error)")
            #expect(!error.message.isEmpty)
        }
    }

    @Test("solver refuses bad swift values") func solverRefusesBadSwiftValues() {
        var layout = FlowLayout()
        layout.itemSize = Size(width: .nan, height: 10)
        #expect(throws: LayoutError.self) { try layout.solve(container: Size(width: 100, height: 100), itemCounts: [1]) }
        do {
            _ = try FlowLayout().solve(container: Size(width: 100, height: 100), itemCounts: [1, -1])
            Issue.record("accepted a negative item count")
        } catch {
            #expect(error.path == "sections[1].items")
        }
        do {
            let table = FlowSectionTable([FlowSection(items: 2, itemSizes: [Size(width: 1, height: 1), Size(width: -1, height: 1)])])
            _ = try FlowLayout(delegate: table).solve(container: Size(width: 100, height: 100), itemCounts: table.itemCounts)
            Issue.record("accepted a negative item width")
        } catch {
            #expect(error.path == "sections[0].itemSizes[1][0]")
        }
    }
}
