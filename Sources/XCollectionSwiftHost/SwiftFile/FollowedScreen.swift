import UIKitCompat

/// A screen held by the example showing it, so the window can follow its pushes and pops.
///
/// `@unchecked Sendable`: the screen's objects are only touched on the program's main thread,
/// where the window's loop runs, as a layout's are.
final class FollowedScreen: @unchecked Sendable {
    let value: ScreenPresentation

    init(_ value: ScreenPresentation) {
        self.value = value
    }
}
