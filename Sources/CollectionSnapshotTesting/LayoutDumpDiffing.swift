import CollectionLayout
import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// Layout dumps compared element by element: a failure lists one line per element that
    /// differs — `cell 0/3: frame [0, 132, 375, 44] → [0, 133, 375, 44]`, golden value first,
    /// as `xcollection --compare GOLDEN.json` prints them — at most `shownLines` of them. Numbers
    /// must match exactly, as the text did. A reference that is not a dump is compared as lines.
    static var layoutDump: Diffing {
        let lines = Snapshotting<String, String>.lines.diffing
        return Diffing.diff(toData: lines.toData, fromData: lines.fromData) { reference, actual in
            guard reference != actual else { return nil }
            guard let golden = try? LayoutDumpSnapshot(parsing: reference), let current = try? LayoutDumpSnapshot(parsing: actual) else {
                return lines.diffV2(reference, actual)
            }
            let differences = LayoutDumpDifferences(golden: golden, current: current, tolerance: 0)
            // Equal values written differently (a number's spelling): the lines say where.
            guard !differences.isEmpty else { return lines.diffV2(reference, actual) }
            var message = "the layout differs from the reference in \(differences.summary):\n"
            message += differences.lines.prefix(shownLines).joined(separator: "\n")
            if differences.lines.count > shownLines { message += "\n… and \(differences.lines.count - shownLines) more" }
            return (message, [])
        }
    }

    /// The most differing elements a failure lists.
    static var shownLines: Int { 20 }
}
