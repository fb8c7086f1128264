import UIKitCompat

protocol ShelfCellDelegate: AnyObject {
    func shelfCell(_ cell: ShelfCell, didSelect product: Product)
}

/// A row of the home list: the shelf's title and its products in a collection view of their
/// own that scrolls sideways, as shops built them before compositional layout.
final class ShelfCell: UICollectionViewCell, UICollectionViewDataSource, UICollectionViewDelegate {
    static let reuseIdentifier = "ShelfCell"
    static let height: CGFloat = 216

    weak var delegate: ShelfCellDelegate?
    private let titleLabel = UILabel()
    private let productsView: UICollectionView
    private var products: [Product] = []

    override init(frame: CGRect) {
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 120, height: 166)
        layout.minimumLineSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        productsView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .title3)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        productsView.backgroundColor = .clear
        productsView.showsHorizontalScrollIndicator = false
        productsView.register(ProductCell.self, forCellWithReuseIdentifier: ProductCell.reuseIdentifier)
        productsView.dataSource = self
        productsView.delegate = self
        productsView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        contentView.addSubview(productsView)
        NSLayoutConstraint.activate([
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            productsView.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 10),
            productsView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            productsView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            productsView.heightAnchor.constraint(equalToConstant: 166),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with shelf: Shelf) {
        titleLabel.text = shelf.title
        products = shelf.products
        productsView.reloadData()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        products.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ProductCell.reuseIdentifier, for: indexPath) as! ProductCell
        cell.configure(with: products[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate?.shelfCell(self, didSelect: products[indexPath.item])
    }
}
