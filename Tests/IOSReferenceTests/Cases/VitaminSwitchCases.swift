import Foundation
import UIKitCompat
import UIKitSnapshotTesting

/// Decathlon's Vitamin showcase, its switch screen: a grouped `UITableViewController` titled
/// "Switch" in a navigation controller, four 44-point rows each holding the design system's
/// switch centred in the content view (on, off, disabled on, disabled off), no selection style.
/// The test snapshots the navigation controller with `.image(perceptualPrecision:)`: the
/// controller's own size (the simulator's 393x852 screen) and no safe area, so the bar sits at
/// the top edge. Recorded at 3x in October 2023 on a 393-point simulator (an iPhone 14 Pro, 15 or
/// 15 Pro). The cell comes from a nib in the app: it is written again here in code, with the nib's
/// switch (51x31, so a corner radius of half its height), its constraints and the colours of
/// Vitamin's switch (its tint and background the `grey400` inactive colour, its on tint the
/// `blue400` active colour, a white thumb, and 38 % opacity when disabled).
enum VitaminSwitchCases {
    static let all: [IOSReference] = [
        IOSReference(name: "vitamin-switch-table",
                     source: .init(repository: "Decathlon/vitamin-ios", licence: "Apache-2.0",
                                   commit: "20072d153eb672d5f9f88a08082187d99864da65",
                                   path: "Showcase/ShowcaseSnapshotTests/__Snapshots__/ShowcaseSnapshotUIKitTests/testSwitchViewController.1.png",
                                   test: "Showcase/ShowcaseSnapshotTests/ShowcaseSnapshotUIKitTests.swift testSwitchViewController",
                                   recordedOn: "iOS 17 (Xcode 15, October 2023: the commit \"feat: Improve Testing (#169)\"), a 393x852-point simulator at 3x"),
                     config: ViewImageConfig(safeArea: .zero, size: CGSize(width: 393, height: 852), traits: UITraitCollection()),
                     scale: 3, subject: .screen { UINavigationController(rootViewController: VitaminSwitchViewController()) }),
    ]
}

private struct VitaminSwitchDemo {
    var enabled = true
    var isOn = true
}

private final class VitaminSwitchViewController: UITableViewController {
    private let rows = [
        VitaminSwitchDemo(),
        VitaminSwitchDemo(isOn: false),
        VitaminSwitchDemo(enabled: false),
        VitaminSwitchDemo(enabled: false, isOn: false),
    ]

    convenience init() {
        self.init(style: .grouped)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Switch"
        tableView.register(VitaminSwitchCell.self, forCellReuseIdentifier: "switchCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = rows[indexPath.row]
        guard let cell = tableView.dequeueReusableCell(withIdentifier: "switchCell") as? VitaminSwitchCell else {
            let cell = VitaminSwitchCell(style: .default, reuseIdentifier: "switchCell")
            cell.update(enabled: row.enabled, isOn: row.isOn)
            cell.selectionStyle = .none
            return cell
        }
        cell.update(enabled: row.enabled, isOn: row.isOn)
        cell.selectionStyle = .none
        return cell
    }

    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44
    }
}

/// The nib's cell: the switch centred in the content view.
private final class VitaminSwitchCell: UITableViewCell {
    let vitaminSwitch = VitaminSwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        vitaminSwitch.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(vitaminSwitch)
        NSLayoutConstraint.activate([
            vitaminSwitch.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            vitaminSwitch.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func update(enabled: Bool = true, isOn: Bool = true) {
        vitaminSwitch.isOn = isOn
        vitaminSwitch.isEnabled = enabled
    }
}

/// Vitamin's switch: its colours set once it is made, its layer rounded by its height, and its
/// layer at 38 % opacity while disabled.
private final class VitaminSwitch: UISwitch {
    static let active = UIColor(red: 0x00 / 255, green: 0x7D / 255, blue: 0xBC / 255, alpha: 1)
    static let inactive = UIColor(red: 0x89 / 255, green: 0x96 / 255, blue: 0xA2 / 255, alpha: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = Self.inactive
        backgroundColor = Self.inactive
        onTintColor = Self.active
        thumbTintColor = .white
        layer.cornerRadius = frame.height / 2
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override var isEnabled: Bool {
        didSet { layer.opacity = isEnabled ? 1 : 0.38 }
    }
}
