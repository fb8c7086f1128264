// A shop in two tabs, as a store app splits it: a home of shelves that scroll sideways inside a
// list (a collection view in each row) that a pull refreshes, a product screen pushed from a tile, and an account
// screen that is a plain scroll view holding a stack view, with no collection view at all.
// xcollection --swift Examples/swift/Shop --device iphone-15
import UIKitCompat

func makeRootViewController() -> UIViewController {
    let home = UINavigationController(rootViewController: HomeViewController(shelves: Shelf.all))
    home.navigationBar.prefersLargeTitles = true
    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let account = UINavigationController(rootViewController: AccountViewController())
    account.tabBarItem = UITabBarItem(title: "Account", image: UIImage(systemName: "person.crop.circle"), tag: 1)
    let tabs = UITabBarController()
    tabs.viewControllers = [home, account]
    return tabs
}
