/// What a tab bar shows for one controller, as UIKit's `UITabBarItem`: a title, an image (and
/// one for when it is selected) and a badge.
open class UITabBarItem: UIBarItem {
    /// The image drawn while the tab is selected; the image unless set.
    open var selectedImage: UIImage? { didSet { itemDidChange() } }
    /// The text in a red badge at the image's corner.
    open var badgeValue: String? { didSet { itemDidChange() } }
    /// The badge's colour; red unless set.
    open var badgeColor: UIColor? { didSet { itemDidChange() } }

    public override init() {
        super.init()
    }

    /// An item showing `title` and `image`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item showing `title`, `image`, and `selectedImage` when selected.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item, drawn with the system's title and image.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        (title, image) = systemItem.look
        self.tag = tag
    }

    /// The tabs the system draws, as UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Hashable, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var look: (String, UIImage?) {
            switch self {
            case .more: ("More", UIImage(systemName: "ellipsis"))
            case .favorites: ("Favorites", UIImage(systemName: "star.fill"))
            case .featured: ("Featured", UIImage(systemName: "star"))
            case .topRated: ("Top Rated", UIImage(systemName: "star"))
            case .recents: ("Recents", UIImage(systemName: "clock.fill"))
            case .contacts: ("Contacts", UIImage(systemName: "person.crop.circle"))
            case .history: ("History", UIImage(systemName: "clock"))
            case .bookmarks: ("Bookmarks", UIImage(systemName: "book"))
            case .search: ("Search", UIImage(systemName: "magnifyingglass"))
            case .downloads: ("Downloads", UIImage(systemName: "arrow.down.circle"))
            case .mostRecent: ("Most Recent", UIImage(systemName: "clock"))
            case .mostViewed: ("Most Viewed", UIImage(systemName: "list.number"))
            }
        }
    }
}
