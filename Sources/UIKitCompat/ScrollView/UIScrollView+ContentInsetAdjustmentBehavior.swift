import CollectionView

extension UIScrollView {
    /// How a scroll view adds the safe area to its content inset, as UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable {
        /// Along the axis the view scrolls: top and bottom for a vertical view, as UIKit adjusts
        /// a scroll view on a navigation or tab bar controller's screen.
        case automatic = 0
        /// Along the axis the view scrolls.
        case scrollableAxes = 1
        /// Not at all.
        case never = 2
        /// On every edge.
        case always = 3

        /// The engine's adjustment this one stands for.
        public var engineAdjustment: ContentInsetAdjustment {
            switch self {
            case .automatic: .automatic
            case .scrollableAxes: .scrollableAxes
            case .never: .never
            case .always: .always
            }
        }
    }
}
