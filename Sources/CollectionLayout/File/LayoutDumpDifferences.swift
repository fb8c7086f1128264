/// What differs between a golden layout dump and the current one: elements matched by
/// category, kind, section and item; frames and the content size equal within a tolerance,
/// z-indices exactly. Each difference is one line, golden value first.
public struct LayoutDumpDifferences: Sendable {
    /// How far a frame's or the content size's number may move and still match, for
    /// `--compare`: half a point.
    public static let pointTolerance = 0.5

    /// One line for the content size when it differs, then one for each element that differs:
    /// changed or missing in the golden's order, then the extra ones in the current order.
    public private(set) var lines: [String] = []
    public private(set) var contentSizeDiffers = false
    public private(set) var changed = 0
    public private(set) var missing = 0
    public private(set) var extra = 0

    public var isEmpty: Bool { lines.isEmpty }

    /// The differences between `golden` and `current`, numbers matching within `tolerance`.
    public init(golden: LayoutDumpSnapshot, current: LayoutDumpSnapshot, tolerance: Double = pointTolerance) {
        let close = { (a: [Double], b: [Double]) in a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }
        if !close(golden.contentSize, current.contentSize) {
            contentSizeDiffers = true
            lines.append("contentSize \(Self.format(golden.contentSize)) → \(Self.format(current.contentSize))")
        }
        var currentByKey: [LayoutDumpSnapshot.Key: LayoutDumpSnapshot.Element] = [:]
        currentByKey.reserveCapacity(current.elements.count)
        for element in current.elements { currentByKey[element.key] = element }
        var goldenKeys = Set<LayoutDumpSnapshot.Key>()
        goldenKeys.reserveCapacity(golden.elements.count)
        for element in golden.elements {
            goldenKeys.insert(element.key)
            guard let now = currentByKey[element.key] else {
                missing += 1
                lines.append("\(element.key.name): missing (golden frame \(Self.format(element.frame)))")
                continue
            }
            var changes: [String] = []
            if !close(element.frame, now.frame) { changes.append("frame \(Self.format(element.frame)) → \(Self.format(now.frame))") }
            if element.zIndex != now.zIndex { changes.append("zIndex \(element.zIndex) → \(now.zIndex)") }
            guard !changes.isEmpty else { continue }
            changed += 1
            lines.append("\(element.key.name): " + changes.joined(separator: ", "))
        }
        for element in current.elements where !goldenKeys.contains(element.key) {
            extra += 1
            lines.append("\(element.key.name): extra (frame \(Self.format(element.frame)))")
        }
    }

    /// `the content size and 3 elements (1 changed, 1 missing, 1 extra)`; counts of 0 are left out.
    public var summary: String {
        let count = changed + missing + extra
        var parts: [String] = []
        if contentSizeDiffers { parts.append("the content size") }
        if count > 0 {
            let kinds = [(changed, "changed"), (missing, "missing"), (extra, "extra")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
            parts.append("\(count) element\(count == 1 ? "" : "s") (\(kinds.joined(separator: ", ")))")
        }
        return parts.joined(separator: " and ")
    }

    private static func format(_ numbers: [Double]) -> String {
        "[" + numbers.map(NumberFormat.string).joined(separator: ", ") + "]"
    }
}
