import UIKitCompat

// A package compiled by SwiftPM on Linux cannot use `@objc` or `#selector` (no Objective-C
// runtime); `xcollection --swift` rewrites them in the example's SettingsViewController+Help.swift.
// The package's Help button here is the same button, drawn alike, without its action.
extension SettingsViewController {
    func makeHelpButton() -> UIBarButtonItem {
        UIBarButtonItem(title: "Help", style: .plain, target: nil, action: nil)
    }
}
