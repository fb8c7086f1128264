import UIKitCompat

final class HomeViewController: UIViewController, UICollectionViewDataSource, ShelfCellDelegate {
    private var shelves: [Shelf]
    private var collectionView: UICollectionView!

    init(shelves: [Shelf]) {
        self.shelves = shelves
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "cart"), style: .plain, target: self,
                                                            action: #selector(showCart))
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: ShelfCell.reuseIdentifier)
        collectionView.dataSource = self
        let refreshControl = UIRefreshControl()
        refreshControl.addTarget(self, action: #selector(refreshShelves), for: .valueChanged)
        collectionView.refreshControl = refreshControl
        view.addSubview(collectionView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout
        layout.itemSize = CGSize(width: view.bounds.width, height: ShelfCell.height)
    }

    @objc private func showCart() {
        let cart = UINavigationController(rootViewController: CartViewController())
        if let sheet = cart.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        present(cart, animated: true)
    }

    @objc private func refreshShelves() {
        // As if the store answered after a moment: today's deals arrive once, at the top.
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
            guard let self else { return }
            if !self.shelves.contains(where: { $0.title == Shelf.deals.title }) {
                self.collectionView.performBatchUpdates {
                    self.shelves.insert(Shelf.deals, at: 0)
                    self.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }
            }
            self.collectionView.refreshControl?.endRefreshing()
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        shelves.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ShelfCell.reuseIdentifier, for: indexPath) as! ShelfCell
        cell.configure(with: shelves[indexPath.item])
        cell.delegate = self
        return cell
    }

    func shelfCell(_ cell: ShelfCell, didSelect product: Product) {
        navigationController?.pushViewController(ProductViewController(product: product), animated: true)
    }
}
