/// What a row-style cell shows at its trailing edge.
public enum CellAccessory: String, Hashable, Sendable, CaseIterable {
    /// Nothing.
    case none
    /// A disclosure chevron, as a row that opens another screen.
    case chevron
}
