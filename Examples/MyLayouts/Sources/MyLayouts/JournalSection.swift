/// The journal's sections, in order, with how many items each shows.
public enum JournalSection: Int, CaseIterable, Sendable {
    case highlights, entries, places

    /// How many items the section has.
    public var itemCount: Int {
        switch self {
        case .highlights: 5
        case .entries: 12
        case .places: 10
        }
    }

    /// The title above the section, if it has one.
    public var title: String? {
        switch self {
        case .highlights: nil
        case .entries: "Entries"
        case .places: "Places"
        }
    }
}
