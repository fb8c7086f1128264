import CollectionLayout

/// An element as a frame of an animation shows it: where (in content coordinates, at the
/// frame's offsets), how opaque, and, for one that is leaving, the content it had.
public struct PresentedElement {
    /// The element, its frame where the animation has it now.
    public var attributes: LayoutAttributes
    /// 0 (invisible) to 1.
    public var alpha: Double
    /// What it shows when the data source no longer has it (a deleted or reloaded element's old
    /// content); nil asks the data source.
    public var content: CellContent?
    /// A transform about the element's centre, as a visible-items handler set it; nil draws it
    /// as it is.
    public var transform: Transform3D?
    /// The shape the element is cut to, in content coordinates (a swiped row and its buttons in
    /// an inset grouped section's card); nil draws it whole.
    public var clip: RoundedRect?
}
