import UIKitCompat

/// A product's screen: a picture, its name and price, and a button, with no collection view.
final class ProductViewController: UIViewController {
    private let product: Product

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = product.name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground

        let picture = UIView()
        picture.backgroundColor = product.color
        picture.layer.cornerRadius = 20
        let nameLabel = UILabel()
        nameLabel.text = product.name
        nameLabel.font = .preferredFont(forTextStyle: .title1)
        let priceLabel = UILabel()
        priceLabel.text = product.price
        priceLabel.font = .preferredFont(forTextStyle: .title3)
        priceLabel.textColor = .secondaryLabel
        let addButton = UIButton(type: .system)
        addButton.setTitle("Add to Cart", for: .normal)
        addButton.addTarget(self, action: #selector(addToCart(_:)), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [picture, nameLabel, priceLabel, addButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        stack.setCustomSpacing(20, after: picture)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            picture.widthAnchor.constraint(equalTo: stack.widthAnchor),
            picture.heightAnchor.constraint(equalTo: picture.widthAnchor, multiplier: 0.75),
        ])
    }

    @objc private func addToCart(_ sender: UIButton) {
        sender.setTitle("In Your Cart", for: .normal)
        sender.isEnabled = false
    }
}
