/// The navigation controller's view: it lays the bar and the top screen out.
final class NavigationContainerView: UIView {
    weak var controller: UINavigationController?

    override func layoutSubviews() {
        controller?.layoutContainer()
        super.layoutSubviews()
    }
}
