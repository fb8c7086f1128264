import CollectionLayout
import FoundationEssentials

/// `--compare GOLDEN.json`: the layout dump `--dump-layout` would print, checked against a
/// golden dump. Differing elements are listed on standard output, one line each (at most
/// `shownLines`, then how many more), with one summary line on standard error; `--record` and
/// a missing golden write the golden. Needs no display unless text is measured.
struct DumpComparison {
    /// The largest golden dump read, in bytes: some two million elements, whose dump and the
    /// current one are held together while they are compared.
    static let largestGolden = 256 << 20

    /// The most differences listed before `… and N more`.
    static let shownLines = 20

    /// The golden's path, as given.
    var golden: String
    /// Whether to write the golden instead of comparing with it.
    var record: Bool

    /// Compares (or records) `dump`, the current dump's text: returns on a match or a
    /// `--record`, and otherwise fails with one line — status 1 for a difference or a golden
    /// just recorded, 2 for a golden that is not a dump or a file that cannot be written.
    func run(dump: String) throws {
        if record {
            try write(dump)
            Diagnostics.note("recorded \(golden)")
            return
        }
        guard let bytes = try GoldenFiles.read(golden, largest: Self.largestGolden) else {
            try write(dump)
            throw Diagnostics.fail("\(golden): no golden was there; recorded this layout dump as the golden: check it, then run again", status: 1)
        }
        let reference: LayoutDumpSnapshot
        do {
            reference = try LayoutDumpSnapshot(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw Diagnostics.fail("\(golden): is not a layout dump: \(error); give a dump that --dump-layout wrote, or --record to replace it")
        }
        let current: LayoutDumpSnapshot
        do {
            current = try LayoutDumpSnapshot(parsing: dump)
        } catch {
            throw Diagnostics.fail("the layout dump cannot be read back (\(error)); this is a bug")
        }
        let differences = LayoutDumpDifferences(golden: reference, current: current)
        guard !differences.isEmpty else { return }
        var listing = differences.lines.prefix(Self.shownLines).joined(separator: "\n") + "\n"
        if differences.lines.count > Self.shownLines { listing += "… and \(differences.lines.count - Self.shownLines) more\n" }
        try StandardOutput.print(listing, what: "the differences")
        throw Diagnostics.fail("\(golden): the layout differs from the golden in \(differences.summary), listed on standard output", status: 1)
    }

    private func write(_ dump: String) throws {
        if let failure = GoldenFiles.write(Array(dump.utf8), to: golden) {
            throw Diagnostics.fail("cannot write the golden \(golden): \(failure)")
        }
    }
}
