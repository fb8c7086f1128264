// An onboarding pager as an app writes it: a horizontal collection view that pages, a page
// control under it that follows the scroll (scrollViewDidScroll) and turns the pages when
// clicked (target–action), and a button that moves on. Cells are built in code.
// xcollection --swift Examples/swift/onboarding.swift --device iphone-15
import UIKitCompat

struct OnboardingPage: Hashable, Sendable {
    let symbol: String
    let title: String
    let message: String
    let color: UIColor
}

final class OnboardingPageCell: UICollectionViewCell {
    static let reuseIdentifier = "OnboardingPageCell"
    private let badge = UIView()
    private let symbol = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        badge.layer.cornerRadius = 48
        symbol.tintColor = .white
        symbol.contentMode = .scaleAspectFit
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.textAlignment = .center
        titleLabel.numberOfLines = 0
        messageLabel.font = .preferredFont(forTextStyle: .body)
        messageLabel.textColor = .secondaryLabel
        messageLabel.textAlignment = .center
        messageLabel.numberOfLines = 0
        for view in [badge, titleLabel, messageLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        symbol.translatesAutoresizingMaskIntoConstraints = false
        badge.addSubview(symbol)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor, constant: -90),
            badge.widthAnchor.constraint(equalToConstant: 96),
            badge.heightAnchor.constraint(equalToConstant: 96),
            symbol.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
            symbol.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            symbol.widthAnchor.constraint(equalToConstant: 48),
            symbol.heightAnchor.constraint(equalToConstant: 48),
            titleLabel.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 32),
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 32),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -32),
            messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            messageLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(with page: OnboardingPage) {
        badge.backgroundColor = page.color
        symbol.image = UIImage(systemName: page.symbol)
        titleLabel.text = page.title
        messageLabel.text = page.message
    }
}

final class OnboardingViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let pages = [
        OnboardingPage(symbol: "star.fill", title: "Welcome", message: "Everything you follow, in one place.", color: .systemOrange),
        OnboardingPage(symbol: "bell.badge", title: "Stay in the loop", message: "Turn on notifications for the things you care about.", color: .systemRed),
        OnboardingPage(symbol: "lock.fill", title: "Private by design", message: "Your data stays on your device unless you share it.", color: .systemBlue),
        OnboardingPage(symbol: "checkmark", title: "You're all set", message: "Swipe back any time to read this again.", color: .systemGreen),
    ]
    private var collectionView: UICollectionView!
    private let pageControl = UIPageControl()
    private let nextButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(OnboardingPageCell.self, forCellWithReuseIdentifier: OnboardingPageCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        pageControl.numberOfPages = pages.count
        pageControl.pageIndicatorTintColor = .systemGray4
        pageControl.currentPageIndicatorTintColor = .label
        pageControl.addTarget(self, action: #selector(pageControlChanged(_:)), for: .valueChanged)
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pageControl)

        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.cornerStyle = .large
        configuration.buttonSize = .large
        nextButton.configuration = configuration
        nextButton.addTarget(self, action: #selector(nextTapped), for: .touchUpInside)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nextButton)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: pageControl.topAnchor, constant: -12),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            pageControl.bottomAnchor.constraint(equalTo: nextButton.topAnchor, constant: -20),
            nextButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            nextButton.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            nextButton.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pages.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: OnboardingPageCell.reuseIdentifier, for: indexPath) as! OnboardingPageCell
        cell.configure(with: pages[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.bounds.size
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let width = scrollView.bounds.width
        guard width > 0 else { return }
        let fromLeft = Int((scrollView.contentOffset.x + width / 2) / width)
        // Right to left, the flow layout puts the first page at the right end of its content.
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        pageControl.currentPage = rightToLeft ? pages.count - 1 - fromLeft : fromLeft
    }

    @objc private func pageControlChanged(_ sender: UIPageControl) {
        collectionView.scrollToItem(at: IndexPath(item: sender.currentPage, section: 0), at: .centeredHorizontally, animated: true)
    }

    @objc private func nextTapped() {
        let next = min(pageControl.currentPage + 1, pages.count - 1)
        collectionView.scrollToItem(at: IndexPath(item: next, section: 0), at: .centeredHorizontally, animated: true)
    }
}

func makeRootViewController() -> UIViewController {
    OnboardingViewController()
}
