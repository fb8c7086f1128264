import Foundation
import UIKitCompat
import UIKitSnapshotTesting

/// Adyen's list screen styled loudly by its UI test, so every part shows: a grouped table view
/// controller on red, whose section headers are `UITableViewHeaderFooterView`s with a brown
/// background and a red title 44 points tall, whose rows are magenta around a black title, and
/// whose first section has a yellow footer view 55 points tall holding a rounded brown title;
/// separators clear, rows fed by a diffable data source. The snapshot is swift-snapshot-testing's
/// `.image(drawHierarchyInKeyWindow: true)` of the controller: its own 393x852 size with no safe
/// area. Recorded on an iPhone 15 Pro simulator with iOS 17.2 (the picture's name says
/// `iOS_17-2`; the workflow that recorded it runs `OS=17.2`). Adyen's views (`ListViewController`,
/// `ListHeaderView`, `ListFooterView`, `ListCell`, `ListItemView`) are written again here with
/// their sizes, margins, spacings, fonts and colours.
enum AdyenListCases {
    static let all: [IOSReference] = [
        IOSReference(name: "adyen-list-grouped",
                     source: .init(repository: "Adyen/adyen-ios", licence: "MIT", commit: "02087955f2fe11f75f73124b063a9f4008548d89",
                                   path: "UITests/UI/__Snapshots__/ListViewControllerUITests/testUIConfiguration-iPhone16-1-iOS_17-2-en_US.listViewController_UI_Configuration.png",
                                   test: "UITests/UI/ListViewControllerUITests.swift testUIConfiguration",
                                   recordedOn: "iOS 17.2, iPhone 15 Pro simulator (iOS_17-2 in the picture's name, from UIDevice.current.systemVersion; .github/workflows/regenerate-snapshots.yml: OS=17.2)"),
                     config: ViewImageConfig(safeArea: .zero, size: CGSize(width: 393, height: 852), traits: UITraitCollection()),
                     scale: 3,
                     subject: .screen { AdyenListViewController() }),
    ]
}

private struct AdyenSection {
    let header: String
    let rows: [String]
    let footer: String?
}

private final class AdyenListViewController: UITableViewController {
    private let sections = [
        AdyenSection(header: "section 1", rows: ["test title 11", "test title 12"], footer: "section 1 footer"),
        AdyenSection(header: "section 2", rows: ["test title 21", "test title 22"], footer: nil),
    ]
    private var rows: UITableViewDiffableDataSource<Int, String>!

    init() {
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
        tableView.backgroundColor = .red
        tableView.separatorColor = .clear
        tableView.sectionHeaderHeight = UITableView.automaticDimension
        tableView.sectionFooterHeight = 0
        tableView.estimatedRowHeight = 56
        tableView.register(AdyenListCell.self, forCellReuseIdentifier: "ListCell")
        tableView.register(AdyenHeaderView.self, forHeaderFooterViewReuseIdentifier: "ListHeaderView")
        rows = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, title in
            let cell = tableView.dequeueReusableCell(withIdentifier: "ListCell", for: indexPath) as! AdyenListCell
            cell.title.text = title
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (index, section) in sections.enumerated() {
            snapshot.appendSections([index])
            snapshot.appendItems(section.rows, toSection: index)
        }
        rows.apply(snapshot, animatingDifferences: false)
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "ListHeaderView") as? AdyenHeaderView
            ?? AdyenHeaderView(reuseIdentifier: "ListHeaderView")
        header.title.text = sections[section].header.uppercased()
        return header
    }

    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        sections[section].footer.map(AdyenFooterView.init(title:))
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }

    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        sections[section].footer == nil ? 0 : 55
    }
}

/// A brown header with a red, centred, white title inside margins of 16 above and 6 below.
private final class AdyenHeaderView: UITableViewHeaderFooterView {
    let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.textColor = .white
        title.backgroundColor = .red
        title.textAlignment = .center
        title.font = .systemFont(ofSize: 22)
        let stack = UIStackView(arrangedSubviews: [title])
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let background = UIView()
        background.backgroundColor = .brown
        backgroundView = background
        contentView.backgroundColor = .brown
        layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 6, right: 16)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A yellow footer: a rounded brown box 6 points down and 16 in, holding a cyan title 8 and 16
/// points inside it.
private final class AdyenFooterView: UIView {
    init(title text: String) {
        super.init(frame: .zero)
        backgroundColor = .yellow
        let title = UILabel()
        title.text = text
        title.textColor = .cyan
        title.font = .systemFont(ofSize: 19)
        title.numberOfLines = 0
        let box = UIView()
        box.backgroundColor = .brown
        box.layer.cornerRadius = 8
        box.wrap(title, top: 8, leading: 16, bottom: 8, trailing: 16)
        let container = UIView()
        container.wrap(box, top: 6, leading: 16, bottom: 12, trailing: 16)
        wrap(container, top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A magenta row whose item view, from the cell's top to its bottom between the content view's
/// margins, centres a black title at least 48 points tall.
private final class AdyenListCell: UITableViewCell {
    let title = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .magenta
        title.textColor = .white
        title.backgroundColor = .black
        title.font = .systemFont(ofSize: 30)
        let item = UIView()
        item.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [title])
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        item.addSubview(stack)
        contentView.addSubview(item)
        let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 48)
        minimum.priority = .defaultHigh
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: item.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: item.trailingAnchor),
            stack.centerYAnchor.constraint(equalTo: item.centerYAnchor),
            item.heightAnchor.constraint(greaterThanOrEqualToConstant: 48),
            item.topAnchor.constraint(equalTo: topAnchor),
            item.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            item.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            item.bottomAnchor.constraint(equalTo: bottomAnchor),
            minimum,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private extension UIView {
    /// Adds `view` inside this one at the insets given, as Adyen's `wrapped(with:)` does.
    func wrap(_ view: UIView, top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: topAnchor, constant: top),
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leading),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: bottom),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: trailing),
        ])
    }
}
