/// The tab bar controller's view: it lays the bar and the selected screen out.
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?

    override func layoutSubviews() {
        controller?.layoutContainer()
        super.layoutSubviews()
    }
}
