extension UITableViewCell {
    /// Where a cell's labels go, as UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Hashable, Sendable {
        /// One label, with an image before it.
        case `default` = 0
        /// The detail label at the trailing edge, in the secondary colour.
        case value1 = 1
        /// A small tinted label before a larger detail label.
        case value2 = 2
        /// The detail label below the main one.
        case subtitle = 3
    }

    /// The standard view at a row's trailing edge, as UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Hashable, Sendable {
        case none = 0
        /// A chevron.
        case disclosureIndicator = 1
        /// An info button and a chevron; drawn here as the chevron.
        case detailDisclosureButton = 2
        /// A checkmark.
        case checkmark = 3
        /// An info button; not drawn here.
        case detailButton = 4

        /// The list accessories that draw it.
        var cellAccessories: [UICellAccessory] {
            switch self {
            case .none, .detailButton: []
            case .disclosureIndicator, .detailDisclosureButton: [.disclosureIndicator()]
            case .checkmark: [.checkmark()]
            }
        }
    }

    /// How a selected row shows it, as UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Hashable, Sendable {
        /// Not at all.
        case none = 0
        /// The system's grey, as `.default` since iOS 7.
        case blue = 1
        /// The system's grey.
        case gray = 2
        /// The system's grey.
        case `default` = 3
    }

    /// Whether a table draws separators, as UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Hashable, Sendable {
        case none = 0
        case singleLine = 1
        /// Drawn as `.singleLine`, as UIKit has since iOS 7.
        case singleLineEtched = 2
    }

    /// What an edit of a row does, as UIKit's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Hashable, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }
}
