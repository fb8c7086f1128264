import UIKitCompat

/// A table view controller as swift-snapshot-testing's own test writes one: ten rows of the
/// default style, registered by class, numbered in their text labels.
final class NumberedRowsController: UITableViewController {
    var rowCount = 10

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

/// A cell built in code as apps build theirs: a subclass overriding `init(style:reuseIdentifier:)`,
/// a coloured block pinned inside the content view's margins at a height it is given.
final class BlockCell: UITableViewCell {
    let block = UIView()
    let height: NSLayoutConstraint
    nonisolated(unsafe) private(set) static var made = 0
    private(set) var selections: [Bool] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        height = block.heightAnchor.constraint(equalToConstant: 80)
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        Self.made += 1
        block.backgroundColor = .systemOrange
        block.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(block)
        NSLayoutConstraint.activate([
            block.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            block.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            block.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            block.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            height,
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }
}

/// A table of sections with titles, as a settings screen: its data source and delegate a
/// separate object, as apps often split them.
final class SectionsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var titles: [String?] = ["General", nil, "About"]
    var rows = [2, 3, 1]
    var headerHeights: [Int: CGFloat] = [:]
    var rowHeights: [IndexPath: CGFloat] = [:]
    var refusedRows: Set<IndexPath> = []
    private(set) var heard: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeights[section] ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        rowHeights[indexPath] ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        heard.append("willSelect \(indexPath.section).\(indexPath.row)")
        return refusedRows.contains(indexPath) ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        heard.append("didSelect \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        heard.append("willDeselect \(indexPath.section).\(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        heard.append("didDeselect \(indexPath.section).\(indexPath.row)")
    }
}

/// A screen holding a table of `style` filling its view, fed by `source`.
final class SectionsController: UIViewController {
    let style: UITableView.Style
    let source: SectionsSource
    private(set) var tableView: UITableView!

    init(style: UITableView.Style, source: SectionsSource) {
        self.style = style
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView = UITableView(frame: view.bounds, style: style)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
        tableView.dataSource = source
        tableView.delegate = source
        view.addSubview(tableView)
    }
}
