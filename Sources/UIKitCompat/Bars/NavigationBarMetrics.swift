import CollectionLayout

/// The numbers a navigation bar is drawn by, each with where it comes from. Where Apple
/// publishes none, the value is what iOS 17 simulators show, marked "measured"; the corpus of
/// iOS references (docs/ios-references.md) is the judge of these.
///
/// | Value | Number | Source |
/// |---|---|---|
/// | Bar height, iPhone portrait and iPad | 44 pt | HIG, Navigation bars ("standard height"); measured |
/// | Bar height, iPhone landscape (compact height) | 32 pt | measured, iOS 17 simulator |
/// | Bar height, iPad | 50 pt | measured, iPadOS 17 simulator |
/// | Large title band | 52 pt (bar 96 pt) | measured, iOS 11–17 simulators |
/// | Title font | 17 pt semibold | HIG Typography, "Headline" style, which the title uses |
/// | Large title font | 34 pt bold | HIG Typography, "Large Title" 34 pt, bold in bars |
/// | Bar button font | 17 pt regular, done style semibold | HIG Typography, "Body" |
/// | Large title baseline | 8 pt above the band's bottom less the descender | measured |
/// | Side margins | the root view's: 16 pt below 393 pt wide, 20 from there | `SystemLayoutMargins` |
/// | Back chevron | 8 pt from the leading edge; title 6 pt after it | measured |
/// | Hairline | one pixel, black at 30 % (white at 15 % dark) | measured |
/// | Bar material | #F8F8F8 light, #161616 dark (the chrome material over the system background) | measured, drawn flat: no blur here |
enum NavigationBarMetrics {
    static let standardHeight: CGFloat = 44
    static let compactHeight: CGFloat = 32
    static let padHeight: CGFloat = 50
    static let largeTitleBand: CGFloat = 52
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    static let buttonFont = UIFont.systemFont(ofSize: 17)
    static let doneButtonFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleBottomInset: CGFloat = 8
    static let backChevronInset: CGFloat = 8
    static let backTitleSpacing: CGFloat = 6
    static let buttonSpacing: CGFloat = 16

    static let hairlineColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }
    static let materialColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 22 / 255, green: 22 / 255, blue: 22 / 255, alpha: 1)
            : UIColor(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 1)
    }

    /// The bar's height without a large title on `host`'s screen.
    static func height(on host: LayoutHost) -> CGFloat {
        if host.traits.userInterfaceIdiom == .pad { return padHeight }
        return host.traits.verticalSizeClass == .compact ? compactHeight : standardHeight
    }

    /// Whether a large title can show on `host`'s screen: not in compact height.
    static func allowsLargeTitles(on host: LayoutHost) -> Bool {
        host.traits.verticalSizeClass != .compact
    }
}
