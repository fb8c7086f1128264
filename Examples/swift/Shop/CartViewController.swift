import UIKitCompat

/// The cart, presented as a sheet: empty, a message in the middle, and a button that closes it.
final class CartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
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

    @objc private func close() {
        dismiss(animated: true)
    }
}
