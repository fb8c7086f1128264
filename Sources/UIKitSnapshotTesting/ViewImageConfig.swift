import UIKitCompat

/// Where a view is drawn for a snapshot, as swift-snapshot-testing's `ViewImageConfig`: the
/// screen's safe area, its size in points (nil: the view's own size) and the traits it is shown
/// with. The presets (`.iPhone13`, `.iPadPro11(.landscape)`, …) carry the values
/// swift-snapshot-testing gives them, so a test recorded on iOS with a preset is drawn here on
/// the same screen; `docs/snapshot-testing.md` has the table.
public struct ViewImageConfig: Sendable {
    /// How a phone is held.
    public enum Orientation: Sendable {
        case landscape
        case portrait
    }

    /// How a tablet is held, and how much of its screen the app has beside another in split view.
    public enum TabletOrientation: Sendable {
        public enum PortraitSplits: Sendable {
            case oneThird
            case twoThirds
            case full
        }

        public enum LandscapeSplits: Sendable {
            case oneThird
            case oneHalf
            case twoThirds
            case full
        }

        case landscape(splitView: LandscapeSplits)
        case portrait(splitView: PortraitSplits)
    }

    public var safeArea: UIEdgeInsets
    public var size: CGSize?
    public var traits: UITraitCollection

    public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
