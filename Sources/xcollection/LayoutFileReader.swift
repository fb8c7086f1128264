import Foundation

/// Reads a `--layout` file's text, turning each way that can fail into a plain reason.
enum LayoutFileReader {
    static func read(_ path: String) throws -> String {
        guard !path.isEmpty else { throw Diagnostics.fail("--layout needs a file name") }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Diagnostics.fail("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw Diagnostics.fail("\(path): is a directory, not a layout file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw Diagnostics.fail("\(path): cannot be read (permission denied?)") }
        guard let text = String(data: data, encoding: .utf8) else {
            let valid = data.prefix { $0 < 0x80 }.count
            throw Diagnostics.fail("\(path): is not UTF-8 text (first bad byte at offset \(valid))")
        }
        return text
    }
}
