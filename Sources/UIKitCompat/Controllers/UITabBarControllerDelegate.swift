/// What a tab bar controller asks and tells, as UIKit's `UITabBarControllerDelegate`.
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether `viewController`'s tab may be selected.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// `viewController`'s tab was selected by a click.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}
