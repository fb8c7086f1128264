/// What a layout says as the view scrolls and comes to rest: whether showing another rectangle
/// of the content needs it solved again (a header that stretches as the content is pulled
/// down), and where a scroll should rest instead of where it would (a carousel that stops
/// with a card centred). The layouts the engine solves itself say neither; a custom layout
/// asks its object, as UIKit's collection view asks its layout.
extension SolvedCollectionLayout {
    /// False: nothing the view shows changes the layout.
    public var followsBounds: Bool { false }

    /// False: the layout stays as it was solved.
    public func invalidatesLayout(forBoundsChange bounds: Rect) -> Bool { false }

    /// `proposed`: the scroll rests where it would.
    public func targetMainOffset(forProposed proposed: Double, velocity: Double) -> Double { proposed }

    /// `proposed`: an update leaves the view where it would.
    public func targetMainOffset(forProposed proposed: Double) -> Double { proposed }
}

extension SolvedCollectionLayout {
    /// The rectangle of the content the view shows at main offset `main`: what a layout that
    /// follows bounds is told, as UIKit's collection view passes its new bounds.
    public func visibleBounds(mainOffset main: Double) -> Rect {
        var origin = Point.zero
        origin[scrollDirection.axis] = main
        return Rect(origin: origin, size: containerSize)
    }
}
