import UIKitCompat
import UIKitSnapshotTesting

/// Square's Blueprint draws a "box" as a UIView with a background, corner radius, border and
/// shadow; its tests render one in a white host view at 1x and compare exact pixels. Recorded on
/// an iOS 17.2 simulator. Each case here is that view built with UIKit's own properties.
enum BoxCases {
    private static let commit = "1237c2b6e5465c474dbbcd975ba7b3ab4b50e963"
    private static let folder = "BlueprintUICommonControls/Tests/Sources/Resources/ReferenceImages/BoxTests/"
    private static let recordedOn = "iOS 17.2 (the iOS version is in the file name; the workflow's matrix runs the 17.2 runtime); drawn at 1x by layer.render(in:)"

    private static func box(_ name: String, file: String, test: String, size: CGSize, inset: CGFloat = 0,
                            style: @escaping @MainActor @Sendable (UIView) -> Void) -> IOSReference {
        IOSReference(name: name,
                     source: .init(repository: "square/Blueprint", licence: "Apache-2.0", commit: commit, path: folder + file,
                                   test: "BlueprintUICommonControls/Tests/Sources/BoxTests.swift \(test)", recordedOn: recordedOn),
                     config: ViewImageConfig(size: size), scale: 1,
                     subject: .view {
                         let host = UIView(frame: CGRect(origin: .zero, size: size))
                         host.backgroundColor = .white
                         let box = UIView(frame: host.bounds.insetBy(dx: inset, dy: inset))
                         style(box)
                         host.addSubview(box)
                         return host
                     })
    }

    static let all: [IOSReference] = [
        box("blueprint-box-red", file: "test_backgroundColor_red_iOS-17.png", test: "test_backgroundColor", size: CGSize(width: 100, height: 100)) {
            $0.backgroundColor = .red
        },
        box("blueprint-box-clear", file: "test_backgroundColor_clear_iOS-17.png", test: "test_backgroundColor", size: CGSize(width: 100, height: 100)) {
            $0.backgroundColor = .clear
        },
        box("blueprint-box-wide-capsule", file: "test_cornerStyle_wideCapsule_iOS-17.png", test: "test_cornerStyle", size: CGSize(width: 200, height: 100)) {
            $0.backgroundColor = .blue
            $0.layer.cornerRadius = 50
        },
        box("blueprint-box-long-capsule", file: "test_cornerStyle_longCapsule_iOS-17.png", test: "test_cornerStyle", size: CGSize(width: 100, height: 200)) {
            $0.backgroundColor = .blue
            $0.layer.cornerRadius = 50
        },
        box("blueprint-box-rounded", file: "test_cornerStyle_rounded_iOS-17.png", test: "test_cornerStyle", size: CGSize(width: 100, height: 100)) {
            $0.backgroundColor = .blue
            $0.layer.cornerRadius = 10
        },
        box("blueprint-box-border", file: "test_borders_square_iOS-17.png", test: "test_borders", size: CGSize(width: 100, height: 100)) {
            $0.backgroundColor = .blue
            $0.layer.borderColor = UIColor.orange.cgColor
            $0.layer.borderWidth = 1
        },
        box("blueprint-box-rounded-border", file: "test_borders_rounded_iOS-17.png", test: "test_borders", size: CGSize(width: 100, height: 100)) {
            $0.backgroundColor = .blue
            $0.layer.cornerRadius = 10
            $0.layer.borderColor = UIColor.orange.cgColor
            $0.layer.borderWidth = 1
        },
        box("blueprint-box-shadow", file: "test_shadow__iOS-17.png", test: "test_shadow", size: CGSize(width: 100, height: 100), inset: 20) {
            $0.backgroundColor = .green
            $0.layer.cornerRadius = 10
            $0.layer.shadowColor = UIColor.magenta.cgColor
            $0.layer.shadowRadius = 8
            $0.layer.shadowOpacity = 1
            $0.layer.shadowOffset = .zero
        },
        // A radius of 100 on an 80x60 box: Blueprint clamps it to half the shorter side.
        box("blueprint-box-large-radius", file: "test_largeCornerRadius__iOS-17.png", test: "test_largeCornerRadius", size: CGSize(width: 120, height: 100), inset: 20) {
            $0.backgroundColor = .blue
            $0.layer.cornerRadius = 30
            $0.layer.shadowColor = UIColor.red.cgColor
            $0.layer.shadowRadius = 2
            $0.layer.shadowOpacity = 1
            $0.layer.shadowOffset = .zero
        },
    ]
}
