/// A cell, as UIKit's `UICollectionViewCell`: drawn from its ``contentConfiguration``, its
/// ``backgroundConfiguration`` and its ``UIView/backgroundColor``.
///
/// The content configuration drawn is a ``UIListContentConfiguration``; one of another type
/// stops the program when the cell is drawn. The background configuration's colour, when it has
/// one, is drawn instead of the background colour.
open class UICollectionViewCell: UICollectionReusableView {
    /// What the cell shows; nil shows only its background.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// What fills the cell behind its content.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the cell is selected: kept, not drawn.
    open var isSelected = false
    /// Whether the cell is highlighted: kept, not drawn.
    open var isHighlighted = false
}
