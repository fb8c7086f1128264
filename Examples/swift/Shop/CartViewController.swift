import UIKitCompat

/// The cart, empty: a message in the middle of the screen.
final class CartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground
        let message = UILabel()
        message.text = "Your cart is empty"
        message.font = .preferredFont(forTextStyle: .headline)
        message.textColor = .secondaryLabel
        message.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(message)
        NSLayoutConstraint.activate([
            message.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            message.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
