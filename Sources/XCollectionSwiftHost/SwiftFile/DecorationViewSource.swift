import CollectionView
import UIKitCompat

/// The decoration views a `--swift` file's layout registers, asked where the window draws.
///
/// `@unchecked Sendable`: the layout is the file's object, read only on the thread that solves
/// and draws, as UIKit reads it on the main thread.
final class DecorationViewSource: @unchecked Sendable {
    private let layout: UICollectionViewLayout

    init(layout: UICollectionViewLayout) {
        self.layout = layout
    }

    /// What a decoration of `kind` shows, when the layout registered a view class for it.
    func content(ofKind kind: String) -> CellContent? {
        layout.registeredDecorationContent(ofKind: kind)
    }
}
