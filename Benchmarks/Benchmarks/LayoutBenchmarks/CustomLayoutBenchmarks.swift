import Benchmark
import CollectionLayout
import CollectionView
import UIKitCompat

/// Custom layouts of 100,000 items written as iOS apps write them: a waterfall subclass of
/// `UICollectionViewLayout` (attributes cached in `prepare()`, each column's kept in order so a
/// rectangle is found by binary search) and a left-aligned flow subclass adjusting `super`'s
/// attributes. What `prepare()` costs, a rectangle query per frame, and the program's work per
/// frame of a scroll (a wheel notch a frame, top to bottom: the step, the bounds the layout is
/// told, the rectangle query of what the frame shows).
enum CustomLayoutBenchmarks {
    static let items = 100_000

    final class Waterfall: UICollectionViewLayout {
        private var columns: [[UICollectionViewLayoutAttributes]] = []
        private var byItem: [UICollectionViewLayoutAttributes] = []
        private var height: CGFloat = 0

        override func prepare() {
            super.prepare()
            guard let collectionView else { return }
            let width = collectionView.bounds.width / 2
            columns = [[], []]
            byItem = []
            byItem.reserveCapacity(collectionView.numberOfItems(inSection: 0))
            var bottoms: [CGFloat] = [0, 0]
            for item in 0..<collectionView.numberOfItems(inSection: 0) {
                let column = bottoms[0] <= bottoms[1] ? 0 : 1
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = CGRect(x: CGFloat(column) * width, y: bottoms[column], width: width,
                                          height: CGFloat(80 + (item * 37) % 120)).insetBy(dx: 4, dy: 4)
                bottoms[column] += CGFloat(80 + (item * 37) % 120)
                columns[column].append(attributes)
                byItem.append(attributes)
            }
            height = bottoms.max() ?? 0
        }

        override var collectionViewContentSize: CGSize { CGSize(width: collectionView?.bounds.width ?? 0, height: height) }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var found: [UICollectionViewLayoutAttributes] = []
            for column in columns {
                var low = 0, high = column.count
                while low < high {
                    let middle = (low + high) / 2
                    if column[middle].frame.maxY < rect.minY { low = middle + 1 } else { high = middle }
                }
                var index = low
                while index < column.count, column[index].frame.minY <= rect.maxY {
                    found.append(column[index])
                    index += 1
                }
            }
            return found
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            byItem.indices.contains(indexPath.item) ? byItem[indexPath.item] : nil
        }
    }

    final class LeftAligned: UICollectionViewFlowLayout {
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
            var left = sectionInset.left
            var lineTop: CGFloat = -1
            return attributes.map { original in
                guard let copy = original.copy() as? UICollectionViewLayoutAttributes else { return original }
                if copy.frame.minY > lineTop { left = sectionInset.left; lineTop = copy.frame.minY }
                copy.frame.origin.x = left
                left += copy.frame.width + minimumInteritemSpacing
                return copy
            }
        }
    }

    static func leftAligned() -> LeftAligned {
        let layout = LeftAligned()
        layout.itemSize = CGSize(width: 90, height: 32)
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        return layout
    }

    static let layouts: [(name: String, make: @Sendable () -> UICollectionViewLayout)] = [
        ("waterfall", { Waterfall() }),
        ("left-aligned flow subclass", { leftAligned() }),
    ]

    static func register() {
        let once = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
                                           maxDuration: .seconds(5), maxIterations: 10)
        for layout in layouts {
            Benchmark("custom: \(layout.name), prepare() and content size, \(items) items", configuration: once) { benchmark in
                for _ in benchmark.scaledIterations {
                    let made = layout.make()
                    blackHole(try made.collectionViewLayout.solveLayout(container: viewport, itemCounts: [items]))
                }
            }

            Benchmark("custom: \(layout.name), rect query at a random offset, \(items) items") { benchmark, solved in
                var generator = SystemRandomNumberGenerator()
                let height = solved.contentSize.height
                for _ in benchmark.scaledIterations {
                    let y = Double.random(in: 0...max(0, height - viewport.height), using: &generator)
                    blackHole(solved.elements(in: Rect(x: 0, y: y, width: viewport.width, height: viewport.height),
                                              offsets: ScrollOffsets(main: y, viewportLength: viewport.height)))
                }
            } setup: {
                try layout.make().collectionViewLayout.solveLayout(container: viewport, itemCounts: [items])
            }

            Benchmark("custom: \(layout.name), scripted scroll of \(items) items, per frame",
                      configuration: .init(metrics: [.custom("time per frame (µs)", useScalingFactor: false)],
                                           maxDuration: .seconds(10), maxIterations: 1)) { benchmark in
                for _ in benchmark.scaledIterations {
                    let made = layout.make()
                    let data = ContentProviderDataSource(itemCounts: [items]) { _ in CellContent(background: .white) }
                    let screen = try CollectionScreen(layout: made.collectionViewLayout, dataSource: data, size: viewport)
                    var now = 0.0
                    let clock = ContinuousClock()
                    // 3,000 frames: about 168,000 points of a notch a frame.
                    for _ in 0..<3_000 {
                        let elapsed = clock.measure {
                            screen.scrollWheel(notches: 1, now: now)
                            now += 1
                            screen.step(now: now)
                            screen.measureVisible()
                            blackHole(screen.renderer.visibleElements(offsets: screen.offsets, viewport: viewport))
                        }
                        benchmark.measurement(.custom("time per frame (µs)", useScalingFactor: false),
                                              Int(elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000))
                    }
                    blackHole(made)
                }
            }
        }
    }
}
