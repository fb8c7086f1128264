import UIKitCompat
import UIKitSnapshotTesting

/// A red square in a white 100-point view, placed by constraints four ways, and a rounded red
/// card with a shadow centred on a phone screen: BSWInterfaceKit's view tests, recorded on an
/// iPhone 15 simulator with iOS 17.0. Written again here from the tests' descriptions.
enum PinnedSquareCases {
    private static let commit = "b1531969254051f3abea58fe75fb5800a07a2b0a"
    private static let recordedOn = "iOS 17.0, iPhone 15 simulator (the workflow's destination at 1148849, where these pictures were recorded)"
    private static let folder = "Tests/BSWInterfaceKitTests/Suite/__Snapshots__/"

    private static func source(_ file: String, test: String) -> IOSReference.Source {
        .init(repository: "theleftbit/BSWInterfaceKit", licence: "MIT", commit: commit, path: folder + file,
              test: "Tests/BSWInterfaceKitTests/Suite/\(test)", recordedOn: recordedOn)
    }

    static let all: [IOSReference] = [
        IOSReference(name: "bsw-square-centred", source: source("UIViewTests/centerInSuperview.3x.png", test: "UIViewTests.swift centerInSuperview"),
                     config: ViewImageConfig(), scale: 3, subject: .view { SquareHost(pin: .centre).view }),
        IOSReference(name: "bsw-square-filling", source: source("UIViewTests/fillSuperview.3x.png", test: "UIViewTests.swift fillSuperview"),
                     config: ViewImageConfig(), scale: 3, subject: .view { SquareHost(pin: .edges(5)).view }),
        IOSReference(name: "bsw-square-in-margins", source: source("UIViewTests/fillSuperviewLayoutMargins.3x.png", test: "UIViewTests.swift fillSuperviewLayoutMargins"),
                     config: ViewImageConfig(), scale: 3, subject: .view { SquareHost(pin: .margins(10)).view }),
        IOSReference(name: "bsw-square-rounded", source: source("UIViewTests/roundedCorners.3x.png", test: "UIViewTests.swift roundedCorners"),
                     config: ViewImageConfig(), scale: 3, subject: .view { SquareHost(pin: .rounded).view }),
        IOSReference(name: "bsw-shadowed-card", source: source("ShadowTests/layout.393x852.png", test: "ShadowTests.swift layout (on .iPhoneX)"),
                     config: .iPhoneX, scale: 3, subject: .screen { ShadowedCardViewController() }),
    ]
}

/// A white 100-point view and a red square inside it: 50 points square at a priority below
/// required, centred, and then pinned as `pin` says.
@MainActor
private struct SquareHost {
    enum Pin { case centre, edges(CGFloat), margins(CGFloat), rounded }

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init(pin: Pin) {
        view.backgroundColor = .white
        let square = UIView()
        square.backgroundColor = .red
        square.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(square)
        let size = [square.widthAnchor.constraint(equalToConstant: 50), square.heightAnchor.constraint(equalToConstant: 50)]
        for constraint in size { constraint.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate(size + [
            square.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            square.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        switch pin {
        case .centre:
            break
        case .edges(let inset):
            NSLayoutConstraint.activate([
                square.topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
                square.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
                square.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -inset),
                square.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -inset),
            ])
        case .margins(let margin):
            view.layoutMargins = UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
            let guide = view.layoutMarginsGuide
            NSLayoutConstraint.activate([
                square.topAnchor.constraint(equalTo: guide.topAnchor),
                square.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                square.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                square.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        case .rounded:
            square.layer.cornerRadius = 10
            square.layer.cornerCurve = .continuous
            square.layer.masksToBounds = true
        }
    }
}

/// A 200-point red card with rounded corners and a soft shadow, centred on a white screen.
private final class ShadowedCardViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let card = UIView()
        card.backgroundColor = .systemRed
        card.layer.cornerRadius = 10
        card.layer.cornerCurve = .continuous
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 1)
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        NSLayoutConstraint.activate([
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 200),
            card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
