/// What a cell is showing now, as UIKit's `UICellConfigurationState`: handed to
/// ``UICollectionViewCell/updateConfiguration(using:)`` so a cell can restyle itself.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits the cell is shown with.
    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    public var isExpanded = false
    public var isSwiped = false
    public var isReordering = false

    /// A state of `traitCollection`, not selected or highlighted.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public static func == (a: UICellConfigurationState, b: UICellConfigurationState) -> Bool {
        a.traitCollection.traits == b.traitCollection.traits && a.isSelected == b.isSelected && a.isHighlighted == b.isHighlighted
            && a.isDisabled == b.isDisabled && a.isFocused == b.isFocused && a.isEditing == b.isEditing
            && a.isExpanded == b.isExpanded && a.isSwiped == b.isSwiped && a.isReordering == b.isReordering
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(traitCollection.traits)
        hasher.combine(isSelected)
        hasher.combine(isHighlighted)
    }
}
