import Foundation
import UIKitCompat
import UIKitSnapshotTesting

/// An inset grouped list of three rows and a header, each drawn by a content configuration of
/// the test's own (a label and a checkmark for the selected row; a centred label for the
/// header): BSWInterfaceKit's ContentViewTests, recorded on an iPhone 16 simulator with iOS 18.0.
/// Written again here from the test; BSWInterfaceKit's helpers it calls (a registration that
/// sets the item as the cell's configuration, a reusable view holding a configuration's view,
/// pinning a view to its superview) are written again below in a few lines each.
///
/// swift-snapshot-testing draws the rows of an inset grouped list each with its own rounded
/// corners (pointfreeco/swift-snapshot-testing#338), where a device rounds only the group's: the
/// reference shows that, xcollection the device's look, which costs the score the corners.
enum ContentConfigurationListCases {
    static let all: [IOSReference] = [
        IOSReference(name: "bsw-content-configuration-list",
                     source: .init(repository: "theleftbit/BSWInterfaceKit", licence: "MIT", commit: "bfea371d441b1047d996bb44d0b7905c6f4f2012",
                                   path: "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/ContentViewTests/layout.393x852.png",
                                   test: "Tests/BSWInterfaceKitTests/Suite/ContentViewTests.swift layout (on .iPhoneX)",
                                   recordedOn: "iOS 18.0, iPhone 16 simulator (the workflow's destination at bfea371, where this picture was recorded)"),
                     config: .iPhoneX, scale: 3, subject: .screen { ContentListViewController() }),
    ]
}

private final class ContentListViewController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Section, UUID>!

    enum Section { case main }

    override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: {
            var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            config.backgroundColor = .systemGroupedBackground
            config.headerMode = .supplementary
            return UICollectionViewCompositionalLayout.list(using: config)
        }())
        let items: [RowConfiguration] = [
            .init(id: UUID(), title: "Hello"),
            .init(id: UUID(), title: "World"),
            .init(id: UUID(), title: "I really like this"),
        ]
        let cellProvider = UICollectionView.CellRegistration<UICollectionViewCell, UIContentConfiguration> { cell, _, item in
            cell.contentConfiguration = item
        }
        let headerProvider = UICollectionView.SupplementaryRegistration<ConfiguredReusableView<HeaderConfiguration>>(
            elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            view.configuration = HeaderConfiguration(title: "Hello, it's me")
        }
        dataSource = .init(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueConfiguredReusableCell(using: cellProvider, for: indexPath, item: items[indexPath.item])
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerProvider, for: indexPath) : nil
        }
        view = collectionView
        var snapshot = dataSource.snapshot()
        snapshot.appendSections([.main])
        snapshot.appendItems(items.map(\.id), toSection: .main)
        dataSource.apply(snapshot)
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collectionView.allowsMultipleSelection = true
    }
}

/// A row: a title, and a checkmark while the cell is selected.
private struct RowConfiguration: UIContentConfiguration, Identifiable {
    let id: UUID
    let title: String
    private(set) var state: UICellConfigurationState?

    init(id: UUID, title: String) {
        self.id = id
        self.title = title
    }

    func makeContentView() -> UIView & UIContentView { RowView(configuration: self) }

    func updated(for state: UIConfigurationState) -> RowConfiguration {
        var copy = self
        if let cellState = state as? UICellConfigurationState { copy.state = cellState }
        return copy
    }
}

private final class RowView: UIView, UIContentView {
    let label = UILabel()
    let imageView = UIImageView(image: UIImage(systemName: "checkmark"))
    var configuration: UIContentConfiguration

    init(configuration: RowConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        let stackView = UIStackView(arrangedSubviews: [label, imageView])
        pin(stackView)
        stackView.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        stackView.isLayoutMarginsRelativeArrangement = true
        label.text = configuration.title
        if let state = configuration.state {
            backgroundColor = state.isHighlighted ? .systemGray3 : .systemBackground
            imageView.isHidden = !state.isSelected
        } else {
            imageView.isHidden = true
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The header: a centred label 6 points inside the top and bottom.
private struct HeaderConfiguration: UIContentConfiguration {
    let title: String

    func makeContentView() -> UIView & UIContentView { HeaderView(configuration: self) }

    func updated(for state: UIConfigurationState) -> HeaderConfiguration { self }
}

private final class HeaderView: UIView, UIContentView {
    let label = UILabel()
    var configuration: UIContentConfiguration {
        didSet { label.text = (configuration as? HeaderConfiguration)?.title }
    }

    init(configuration: HeaderConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 6),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -6),
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])
        label.text = configuration.title
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A reusable view showing a configuration's view, pinned to its edges, as BSWInterfaceKit's
/// `ContentReusableView` is.
private final class ConfiguredReusableView<Configuration: UIContentConfiguration>: UICollectionReusableView {
    private var shown: (UIView & UIContentView)?

    var configuration: Configuration! {
        didSet {
            if let shown {
                shown.configuration = configuration
            } else {
                let made = configuration.makeContentView()
                pin(made)
                shown = made
            }
        }
    }
}

extension UIView {
    /// Adds `subview` filling this view, by constraints.
    fileprivate func pin(_ subview: UIView) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}
