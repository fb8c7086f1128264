/// How a layer's rounded corners curve, as Core Animation's `CALayerCornerCurve`: kept; corners
/// are drawn as circular arcs either way.
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
