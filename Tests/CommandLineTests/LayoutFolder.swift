import Foundation
import TestSupport

/// A fresh temporary folder for one test of the command line (`--compare`, `--watch`), with
/// the list layout file written into it as the test needs it, removed when the test is done.
final class LayoutFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-layouts-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// `assets/layouts/list.json` with its rows `rowHeight` tall and `items` of them.
    static func listText(rowHeight: Int = 44, items: Int = 94) throws -> String {
        try String(contentsOfFile: fixture("list.json"), encoding: .utf8)
            .replacingOccurrences(of: "absolute(44)", with: "absolute(\(rowHeight))")
            .replacingOccurrences(of: "\"items\": 94", with: "\"items\": \(items)")
    }

    /// `listText(rowHeight:items:)` written into the folder as `name`; its path.
    func list(rowHeight: Int = 44, items: Int = 94, name: String = "list.json") throws -> String {
        try write(Self.listText(rowHeight: rowHeight, items: items), name: name)
    }

    /// Writes `text` into the folder as `name`; its path.
    func write(_ text: String, name: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path + "/" + name) }
}
