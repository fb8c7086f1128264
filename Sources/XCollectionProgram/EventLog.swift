import CollectionLayout
import CollectionView
import Glibc

/// `--log-events`: one JSON object a line on standard output (docs/window.md).
struct EventLog {
    /// What the log reports: the program's own events and the collection view's.
    enum Entry: Hashable {
        /// The first frame is on screen.
        case ready
        /// A frame was drawn in `milliseconds` of CPU.
        case frame(milliseconds: Double)
        case view(CollectionEvent)
        /// The inspector was turned on or off.
        case inspect(on: Bool)
        /// A click while inspecting, on this element.
        case inspected(InspectedElement)
        /// A watched file was shown anew, its first frame on screen.
        case reloaded
        /// A watched file could not be shown; the last good layout stays.
        case reloadFailed(message: String)
        /// When each phase of the start ended, in monotonic milliseconds.
        case startup(phases: [(name: String, seconds: Double)])
        /// A Control key changed the appearance, the text size or the orientation.
        case traits(LayoutHost)

        static func == (lhs: Entry, rhs: Entry) -> Bool { lhs.jsonLine == rhs.jsonLine }
        func hash(into hasher: inout Hasher) { hasher.combine(jsonLine) }

        /// The entry as one line of JSON.
        var jsonLine: String {
            switch self {
            case .ready: return #"{"event":"ready"}"#
            case .frame(let ms): return #"{"event":"frame","ms":\#(NumberFormat.string((ms * 1000).rounded() / 1000))}"#
            case .reloaded: return #"{"event":"reloaded"}"#
            case .inspect(let on): return #"{"event":"inspect","on":\#(on)}"#
            case .inspected(let element):
                let f = element.frame
                let frame = [f.minX, f.minY, f.width, f.height].map(NumberFormat.string).joined(separator: ",")
                let kind = element.kind.map { #","kind":\#(JSONWriter.escaped($0))"# } ?? ""
                return #"{"event":"inspect-element","category":"\#(element.category.rawValue)"\#(kind),"section":\#(element.indexPath.section),"item":\#(element.indexPath.item),"frame":[\#(frame)],"zIndex":\#(element.zIndex),"path":\#(JSONWriter.escaped(element.path))}"#
            case .traits(let host):
                let device = host.device.map { #","device":"\#($0.name)""# } ?? ""
                let size = "\(NumberFormat.string(host.size.width))x\(NumberFormat.string(host.size.height))"
                return #"{"event":"traits","appearance":"\#(host.traits.userInterfaceStyle.rawValue)","contentSizeCategory":"\#(host.traits.preferredContentSizeCategory.rawValue)","orientation":"\#(host.orientation.rawValue)"\#(device),"size":"\#(size)"}"#
            case .reloadFailed(let message): return #"{"event":"reload-failed","message":\#(JSONWriter.escaped(message))}"#
            case .startup(let phases):
                let fields = phases.map { #""\#($0.name)":\#(NumberFormat.string(($0.seconds * 1e6).rounded() / 1e3))"# }
                return #"{"event":"startup",\#(fields.joined(separator: ","))}"#
            case .view(.select(let path)): return #"{"event":"select","section":\#(path.section),"item":\#(path.item)}"#
            case .view(.settledMain(let offset)): return #"{"event":"settled","axis":"main","offset":\#(NumberFormat.string(offset))}"#
            case .view(.applied(let inserted, let deleted, let moved, let reloaded)):
                return #"{"event":"applied","inserted":\#(inserted),"deleted":\#(deleted),"moved":\#(moved),"reloaded":\#(reloaded)}"#
            case .view(.swipeAction(let path, let action, let title)):
                let titled = title.map { #","title":\#(JSONWriter.escaped($0))"# } ?? ""
                return #"{"event":"swipe-action","section":\#(path.section),"item":\#(path.item),"action":\#(action)\#(titled)}"#
            case .view(.settledOrthogonal(let section, let offset)):
                return #"{"event":"settled","axis":"orthogonal","section":\#(section),"offset":\#(NumberFormat.string(offset))}"#
            }
        }
    }

    let enabled: Bool
    let framesEnabled: Bool
    var startupEnabled = false

    func write(_ entry: Entry) {
        guard enabled else { return }
        if case .frame = entry, !framesEnabled { return }
        if case .startup = entry, !startupEnabled { return }
        // One unbuffered write a line, so a reader of the pipe sees each event when it happens;
        // straight to the descriptor, as a frame a display interval should cost no more.
        _ = DescriptorWriter.write(entry.jsonLine + "\n", to: STDOUT_FILENO)
    }
}
