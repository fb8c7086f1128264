import CollectionLayout

/// How many featured cards, app columns and chart columns the App Store example shows side by
/// side at a container width, as the App Store app does going from an iPhone to an iPad; the
/// table is in the documentation of `Gallery.appStoreLayout()`.
///
/// Below 700 two cards or app columns would be narrower than a phone's (a name would get under
/// 100 points between icon and GET), so one stays, followed by 44 points of the next as from 700.
/// From 700 to 1920 points every app and chart row is 288 to 467 points wide, so a GET button is
/// never far from its app's name. Cards go 3 side by side only from 1400, where 2 would be 644
/// points wide and, at 2:1, 334 tall.
struct AppStoreColumns: Equatable {
    /// Featured cards that show whole, the next one peeking.
    let featured: Int
    /// Columns of three app rows that show whole, the next one peeking.
    let apps: Int
    /// Columns of the top charts grid.
    let charts: Int

    /// The wide layout's columns at `width`; nil below 500, where the phone's layout stays.
    init?(width: Double) {
        switch width {
        case ..<500: return nil
        case ..<700: (featured, apps, charts) = (1, 1, 1)
        case ..<1000: (featured, apps, charts) = (2, 2, 2)
        case ..<1400: (featured, apps, charts) = (2, 3, 3)
        default: (featured, apps, charts) = (3, 4, 4)
        }
    }

    /// The width of one of `count` carousel groups side by side. 64 points are left outside
    /// them: the 8-point section inset before the first and, after the last, the next group's
    /// 12-point item inset and 44 points of its card showing, so it is plain there is more.
    /// Whole points, so every group edge, and so every page, lies on a pixel.
    static func groupWidth(count: Int, in width: Double) -> Double {
        ((width - 64) / Double(count)).rounded(.down)
    }
}
