import CollectionLayout
import CollectionView
import Testing
import UIKitCompat

/// The order in which a collection view calls a `UICollectionViewLayout` subclass, recorded from
/// a subclass that logs each override, compared with UIKit's order. Where each fact about UIKit
/// comes from is in `docs/custom-layouts.md` ("The order of calls"), numbered as the comments
/// below name them.
@MainActor @Suite struct LayoutCallOrderTests {
    /// Rows 100 points tall, a header pinned to the top of the visible area; logs every call,
    /// with the collection view's bounds where UIKit's order depends on them.
    class RecordingLayout: UICollectionViewLayout {
        var log: [String] = []
        var invalidatesOnScroll = false
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        private var rows = 0
        private var headerY: CGFloat = 0

        private func bounds() -> String {
            guard let bounds = collectionView?.bounds else { return "none" }
            return "\(Int(bounds.minY))+\(Int(bounds.height))"
        }

        override func prepare() {
            super.prepare()
            log.append("prepare bounds=\(bounds())")
            rows = collectionView?.numberOfItems(inSection: 0) ?? 0
            headerY = collectionView?.contentOffset.y ?? 0
        }

        override var collectionViewContentSize: CGSize {
            log.append("contentSize")
            return CGSize(width: 300, height: CGFloat(rows) * 100)
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            log.append("elements")
            let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
            header.frame = CGRect(x: 0, y: headerY, width: 300, height: 40)
            header.zIndex = 1
            let first = max(0, Int(rect.minY / 100)), last = min(rows - 1, Int(rect.maxY / 100))
            let cells: [UICollectionViewLayoutAttributes] = first <= last ? (first...last).map { item in
                let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                cell.frame = CGRect(x: 0, y: CGFloat(item) * 100, width: 300, height: 100)
                return cell
            } : []
            return cells + [header]
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            log.append("shouldInvalidate new=\(Int(newBounds.minY))+\(Int(newBounds.height)) bounds=\(bounds())")
            return invalidatesOnScroll
        }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            log.append("invalidationContext bounds=\(bounds())")
            return super.invalidationContext(forBoundsChange: newBounds)
        }

        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            log.append("invalidateLayout(with:) everything=\(context.invalidateEverything) counts=\(context.invalidateDataSourceCounts)")
            contexts.append(context)
            super.invalidateLayout(with: context)
        }
    }

    private func screen(_ layout: RecordingLayout, rows: Int = 50) throws -> (CollectionScreen, UICollectionView) {
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let data = ContentProviderDataSource(itemCounts: [rows]) { _ in CellContent() }
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: data, size: Size(width: 300, height: 400))
        return (screen, view)
    }

    /// What a frame does before it draws: the pass that tells the layout where the view is,
    /// then the rectangle query of what it shows.
    private func frame(_ screen: CollectionScreen) {
        screen.measureVisible()
        _ = screen.layout.elements(in: Rect(x: 0, y: screen.mainOffset, width: 300, height: 400), offsets: screen.offsets)
    }

    @Test("first display: prepare() with the view's bounds, then the content size, then rectangle queries (facts 3.1, 3.2)")
    func firstDisplay() throws {
        let layout = RecordingLayout()
        let (screen, view) = try screen(layout)
        frame(screen)
        #expect(layout.log == ["prepare bounds=0+400", "contentSize", "elements"])
        withExtendedLifetime(view) {}
    }

    @Test("a scroll asks shouldInvalidateLayout(forBoundsChange:) while the view has its old bounds; no means no prepare(), nor a query while the view stays in the region asked about (facts 1.1, 1.4, 2.1)")
    func scrollThatDoesNotInvalidate() throws {
        let layout = RecordingLayout()
        let (screen, view) = try screen(layout)
        frame(screen)
        layout.log = []
        screen.setMainOffset(250)
        frame(screen)
        #expect(layout.log == ["shouldInvalidate new=250+400 bounds=0+400"])
        // The view took the new origin after it asked: its bounds are the content offset.
        #expect(view.contentOffset == CGPoint(x: 0, y: 250))
    }

    @Test("yes: invalidationContext(forBoundsChange:) and invalidateLayout(with:) with the old bounds, then prepare() with the new, the content size and the queries (facts 1.3, 2.2, 2.6)")
    func scrollThatInvalidates() throws {
        let layout = RecordingLayout()
        layout.invalidatesOnScroll = true
        let (screen, view) = try screen(layout)
        frame(screen)
        layout.log = []
        screen.setMainOffset(250)
        frame(screen)
        #expect(layout.log == [
            "shouldInvalidate new=250+400 bounds=0+400",
            "invalidationContext bounds=0+400",
            "invalidateLayout(with:) everything=false counts=false",
            "prepare bounds=250+400",
            "contentSize",
            "elements",
        ])
        // What prepare() read of the offset is drawn: the header at the top of the visible area.
        let header = screen.layout.elements(in: Rect(x: 0, y: 250, width: 300, height: 400), offsets: screen.offsets)
            .first { $0.category == .supplementary }
        #expect(header?.frame == Rect(x: 0, y: 250, width: 300, height: 40))
        withExtendedLifetime(view) {}
    }

    @Test("invalidateLayout() goes through invalidateLayout(with:) with a context that invalidates everything (facts 2.3, 2.4)")
    func invalidateLayoutCallsTheContextVersion() throws {
        let layout = RecordingLayout()
        layout.invalidateLayout()
        #expect(layout.log == ["invalidateLayout(with:) everything=true counts=false"])
        #expect(type(of: layout.contexts[0]) == UICollectionViewLayoutInvalidationContext.self)
    }

    @Test("a resize asks about the new bounds, then prepares at the new size (fact 2.1)")
    func resizeAsksThenPrepares() throws {
        let layout = RecordingLayout()
        let (screen, view) = try screen(layout)
        frame(screen)
        layout.log = []
        try screen.resize(to: Size(width: 300, height: 500))
        // What is on screen in the old layout, which the resize keeps in place, is found in the
        // region the frame asked about: no query of its own.
        #expect(layout.log == ["shouldInvalidate new=0+500 bounds=0+400", "prepare bounds=0+500", "contentSize"])
        withExtendedLifetime(view) {}
    }

    @Test("a layout's own invalidation context class is what it is given, with its own properties")
    func customContextClass() throws {
        final class HeaderOnlyContext: UICollectionViewLayoutInvalidationContext {
            var headerOnly = false
        }
        final class HeaderLayout: UICollectionViewLayout {
            var received: [Bool] = []
            override class var invalidationContextClass: AnyClass { HeaderOnlyContext.self }
            override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
            override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
                let context = super.invalidationContext(forBoundsChange: newBounds) as! HeaderOnlyContext
                context.headerOnly = true
                context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 0)])
                return context
            }
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                super.invalidateLayout(with: context)
                received.append((context as? HeaderOnlyContext)?.headerOnly ?? false)
                #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 0)]])
            }
            override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 2000) }
        }
        let layout = HeaderLayout()
        let data = ContentProviderDataSource(itemCounts: [1]) { _ in CellContent() }
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: data, size: Size(width: 300, height: 400))
        screen.setMainOffset(100)
        screen.measureVisible()
        #expect(layout.received == [true])
    }

    @Test("an animated apply: new counts invalidate, prepare(), then prepare(forCollectionViewUpdates:), the appearing item's attributes, finalizeCollectionViewUpdates() (facts 2.6, 6.1, 6.2)")
    func animatedApply() throws {
        final class UpdatesLayout: RecordingLayout {
            override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
                super.prepare(forCollectionViewUpdates: updateItems)
                log.append("prepareForUpdates " + updateItems.map { "\($0.updateAction) \($0.indexPathAfterUpdate?.item ?? -1)" }.joined())
            }
            override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                log.append("initialAttributes \(itemIndexPath.item)")
                return nil
            }
            override func finalizeCollectionViewUpdates() {
                super.finalizeCollectionViewUpdates()
                log.append("finalize")
            }
        }
        let layout = UpdatesLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
        let source = DiffableDataSource<String, Int> { _, _ in CellContent() }
        var snapshot = source.snapshot()
        snapshot.appendSections(["rows"])
        snapshot.appendItems([0, 1, 2])
        source.apply(snapshot, animatingDifferences: false)
        let screen = try CollectionScreen(layout: layout.collectionViewLayout, dataSource: source, size: Size(width: 300, height: 400))
        frame(screen)
        layout.log = []
        snapshot.appendItems([3])
        source.apply(snapshot)
        #expect(layout.log.filter { !$0.hasPrefix("elements") && $0 != "contentSize" } == [
            "invalidateLayout(with:) everything=false counts=true",
            "prepare bounds=0+400",
            "prepareForUpdates insert 3",
            "initialAttributes 3",
            "finalize",
        ])
        withExtendedLifetime(view) {}
    }

    @Test("layoutDump at an offset lays out a layout that follows bounds at that offset, as the window shows it")
    func dumpAtAnOffsetFollowsBounds() throws {
        let layout = RecordingLayout()
        layout.invalidatesOnScroll = true
        let dump = layout.layoutDump(size: CGSize(width: 300, height: 400), itemCounts: [50], contentOffset: CGPoint(x: 0, y: 250))
        #expect(dump.contains(#""kind": "header", "section": 0, "item": 0, "frame": [0, 250, 300, 40]"#), "\(dump.prefix(400))")
        layout.invalidatesOnScroll = false
        let unfollowed = layout.layoutDump(size: CGSize(width: 300, height: 400), itemCounts: [50], contentOffset: CGPoint(x: 0, y: 250))
        #expect(unfollowed.contains(#""kind": "header", "section": 0, "item": 0, "frame": [0, 0, 300, 40]"#), "\(unfollowed.prefix(400))")
    }

    @Test("the flow layout's contexts are its own class, both flags true")
    func flowContexts() {
        final class Flow: UICollectionViewFlowLayout {
            var received: UICollectionViewLayoutInvalidationContext?
            override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
                received = context
                super.invalidateLayout(with: context)
            }
        }
        let layout = Flow()
        layout.invalidateLayout()
        let context = layout.received as? UICollectionViewFlowLayoutInvalidationContext
        #expect(context?.invalidateFlowLayoutDelegateMetrics == true)
        #expect(context?.invalidateFlowLayoutAttributes == true)
        #expect(context?.invalidateEverything == true)
    }
}
