import Foundation
import UIKitCompat
import UIKitSnapshotTesting

/// Essential Developer's feed app (essential-feed-case-study): table view controllers whose
/// cells are laid out by constraints and stack views, a table header view sized to its
/// constraints, a table footer view, dark mode and the largest text size of the standard range.
/// Recorded on an iPhone 16 Pro simulator with iOS 18.2 (the commit's message says so). The
/// app draws its cells from storyboards: they are written again here in code, with the
/// storyboards' sizes, spacings, fonts, colours and constraints. Its snapshot helper draws the
/// screen in a window of 390x844 points with a safe area of 47 at the top and 34 at the bottom.
enum EssentialFeedCases {
    private static func source(_ picture: String, test: String) -> IOSReference.Source {
        .init(repository: "essentialdevelopercom/essential-feed-case-study", licence: "MIT",
              commit: "73703b8ccb2a13f7ea851efe1844099c1be9f400",
              path: "EssentialFeed/EssentialFeediOSTests/\(picture).png", test: "EssentialFeed/EssentialFeediOSTests/\(test)",
              recordedOn: "iOS 18.2, iPhone 16 Pro simulator (the commit: \"Update snapshots with iPhone 16 Pro running iOS 18.2\")")
    }

    private static func config(_ style: UIUserInterfaceStyle, _ size: UIContentSizeCategory = .medium) -> ViewImageConfig {
        ViewImageConfig(safeArea: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0), size: CGSize(width: 390, height: 844),
                        traits: UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style),
                                                               UITraitCollection(preferredContentSizeCategory: size)]))
    }

    static let all: [IOSReference] = listError + failedImageLoading + imageComments

    private static let listError: [IOSReference] = [
        ("light", UIUserInterfaceStyle.light, UIContentSizeCategory.medium),
        ("dark", .dark, .medium),
        ("light_extraExtraExtraLarge", .light, .extraExtraExtraLarge),
    ].map { name, style, size in
        IOSReference(name: "essential-feed-list-error-\(name.replacingOccurrences(of: "_", with: "-"))",
                     source: source("Shared UI/snapshots/LIST_WITH_ERROR_MESSAGE_\(name)", test: "Shared UI/ListSnapshotTests.swift test_listWithErrorMessage"),
                     config: config(style, size), scale: 3, subject: .screen { ErrorListScreen() })
    }

    private static let failedImageLoading: [IOSReference] = [("light", UIUserInterfaceStyle.light), ("dark", .dark)].map { name, style in
        IOSReference(name: "essential-feed-failed-image-loading-\(name)",
                     source: source("Feed UI/snapshots/FEED_WITH_FAILED_IMAGE_LOADING_\(name)", test: "Feed UI/FeedSnapshotTests.swift test_feedWithFailedImageLoading"),
                     config: config(style), scale: 3, subject: .screen { FeedScreen() })
    }

    private static let imageComments: [IOSReference] = [("light", UIUserInterfaceStyle.light), ("dark", .dark)].map { name, style in
        IOSReference(name: "essential-feed-image-comments-\(name)",
                     source: source("Image Comments UI/snapshots/IMAGE_COMMENTS_\(name)", test: "Image Comments UI/ImageCommentsSnapshotTests.swift test_listWithComments"),
                     config: config(style), scale: 3, subject: .screen { CommentsScreen() })
    }
}

/// The app's list screen showing an error: no rows, no separators, and a table header view
/// holding a red band with the message in white, centred, 8 points in from every edge, which
/// the screen sizes to its constraints after each layout, as the app's `sizeTableHeaderToFit()`.
private final class ErrorListScreen: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.showsVerticalScrollIndicator = false
        let band = UIView()
        band.backgroundColor = UIColor(red: 0.9995, green: 0.4176, blue: 0.4154, alpha: 1)
        let message = UILabel()
        message.text = "This is a\nmulti-line\nerror message"
        message.numberOfLines = 0
        message.textAlignment = .center
        message.textColor = .white
        message.font = .preferredFont(forTextStyle: .body)
        message.adjustsFontForContentSizeCategory = true
        band.pin(message, inset: 8)
        let container = UIView()
        container.pin(band, inset: 0)
        tableView.tableHeaderView = container
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let header = tableView.tableHeaderView else { return }
        let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        if header.frame.height != size.height {
            header.frame.size.height = size.height
            tableView.tableHeaderView = header
        }
    }
}

