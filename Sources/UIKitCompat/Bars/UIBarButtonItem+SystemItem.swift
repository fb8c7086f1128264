extension UIBarButtonItem {
    /// The buttons the system draws, as UIKit's `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Hashable, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

        /// The text the system draws for the item, for those drawn as text (in English).
        var title: String? {
            switch self {
            case .done: "Done"
            case .cancel: "Cancel"
            case .edit: "Edit"
            case .save: "Save"
            case .undo: "Undo"
            case .redo: "Redo"
            default: nil
            }
        }

        /// The SF Symbol the system draws for the item, for those drawn as an image.
        var symbolName: String? {
            switch self {
            case .add: "plus"
            case .compose: "square.and.pencil"
            case .reply: "arrowshape.turn.up.left"
            case .action: "square.and.arrow.up"
            case .organize: "folder"
            case .bookmarks: "book"
            case .search: "magnifyingglass"
            case .refresh: "arrow.clockwise"
            case .stop: "xmark"
            case .camera: "camera"
            case .trash: "trash"
            case .play: "play.fill"
            case .pause: "pause.fill"
            case .rewind: "backward.fill"
            case .fastForward: "forward.fill"
            case .pageCurl: "doc"
            case .close: "xmark.circle.fill"
            case .done, .cancel, .edit, .save, .undo, .redo, .flexibleSpace, .fixedSpace: nil
            }
        }
    }

    /// How a text item is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Hashable, Sendable {
        /// Regular text.
        case plain = 0
        /// Regular text (deprecated in UIKit).
        case bordered = 1
        /// Semibold text, for the item that completes a task.
        case done = 2
    }
}
