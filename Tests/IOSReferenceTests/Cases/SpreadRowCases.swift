import UIKitCompat
import UIKitSnapshotTesting

/// Square's Paralayout spreads three views across a white 400x100 view at equal widths — with
/// gaps or none, inside a rectangle or the whole view, filling its height or centred, at the top
/// or at the bottom with an offset, left to right or right to left — and snapshots each at 3x on an
/// iPhone 15 Pro simulator with iOS 17.5 (the helper refuses any other). Each case is the same
/// picture made with Auto Layout: equal widths chained leading to trailing, and a vertical rule.
enum SpreadRowCases {
    enum Vertical: Sendable { case fill, centered(CGFloat), top(CGFloat), bottom(CGFloat) }

    private static let variants: [(name: String, gap: CGFloat, inRect: Bool, vertical: Vertical, rightToLeft: Bool)] = [
        ("LTR", 0, false, .fill, false),
        ("RTL", 0, false, .fill, true),
        ("inLayoutRect_LTR", 0, true, .fill, false),
        ("centered_LTR", 0, false, .centered(0), false),
        ("centeredWithPositiveOffset_LTR", 0, false, .centered(20), false),
        ("top_LTR", 0, false, .top(0), false),
        ("topWithPositiveInset_LTR", 0, false, .top(10), false),
        ("bottom_LTR", 0, false, .bottom(0), false),
        ("bottomWithPositiveInset_LTR", 0, false, .bottom(10), false),
        ("inLayoutRect_centered_LTR", 0, true, .centered(0), false),
        ("nonZeroMargin_LTR", 40, false, .fill, false),
        ("nonZeroMargin_RTL", 40, false, .fill, true),
        ("nonZeroMargin_inLayoutRect_LTR", 40, true, .fill, false),
    ]

    static let all: [IOSReference] = variants.map { variant in
        IOSReference(name: "paralayout-spread-\(variant.name.replacingOccurrences(of: "_", with: "-").lowercased())",
                     source: .init(repository: "square/Paralayout", licence: "Apache-2.0",
                                   commit: "36bc9c9606a4ae2f1c176d61f915519968397e59",
                                   path: "Example/ParalayoutSnapshotTests/__Snapshots__/ViewSpreadingSnapshotTests/testHorizontallySpreadSubviews.\(variant.name)_393x852-17-5-3x.png",
                                   test: "Example/ParalayoutSnapshotTests/ViewSpreadingSnapshotTests.swift testHorizontallySpreadSubviews",
                                   recordedOn: "iOS 17.5, iPhone 15 Pro simulator (in the file name; the helper runs on nothing else; recorded in f426143)"),
                     config: ViewImageConfig(size: CGSize(width: 400, height: 100)), scale: 3,
                     subject: .view { spread(gap: variant.gap, inRect: variant.inRect, vertical: variant.vertical, rightToLeft: variant.rightToLeft) })
    }

    @MainActor
    private static func spread(gap: CGFloat, inRect: Bool, vertical: Vertical, rightToLeft: Bool) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        container.backgroundColor = .white
        if rightToLeft { container.semanticContentAttribute = .forceRightToLeft }
        let area = UILayoutGuide()
        container.addLayoutGuide(area)
        let bounds = inRect ? CGRect(x: 20, y: 10, width: 300, height: 50) : container.bounds
        NSLayoutConstraint.activate([
            area.leftAnchor.constraint(equalTo: container.leftAnchor, constant: bounds.minX),
            area.topAnchor.constraint(equalTo: container.topAnchor, constant: bounds.minY),
            area.widthAnchor.constraint(equalToConstant: bounds.width),
            area.heightAnchor.constraint(equalToConstant: bounds.height),
        ])
        let views = [(UIColor.red, CGFloat(30)), (.blue, 20), (.green, 40)].map { color, height -> (UIView, CGFloat) in
            let view = UIView()
            view.backgroundColor = color
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            return (view, height)
        }
        var constraints: [NSLayoutConstraint] = []
        for (index, (view, height)) in views.enumerated() {
            constraints.append(index == 0 ? view.leadingAnchor.constraint(equalTo: area.leadingAnchor)
                                          : view.leadingAnchor.constraint(equalTo: views[index - 1].0.trailingAnchor, constant: gap))
            if index > 0 { constraints.append(view.widthAnchor.constraint(equalTo: views[0].0.widthAnchor)) }
            switch vertical {
            case .fill:
                constraints += [view.topAnchor.constraint(equalTo: area.topAnchor), view.bottomAnchor.constraint(equalTo: area.bottomAnchor)]
            case .centered(let offset):
                // Paralayout centres across the rectangle's height measured from the view's top,
                // not from the rectangle's (its picture inside (20, 10, 300, 50) is centred at 25):
                // its own arithmetic, which the case draws as recorded.
                constraints += [view.centerYAnchor.constraint(equalTo: container.topAnchor, constant: bounds.height / 2 + offset),
                                view.heightAnchor.constraint(equalToConstant: height)]
            case .top(let inset):
                constraints += [view.topAnchor.constraint(equalTo: area.topAnchor, constant: inset), view.heightAnchor.constraint(equalToConstant: height)]
            case .bottom(let inset):
                constraints += [view.bottomAnchor.constraint(equalTo: area.bottomAnchor, constant: -inset), view.heightAnchor.constraint(equalToConstant: height)]
            }
        }
        constraints.append(views[2].0.trailingAnchor.constraint(equalTo: area.trailingAnchor))
        NSLayoutConstraint.activate(constraints)
        return container
    }
}
