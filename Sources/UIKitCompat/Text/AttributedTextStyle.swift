import CollectionView
import Foundation

/// The one font and colour an attributed string is drawn in by a view that draws a single style
/// (a label, a text field's text or placeholder): those of its first run. Strings whose runs
/// differ are reported once per view class on standard error, since only the first run's style
/// is drawn.
struct AttributedTextStyle {
    let font: UIFont?
    let color: UIColor?

    init(_ string: NSAttributedString, of viewClass: String) {
        guard string.length > 0 else {
            font = nil
            color = nil
            return
        }
        let whole = NSRange(location: 0, length: string.length)
        var fontRun = NSRange(location: 0, length: 0), colorRun = NSRange(location: 0, length: 0)
        font = string.attribute(.font, at: 0, longestEffectiveRange: &fontRun, in: whole) as? UIFont
        color = string.attribute(.foregroundColor, at: 0, longestEffectiveRange: &colorRun, in: whole) as? UIColor
        let uniform = fontRun.length == string.length && colorRun.length == string.length
        if !uniform, Self.reported.insert(viewClass).inserted {
            ConsoleLog.write("\(viewClass).attributedText: runs of several fonts or colours are drawn in the first run's (one style a view here)")
        }
    }

    // Unsafe: UIKit's objects are used on one thread here, the one that draws, as UIKit's main thread.
    nonisolated(unsafe) private static var reported: Set<String> = []
}
