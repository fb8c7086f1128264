// A Wi-Fi settings screen written as iOS apps write table views: a UITableViewController in
// the inset grouped style, in a navigation controller, with section titles and a footer, cells
// of the standard styles with images, checkmarks and a switch, and a swipe action.
//
//     xcollection --swift Examples/swift/wifi.swift --device iphone-15
//
// Click a network to join it: it moves under the switch, with its checkmark. Drag one of My
// Networks to the left to forget it; turn Wi-Fi off and the networks go.
import UIKitCompat

final class WiFiViewController: UITableViewController {
    private struct Network {
        let name: String
        let isSecured: Bool
    }

    private var isWiFiOn = true
    private var joined = Network(name: "Home", isSecured: true)
    private var known = [Network(name: "Office", isSecured: true), Network(name: "Gym", isSecured: true)]
    private var nearby = [Network(name: "Café Guest", isSecured: false), Network(name: "Library", isSecured: true),
                          Network(name: "Neighbour 5G", isSecured: true), Network(name: "Station Free WiFi", isSecured: false)]
    private let wiFiSwitch = UISwitch()

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Wi-Fi"
        navigationItem.rightBarButtonItem = editButtonItem
        wiFiSwitch.isOn = isWiFiOn
        wiFiSwitch.addTarget(self, action: #selector(wiFiSwitched), for: .valueChanged)
    }

    @objc private func wiFiSwitched() {
        isWiFiOn = wiFiSwitch.isOn
        tableView.reloadData()
    }

    override func numberOfSections(in tableView: UITableView) -> Int { isWiFiOn ? 3 : 1 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch section {
        case 0: isWiFiOn ? 2 : 1
        case 1: known.count
        default: nearby.count
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch section {
        case 1: "My Networks"
        case 2: "Networks"
        default: nil
        }
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 2 ? "Known networks will be joined automatically. If no known networks are available, you will be asked before joining a new network." : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        // The older idiom: no class registered, so the table has none to give and the cell is made here.
        let cell = tableView.dequeueReusableCell(withIdentifier: "network") ?? UITableViewCell(style: .value1, reuseIdentifier: "network")
        if indexPath == IndexPath(row: 0, section: 0) {
            cell.textLabel?.text = "Wi-Fi"
            cell.detailTextLabel?.text = nil
            cell.accessoryType = .none
            cell.accessoryView = wiFiSwitch
            cell.selectionStyle = .none
            return cell
        }
        let network = network(at: indexPath)
        cell.textLabel?.text = network.name
        cell.detailTextLabel?.text = network.isSecured ? "Secured" : "Open"
        cell.accessoryView = nil
        cell.accessoryType = indexPath.section == 0 ? .checkmark : .none
        cell.selectionStyle = .default
        return cell
    }

    private func network(at indexPath: IndexPath) -> Network {
        switch indexPath.section {
        case 0: joined
        case 1: known[indexPath.row]
        default: nearby[indexPath.row]
        }
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.section == 0 ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let chosen = network(at: indexPath)
        // The network left joins the known ones; the one chosen leaves its list.
        if indexPath.section == 1 { known.remove(at: indexPath.row) } else { nearby.remove(at: indexPath.row) }
        known.insert(joined, at: 0)
        joined = chosen
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard indexPath.section == 1 else { return nil }
        let forget = UIContextualAction(style: .destructive, title: "Forget") { [weak self] _, _, done in
            guard let self else { return done(false) }
            self.known.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [forget])
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: WiFiViewController())
}
