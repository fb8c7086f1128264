import CollectionSnapshotTesting
import Foundation
import SnapshotTesting
import UIKitCompat
import X11Window

extension Diffing where Value == UIImage {
    /// Images compared as swift-snapshot-testing compares them on iOS: equal bytes match; else, with
    /// `perceptualPrecision` below 1, a pixel matches when its CIE ΔE94 from the reference's is at
    /// most (1 − perceptualPrecision) × 100, and at least `precision` of the pixels must match;
    /// else at least `precision` of the bytes must be equal. A failure carries the reference, the
    /// snapshot and their difference (the largest channel difference, stretched to full contrast).
    public static var image: Diffing { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 3
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(toData: toData,
                     fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage(systemName: "questionmark")! },
                     diffV2: { reference, snapshot in
                         guard let old = reference.pixels else { return ("Reference image could not be loaded.", []) }
                         guard let new = snapshot.pixels else { return ("Newly-taken snapshot could not be loaded.", []) }
                         guard var message = ImageMatch.compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else {
                             return nil
                         }
                         var attachments = [DiffAttachment.data(toData(reference), name: "reference.png"),
                                            DiffAttachment.data(toData(snapshot), name: "failure.png")]
                         if let difference = ImageMatch.difference(old, new), let png = try? PNG.encode(difference) {
                             attachments.append(.data(Data(png), name: "difference.png"))
                             if let path = FailureArtifacts.writeDiff(difference, reference: old, folder: "UIKitSnapshotTesting") {
                                 message += "\nThe difference is drawn in \(path)"
                             }
                         }
                         return (message, attachments)
                     })
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// An image compared with its reference, recorded beside the iOS one as `NAME.linux.png`.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: UIImageSnapshots.pathExtension,
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
