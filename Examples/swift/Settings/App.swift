// A Settings screen as an app splits it: the app's root here, the settings model, the list
// screen and the detail screen a row pushes, in files of their own. A navigation controller
// with a large title that collapses into the bar as the inset grouped list scrolls; a Help
// button (target–action) shows an alert.
// xcollection --swift Examples/swift/Settings --device iphone-15
import UIKitCompat

func makeRootViewController() -> UIViewController {
    let navigationController = UINavigationController(rootViewController: SettingsViewController())
    navigationController.navigationBar.prefersLargeTitles = true
    return navigationController
}
