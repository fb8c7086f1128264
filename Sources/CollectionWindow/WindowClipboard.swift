import CollectionView
import X11Window

/// The window's X CLIPBOARD selection as the clipboard a screen's text fields use.
final class WindowClipboard: TextClipboard {
    private let clipboard: Clipboard

    init(_ clipboard: Clipboard) {
        self.clipboard = clipboard
    }

    var text: String? {
        get { clipboard.contents }
        set { if let newValue { clipboard.copy(newValue) } }
    }
}
