import Foundation
import Testing
import X11Window

/// Where a failed comparison leaves its difference picture for a person or a CI job to look at:
/// the folder swift-snapshot-testing writes failed snapshots to (`SNAPSHOT_ARTIFACTS`, or the
/// temporary folder), under `folder`, named after the running test and a hash of the reference,
/// so the next failure of the same assertion replaces it.
package enum FailureArtifacts {
    /// Writes `diff` and returns its path; nil when it cannot be written.
    package static func writeDiff(_ diff: RGBAImage, reference: RGBAImage, folder: String) -> String? {
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                            isDirectory: true).appendingPathComponent(folder)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("\(failureName(reference: reference)).diff.png").path
        return (try? PNG.write(diff, to: path)) != nil ? path : nil
    }

    /// The running Swift Testing test's name (XCTest has no current test to ask) and a hash of
    /// the reference, in characters a file name takes: one name per assertion, the same each run.
    private static func failureName(reference: RGBAImage) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in reference.pixels { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let test = (Test.current?.name ?? "snapshot").map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(String(test).prefix(80)) + "-" + String(hash, radix: 16)
    }
}
