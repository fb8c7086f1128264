import Foundation
import Testing
import X11Window

/// The folder of fetched repositories, when measuring.
private let referenceMirrors = ProcessInfo.processInfo.environment["XCOLLECTION_IOS_REFERENCE_MIRRORS"]

/// Measures the corpus's pictures into `Measured/*.json`. Run by hand, where the repositories are
/// fetched (`XCOLLECTION_IOS_REFERENCE_MIRRORS` names the folder holding `OWNER+NAME/repo`, the
/// git directories `fetch` brings):
///
///     XCOLLECTION_IOS_REFERENCE_MIRRORS=/work/.mirror swift test --filter IOSReferenceMeasurement
///
/// A picture whose SHA-256 differs from its measurement's is measured again and says so.
@Suite(.enabled(if: referenceMirrors != nil, "set XCOLLECTION_IOS_REFERENCE_MIRRORS to measure the pictures"))
struct IOSReferenceMeasurement {
    static var mirrors: String? { referenceMirrors }

    @Test("each picture of the corpus, read from its repository at its commit, measured into Measured/NAME.json", arguments: IOSReferenceCorpus.all)
    func measure(reference: IOSReference) throws {
        let bytes = try Self.picture(of: reference)
        let picture = reference.judgedPart(of: try PNG.decode(bytes))
        let hash = try Self.sha256(bytes)
        let measured = MeasuredReference(reference: reference, picture: picture, sha256: hash)
        if let existing = try? MeasuredReference.load(reference.name), existing.sha256 != hash {
            Issue.record("\(reference.name): the picture's SHA-256 is \(hash), its measurement says \(existing.sha256); measured again")
        }
        try measured.write()
        #expect(picture.width == measured.width)
    }

    /// The picture's bytes, by `git show COMMIT:PATH` in the repository's git directory.
    static func picture(of reference: IOSReference) throws -> [UInt8] {
        let folder = URL(fileURLWithPath: mirrors ?? "").appendingPathComponent(reference.source.repository.replacingOccurrences(of: "/", with: "+"))
            .appendingPathComponent("repo")
        let gitDirectory = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".git").path)
            ? folder.appendingPathComponent(".git") : folder
        return try run("/usr/bin/git", ["--git-dir=\(gitDirectory.path)", "show", "\(reference.source.commit):\(reference.source.path)"])
    }

    static func sha256(_ bytes: [UInt8]) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ios-reference-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(bytes).write(to: file)
        let output = try run("/usr/bin/sha256sum", [file.path])
        return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init) ?? ""
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "\(executable) \(arguments.joined(separator: " ")) failed"])
        }
        return [UInt8](data)
    }
}
