import UIKitCompat
import UIKitSnapshotTesting

/// Square's Blueprint flows ten coloured boxes into lines 200 points wide (2 apart, lines 10
/// apart), each line aligned leading, centred or trailing and its boxes top, centre, bottom or
/// filling the line's height; recorded on an iOS 17.2 simulator at 1x. Each case here is the
/// same picture as UIKit builds it: a vertical stack of horizontal stacks.
enum FlowRowsCases {
    private static let commit = "1237c2b6e5465c474dbbcd975ba7b3ab4b50e963"
    private static let folder = "BlueprintUICommonControls/Tests/Sources/Resources/ReferenceImages/FlowTests/"

    /// The boxes, line by line, as the flow wraps them at 200 points: width, height, colour.
    private static let lines: [[(CGFloat, CGFloat, UIColor)]] = [
        [(50, 40, .green), (20, 20, .red), (30, 30, .blue), (40, 40, .green), (50, 20, .red)],
        [(60, 30, .blue), (70, 40, .green)],
        [(80, 20, .red), (90, 30, .blue)],
        [(100, 40, .green)],
    ]

    static let all: [IOSReference] = [("leading", UIStackView.Alignment.leading), ("center", .center), ("trailing", .trailing)].flatMap { line in
        [("top", UIStackView.Alignment.top), ("center", .center), ("bottom", .bottom), ("fill", .fill)].map { item in
            IOSReference(name: "blueprint-flow-\(line.0)-\(item.0)",
                         source: .init(repository: "square/Blueprint", licence: "Apache-2.0", commit: commit,
                                       path: folder + "test_aligned_\(line.0)_\(item.0)_iOS-17.png",
                                       test: "BlueprintUICommonControls/Tests/Sources/FlowTests.swift test_aligned",
                                       recordedOn: "iOS 17.2 (in the file name; the workflow's matrix runs the 17.2 runtime); 1x"),
                         config: ViewImageConfig(size: CGSize(width: 200, height: 180)), scale: 1,
                         subject: .view { rows(lineAlignment: line.1, itemAlignment: item.1) })
        }
    }

    @MainActor
    private static func rows(lineAlignment: UIStackView.Alignment, itemAlignment: UIStackView.Alignment) -> UIView {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 180))
        host.backgroundColor = .white
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 10
        column.alignment = lineAlignment
        column.translatesAutoresizingMaskIntoConstraints = false
        for boxes in lines {
            let row = UIStackView()
            row.axis = .horizontal
            row.spacing = 2
            row.alignment = itemAlignment
            let lineHeight = boxes.map(\.1).max() ?? 0
            for (width, height, color) in boxes {
                let box = UIView()
                box.backgroundColor = color
                box.widthAnchor.constraint(equalToConstant: width).isActive = true
                // Filling, a box takes its line's height; else its own.
                box.heightAnchor.constraint(equalToConstant: itemAlignment == .fill ? lineHeight : height).isActive = true
                row.addArrangedSubview(box)
            }
            column.addArrangedSubview(row)
        }
        host.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: host.topAnchor),
            column.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: host.trailingAnchor),
        ])
        return host
    }
}
