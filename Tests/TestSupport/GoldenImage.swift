import Foundation
import Testing
import X11Window

/// Reference images in a folder of PNGs. A mismatch writes `NAME.actual.png` and
/// `NAME.diff.png` beside the reference; `RECORD=1` writes the reference instead and fails,
/// so a recording is never mistaken for a pass.
public struct GoldenImage: Sendable {
    /// Where the references are.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The references of the gallery's examples, which the in-process tests compare through
    /// CollectionSnapshotTesting and the command-line tests through `galleryReference`.
    public static let gallery = GoldenImage(directory: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../CollectionWindowTests/__Snapshots__/GalleryGoldenTests").standardized)

    /// The name swift-snapshot-testing gives the gallery test's reference of `example` at `size`
    /// (`375x667`): its test function, then the name it was asserted with.
    public static func galleryReference(_ example: String, size: String) -> String {
        "example-name-size.\(example)-\(size)"
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

    /// Compares `actual` with the reference `name`.png, recording an issue when they differ.
    public func check(_ actual: RGBAImage, named name: String, comparison: ImageComparison = ImageComparison(),
                      sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reference = directory.appendingPathComponent("\(name).png").path
        let actualPath = directory.appendingPathComponent("\(name).actual.png").path
        let diffPath = directory.appendingPathComponent("\(name).diff.png").path
        if Self.isRecording {
            try PNG.write(actual, to: reference)
            Issue.record("recorded \(reference); review it by eye, then run again without RECORD=1", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: reference) else {
            try PNG.write(actual, to: actualPath)
            Issue.record("no reference \(reference); the render is in \(actualPath) (RECORD=1 records it)", sourceLocation: sourceLocation)
            return
        }
        let result = comparison.compare(actual, with: try PNG.read(reference))
        if comparison.matches(result) {
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return
        }
        try PNG.write(actual, to: actualPath)
        if let diff = result.diff { try PNG.write(diff, to: diffPath) }
        Issue.record(result.sizesMatch
            ? "\(name): \(result.differing) pixels differ (at most \(comparison.maximumDiffering) may); see \(actualPath) and \(diffPath)"
            : "\(name): the render is \(actual.width)x\(actual.height), not the reference's size; see \(actualPath)",
            sourceLocation: sourceLocation)
    }
}
