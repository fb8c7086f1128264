import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A shop's product cell written the way open-source iOS apps write theirs — views made in
/// closures, a shadowed card with a shadow path set in `layoutSubviews`, `forEach(addSubview)`, a
/// highlight animated with `UIView.animate`, `updateConfiguration(using:)` and
/// `traitCollectionDidChange` — compiled unchanged and laid out to frames worked out by hand.
/// `FixedWidthMeasurer`: 17-point text 8.5 a character and 17 high, 15-point 7.5 and 15.
@Suite @MainActor struct ProductCellTests {
    struct Product: Hashable {
        let name: String
        let price: String
        let isFavorite: Bool
    }

    final class ProductCell: UICollectionViewCell {
        static let reuseIdentifier = String(describing: ProductCell.self)

        private let imageView: UIImageView = {
            let imageView = UIImageView()
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 12
            imageView.layer.cornerCurve = .continuous
            imageView.backgroundColor = .systemGray5
            imageView.translatesAutoresizingMaskIntoConstraints = false
            return imageView
        }()

        let titleLabel: UILabel = {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = 2
            return label
        }()

        let priceLabel: UILabel = {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
            return label
        }()

        let favoriteButton: UIButton = {
            var configuration = UIButton.Configuration.plain()
            configuration.image = UIImage(systemName: "heart")
            configuration.contentInsets = .zero
            let button = UIButton(configuration: configuration)
            button.translatesAutoresizingMaskIntoConstraints = false
            return button
        }()

        private(set) var updates: [UICellConfigurationState] = []
        private(set) var traitChanges = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemBackground
            contentView.layer.cornerRadius = 16
            contentView.clipsToBounds = true
            layer.shadowColor = UIColor.black.cgColor
            layer.shadowOpacity = 0.1
            layer.shadowRadius = 8
            layer.shadowOffset = CGSize(width: 0, height: 4)

            let stack = UIStackView(arrangedSubviews: [titleLabel, priceLabel])
            stack.axis = .vertical
            stack.spacing = 4
            stack.translatesAutoresizingMaskIntoConstraints = false
            [imageView, stack, favoriteButton].forEach(contentView.addSubview)

            let imageHeight = imageView.heightAnchor.constraint(equalTo: imageView.widthAnchor, multiplier: 0.75)
            imageHeight.priority = .required - 1
            NSLayoutConstraint.activate([
                imageView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                imageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
                imageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
                imageHeight,
                stack.topAnchor.constraint(equalTo: imageView.bottomAnchor, constant: 8),
                stack.leadingAnchor.constraint(equalTo: imageView.leadingAnchor),
                stack.trailingAnchor.constraint(lessThanOrEqualTo: favoriteButton.leadingAnchor, constant: -8),
                stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                favoriteButton.centerYAnchor.constraint(equalTo: titleLabel.centerYAnchor),
                favoriteButton.trailingAnchor.constraint(equalTo: imageView.trailingAnchor),
            ])
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: 16).cgPath
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            imageView.image = nil
            titleLabel.text = nil
        }

        override var isHighlighted: Bool {
            didSet {
                UIView.animate(withDuration: 0.2) {
                    self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.97, y: 0.97) : .identity
                }
            }
        }

        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            updates.append(state)
            contentView.layer.borderWidth = state.isSelected ? 2 : 0
            contentView.layer.borderColor = UIColor.systemBlue.cgColor
        }

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            traitChanges += 1
        }

        func configure(with product: Product) {
            titleLabel.text = product.name
            priceLabel.text = product.price
            var configuration = favoriteButton.configuration
            configuration?.image = UIImage(systemName: product.isFavorite ? "heart.fill" : "heart")
            favoriteButton.configuration = configuration
        }
    }

    let measurer = FixedWidthMeasurer()

    @Test("the card sizes itself at A columns width") func theCardSizesItselfAtAColumnsWidth() throws {
        let cell = ProductCell(frame: .zero)
        cell.configure(with: Product(name: "Trail shoes", price: "€89", isFavorite: true))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 180, height: 200)
        let fitted = TextMeasurement.measuring(with: measurer) { cell.preferredLayoutAttributesFitting(attributes) }
        // 8 + 164 × 0.75 (123) + 8, the title (one line of 17) + 4 + the price (15), + 12.
        #expect(fitted.size == CGSize(width: 180, height: 8 + 123 + 8 + 17 + 4 + 15 + 12))
        #expect(fitted.indexPath == attributes.indexPath)
        cell.frame = CGRect(origin: .zero, size: fitted.size)
        TextMeasurement.measuring(with: measurer) { cell.layoutIfNeeded() }
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 180, height: 187))
        #expect(cell.titleLabel.superview?.frame == CGRect(x: 8, y: 139, width: 93.5.rounded(.up), height: 36))
        // The symbol button is a 17-point square (the body line), centred on the title's line.
        #expect(cell.favoriteButton.frame == CGRect(x: 155, y: 139, width: 17, height: 17))
        #expect(cell.layer.shadowPath == UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 180, height: 187), cornerRadius: 16).cgPath)
    }

    @Test("a long name wraps to two lines and the card grows") func aLongNameWrapsToTwoLinesAndTheCardGrows() throws {
        let cell = ProductCell(frame: .zero)
        cell.configure(with: Product(name: "Waterproof trail running shoes", price: "€129", isFavorite: false))
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 180, height: 200)
        let fitted = TextMeasurement.measuring(with: measurer) { cell.preferredLayoutAttributesFitting(attributes) }
        #expect(fitted.size.height == CGFloat(187 + 17))
    }

    @Test("state changes restyle the cell and highlighting scales it") func stateChangesRestyleTheCellAndHighlightingScalesIt() throws {
        let cell = ProductCell(frame: CGRect(x: 0, y: 0, width: 180, height: 187))
        cell.configure(with: Product(name: "Trail shoes", price: "€89", isFavorite: true))
        let drawing = ReusableViewDrawing(view: cell, indexPath: IndexPath(item: 0, section: 0), elementKind: nil)
        let canvas = RecordingCanvas()
        _ = drawing.draw(in: Rect(x: 0, y: 0, width: 180, height: 187), on: canvas, measurer: measurer, selected: true)
        #expect(cell.updates.last?.isSelected == true)
        #expect(cell.contentView.layer.borderWidth == 2)
        #expect(canvas.operations.contains(.stroke(Rect(x: 0, y: 0, width: 180, height: 187),
                                                   UIColor.systemBlue.color.resolved(for: .light), radius: 16, width: 2)))
        #expect(cell.traitChanges == 0)
        let dark = LayoutHost(size: Size(width: 390, height: 844), traits: Traits(userInterfaceStyle: .dark))
        dark.solving { _ = drawing.draw(in: Rect(x: 0, y: 0, width: 180, height: 187), on: canvas, measurer: measurer, selected: true) }
        dark.solving { _ = drawing.draw(in: Rect(x: 0, y: 0, width: 180, height: 187), on: canvas, measurer: measurer, selected: true) }
        #expect(cell.traitChanges == 0, "the first screen with traits is not a change")
        LayoutHost(size: Size(width: 390, height: 844)).solving {
            _ = drawing.draw(in: Rect(x: 0, y: 0, width: 180, height: 187), on: canvas, measurer: measurer, selected: true)
        }
        #expect(cell.traitChanges == 1)
        cell.isHighlighted = true
        #expect(cell.transform == CGAffineTransform(scaleX: 0.97, y: 0.97))
        cell.prepareForReuse()
        #expect(cell.transform == .identity && !cell.isSelected && cell.titleLabel.text == nil)
    }
}
