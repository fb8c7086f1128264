import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// A form of controls pinned to the layout margins, as a settings screen builds one, on three
/// phones, at the default and the largest text size, left to right and right to left: a text
/// field that follows Dynamic Type grows with its font; a switch, a segmented control and a
/// slider keep UIKit's fixed heights; everything mirrors right to left.
/// `FixedWidthMeasurer` measures the text.
@Suite(.serialized) @MainActor struct ControlsOnDevicesTests {
    final class FormViewController: UIViewController {
        let field = UITextField()
        let toggle = UISwitch()
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        let slider = UISlider()

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemGroupedBackground
            field.borderStyle = .roundedRect
            field.placeholder = "Name"
            field.font = .preferredFont(forTextStyle: .body)
            field.adjustsFontForContentSizeCategory = true
            segments.selectedSegmentIndex = 0
            let margins = view.layoutMarginsGuide
            for control in [field, toggle, segments, slider] as [UIView] {
                control.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(control)
            }
            NSLayoutConstraint.activate([
                field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                toggle.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
                toggle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                segments.topAnchor.constraint(equalTo: toggle.bottomAnchor, constant: 12),
                segments.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                segments.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                slider.topAnchor.constraint(equalTo: segments.bottomAnchor, constant: 12),
                slider.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                slider.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            ])
        }
    }

    /// Each phone with its width, its root view's side margin and its status bar.
    static let phones: [(device: Device, width: CGFloat, margin: CGFloat, top: CGFloat)] = [
        (.iPhoneSE3, 375, 16, 20), (.iPhone15, 393, 20, 59), (.iPhone16ProMax, 440, 20, 62),
    ]

    @Test("the field grows with the text size, the other controls keep their heights, and all mirror right to left",
          arguments: [ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge], [LayoutDirection.leftToRight, .rightToLeft])
    func form(size: ContentSizeCategory, direction: LayoutDirection) {
        for phone in Self.phones {
            let host = phone.device.host(in: .portrait, traits: Traits(preferredContentSizeCategory: size, layoutDirection: direction))
            let form = FormViewController()
            let presentation = host.solving { ScreenPresentation(rootViewController: form, host: host) }
            host.solving {
                let measurer = FixedWidthMeasurer()
                TextMeasurement.measuring(with: measurer) {
                    // Laid out as a frame is drawn: measured again with the frame's measurer.
                    presentation.prepareViews(measuredWith: measurer, traits: host.traits)
                    let fontSize: CGFloat = size == .large ? 17 : 53
                    #expect(form.field.font?.pointSize == fontSize, "\(phone.device.name)")
                    // A rounded field is its line and 13 points, at least 34 (the body font's field).
                    let line = measurer.metrics(of: form.field.font!.fontSpec).lineHeight
                    let fieldHeight = max(34, CGFloat((line + 13).rounded(.up)))
                    #expect(fieldHeight == (size == .large ? 34 : 66))
                    let inner = phone.width - 2 * phone.margin
                    #expect(form.field.frame == CGRect(x: phone.margin, y: phone.top + 20, width: inner, height: fieldHeight), "\(phone.device.name)")
                    let toggleX = direction == .leftToRight ? phone.margin : phone.width - phone.margin - 51
                    #expect(form.toggle.frame == CGRect(x: toggleX, y: phone.top + 32 + fieldHeight, width: 51, height: 31), "\(phone.device.name)")
                    #expect(form.segments.frame == CGRect(x: phone.margin, y: phone.top + 75 + fieldHeight, width: inner, height: 32),
                            "\(phone.device.name)")
                    #expect(form.slider.frame == CGRect(x: phone.margin, y: phone.top + 119 + fieldHeight, width: inner, height: 31),
                            "\(phone.device.name)")
                }
            }
        }
    }

    @Test("the text size changed while the form is shown reaches the field that adjusts, as a fresh start shows it")
    func textSizeChangedWhileShown() {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let form = FormViewController()
        let presentation = host.solving { ScreenPresentation(rootViewController: form, host: host) }
        let largest = Device.iPhone15.host(in: .portrait, traits: Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        largest.solving {
            let measurer = FixedWidthMeasurer()
            TextMeasurement.measuring(with: measurer) {
                presentation.show(largest)
                presentation.prepareViews(measuredWith: measurer, traits: largest.traits)
                #expect(form.field.font?.pointSize == 53)
                #expect(form.field.frame == CGRect(x: 20, y: 79, width: 353, height: 66))
            }
        }
    }
}
