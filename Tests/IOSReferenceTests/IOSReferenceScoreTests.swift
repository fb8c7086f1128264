import Foundation
import Testing
import UIKitCompat
@testable import UIKitSnapshotTesting
import X11Window

/// Each case of the corpus drawn as its test draws it on iOS, scored against the picture iOS
/// recorded (its measured flat-colour regions) with the text-insensitive geometry score: every
/// case must reach its floor, 0.98 unless the case names what is known to differ.
@Suite struct IOSReferenceScoreTests {
    /// The score of `reference`'s render, and the parts that missed most.
    @MainActor
    static func score(_ reference: IOSReference) throws -> (score: Double, render: RGBAImage, result: GeometryScore.Result, measured: MeasuredReference) {
        let measured = try MeasuredReference.load(reference.name)
        var render: RGBAImage
        switch reference.subject {
        case .screen(let make):
            render = try ViewSnapshotRenderer.image(of: make(), config: reference.config, traits: reference.traits)
        case .view(let make):
            render = try ViewSnapshotRenderer.image(of: make(), size: reference.config.size, traits: reference.traits)
        }
        render = reference.judgedPart(of: render)
        guard render.width == measured.width, render.height == measured.height else {
            throw ViewSnapshotRenderer.Failure(description: "\(reference.name): the render is \(render.width)x\(render.height) pixels, the picture \(measured.width)x\(measured.height)")
        }
        let result = GeometryScore().score(FlatColorMap(render, side: 2 * reference.scale), against: measured.map)
        return (result.score, render, result, measured)
    }

    @Test("every case scores at least its floor against the picture iOS recorded", arguments: IOSReferenceCorpus.all)
    @MainActor
    func scores(reference: IOSReference) throws {
        let scored = try Self.score(reference)
        let worst = scored.result.colors.prefix(3).map { String(format: "%08X: %d of %d missed", $0.color, $0.unmatched, $0.union) }
        print("ios-reference \(reference.name) \(String(format: "%.4f", scored.score))")
        // XCOLLECTION_IOS_REFERENCE_RENDERS=DIR keeps every render, to look at beside its picture.
        if let folder = ProcessInfo.processInfo.environment["XCOLLECTION_IOS_REFERENCE_RENDERS"] {
            try PNG.write(scored.render, to: folder + "/\(reference.name).png")
        }
        if scored.score < reference.floor {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(reference.name).render.png").path
            try? PNG.write(scored.render, to: path)
            Issue.record("\(reference.name) scores \(String(format: "%.4f", scored.score)), below \(reference.floor); worst colours: \(worst.joined(separator: "; ")); the render is in \(path)")
        }
    }

    @Test("a measured picture scores 1 against itself and clearly less with its content moved by one cell")
    func metricOnARealPicture() throws {
        let measured = try MeasuredReference.load("lunij-flow-iphone-se")
        let map = measured.map
        #expect(GeometryScore().score(map, against: map).score == 1)
        // The orange cells moved right by one cell and its spacing (238 + 20 points at 2x), over
        // the white screen.
        let white = FlatColorMap.Region(color: 0xFFFF_FFFF, x: 0, y: 0, width: measured.width, height: measured.height)
        let shifted = FlatColorMap(width: measured.width, height: measured.height, regions: [white] + map.regions.compactMap { region in
            guard region.color == 0xFF80_00FF else { return nil }
            var moved = region
            moved.x += 516
            return moved
        })
        let score = GeometryScore().score(shifted, against: map).score
        #expect(score < 0.8, "\(score)")
    }

    @Test("every case has a measurement, and every measurement a case")
    func measurementsMatchCases() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: MeasuredReference.folder.path).filter { $0.hasSuffix(".json") }
        #expect(Set(files.map { String($0.dropLast(5)) }) == Set(IOSReferenceCorpus.all.map(\.name)))
        #expect(Set(IOSReferenceCorpus.all.map(\.name)).count == IOSReferenceCorpus.all.count, "names are unique")
    }
}
