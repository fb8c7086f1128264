import Foundation
import Testing
import UIKitCompat

/// UIKit's classes are `NSObject` subclasses on iOS, and real code overrides `isEqual(_:)`,
/// `hash`, `description` and `copy(with:)`: every UIKitCompat class with a UIKit name is checked
/// against UIKit's own declarations (the iOS 17 SDK's headers: which root each class has, and
/// whether it adopts `NSCopying`). The source scan makes the table cover every such class.
@Suite struct NSObjectSurfaceTests {
    /// UIKit's class, what it descends from in the SDK, and whether it adopts `NSCopying` there.
    /// Core Graphics' colour and path are CoreFoundation types, not objects, on iOS too.
    static let declarations: [(name: String, type: AnyClass, root: String, copying: Bool)] = [
        ("CALayer", CALayer.self, "NSObject", false),
        ("CGColor", CGColor.self, "CoreFoundation", false),
        ("CGPath", CGPath.self, "CoreFoundation", false),
        ("NSCollectionLayoutAnchor", NSCollectionLayoutAnchor.self, "NSObject", true),
        ("NSCollectionLayoutBoundarySupplementaryItem", NSCollectionLayoutBoundarySupplementaryItem.self, "NSObject", true),
        ("NSCollectionLayoutDecorationItem", NSCollectionLayoutDecorationItem.self, "NSObject", true),
        ("NSCollectionLayoutDimension", NSCollectionLayoutDimension.self, "NSObject", true),
        ("NSCollectionLayoutEdgeSpacing", NSCollectionLayoutEdgeSpacing.self, "NSObject", true),
        ("NSCollectionLayoutGroup", NSCollectionLayoutGroup.self, "NSObject", true),
        ("NSCollectionLayoutGroupCustomItem", NSCollectionLayoutGroupCustomItem.self, "NSObject", true),
        ("NSCollectionLayoutItem", NSCollectionLayoutItem.self, "NSObject", true),
        ("NSCollectionLayoutSection", NSCollectionLayoutSection.self, "NSObject", true),
        ("NSCollectionLayoutSize", NSCollectionLayoutSize.self, "NSObject", true),
        ("NSCollectionLayoutSpacing", NSCollectionLayoutSpacing.self, "NSObject", true),
        ("NSCollectionLayoutSupplementaryItem", NSCollectionLayoutSupplementaryItem.self, "NSObject", true),
        ("NSLayoutAnchor", NSLayoutXAxisAnchor.self, "NSObject", false),
        ("NSLayoutConstraint", NSLayoutConstraint.self, "NSObject", false),
        ("NSLayoutDimension", NSLayoutDimension.self, "NSObject", false),
        ("NSLayoutXAxisAnchor", NSLayoutXAxisAnchor.self, "NSObject", false),
        ("NSLayoutYAxisAnchor", NSLayoutYAxisAnchor.self, "NSObject", false),
        ("UIAction", UIAction.self, "NSObject", true),
        ("UIBarAppearance", UIBarAppearance.self, "NSObject", true),
        ("UIBarButtonItem", UIBarButtonItem.self, "NSObject", false),
        ("UIBarItem", UIBarItem.self, "NSObject", false),
        ("UIBezierPath", UIBezierPath.self, "NSObject", true),
        ("UIBlurEffect", UIBlurEffect.self, "NSObject", true),
        ("UIButton", UIButton.self, "NSObject", false),
        ("UICollectionReusableView", UICollectionReusableView.self, "NSObject", false),
        ("UIContextMenuConfiguration", UIContextMenuConfiguration.self, "NSObject", false),
        ("UIEvent", UIEvent.self, "NSObject", false),
        ("UIMenu", UIMenu.self, "NSObject", true),
        ("UIMenuElement", UIMenuElement.self, "NSObject", true),
        ("UINavigationBar", UINavigationBar.self, "NSObject", false),
        ("UINavigationBarAppearance", UINavigationBarAppearance.self, "NSObject", true),
        ("UINavigationController", UINavigationController.self, "NSObject", false),
        ("UINavigationItem", UINavigationItem.self, "NSObject", false),
        ("UIResponder", UIResponder.self, "NSObject", false),
        ("UIScrollView", UIScrollView.self, "NSObject", false),
        ("UICollectionView", UICollectionView.self, "NSObject", false),
        ("UICollectionViewController", UICollectionViewController.self, "NSObject", false),
        ("UICollectionViewCell", UICollectionViewCell.self, "NSObject", false),
        ("UICollectionViewCompositionalLayout", UICollectionViewCompositionalLayout.self, "NSObject", false),
        ("UICollectionViewCompositionalLayoutConfiguration", UICollectionViewCompositionalLayoutConfiguration.self, "NSObject", true),
        ("UICollectionViewDiffableDataSource", UICollectionViewDiffableDataSource<Int, Int>.self, "NSObject", false),
        ("UICollectionViewFlowLayout", UICollectionViewFlowLayout.self, "NSObject", false),
        ("UICollectionViewFlowLayoutInvalidationContext", UICollectionViewFlowLayoutInvalidationContext.self, "NSObject", false),
        ("UICollectionViewLayout", UICollectionViewLayout.self, "NSObject", false),
        ("UICollectionViewLayoutAttributes", UICollectionViewLayoutAttributes.self, "NSObject", true),
        ("UICollectionViewLayoutInvalidationContext", UICollectionViewLayoutInvalidationContext.self, "NSObject", false),
        ("UICollectionViewListCell", UICollectionViewListCell.self, "NSObject", false),
        ("UICollectionViewUpdateItem", UICollectionViewUpdateItem.self, "NSObject", false),
        ("UIColor", UIColor.self, "NSObject", true),
        ("UIContextualAction", UIContextualAction.self, "NSObject", false),
        ("UIControl", UIControl.self, "NSObject", false),
        ("UIDevice", UIDevice.self, "NSObject", false),
        ("UIFont", UIFont.self, "NSObject", true),
        ("UIFontMetrics", UIFontMetrics.self, "NSObject", false),
        ("UIImage", UIImage.self, "NSObject", false),
        ("UIImageView", UIImageView.self, "NSObject", false),
        ("UILabel", UILabel.self, "NSObject", false),
        ("UILayoutGuide", UILayoutGuide.self, "NSObject", false),
        ("UIScreen", UIScreen.self, "NSObject", false),
        ("UIStackView", UIStackView.self, "NSObject", false),
        ("UISwitch", UISwitch.self, "NSObject", false),
        ("UISegmentedControl", UISegmentedControl.self, "NSObject", false),
        ("UIStepper", UIStepper.self, "NSObject", false),
        ("UIPageControl", UIPageControl.self, "NSObject", false),
        ("UIActivityIndicatorView", UIActivityIndicatorView.self, "NSObject", false),
        ("UIRefreshControl", UIRefreshControl.self, "NSObject", false),
        ("UITableView", UITableView.self, "NSObject", false),
        ("UITableViewCell", UITableViewCell.self, "NSObject", false),
        ("UITableViewController", UITableViewController.self, "NSObject", false),
        ("UITableViewDiffableDataSource", UITableViewDiffableDataSource<Int, Int>.self, "NSObject", false),
        ("UITableViewHeaderFooterView", UITableViewHeaderFooterView.self, "NSObject", false),
        ("UITableViewRowAction", UITableViewRowAction.self, "NSObject", true),
        ("UITextPosition", UITextPosition.self, "NSObject", false),
        ("UITextRange", UITextRange.self, "NSObject", false),
        ("UITextField", UITextField.self, "NSObject", false),
        ("UIPasteboard", UIPasteboard.self, "NSObject", false),
        ("UISearchController", UISearchController.self, "NSObject", false),
        ("UIPresentationController", UIPresentationController.self, "NSObject", false),
        ("UISheetPresentationController", UISheetPresentationController.self, "NSObject", false),
        ("UIPopoverPresentationController", UIPopoverPresentationController.self, "NSObject", false),
        ("UISearchBar", UISearchBar.self, "NSObject", false),
        ("UISearchTextField", UISearchTextField.self, "NSObject", false),
        ("UISlider", UISlider.self, "NSObject", false),
        ("UIListContentView", UIListContentView.self, "NSObject", false),
        ("UIAlertController", UIAlertController.self, "NSObject", false),
        ("UIAlertAction", UIAlertAction.self, "NSObject", true),
        ("UIGestureRecognizer", UIGestureRecognizer.self, "NSObject", false),
        ("UITapGestureRecognizer", UITapGestureRecognizer.self, "NSObject", false),
        ("UILongPressGestureRecognizer", UILongPressGestureRecognizer.self, "NSObject", false),
        ("UIPanGestureRecognizer", UIPanGestureRecognizer.self, "NSObject", false),
        ("UISwipeGestureRecognizer", UISwipeGestureRecognizer.self, "NSObject", false),
        ("UISwipeActionsConfiguration", UISwipeActionsConfiguration.self, "NSObject", false),
        ("UITabBar", UITabBar.self, "NSObject", false),
        ("UITabBarController", UITabBarController.self, "NSObject", false),
        ("UITabBarItem", UITabBarItem.self, "NSObject", false),
        ("UITraitCollection", UITraitCollection.self, "NSObject", true),
        ("UIView", UIView.self, "NSObject", false),
        ("UIViewController", UIViewController.self, "NSObject", false),
        ("UIVisualEffect", UIVisualEffect.self, "NSObject", true),
    ]

