// An app's Discover screen, as one builds it in code: a row of colour cards that scrolls
// sideways, each an empty content view with a colour and rounded corners, over a list of
// articles whose labels follow Dynamic Type and whose rows grow with the text. Ctrl+= and Ctrl+-
// in the window change the text size, Ctrl+D the appearance: the cards and rows follow.
// xcollection --swift Examples/swift/discover.swift --device iphone-15
import UIKitCompat

final class ColorCardCell: UICollectionViewCell {
    static let colors: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPink, .systemPurple, .systemTeal]

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class ArticleCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let summaryLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        contentView.layer.borderWidth = 1
        contentView.layer.borderColor = UIColor.separator.cgColor
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
        summaryLabel.adjustsFontForContentSizeCategory = true
        summaryLabel.textColor = .secondaryLabel
        summaryLabel.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [titleLabel, summaryLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // A CGColor does not follow the appearance: set it again when it changes, as on iOS.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            contentView.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        }
    }
}

let articles = [
    ("Ten trails for a first autumn hike", "Short loops near the city, with where to park and what to bring."),
    ("The quiet return of the paper map", "Why some travellers leave the phone in the bag."),
    ("Bread at home", "A slow dough that fits around a working week."),
    ("Night trains of Europe", "Sleeping your way from Vienna to Venice, and what the tickets cost."),
    ("A garden on a balcony", "Herbs, tomatoes and one stubborn lemon tree."),
    ("Learning the cello at forty", "The first year, week by week."),
]

var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { section, _ in
        if section == 0 {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(90)), subitems: [item])
            let cards = NSCollectionLayoutSection(group: group)
            cards.interGroupSpacing = 10
            cards.orthogonalScrollingBehavior = .continuous
            cards.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16)
            return cards
        }
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(70))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let list = NSCollectionLayoutSection(group: group)
        list.interGroupSpacing = 10
        list.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 16, trailing: 16)
        return list
    }
}

func configure(_ collectionView: UICollectionView) {
    let card = UICollectionView.CellRegistration<ColorCardCell, Int> { cell, _, index in
        cell.contentView.backgroundColor = ColorCardCell.colors[index % ColorCardCell.colors.count]
    }
    let article = UICollectionView.CellRegistration<ArticleCell, Int> { cell, _, index in
        let (title, summary) = articles[index % articles.count]
        cell.titleLabel.text = title
        cell.summaryLabel.text = summary
    }
    let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, index in
        indexPath.section == 0
            ? collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: index)
            : collectionView.dequeueConfiguredReusableCell(using: article, for: indexPath, item: index)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Array(0..<8), toSection: 0)
    snapshot.appendItems(Array(100..<130), toSection: 1)
    source.apply(snapshot, animatingDifferences: false)
    dataSource = source
}
