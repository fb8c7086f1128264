import UIKitCompat

/// One setting's screen: its symbol and what it is set to, in the middle.
final class SettingDetailViewController: UIViewController {
    private let setting: Setting

    init(setting: Setting) {
        self.setting = setting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = setting.title
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemGroupedBackground

        let symbol = UIImageView(image: UIImage(systemName: setting.symbol))
        symbol.tintColor = .systemBlue
        let value = UILabel()
        value.text = setting.detail ?? "Not set"
        value.font = .preferredFont(forTextStyle: .title2)
        value.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [symbol, value])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            symbol.widthAnchor.constraint(equalToConstant: 64),
            symbol.heightAnchor.constraint(equalToConstant: 64),
            stack.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        ])
    }
}
