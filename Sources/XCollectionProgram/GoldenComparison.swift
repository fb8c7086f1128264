import ArgumentParser
import CollectionWindow
import FoundationEssentials

/// `--compare GOLDEN.png`: a render checked against its golden with the tolerant
/// `ImageComparison`, the actual and diff images written beside the golden (or into
/// `--artifacts`) when they differ; `--record` and a missing golden write the golden.
struct GoldenComparison {
    /// The golden's path, as given.
    var golden: String
    /// Where the actual and diff images go; beside the golden when nil.
    var artifacts: String?
    /// Whether to write the golden instead of comparing with it.
    var record: Bool
    /// The report folder the outcome is added to, if any, and what was rendered.
    var report: ReportFolder?
    var subject = ""

    init(golden: String, artifacts: String?, record: Bool) {
        self.golden = golden
        self.artifacts = artifacts
        self.record = record
    }

    /// Adds the outcome to the report, when there is one: the golden, and the actual and diff images.
    private func addToReport(ok: Bool, outcome: String, files: [(label: String, path: String)]) throws {
        guard let report else { return }
        do {
            try report.add(kind: "compare", title: name + ".png", subject: subject, ok: ok, outcome: outcome, files: files)
        } catch {
            throw Diagnostics.fail("--report \(report.path): cannot write it (\(FileErrorReason.text(error)))")
        }
    }

    /// The golden's name without `.png`: `list` for `goldens/list.png`.
    private var name: String {
        let file = golden.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? golden
        return file.lowercased().hasSuffix(".png") ? String(file.dropLast(4)) : file
    }

    /// The folder the artefacts go to, ending in `/`, or empty for the working folder.
    private var folder: String {
        if let artifacts { return artifacts.hasSuffix("/") ? artifacts : artifacts + "/" }
        guard let slash = golden.lastIndex(of: "/") else { return "" }
        return String(golden[...slash])
    }

    private var actualPath: String { folder + name + ".actual.png" }
    private var diffPath: String { folder + name + ".diff.png" }

    /// Compares (or records) what `render` draws: returns on a match or a `--record`, and
    /// otherwise fails with one line — status 1 for a difference or a golden just recorded,
    /// 2 for anything that stops the comparison.
    func run(render: () throws -> RGBAImage) throws {
        if let artifacts { try GoldenFiles.prepareFolder(artifacts, option: "--artifacts") }
        if record {
            let image = try rendered(render)
            try write(image, to: golden, what: "the golden")
            removeStaleArtifacts()
            try addToReport(ok: true, outcome: "recorded", files: [("golden", golden)])
            Diagnostics.note("recorded \(golden) (\(image.width)x\(image.height))")
            return
        }
        guard let bytes = try GoldenFiles.read(golden, largest: Self.largestGolden) else {
            let image = try rendered(render)
            try write(image, to: golden, what: "the golden")
            throw Diagnostics.fail("\(golden): no golden was there; recorded this render (\(image.width)x\(image.height)) as the golden: check it, then run again", status: 1)
        }
        if bytes.isEmpty { throw Diagnostics.fail("\(golden): is empty, not a PNG image; give a PNG golden, or --record to replace it") }
        // The header first: a golden of another size than the render is refused before its
        // pixels are decoded, so a small file declaring 60000x60000 allocates nothing.
        let declared: (width: Int, height: Int)
        do {
            declared = try PNG.dimensions(of: bytes)
        } catch {
            throw notAPNG(error)
        }
        let largest = Int(ViewSize.largest)
        guard declared.width <= largest, declared.height <= largest else {
            throw Diagnostics.fail("\(golden) is \(declared.width)x\(declared.height), larger than any render (at most \(largest)x\(largest)); give a golden of the view's size, or --record to replace it")
        }
        let image = try rendered(render)
        guard image.width == declared.width, image.height == declared.height else {
            throw Diagnostics.fail("\(golden) is \(declared.width)x\(declared.height) but the render is \(image.width)x\(image.height); give --size \(declared.width)x\(declared.height), or --record to replace the golden")
        }
        let reference: RGBAImage
        do {
            reference = try PNG.decode(bytes)
        } catch {
            throw notAPNG(error)
        }
        let comparison = ImageComparison()
        let result = comparison.compare(image, with: reference)
        if comparison.matches(result) {
            removeStaleArtifacts()
            if report != nil {
                // The actual image is shown beside the golden: written for the report, then removed.
                let shown = FileManager.default.temporaryDirectory.appendingPathComponent("\(name).actual.png").path
                try write(image, to: shown, what: "the actual image")
                defer { GoldenFiles.remove(shown) }
                try addToReport(ok: true, outcome: result.differing == 0 ? "identical" : "\(result.differing) pixels differ, within tolerance",
                                files: [("golden", golden), ("actual", shown)])
            }
            return
        }
        try write(image, to: actualPath, what: "the actual image")
        if let diff = result.diff { try write(diff, to: diffPath, what: "the diff image") }
        let pixels = result.differing == 1 ? "1 pixel differs" : "\(result.differing) pixels differ"
        try addToReport(ok: false, outcome: pixels, files: [("golden", golden), ("actual", actualPath), ("diff", diffPath)])
        throw Diagnostics.fail("\(golden): \(pixels) (at most \(comparison.maximumDiffering) may), the largest channel difference is \(result.largestDifference); actual: \(actualPath), diff: \(diffPath)",
                               status: 1)
    }

    /// The largest golden file read, in bytes: a PNG of the largest render (8192x8192) stored with
    /// no compression at all, and a megabyte for its chunks. Anything larger cannot be a golden
    /// of a render this program makes, and is refused before it is read.
    static let largestGolden = Int(ViewSize.largest) * (Int(ViewSize.largest) * 4 + 1) + (1 << 20)

    /// libpng's reason, after X11Window's "not a PNG: " or "not a whole PNG: ", as a refusal.
    private func notAPNG(_ error: X11Error) -> ExitCode {
        let truncated = error.message.hasPrefix("not a whole PNG")
        let reason = error.message.split(separator: ":", maxSplits: 1).last.map { $0.trimmingPrefix(" ") } ?? ""
        return Diagnostics.fail("\(golden): is not \(truncated ? "a whole" : "a") PNG image (libpng: \(reason)); give a PNG golden, or --record to replace it")
    }

    private func rendered(_ render: () throws -> RGBAImage) throws -> RGBAImage {
        do {
            return try render()
        } catch let code as ExitCode {
            throw code
        } catch {
            throw Diagnostics.fail("\(error)")
        }
    }

    private func write(_ image: RGBAImage, to path: String, what: String) throws {
        let bytes: [UInt8]
        do {
            bytes = try PNG.encode(image)
        } catch {
            throw Diagnostics.fail("cannot write \(what) \(path): \(error.message)")
        }
        if let failure = GoldenFiles.write(bytes, to: path) {
            let hint = artifacts == nil && path != golden ? " (--artifacts DIR writes it elsewhere)" : ""
            throw Diagnostics.fail("cannot write \(what) \(path): \(failure)\(hint)")
        }
    }

    /// The actual and diff images of an earlier mismatch, which no longer say anything true.
    private func removeStaleArtifacts() {
        GoldenFiles.remove(actualPath)
        GoldenFiles.remove(diffPath)
    }
}
