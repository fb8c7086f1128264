/// Where a controller's appearance stands, so that each lifecycle call comes once per
/// appearance and in UIKit's order whatever asks for it.
enum AppearanceState: Equatable {
    case disappeared
    case appearing
    case appeared
    case disappearing
}
