import ArgumentParser
import CollectionLayout

/// `--orthogonal-offsets`: where dumps and descriptions place orthogonal sections' cells —
/// `start` for where the window starts each section, or `SECTION:OFFSET` pairs, such as
/// `2:300,5:-37`; a section not named stays at offset 0.
enum OrthogonalOffsetsOption {
    case start
    case given([Int: Double])

    static func parse(_ argument: String) throws -> OrthogonalOffsetsOption {
        if argument == "start" { return .start }
        var offsets: [Int: Double] = [:]
        for pair in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = pair.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let section = Int(parts[0]), section >= 0, let offset = Double(parts[1]), offset.isFinite else {
                throw ValidationError("expected start or SECTION:OFFSET pairs, such as 2:300,5:-37, not \"\(pair)\"")
            }
            guard offsets[section] == nil else { throw ValidationError("section \(section) is given twice") }
            offsets[section] = offset
        }
        return .given(offsets)
    }

    /// The offsets for `layout`: its window start, or the given ones, which must name
    /// orthogonal sections.
    func offsets(for layout: any SolvedCollectionLayout) throws -> [Int: Double] {
        switch self {
        case .start:
            return layout.initialOffsets.orthogonal
        case .given(let offsets):
            let orthogonal = Set(layout.orthogonalScrollSections.filter { $0.behavior != .none }.map(\.section))
            if let stray = offsets.keys.sorted().first(where: { !orthogonal.contains($0) }) {
                let list = orthogonal.sorted().map(String.init).joined(separator: ", ")
                throw ValidationError("section \(stray) does not scroll orthogonally; \(orthogonal.isEmpty ? "this layout has no such section" : "the sections that do are \(list)")")
            }
            return offsets
        }
    }
}
