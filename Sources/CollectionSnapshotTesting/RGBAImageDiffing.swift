import Foundation
import SnapshotTesting
import Testing
import X11Window

extension Diffing where Value == RGBAImage {
    /// PNG files compared through `comparison`. A failure says how many pixels differ and by how
    /// much, and writes a diff image — red where pixels differ, the reference faded elsewhere —
    /// into the folder swift-snapshot-testing puts its failed snapshots in (`SNAPSHOT_ARTIFACTS`,
    /// or the temporary folder), whose path the message gives. The file is named after the test
    /// and the reference, so the next failure of the same assertion replaces it.
    public static func image(_ comparison: ImageComparison) -> Diffing {
        image { _ in comparison }
    }

    /// PNG files compared through the comparison `comparison` gives for the reference image.
    static func image(_ comparison: @escaping @Sendable (RGBAImage) -> ImageComparison) -> Diffing {
        Diffing.diff(
            toData: { image in Data((try? PNG.encode(image)) ?? []) },
            fromData: { data in (try? PNG.decode([UInt8](data))) ?? RGBAImage(width: 0, height: 0, pixels: []) },
            diffV2: { reference, actual in
                guard reference.width > 0 else {
                    return ("the reference is not a PNG image: delete it to record it again", [])
                }
                let comparison = comparison(reference)
                let result = comparison.compare(actual, with: reference)
                guard !comparison.matches(result) else { return nil }
                guard result.sizesMatch else {
                    return ("the snapshot is \(actual.width)x\(actual.height) pixels, the reference \(reference.width)x\(reference.height)", [])
                }
                var message = "\(result.differing) pixels differ (at most \(comparison.maximumDiffering) may), by up to \(result.largestDifference) of 255 in a channel"
                guard let diff = result.diff else { return (message, []) }
                if let path = FailureArtifacts.writeDiff(diff, reference: reference, folder: "CollectionSnapshotTesting") { message += "; the difference is drawn in \(path)" }
                return (message, [.data(Data((try? PNG.encode(diff)) ?? []), name: "difference.png")])
            })
    }
}
