/// What part of a cell with an outline disclosure accessory expands and collapses its item
/// when clicked, as UIKit's `UICellAccessory.OutlineDisclosureOptions.Style`.
public enum OutlineDisclosureStyle: Hashable, Sendable {
    /// The accessory only; a click elsewhere on the cell selects it.
    case cell
    /// The whole cell, as a sidebar section's header row.
    case header
}
