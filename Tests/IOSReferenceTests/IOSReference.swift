import Testing
import UIKitCompat
import UIKitSnapshotTesting
import X11Window

/// One picture an iOS simulator recorded in a public repository's snapshot tests, and the view
/// that test drew, written again here: the corpus xcollection's renders are judged against.
///
/// The picture itself is not kept in this repository: `Measured/NAME.json` holds its flat-colour
/// regions as measured from it (see `MeasuredReference`), which is what the geometry score reads.
struct IOSReference: Sendable, CustomTestStringConvertible {
    /// Where the picture and the test are: repository, its licence, the commit read, the
    /// picture's path and the test that recorded it.
    struct Source: Sendable {
        let repository: String
        let licence: String
        let commit: String
        let path: String
        let test: String
        /// What the recording shows of iOS: the simulator and system, and how that is known.
        let recordedOn: String
    }

    /// What the test snapshots: a screen, or a view at its own size.
    enum Subject: Sendable {
        case screen(@MainActor @Sendable () -> UIViewController)
        case view(@MainActor @Sendable () -> UIView)
    }

    let name: String
    let source: Source
    /// The configuration the test snapshots on, as swift-snapshot-testing's `.image(on:)` takes it.
    let config: ViewImageConfig
    /// The traits the test adds; their display scale is the picture's scale.
    let traits: UITraitCollection
    let subject: Subject
    /// The lowest score the case may have: 0.98, or lower with the reason in `knownDifference`.
    let floor: Double
    let knownDifference: String?
    /// The part of the picture judged, in points, when not all of it shows what the test drew:
    /// a picture with the test's own overlay around the view (an accessibility snapshot's outline
    /// and legend) is judged inside it; the render is cut to the same part.
    let judged: CGRect?

    init(name: String, source: Source, config: ViewImageConfig, scale: CGFloat, traits: UITraitCollection = .init(),
         floor: Double = 0.98, knownDifference: String? = nil, judged: CGRect? = nil, subject: Subject) {
        self.name = name
        self.source = source
        self.config = config
        self.traits = UITraitCollection(traitsFrom: [traits, UITraitCollection(displayScale: scale)])
        self.floor = floor
        self.knownDifference = knownDifference
        self.judged = judged
        self.subject = subject
    }

    var scale: Int { Int(traits.displayScale) }

    var testDescription: String { name }

    /// `image` (the picture or a render, at this case's scale) cut to ``judged``; whole without it.
    func judgedPart(of image: RGBAImage) -> RGBAImage {
        guard let judged else { return image }
        let x = Int(judged.minX) * scale, y = Int(judged.minY) * scale
        let width = min(Int(judged.width) * scale, image.width - x), height = min(Int(judged.height) * scale, image.height - y)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(max(0, width * height * 4))
        for row in y..<(y + height) {
            let start = (row * image.width + x) * 4
            pixels += image.pixels[start..<(start + width * 4)]
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
