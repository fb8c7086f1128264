import CollectionLayout
import Synchronization
import Testing

/// A section's insets measured from the container's edges, its layout margins or its readable
/// content guide, with the host's margins the system minimum for the width unless the layout sets them.
@Suite struct ContentInsetsReferenceTests {
    static func firstCell(_ reference: ContentInsetsReference, width: Double, margins: DirectionalEdgeInsets? = nil) throws -> Rect? {
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        var section = LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 0, trailing: 10)
        section.contentInsetsReference = reference
        var layout = CompositionalLayout(section: section)
        layout.layoutMargins = margins
        let solved = try layout.solve(container: Size(width: width, height: 600), itemCounts: [1])
        return solved.attributesForItem(at: IndexPath(item: 0, section: 0), offsets: solved.initialOffsets)?.frame
    }

    @Test("insets are measured from the reference", arguments: [
        // With no safe area, automatic and safeArea measure from the edges, as none does.
        (ContentInsetsReference.automatic, 375.0, rect(10, 5, 355, 50)),
        (.none, 375, rect(10, 5, 355, 50)),
        (.safeArea, 375, rect(10, 5, 355, 50)),
        // Margins of 16 below 414 wide, 20 from there.
        (.layoutMargins, 375, rect(26, 5, 323, 50)),
        (.layoutMargins, 430, rect(30, 5, 370, 50)),
        // The readable guide is the margins until the width between them passes 672.
        (.readableContent, 375, rect(26, 5, 323, 50)),
        // 1024 wide: 984 between margins of 20, so 156 more on each side.
        (.readableContent, 1024, rect(186, 5, 652, 50)),
    ])
    func insetsAreMeasuredFromTheReference(reference: ContentInsetsReference, width: Double, frame: Rect) throws {
        #expect(try Self.firstCell(reference, width: width) == frame)
    }

    @Test("a layouts own margins replace the system minimum") func aLayoutsOwnMarginsReplaceTheSystemMinimum() throws {
        // Across the scrolling axis only: along it the view's adjusted content inset keeps
        // content clear, so a section is not pushed down by the margins' top.
        let margins = DirectionalEdgeInsets(top: 8, leading: 30, bottom: 0, trailing: 40)
        #expect(try Self.firstCell(.layoutMargins, width: 375, margins: margins) == rect(40, 5, 285, 50))
        #expect(try Self.firstCell(.automatic, width: 375, margins: margins) == rect(10, 5, 355, 50))
    }

    @Test("a section provider sees the hosts margins") func aSectionProviderSeesTheHostsMargins() throws {
        let seen = Mutex<DirectionalEdgeInsets?>(nil)
        let size = LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let layout = CompositionalLayout { _, environment in
            seen.withLock { $0 = environment.container.layoutMargins }
            return LayoutSection(group: .horizontal(layoutSize: size, subitems: [LayoutItem(layoutSize: size)]))
        }
        _ = try layout.solve(container: Size(width: 430, height: 600), itemCounts: [1])
        #expect(seen.withLock { $0 } == DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    }
}
