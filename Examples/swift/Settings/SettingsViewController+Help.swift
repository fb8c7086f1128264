import UIKitCompat

extension SettingsViewController {
    /// The Help button, sending its action to this screen.
    func makeHelpButton() -> UIBarButtonItem {
        UIBarButtonItem(title: "Help", style: .plain, target: self, action: #selector(showHelp))
    }

    @objc func showHelp() {
        let alert = UIAlertController(title: "Settings", message: "Choose a row to see what it holds.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
