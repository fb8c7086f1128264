import Foundation
import Testing
@testable import UIKitCompat

/// Copies of the compositional layout's descriptions, menus, effects and paths, as UIKit's
/// `NSCopying` makes them: the same kind of object with the same settings, which later changes
/// to the original do not reach — what code that copies a section to vary it relies on.
@Suite("Copying layout descriptions") @MainActor struct LayoutDescriptionCopyingTests {
    static let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))

    @Test("a section's copy keeps every setting, and changing the original leaves the copy as it was")
    func sectionCopy() throws {
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Self.row, elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: Self.row, subitems: [NSCollectionLayoutItem(layoutSize: Self.row)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        section.interGroupSpacing = 12
        section.orthogonalScrollingBehavior = .groupPaging
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        let copy = try #require(section.copy() as? NSCollectionLayoutSection)
        #expect(copy !== section)
        #expect(copy.layoutSection == section.layoutSection)
        section.interGroupSpacing = 40
        section.contentInsets = .zero
        #expect(copy.interGroupSpacing == 12)
        #expect(copy.contentInsets == NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
        #expect(copy.layoutSection != section.layoutSection)
    }

    @Test("items, groups, supplementaries and decorations copy as their own kind, with their settings")
    func itemCopies() throws {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                                                        itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        badge.zIndex = 7
        let item = NSCollectionLayoutItem(layoutSize: Self.row, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(5), top: nil, trailing: nil, bottom: nil)
        let itemCopy = try #require(item.copy() as? NSCollectionLayoutItem)
        #expect(type(of: itemCopy) == NSCollectionLayoutItem.self)
        #expect(itemCopy.layoutItem == item.layoutItem)

        let group = NSCollectionLayoutGroup.vertical(layoutSize: Self.row, subitem: item, count: 3)
        group.interItemSpacing = .fixed(6)
        group.supplementaryItems = [badge]
        let groupCopy = try #require(group.copy() as? NSCollectionLayoutGroup)
        #expect(groupCopy.layoutGroup == group.layoutGroup)
        #expect(groupCopy.subitems.first === item)

        let badgeCopy = try #require(badge.copy() as? NSCollectionLayoutSupplementaryItem)
        #expect(type(of: badgeCopy) == NSCollectionLayoutSupplementaryItem.self)
        #expect(badgeCopy.layoutSupplementaryItem == badge.layoutSupplementaryItem)
        #expect(badgeCopy.zIndex == 7)

        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: Self.row, elementKind: "footer", alignment: .bottom,
                                                                 absoluteOffset: CGPoint(x: 0, y: 4))
        footer.extendsBoundary = false
        let footerCopy = try #require(footer.copy() as? NSCollectionLayoutBoundarySupplementaryItem)
        #expect(footerCopy.layoutBoundarySupplementaryItem == footer.layoutBoundarySupplementaryItem)
        #expect(!footerCopy.extendsBoundary)

        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        background.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let backgroundCopy = try #require(background.copy() as? NSCollectionLayoutDecorationItem)
        #expect(backgroundCopy.layoutDecorationItem == background.layoutDecorationItem)
    }

    @Test("a configuration, a custom item, menus, effects and paths copy with their values")
    func otherCopies() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.scrollDirection = .horizontal
        let configurationCopy = try #require(configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration)
        configuration.interSectionSpacing = 0
        #expect(configurationCopy.interSectionSpacing == 20)
        #expect(configurationCopy.scrollDirection == .horizontal)

        let custom = try #require(NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 5).copy()
                                  as? NSCollectionLayoutGroupCustomItem)
        #expect(custom.frame == CGRect(x: 1, y: 2, width: 3, height: 4) && custom.zIndex == 5)

        var ran = 0
        let action = UIAction(title: "Share", attributes: .destructive, state: .on) { _ in ran += 1 }
        action.subtitle = "to friends"
        let actionCopy = try #require(action.copy() as? UIAction)
        #expect(actionCopy.title == "Share" && actionCopy.subtitle == "to friends" && actionCopy.identifier == action.identifier)
        #expect(actionCopy.attributes == .destructive && actionCopy.state == .on)
        actionCopy.perform()
        #expect(ran == 1)
        let menu = try #require(UIMenu(title: "More", options: .displayInline, children: [action]).copy() as? UIMenu)
        #expect(menu.title == "More" && menu.options == .displayInline && menu.children.first === action)

        let blur = try #require(UIBlurEffect(style: .systemChromeMaterial).copy() as? UIBlurEffect)
        #expect(blur.style == .systemChromeMaterial)
        let path = try #require(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 40), cornerRadius: 8).copy() as? UIBezierPath)
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 80, height: 40))
    }
}
