/// A section's `"visibleItemsEffect"` in a layout file, read and written:
/// `{"type": "scaleAndFade", "minimumScale": 0.8, "minimumAlpha": 0.5, "falloff": 1}` or
/// `{"type": "rotation", "maximumAngle": 60, "perspective": 500}` (degrees, points), every
/// number optional with those defaults.
enum VisibleItemsEffectFile {
    static let key = "visibleItemsEffect"

    static func effect(_ reader: JSONReader) throws(LayoutError) -> VisibleItemsEffect {
        let object = try reader.object(allowing: ["type", "minimumScale", "minimumAlpha", "falloff", "maximumAngle", "perspective"])
        let type = try object.required("type").oneOf([("scaleAndFade", 0), ("rotation", 1)])
        func number(_ key: String, default value: Double, in range: ClosedRange<Double>, excludingLower: Bool = false) throws(LayoutError) -> Double {
            guard let r = object[key] else { return value }
            let number = try r.number()
            guard range.contains(number), !(excludingLower && number == range.lowerBound) else {
                throw r.fail("expected a number \(excludingLower ? "above" : "from") \(NumberFormat.string(range.lowerBound)) to \(NumberFormat.string(range.upperBound)), got \(NumberFormat.string(number))")
            }
            return number
        }
        let keys = type == 0 ? ["minimumScale", "minimumAlpha", "falloff"] : ["maximumAngle", "perspective"]
        if let stray = ["minimumScale", "minimumAlpha", "falloff", "maximumAngle", "perspective"].first(where: { object[$0] != nil && !keys.contains($0) }) {
            throw object[stray]!.fail("\"\(stray)\" belongs to the other effect; \(type == 0 ? "scaleAndFade" : "rotation") takes \(keys.joined(separator: ", "))")
        }
        if type == 0 {
            return .scaleAndFade(minimumScale: try number("minimumScale", default: 0.8, in: 0...10),
                                 minimumAlpha: try number("minimumAlpha", default: 0.5, in: 0...1),
                                 falloff: try number("falloff", default: 1, in: 0...100, excludingLower: true))
        }
        return .rotation(maximumAngle: try number("maximumAngle", default: 60, in: -180...180) * .pi / 180,
                         distance: try number("perspective", default: 500, in: 0...1_000_000, excludingLower: true))
    }

    static func value(_ effect: VisibleItemsEffect) -> JSONValue {
        switch effect {
        case .scaleAndFade(let scale, let alpha, let falloff):
            return .object([("type", .string("scaleAndFade")), ("minimumScale", .number(scale)), ("minimumAlpha", .number(alpha)),
                            ("falloff", .number(falloff))])
        case .rotation(let angle, let distance):
            return .object([("type", .string("rotation")), ("maximumAngle", .number((angle * 180 / .pi * 1e9).rounded() / 1e9)), ("perspective", .number(distance))])
        }
    }
}
