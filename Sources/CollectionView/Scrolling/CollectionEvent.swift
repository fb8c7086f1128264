import CollectionLayout

/// What the collection view reports, as `--log-events` writes it (`docs/scrolling.md`).
public enum CollectionEvent: Hashable, Sendable {
    /// The first frame is on screen.
    case ready
    /// A tap selected the item.
    case select(IndexPath)
    /// The main axis came to rest.
    case settledMain(offset: Double)
    /// An orthogonal section came to rest.
    case settledOrthogonal(section: Int, offset: Double)
    /// A frame was drawn in `milliseconds` of CPU.
    case frame(milliseconds: Double)

    /// The event as one line of JSON.
    public var jsonLine: String {
        switch self {
        case .ready: return #"{"event":"ready"}"#
        case .select(let path): return #"{"event":"select","section":\#(path.section),"item":\#(path.item)}"#
        case .settledMain(let offset): return #"{"event":"settled","axis":"main","offset":\#(NumberFormat.string(offset))}"#
        case .settledOrthogonal(let section, let offset):
            return #"{"event":"settled","axis":"orthogonal","section":\#(section),"offset":\#(NumberFormat.string(offset))}"#
        case .frame(let ms): return #"{"event":"frame","ms":\#(NumberFormat.string((ms * 1000).rounded() / 1000))}"#
        }
    }
}
