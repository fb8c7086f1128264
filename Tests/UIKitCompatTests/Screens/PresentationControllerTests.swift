import CollectionLayout
import CollectionView
import TestSupport
import Testing
@testable import UIKitCompat

/// A controller's presentation controller, as UIKit makes it after `modalPresentationStyle`:
/// a sheet's, a popover's, or a plain one; and the popover source apps set for iPads, kept while
/// the popover shows as a sheet, as on a phone.
@Suite(.serialized) @MainActor struct PresentationControllerTests {
    static let host = Device.iPhone15.host(in: .portrait, traits: Traits())

    @Test("each style gets its kind of presentation controller, made once; a controller inside another gives its container's")
    func kinds() {
        let sheet = UIViewController()
        #expect(sheet.presentationController is UISheetPresentationController)
        #expect(sheet.presentationController === sheet.presentationController)
        #expect(sheet.sheetPresentationController === sheet.presentationController)
        #expect(sheet.popoverPresentationController == nil)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        #expect(cover.presentationController.map { type(of: $0) == UIPresentationController.self } == true)
        #expect(cover.sheetPresentationController == nil)
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        #expect(picker.popoverPresentationController != nil)
        let pushed = UIViewController()
        let navigation = UINavigationController(rootViewController: pushed)
        #expect(pushed.presentationController === navigation.presentationController)
        #expect(pushed.sheetPresentationController === navigation.sheetPresentationController)
        #expect(UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet).popoverPresentationController == nil)
    }

    @Test("a popover's source is kept, and it shows as a sheet does on a phone")
    func popoverAsSheet() {
        let home = UIViewController()
        let presentation = Self.host.solving { ScreenPresentation.settled(rootViewController: home, host: Self.host) }
        let button = UIButton(type: .system)
        home.view.addSubview(button)
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = button
        picker.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 44, height: 44)
        picker.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        Self.host.solving { home.present(picker, animated: false) }
        #expect(picker.popoverPresentationController?.sourceView === button)
        #expect(picker.popoverPresentationController?.permittedArrowDirections == [.up, .down])
        #expect(picker.popoverPresentationController?.presentingViewController === home)
        #expect(presentation.topFrame == CGRect(x: 0, y: 69, width: 393, height: 783))
    }
}
