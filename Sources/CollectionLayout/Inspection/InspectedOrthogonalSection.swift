/// A section that scrolls along the cross axis, as an inspector marks it: its strip, how far it
/// reaches, where it is scrolled and where it may come to rest.
public struct InspectedOrthogonalSection: Hashable, Sendable {
    /// The section's index.
    public var section: Int
    /// How the section scrolls and rests.
    public var behavior: OrthogonalScrollingBehavior
    /// The band the section's own scroll view covers, in content coordinates
    /// (`OrthogonalScrollSection.strip`).
    public var strip: Rect
    /// `C`: the extent of the section's content along the cross axis.
    public var contentExtent: Double
    /// The section's orthogonal offset, as the offsets asked about give it.
    public var offset: Double
    /// The offsets the section may rest at (`OrthogonalSnapping.range`).
    public var offsetRange: ClosedRange<Double>
    /// The offsets the behaviour rests at within two viewports of `offset`, ascending and at
    /// most 64 (`OrthogonalSnapping.restingOffsets(near:within:limit:)`); empty for
    /// `continuous`, which rests anywhere. The window rounds each to a whole pixel; these are
    /// the engine's own values.
    public var snapPoints: [Double]
    /// Whether the section runs right to left, in a mirrored layout: its content starts at the
    /// strip's right edge, and an offset moves it to the right.
    public var runsRightToLeft = false

    /// The inspection of section `section`'s orthogonal scrolling.
    public init(section: Int, behavior: OrthogonalScrollingBehavior, strip: Rect, contentExtent: Double, offset: Double,
                offsetRange: ClosedRange<Double>, snapPoints: [Double]) {
        self.section = section
        self.behavior = behavior
        self.strip = strip
        self.contentExtent = contentExtent
        self.offset = offset
        self.offsetRange = offsetRange
        self.snapPoints = snapPoints
    }
}
