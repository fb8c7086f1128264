import UIKitCompat

/// The account tab: a plain scroll view holding a stack view of sections, pinned to the scroll
/// view's content and frame guides, as forms are built without a collection view.
final class AccountViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let stackView = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Account"
        view.backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.axis = .vertical
        stackView.spacing = 20
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        for (title, rows) in [("Orders", ["Open orders", "Past orders", "Returns"]),
                              ("Profile", ["Name", "Addresses", "Payment"]),
                              ("Help", ["Contact us", "Terms", "Privacy"])] {
            stackView.addArrangedSubview(section(title: title, rows: rows))
        }
    }

    private func section(title: String, rows: [String]) -> UIView {
        let header = UILabel()
        header.text = title.uppercased()
        header.font = .preferredFont(forTextStyle: .footnote)
        header.textColor = .secondaryLabel
        let box = UIStackView()
        box.axis = .vertical
        box.backgroundColor = .secondarySystemGroupedBackground
        box.layer.cornerRadius = 10
        box.isLayoutMarginsRelativeArrangement = true
        box.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        for row in rows {
            let label = UILabel()
            label.text = row
            label.heightAnchor.constraint(equalToConstant: 44).isActive = true
            box.addArrangedSubview(label)
        }
        let section = UIStackView(arrangedSubviews: [header, box])
        section.axis = .vertical
        section.spacing = 6
        return section
    }
}
