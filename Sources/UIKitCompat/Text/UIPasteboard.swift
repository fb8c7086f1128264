import CollectionView

/// The pasteboard text fields copy to and paste from, as UIKit's `UIPasteboard.general`. In the
/// window it is the X CLIPBOARD selection, so text moves between xcollection and other programs.
open class UIPasteboard: NSObject {
    /// The pasteboard every app shares.
    nonisolated(unsafe) public static let general = UIPasteboard()

    /// Where the text goes beyond this process: the window's X clipboard, while one shows a screen.
    nonisolated(unsafe) static var system: (any TextClipboard)?

    private var kept: String?

    /// The text on the pasteboard, nil when there is none.
    open var string: String? {
        get { UIPasteboard.system?.text ?? kept }
        set {
            kept = newValue
            UIPasteboard.system?.text = newValue
        }
    }

    /// Whether the pasteboard holds text.
    open var hasStrings: Bool { string != nil }
}
