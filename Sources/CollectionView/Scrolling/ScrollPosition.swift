/// Where `scrollToItem(at:at:animated:)` puts an item in the view, as UIKit's
/// `UICollectionView.ScrollPosition`: at most one vertical and one horizontal place. Along an
/// axis with no place given, the view scrolls only as far as it takes to show the whole item.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The item's top at the view's top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the view's bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's leading edge at the view's left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's trailing edge at the view's right.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// Where along `axis` the item goes: -1 at the start, 0 centred, 1 at the end; nil when no
    /// place is given along it.
    func place(along vertical: Bool) -> Double? {
        let (start, middle, end): (ScrollPosition, ScrollPosition, ScrollPosition) = vertical
            ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
        if contains(start) { return -1 }
        if contains(middle) { return 0 }
        if contains(end) { return 1 }
        return nil
    }

    /// The offset along one axis that puts the span `low..<high` of content at `place` in a
    /// viewport `extent` long now at `current`; with no place, the least move that shows it.
    static func offset(for place: Double?, low: Double, high: Double, extent: Double, current: Double) -> Double {
        guard let place else {
            if low < current { return low }
            if high > current + extent { return Swift.min(low, high - extent) }
            return current
        }
        if place < 0 { return low }
        if place > 0 { return high - extent }
        return (low + high) / 2 - extent / 2
    }
}
