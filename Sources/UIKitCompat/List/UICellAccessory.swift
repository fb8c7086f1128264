/// A view at a list cell's trailing edge, as UIKit's `UICellAccessory`: a disclosure indicator,
/// a checkmark, an outline disclosure or a short label, made with UIKit's factories.
///
/// A cell draws the first displayed indicator, checkmark or outline disclosure of its
/// `accessories`, and the first displayed label before it: the engine's cell has one accessory and
/// one trailing value, so further accessories of these kinds are not drawn. An outline disclosure
/// points down while its item is expanded in the data source's section snapshot.
public struct UICellAccessory: Hashable, Sendable {
    /// Which accessory this is, with its colour or text.
    enum Kind: Hashable, Sendable {
        case disclosureIndicator(tintColor: UIColor?)
        case checkmark(tintColor: UIColor?)
        case outlineDisclosure(tintColor: UIColor?, style: OutlineDisclosureOptions.Style)
        case label(text: String, font: UIFont?, tintColor: UIColor?)
    }

    let kind: Kind
    /// When the accessory shows.
    let displayed: DisplayedState
    /// Whether the options hide it.
    let isHidden: Bool

    /// Whether the cell shows it: the collection view is never in editing mode here.
    var isShown: Bool { !isHidden && displayed != .whenEditing }

    /// A chevron pointing at the trailing edge, as a row that leads somewhere; grey unless the
    /// options give a tint.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(kind: .disclosureIndicator(tintColor: options.tintColor), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A checkmark, as the chosen row of a list of options; blue unless the options give a tint.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(kind: .checkmark(tintColor: options.tintColor), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A chevron that turns as a row's children show and hide: a click on it (on the whole cell
    /// for the header style) expands or collapses the item in the data source's section
    /// snapshot. `actionHandler` is kept for UIKit compatibility and not called: the data source
    /// toggles the item.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        UICellAccessory(kind: .outlineDisclosure(tintColor: options.tintColor, style: options.style), displayed: displayed, isHidden: options.isHidden ?? false)
    }

    /// A short text, as a count, in the secondary label colour at the body size unless the
    /// options say otherwise.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(kind: .label(text: text, font: options.font, tintColor: options.tintColor),
                        displayed: displayed, isHidden: options.isHidden ?? false)
    }
}
