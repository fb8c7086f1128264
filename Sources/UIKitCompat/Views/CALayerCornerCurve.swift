/// How a layer's rounded corners curve, as Core Animation's `CALayerCornerCurve`: circular arcs,
/// or the continuous curve, which starts further along each edge and bends gradually (drawn as
/// docs/views.md says).
public struct CALayerCornerCurve: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
