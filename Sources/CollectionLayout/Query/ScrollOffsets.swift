/// Where the collection view is scrolled to: the main offset, and each orthogonal section's own.
public struct ScrollOffsets: Hashable, Sendable {
    /// The content offset along the layout's main axis; pinned items are placed for it.
    public var main: Double
    /// The viewport's extent along the main axis, which pinned footers keep inside.
    public var viewportLength: Double
    /// Orthogonal offsets by section; a section not listed is at 0.
    public var orthogonal: [Int: Double]
    /// The view's adjusted content inset at the viewport's leading and trailing ends along the
    /// main axis (the status bar, the home indicator): pinned headers and footers keep clear of it.
    public var leadingInset = 0.0
    public var trailingInset = 0.0

    /// Offsets with the main axis at `main`, a viewport `viewportLength` long, and each orthogonal section's own.
    public init(main: Double = 0, viewportLength: Double, orthogonal: [Int: Double] = [:]) {
        self.main = main
        self.viewportLength = viewportLength
        self.orthogonal = orthogonal
    }

    func orthogonalOffset(section: Int) -> Double { orthogonal[section] ?? 0 }
}
