/// A set of screens to show one layout on side by side: every named device, both appearances,
/// or every text size, as iOS teams snapshot a screen across a matrix of them.
public enum TraitVariants: String, Hashable, Sendable, CaseIterable {
    /// The seven named devices held upright, each at its own size.
    case devices
    /// Light and dark.
    case appearances
    /// The twelve content size categories, smallest first.
    case contentSizes = "content-sizes"

    /// The screens of the variants of `base`, each with a short name for labels and file names
    /// (`iphone-15`, `dark`, `accessibilityLarge`): `base`'s traits with the one that varies
    /// changed, and for devices, each device's screen in `base`'s orientation.
    public func hosts(from base: LayoutHost) -> [(name: String, host: LayoutHost)] {
        switch self {
        case .devices:
            return Device.all.map { device in
                var traits = base.traits
                traits.displayScale = device.displayScale
                return (device.name, device.host(in: base.device == nil ? .portrait : base.orientation, traits: traits))
            }
        case .appearances:
            return UserInterfaceStyle.allCases.map { style in
                var traits = base.traits
                traits.userInterfaceStyle = style
                return (style.rawValue, base.with(traits: traits))
            }
        case .contentSizes:
            return ContentSizeCategory.allCases.map { category in
                var traits = base.traits
                traits.preferredContentSizeCategory = category
                return (category.rawValue, base.with(traits: traits))
            }
        }
    }
}
