/// The inspector overlay's colours: one legend, in `docs/window.md` and the README.
public enum InspectorPalette {
    /// Items' frames, outlined.
    public static let item = Color(hex: 0x0A84FF)
    /// The band between an item's frame and its content (its `contentInsets`), shaded.
    public static let itemInsets = Color(hex: 0x0A84FF, alpha: 0.22)
    /// Groups' frames, outlined, by nesting depth: top-level, nested, nested in that, …
    public static let groups = [Color(hex: 0xFF9F0A), Color(hex: 0xBF5AF2), Color(hex: 0x30D158), Color(hex: 0x64D2FF)]
    /// Spacing bands (inter-item, inter-group, between sections, edge spacing, lines), shaded,
    /// with their value written in them where there is room.
    public static let spacing = Color(hex: 0xFF375F, alpha: 0.28)
    /// The spacing values' text.
    public static let spacingText = Color(hex: 0xC9184A)
    /// Sections' content insets: the band between a section's frame and its content, shaded.
    public static let sectionInsets = Color(hex: 0xFFD60A, alpha: 0.30)
    /// Supplementaries (headers, footers, badges), outlined, and the anchor points that place them.
    public static let supplementary = Color(hex: 0x00A6A6)
    /// Orthogonal sections' strips, outlined, and the ticks of their resting places.
    public static let orthogonal = Color(hex: 0x5E5CE6)
    /// Where a dragged orthogonal section would come to rest if let go now.
    public static let projectedRest = Color(hex: 0xFF6B00)
    /// Estimated frames of self-sizing elements, beside the measured ones.
    public static let estimate = Color(hex: 0x8E8E93)
    /// The outline of a view inside a cell made of views.
    public static let view = Color(hex: 0x34C759, alpha: 0.9)
    /// The outline of a control (a switch, a segmented control), named on a pill above it.
    public static let control = Color(hex: 0xFF2D55)
    /// The outline of a view whose constraints leave its frame open.
    public static let ambiguousView = Color(hex: 0xFF3B30)
    /// Index path labels: text on a pill.
    public static let labelText = Color(hex: 0x1C1C1E)
    public static let labelBackground = Color(hex: 0xFFFFFF, alpha: 0.85)

    /// The group outline colour for `depth`.
    public static func group(depth: Int) -> Color {
        groups[Swift.max(0, depth) % groups.count]
    }
}
