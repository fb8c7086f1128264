import CollectionView

/// UITextField's measures on iOS 17, each with where it comes from.
///
/// | Value | iOS | Source |
/// |---|---|---|
/// | font | the body text style | Apple, UITextField.font ("the body style of the system font") |
/// | text colour, placeholder colour | `label`, `placeholderText` | Apple, UI element colors |
/// | `.roundedRect` | 5 pt corners, a 1-pixel `systemGray4` line, `systemBackground` fill, text 7 pt in from each side, 34 pt tall for the body font | estimate: Interface Builder's default field is 34 pt tall; no iOS picture of a field was found |
/// | `.line`, `.bezel` | a 1 pt `label` line; bezel a 1 pt `systemGray` line | estimate |
/// | caret | 2 pt wide, the font's line height, in the tint colour; blinks half a second on, half off | estimate: measured by eye on a simulator recording |
/// | selection | the tint colour at 20 % | estimate |
/// | marked text (being composed by an input method) | the tint colour at 10 % behind it, the selection inside it drawn over | estimate: iOS shows text being composed on a light highlight of the tint |
/// | clear button | `xmark.circle.fill` 16 pt in `tertiaryLabel`, 6 pt from the trailing edge | estimate |
/// | secure text | a • per character | Apple, isSecureTextEntry |
enum TextFieldMetrics {
    static let roundedCornerRadius = 5.0
    static let roundedInset = 7.0
    static let roundedExtraHeight = 13.0
    static let caretWidth = 2.0
    static let caretBlinkHalfPeriod = 0.5
    static let selectionAlpha = 0.2
    static let markedTextAlpha = 0.1
    static let clearButtonSide = 16.0
    static let clearButtonTrailing = 6.0
    static let secureBullet = "•"
}
