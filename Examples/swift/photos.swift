// A photo grid of image cells, as a gallery app builds one in code: a square photo cut to
// rounded corners, a caption under it and a badge over it, held by Auto Layout; three columns
// on a phone, five on a wide window. The pictures are in Assets/ beside this file.
// xcollection --swift Examples/swift/photos.swift --device iphone-15
import UIKitCompat

struct Photo: Hashable, Sendable {
    let id: Int
    let file: String
    let caption: String
    let likes: Int
}

let captions = ["Dawn", "Noon", "Dusk", "Fjord", "Desert", "Meadow", "Night", "Autumn", "Glacier", "Storm", "Tropics", "Lavender"]
let photos = (0..<36).map { index in
    Photo(id: index, file: "photo-\(index % 12 + 1 < 10 ? "0" : "")\(index % 12 + 1)", caption: captions[index % 12],
          likes: (index * 37 + 11) % 140)
}

var dataSource: UICollectionViewDiffableDataSource<Int, Photo>?

/// A label with room around its text, as a badge needs.
final class PaddedLabel: UILabel {
    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(width: text.width + 12, height: text.height + 4)
    }
}

final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()
    let badge = PaddedLabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 10
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.textColor = .secondaryLabel
        badge.font = .systemFont(ofSize: 11, weight: .semibold)
        badge.textColor = .white
        badge.textAlignment = .center
        badge.backgroundColor = UIColor.black.withAlphaComponent(0.55)
        badge.layer.cornerRadius = 9
        badge.clipsToBounds = true
        for view in [imageView, captionLabel, badge] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        NSLayoutConstraint.activate([
            imageView.topAnchor.constraint(equalTo: contentView.topAnchor),
            imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor),
            captionLabel.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 4),
            captionLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 2),
            captionLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor),
            badge.topAnchor.constraint(equalTo: imageView.topAnchor, constant: 6),
            badge.trailingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: -6),
            badge.heightAnchor.constraint(equalToConstant: 18),
            badge.widthAnchor.constraint(greaterThanOrEqualTo: badge.heightAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }

    func configure(with photo: Photo) {
        imageView.image = UIImage(named: photo.file)
        captionLabel.text = photo.caption
        badge.text = "♥ \(photo.likes)"
        badge.isHidden = photo.likes < 20
    }
}

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
        let columns = environment.container.effectiveContentSize.width > 600 ? 5 : 3
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        // A square photo, a caption line and the insets: a little taller than a column is wide.
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(environment.container.effectiveContentSize.width / CGFloat(columns) + 24)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        return section
    }
}

func configure(_ collectionView: UICollectionView) {
    collectionView.backgroundColor = .systemBackground
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
    let source = UICollectionViewDiffableDataSource<Int, Photo>(collectionView: collectionView) { collectionView, indexPath, photo in
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.configure(with: photo)
        return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Photo>()
    snapshot.appendSections([0])
    snapshot.appendItems(photos)
    source.apply(snapshot, animatingDifferences: false)
    dataSource = source
}