    @Test("every class UIKit roots in NSObject is an NSObject here, and adopts NSCopying where UIKit's does",
          arguments: declarations.map(\.name))
    func rootedAsUIKits(name: String) throws {
        let declaration = try #require(Self.declarations.first { $0.name == name })
        #expect((declaration.type is NSObject.Type) == (declaration.root == "NSObject"), "\(name) descends from \(declaration.root) in UIKit")
        #expect((declaration.type is NSCopying.Type) == declaration.copying, "\(name) adopts NSCopying in UIKit: \(declaration.copying)")
    }

    @Test("the table names every public class of UIKitCompat with a UIKit, Core Animation or Core Graphics name")
    func tableCoversTheModule() throws {
        let sources = #filePath.components(separatedBy: "/Tests/")[0] + "/Sources/UIKitCompat"
        let files = try #require(FileManager.default.enumerator(atPath: sources)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        let declaration = try Regex(#"(?m)^(?:open|public|public final) class ((?:UI|NS|CA|CG)\w+)"#)
        var declared: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for match in text.matches(of: declaration) { declared.insert(String(text[match.output[1].range!])) }
        }
        #expect(declared.subtracting(Self.declarations.map(\.name)).isEmpty, "not in the table: \(declared.subtracting(Self.declarations.map(\.name)).sorted())")
    }

    /// A layout attributes subclass as real code writes one: an extra property, compared and copied.
    final class CardAttributes: UICollectionViewLayoutAttributes {
        var cornerRadius: CGFloat = 0

        override func copy(with zone: NSZone? = nil) -> Any {
            let copy = super.copy(with: zone) as! CardAttributes
            copy.cornerRadius = cornerRadius
            return copy
        }

        override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CardAttributes else { return false }
            return super.isEqual(object) && other.cornerRadius == cornerRadius
        }

        override var hash: Int { super.hash ^ cornerRadius.hashValue }
        override var description: String { super.description + " cornerRadius=\(cornerRadius)" }
    }

    @Test("a UICollectionViewLayoutAttributes subclass overrides copy(with:), isEqual(_:), hash and description, as on iOS")
    func attributesSubclass() throws {
        let attributes = CardAttributes(forCellWith: IndexPath(item: 2, section: 0))
        attributes.frame = CGRect(x: 0, y: 10, width: 100, height: 50)
        attributes.cornerRadius = 12
        let copy = try #require(attributes.copy() as? CardAttributes)
        #expect(copy !== attributes && copy == attributes && copy.cornerRadius == 12)
        copy.cornerRadius = 4
        #expect(copy != attributes)
        copy.cornerRadius = 12
        copy.frame.origin.y = 11
        #expect(copy != attributes, "the base class compares the frame")
        #expect(attributes.description.hasSuffix(" cornerRadius=12.0"))
    }
}
