import FoundationEssentials
import Glibc

/// `--report DIR`: a folder any number of runs add their results to — a record each in `runs/`,
/// their pictures copied into `images/` — and whose `index.html` is written again after each to
/// show everything the folder holds, newest first. The page is static: no server, and no
/// script from outside the folder.
struct ReportFolder {
    let path: String

    /// Adds `record` with `files` (label, path) copied beside the page, then writes the page again.
    func add(kind: String, title: String, subject: String, ok: Bool, outcome: String, lines: [String] = [],
             files: [(label: String, path: String)], video: String? = nil) throws {
        let manager = FileManager.default
        for folder in [path, path + "/runs", path + "/images"] {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let stamp = Self.stamp()
        var pictures: [ReportRecord.Picture] = []
        for (index, file) in files.enumerated() where manager.fileExists(atPath: file.path) {
            let name = "\(stamp)-\(index)-" + URL(fileURLWithPath: file.path).lastPathComponent
            try? manager.removeItem(atPath: path + "/images/" + name)
            try manager.copyItem(atPath: file.path, toPath: path + "/images/" + name)
            pictures.append(ReportRecord.Picture(label: file.label, file: "images/" + name))
        }
        var copiedVideo: String?
        if let video, manager.fileExists(atPath: video) {
            let name = "\(stamp)-video-" + URL(fileURLWithPath: video).lastPathComponent
            try manager.copyItem(atPath: video, toPath: path + "/images/" + name)
            copiedVideo = "images/" + name
        }
        let record = ReportRecord(kind: kind, title: title, subject: subject, time: Date.now.formatted(.iso8601),
                                  ok: ok, outcome: outcome, lines: lines, pictures: pictures, video: copiedVideo)
        try JSONEncoder().encode(record).write(to: URL(fileURLWithPath: path + "/runs/\(stamp).json"), options: .atomic)
        try writePage()
    }

    /// Every record the folder holds, newest first.
    func records() -> [ReportRecord] {
        let runs = path + "/runs"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: runs)) ?? []).filter { $0.hasSuffix(".json") }
        return names.sorted(by: >).compactMap { name in
            (try? Data(contentsOf: URL(fileURLWithPath: runs + "/" + name))).flatMap { try? JSONDecoder().decode(ReportRecord.self, from: $0) }
        }
    }

    /// Writes `index.html` whole, replacing the last one only once it is.
    func writePage() throws {
        try Data(ReportPage(records: records()).html.utf8).write(to: URL(fileURLWithPath: path + "/index.html"), options: .atomic)
    }

    /// A name that sorts by time and is new for every run, even two in the same second.
    private static func stamp() -> String {
        let milliseconds = Int((Date.now.timeIntervalSince1970 * 1000).rounded(.down))
        let seconds = String(milliseconds / 1000)
        let fraction = String(milliseconds % 1000)
        return String(repeating: "0", count: max(0, 10 - seconds.count)) + seconds + "."
            + String(repeating: "0", count: 3 - fraction.count) + fraction + "-\(getpid())"
    }
}
