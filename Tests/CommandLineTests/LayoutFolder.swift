import Foundation
import TestSupport

/// A fresh temporary folder for one `--compare` test, with the list layout file written into
/// it as the test needs it, removed when the test is done.
final class CompareFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-compare-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `assets/layouts/list.json` with its rows `rowHeight` tall and `items` of them, written
    /// into the folder as `name`; its path.
    func list(rowHeight: Int = 44, items: Int = 94, name: String = "list.json") throws -> String {
        var text = try String(contentsOfFile: fixture("list.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "absolute(44)", with: "absolute(\(rowHeight))")
        text = text.replacingOccurrences(of: "\"items\": 94", with: "\"items\": \(items)")
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Writes `text` into the folder as `name`; its path.
    func write(_ text: String, name: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + name) }
}