/// Two feed rows whose images failed to load: a location line, a rounded grey square with a
/// retry button, and an empty description, as the storyboard's cell lays them out.
private final class FeedScreen: UITableViewController {
    private let locations = ["Cannon Street, London", "Brighton Seafront"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.estimatedRowHeight = 580
        tableView.showsVerticalScrollIndicator = false
        tableView.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 16))
        tableView.register(FeedImageCell.self, forCellReuseIdentifier: "FeedImageCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { locations.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "FeedImageCell", for: indexPath) as! FeedImageCell
        cell.locationLabel.text = locations[indexPath.row]
        cell.descriptionLabel.text = nil
        return cell
    }
}

private final class FeedImageCell: UITableViewCell {
    let locationLabel = UILabel()
    let descriptionLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        // The pin is the app's own image, not at hand here: its place is kept empty.
        let pinContainer = UIView()
        pinContainer.translatesAutoresizingMaskIntoConstraints = false
        pinContainer.widthAnchor.constraint(equalToConstant: 10).isActive = true
        locationLabel.font = .preferredFont(forTextStyle: .subheadline)
        locationLabel.textColor = .secondaryLabel
        locationLabel.numberOfLines = 2
        let location = UIStackView(arrangedSubviews: [pinContainer, locationLabel])
        location.spacing = 6
        location.alignment = .top

        let imageContainer = UIView()
        imageContainer.backgroundColor = .secondarySystemBackground
        imageContainer.layer.cornerRadius = 22
        imageContainer.clipsToBounds = true
        let retry = UIButton(type: .system)
        retry.setTitle("↻", for: .normal)
        retry.titleLabel?.font = .systemFont(ofSize: 60)
        retry.setTitleColor(.systemBackground, for: .normal)
        imageContainer.pin(retry, inset: 0)
        imageContainer.widthAnchor.constraint(equalTo: imageContainer.heightAnchor).isActive = true

        descriptionLabel.font = .preferredFont(forTextStyle: .body)
        descriptionLabel.textColor = .secondaryLabel
        descriptionLabel.numberOfLines = 6

        let stack = UIStackView(arrangedSubviews: [location, imageContainer, descriptionLabel])
        stack.axis = .vertical
        stack.alignment = .top
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        let top = stack.topAnchor.constraint(equalTo: margins.topAnchor, constant: 6)
        let bottom = margins.bottomAnchor.constraint(equalTo: stack.bottomAnchor, constant: 6)
        top.priority = UILayoutPriority(999)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            top, bottom,
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            margins.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            imageContainer.widthAnchor.constraint(equalTo: stack.widthAnchor),
            location.widthAnchor.constraint(equalTo: stack.widthAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Three comments: a bold username and a date at the trailing edge over the message, in a
/// stack view inside the cell's margins.
private final class CommentsScreen: UITableViewController {
    private let comments = [
        ("a long long long long username", "1000 years ago",
         "The East Side Gallery is an open-air gallery in Berlin. It consists of a series of murals painted directly on a 1,316 m long remnant of the Berlin Wall, located near the centre of Berlin, on Mühlenstraße in Friedrichshain-Kreuzberg. The gallery has official status as a Denkmal, or heritage-protected landmark."),
        ("a username", "10 days ago", "East Side Gallery\nMemorial in Berlin, Germany"),
        ("a.", "1 hour ago", "nice"),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.separatorStyle = .none
        tableView.showsVerticalScrollIndicator = false
        tableView.tableFooterView = UIView()
        tableView.register(CommentCell.self, forCellReuseIdentifier: "ImageCommentCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { comments.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ImageCommentCell", for: indexPath) as! CommentCell
        (cell.username.text, cell.date.text, cell.message.text) = comments[indexPath.row]
        return cell
    }
}

private final class CommentCell: UITableViewCell {
    let username = UILabel(), date = UILabel(), message = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        username.font = .preferredFont(forTextStyle: .headline)
        username.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        username.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        date.font = .preferredFont(forTextStyle: .subheadline)
        date.textColor = .secondaryLabel
        date.textAlignment = .right
        date.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        message.font = .preferredFont(forTextStyle: .body)
        message.numberOfLines = 0
        let header = UIStackView(arrangedSubviews: [username, date])
        header.spacing = 8
        let stack = UIStackView(arrangedSubviews: [header, message])
        stack.axis = .vertical
        stack.alignment = .top
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            margins.bottomAnchor.constraint(equalTo: stack.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            margins.trailingAnchor.constraint(equalTo: stack.trailingAnchor),
            header.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: header.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

private extension UIView {
    /// Adds `view` pinned `inset` points inside every edge, as the app's container helper does.
    func pin(_ view: UIView, inset: CGFloat) {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: inset),
            view.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: inset),
        ])
    }
}
