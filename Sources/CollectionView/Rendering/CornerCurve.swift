/// How a rounded corner bends, as Core Animation's `CALayerCornerCurve`: a circular arc, or the
/// continuous curve iOS draws app icons and most of its cards with, which starts further along
/// each edge and bends gradually.
public enum CornerCurve: Sendable, Hashable {
    case circular
    case continuous
}
