extension UICellAccessory {
    /// When an accessory shows, as UIKit's `UICellAccessory.DisplayedState`. A collection view
    /// here is never editing, so `whenEditing` accessories do not show.
    public enum DisplayedState: Hashable, Sendable {
        /// In and out of editing mode.
        case always
        /// Only while the list is being edited: never here.
        case whenEditing
        /// Only while the list is not being edited: always here.
        case whenNotEditing
    }
}
