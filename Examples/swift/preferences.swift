// A preferences screen as an app writes it: a segmented control as the navigation bar's title
// view, switches and a stepper in rows built with stack views, a spinner while something
// loads, target–action on each control, and an alert that asks before resetting. Click a
// switch, a segment or the stepper's halves; Reset opens the alert (Escape cancels it).
// xcollection --swift Examples/swift/preferences.swift --device iphone-15
import UIKitCompat

final class PreferencesViewController: UIViewController {
    private let scope = UISegmentedControl(items: ["Phone", "Watch", "Cloud"])
    private let syncSwitch = UISwitch()
    private let badgeSwitch = UISwitch()
    private let copies = UIStepper()
    private let copiesLabel = UILabel()
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        scope.selectedSegmentIndex = 0
        scope.addTarget(self, action: #selector(scopeChanged(_:)), for: .valueChanged)
        navigationItem.titleView = scope
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(resetTapped))

        syncSwitch.isOn = true
        syncSwitch.addTarget(self, action: #selector(syncChanged(_:)), for: .valueChanged)
        badgeSwitch.addTarget(self, action: #selector(badgesChanged(_:)), for: .valueChanged)
        copies.minimumValue = 1
        copies.maximumValue = 5
        copies.value = 2
        copies.addTarget(self, action: #selector(copiesChanged(_:)), for: .valueChanged)
        copiesLabel.text = "Copies: 2"
        spinner.startAnimating()
        status.text = "Syncing…"
        status.textColor = .secondaryLabel
        status.font = .preferredFont(forTextStyle: .footnote)

        let card = UIStackView(arrangedSubviews: [
            row("Sync over mobile data", syncSwitch),
            row("Badges on the app icon", badgeSwitch),
            row(copiesLabel, copies),
        ])
        card.axis = .vertical
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        card.isLayoutMarginsRelativeArrangement = true
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        let footer = UIStackView(arrangedSubviews: [spinner, status])
        footer.spacing = 8
        let page = UIStackView(arrangedSubviews: [card, footer])
        page.axis = .vertical
        page.spacing = 12
        page.alignment = .fill
        page.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(page)
        NSLayoutConstraint.activate([
            page.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            page.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            page.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }

    private func row(_ title: String, _ control: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        return row(label, control)
    }

    private func row(_ label: UILabel, _ control: UIView) -> UIStackView {
        label.font = .preferredFont(forTextStyle: .body)
        label.numberOfLines = 0
        let row = UIStackView(arrangedSubviews: [label, control])
        row.alignment = .center
        row.spacing = 12
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        return row
    }

    @objc private func scopeChanged(_ sender: UISegmentedControl) {
        status.text = "Showing \(sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "")"
    }

    @objc private func syncChanged(_ sender: UISwitch) {
        if sender.isOn { spinner.startAnimating() } else { spinner.stopAnimating() }
        status.text = sender.isOn ? "Syncing…" : "Sync is off"
    }

    @objc private func badgesChanged(_ sender: UISwitch) {
        status.text = sender.isOn ? "Badges on" : "Badges off"
    }

    @objc private func copiesChanged(_ sender: UIStepper) {
        copiesLabel.text = "Copies: \(Int(sender.value))"
    }

    @objc private func resetTapped() {
        let alert = UIAlertController(title: "Reset preferences?", message: "Sync, badges and copies go back to how they were.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Reset", style: .destructive) { [weak self] _ in self?.reset() })
        present(alert, animated: true)
    }

    private func reset() {
        syncSwitch.setOn(true, animated: true)
        badgeSwitch.setOn(false, animated: true)
        copies.value = 2
        copiesLabel.text = "Copies: 2"
        status.text = "Preferences reset"
    }
}

func makeRootViewController() -> UIViewController {
    UINavigationController(rootViewController: PreferencesViewController())
}
