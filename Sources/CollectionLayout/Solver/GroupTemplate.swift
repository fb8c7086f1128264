/// A top-level group solved once for its section: the frames of one instance relative to the
/// group's origin. Every instance of the group reuses it, which is why a section of a million
/// items costs no more to solve than a section of one group.
struct GroupTemplate: Sendable {
    struct Cell: Sendable {
        var frame: Rect
        var zIndex: Int
    }

    /// What a supplementary hangs on.
    enum Anchor: Sendable {
        /// A cell: the template's leaf index.
        case item(Int)
        /// A (nested) group whose first leaf is `firstLeaf`; `ordinal` numbers the group
        /// supplementaries of one kind within the template.
        case group(firstLeaf: Int, ordinal: Int)
    }

    struct Supplementary: Sendable {
        var kind: String
        var frame: Rect
        var zIndex: Int
        var anchor: Anchor
    }

    /// The group's own size, the space it takes in its section.
    var size: Size
    var cells: [Cell] = []
    var supplementaries: [Supplementary] = []
    /// How many group-anchored supplementaries of each kind one instance has.
    var groupSupplementaryCounts: [String: Int] = [:]

    init(size: Size) {
        self.size = size
    }

    /// The union of the group's own rectangle and every frame in it: what one instance can
    /// cover, so a rect query knows how far an instance may reach beyond its slot.
    var bounds: Rect {
        var minX = 0.0, minY = 0.0, maxX = size.width, maxY = size.height
        func add(_ r: Rect) {
            minX = Swift.min(minX, r.minX); minY = Swift.min(minY, r.minY)
            maxX = Swift.max(maxX, r.maxX); maxY = Swift.max(maxY, r.maxY)
        }
        cells.forEach { add($0.frame) }
        supplementaries.forEach { add($0.frame) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Appends a nested group's template placed at `origin`.
    mutating func append(_ child: GroupTemplate, at origin: Point) {
        let base = cells.count
        for cell in child.cells {
            cells.append(Cell(frame: cell.frame.offsetBy(dx: origin.x, dy: origin.y), zIndex: cell.zIndex))
        }
        for supplementary in child.supplementaries {
            var moved = supplementary
            moved.frame = supplementary.frame.offsetBy(dx: origin.x, dy: origin.y)
            switch supplementary.anchor {
            case .item(let leaf): moved.anchor = .item(base + leaf)
            case .group(let leaf, _): moved.anchor = .group(firstLeaf: base + leaf, ordinal: 0)
            }
            supplementaries.append(moved)
        }
    }

    /// Numbers the group-anchored supplementaries of each kind in template order.
    mutating func numberGroupSupplementaries() {
        var counts: [String: Int] = [:]
        for index in supplementaries.indices {
            guard case .group(let leaf, _) = supplementaries[index].anchor else { continue }
            let kind = supplementaries[index].kind
            let ordinal = counts[kind, default: 0]
            supplementaries[index].anchor = .group(firstLeaf: leaf, ordinal: ordinal)
            counts[kind] = ordinal + 1
        }
        groupSupplementaryCounts = counts
    }
}
