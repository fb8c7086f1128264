// A photo grid that pushes a detail screen on a click, as a gallery app splits it: the app's
// root here, the grid, its cell and the detail screen in files of their own.
// xcollection --swift Examples/swift/PhotoGrid --device iphone-15
import UIKitCompat

func makeRootViewController() -> UIViewController {
    let grid = PhotoGridViewController(photos: Photo.library)
    let navigationController = UINavigationController(rootViewController: grid)
    navigationController.navigationBar.prefersLargeTitles = true
    return navigationController
}
