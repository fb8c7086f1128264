import UIKitCompat

final class ProductCell: UICollectionViewCell {
    static let reuseIdentifier = "ProductCell"

    private let swatch = UIView()
    private let nameLabel = UILabel()
    private let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        swatch.layer.cornerRadius = 12
        swatch.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        priceLabel.font = .preferredFont(forTextStyle: .footnote)
        priceLabel.textColor = .secondaryLabel
        priceLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(swatch)
        contentView.addSubview(nameLabel)
        contentView.addSubview(priceLabel)
        NSLayoutConstraint.activate([
            swatch.topAnchor.constraint(equalTo: contentView.topAnchor),
            swatch.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            swatch.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            swatch.heightAnchor.constraint(equalTo: swatch.widthAnchor),
            nameLabel.topAnchor.constraint(equalTo: swatch.bottomAnchor, constant: 6),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            priceLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 2),
            priceLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with product: Product) {
        swatch.backgroundColor = product.color
        nameLabel.text = product.name
        priceLabel.text = product.price
    }
}
