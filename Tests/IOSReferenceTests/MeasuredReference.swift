import Foundation
import X11Window

/// A reference picture as measured: its size, its scale and its flat-colour regions (squares of
/// one colour two points across, see `FlatColorMap`) as rectangles in its pixels, with the
/// picture's SHA-256 so a measurement names exactly one picture. `IOSReferenceMeasurement` writes
/// these from the pictures; the corpus check paints them back and scores renders against them.
struct MeasuredReference: Codable, Equatable {
    var name: String
    var repository: String
    var commit: String
    var path: String
    var sha256: String
    var width: Int
    var height: Int
    var scale: Int
    /// Each region as "RRGGBBAA x y width height", in pixels.
    var regions: [String]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Measured")

    static func file(named name: String) -> URL { folder.appendingPathComponent(name + ".json") }

    static func load(_ name: String) throws -> MeasuredReference {
        try JSONDecoder().decode(MeasuredReference.self, from: Data(contentsOf: file(named: name)))
    }

    init(reference: IOSReference, picture: RGBAImage, sha256: String) {
        name = reference.name
        repository = reference.source.repository
        commit = reference.source.commit
        path = reference.source.path
        self.sha256 = sha256
        width = picture.width
        height = picture.height
        scale = reference.scale
        regions = FlatColorMap(picture, side: 2 * reference.scale).regions.map { region in
            String(format: "%08X %d %d %d %d", region.color, region.x, region.y, region.width, region.height)
        }
    }

    /// The regions painted back: the map the picture gave.
    var map: FlatColorMap {
        FlatColorMap(width: width, height: height, regions: regions.compactMap { line in
            let row = line.split(separator: " ")
            guard row.count == 5, let color = UInt32(row[0], radix: 16), let x = Int(row[1]), let y = Int(row[2]),
                  let w = Int(row[3]), let h = Int(row[4]) else { return nil }
            return FlatColorMap.Region(color: color, x: x, y: y, width: w, height: h)
        })
    }

    func write() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var text = String(decoding: try encoder.encode(self), as: UTF8.self)
        // One region a line, so a measurement's change reads as a diff of rectangles.
        text = text.replacingOccurrences(of: "\",\"", with: "\",\n\"")
        try Data((text + "\n").utf8).write(to: Self.file(named: name))
    }
}
