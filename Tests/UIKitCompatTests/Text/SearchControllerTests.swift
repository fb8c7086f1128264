import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// A search controller in a navigation bar: its band under the large title and how it folds
/// away, and what it tells its updater, its delegate and its bar's delegate as a click starts the
/// search, typing changes it and Cancel ends it.
@Suite(.serialized) @MainActor struct SearchControllerTests {
    final class PeopleViewController: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
        var collectionView: UICollectionView!
        var calls: [String] = []
        let search = UISearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "People"
            navigationController?.navigationBar.prefersLargeTitles = true
            search.searchResultsUpdater = self
            search.delegate = self
            search.searchBar.delegate = self
            navigationItem.searchController = search
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
        }

        func updateSearchResults(for searchController: UISearchController) { calls.append("update \"\(searchController.searchBar.text ?? "")\"") }
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBeginEditing") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange \"\(searchText)\"") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancelClicked") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEndEditing") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { calls.append("scope \(selectedScope)") }
    }

    private func screen() -> (UINavigationController, PeopleViewController, ScreenPresentation, LayoutHost) {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let people = PeopleViewController()
        let navigation = UINavigationController(rootViewController: people)
        let presentation = host.solving { ScreenPresentation(rootViewController: navigation, host: host) }
        return (navigation, people, presentation, host)
    }

    @Test("the search band adds 52 points under the large title: the content is inset by 59 + 44 + 52 + 52")
    func band() {
        let (navigation, people, _, host) = screen()
        host.solving {
            navigation.view.layoutIfNeeded()
            #expect(people.collectionView.adjustedContentInset.top == 207)
            #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 148))
            #expect(people.search.searchBar.frame == CGRect(x: 0, y: 96, width: 393, height: 52))
            #expect(people.search.searchBar.searchTextField.frame == CGRect(x: 20, y: 8, width: 353, height: 36))
        }
    }

    @Test("scrolling folds the search band first, then the large title; unless the bar stays, when only the title folds",
          arguments: [(true, 30.0, 22.0, 52.0), (true, 80.0, 0.0, 24.0), (false, 30.0, 52.0, 22.0)])
    func folding(hides: Bool, scrolled: Double, search: Double, large: Double) {
        let (navigation, people, _, host) = screen()
        host.solving {
            people.loadViewIfNeeded()
            people.navigationItem.hidesSearchBarWhenScrolling = hides
            navigation.view.layoutIfNeeded()
            navigation.contentDidScroll(past: CGFloat(scrolled))
            #expect(navigation.navigationBar.searchShown == CGFloat(search))
            #expect(navigation.navigationBar.largeTitleShown == CGFloat(large))
        }
    }

    @Test("a click in the field activates the search; each edit asks again; Cancel clears, ends editing and dismisses, in UIKit's order")
    func callOrder() {
        let (navigation, people, presentation, host) = screen()
        host.solving {
            navigation.view.layoutIfNeeded()
            let field = people.search.searchBar.searchTextField
            field.click(at: CGPoint(x: 40, y: 18))
            #expect(people.search.isActive && field.isEditing)
            _ = presentation.typeText("k")
            _ = presentation.typeText("o")
            _ = presentation.typeKey(.backspace, extending: false)
            people.search.searchBar.cancel()
            #expect(!people.search.isActive && !field.isEditing && people.search.searchBar.text == "")
        }
        #expect(people.calls == ["didBeginEditing", "willPresent", "update \"\"", "didPresent",
                                 "textDidChange \"k\"", "update \"k\"", "textDidChange \"ko\"", "update \"ko\"",
                                 "textDidChange \"k\"", "update \"k\"",
                                 "cancelClicked", "willDismiss", "didEndEditing", "update \"\"", "didDismiss"])
    }

    @Test("at the largest text size the field grows to hold its line, and the band and the content inset grow with it")
    func largestTextSize() {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let people = PeopleViewController()
        let navigation = UINavigationController(rootViewController: people)
        host.solving {
            // Laid out from the start with the measurer the expectations use: a bar at rest is
            // not laid out again only because the measurer changed (the window remeasures then).
            TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                _ = ScreenPresentation(rootViewController: navigation, host: host)
                navigation.view.layoutIfNeeded()
                let bar = people.search.searchBar
                let font = bar.searchTextField.font!
                let line = FixedWidthMeasurer().metrics(of: font.fontSpec).lineHeight
                #expect(font.pointSize > 40)
                #expect(bar.searchTextField.frame.height == CGFloat((line + 8).rounded(.up)))
                #expect(bar.frame.height == bar.searchTextField.frame.height + 16)
                #expect(people.collectionView.adjustedContentInset.top == 59 + 44 + 52 + bar.frame.height)
            }
        }
    }

    @Test("while the search is active the bar gives way to it and scope buttons show under the field: the band alone at the top, 92 points, the content under it; a scope chosen tells the delegate and asks the updater; Cancel brings the bar back")
    func scopeButtons() {
        let (navigation, people, presentation, host) = screen()
        host.solving {
            TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                people.loadViewIfNeeded()
                people.search.searchBar.scopeButtonTitles = ["All", "Friends", "Family"]
                navigation.view.layoutIfNeeded()
                let bar = people.search.searchBar
                #expect(bar.scopeBar.isHidden && people.collectionView.adjustedContentInset.top == 207)
                bar.searchTextField.click(at: CGPoint(x: 40, y: 18))
                navigation.view.layoutIfNeeded()
                #expect(people.search.isActive && bar.showsScopeBar)
                // The bar gives way to the search: the band alone, at the top.
                #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 92))
                #expect(bar.frame == CGRect(x: 0, y: 0, width: 393, height: 92))
                #expect(bar.searchTextField.frame == CGRect(x: 20, y: 8, width: bar.cancelButton.frame.minX - 28, height: 36))
                #expect(bar.scopeBar.frame == CGRect(x: 20, y: 52, width: 353, height: 32))
                #expect(people.collectionView.adjustedContentInset.top == 151)
                people.calls = []
                bar.scopeBar.selectedSegmentIndex = 2
                bar.scopeBar.sendActions(for: .valueChanged)
                #expect(bar.selectedScopeButtonIndex == 2)
                #expect(people.calls == ["scope 2", "update \"\""])
                _ = presentation
                bar.cancel()
                navigation.view.layoutIfNeeded()
                #expect(!bar.showsScopeBar && bar.scopeBar.isHidden)
                #expect(people.collectionView.adjustedContentInset.top == 207)
                #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 148))
                #expect(navigation.navigationBar.titleLabel.alpha == 1 && navigation.navigationBar.largeTitleShown == 52)
            }
        }
    }

    @Test("with hidesNavigationBarDuringPresentation false the bar, its large title and the content stay where they were while the search is active")
    func barStays() {
        let (navigation, people, _, host) = screen()
        host.solving {
            TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                people.loadViewIfNeeded()
                people.search.hidesNavigationBarDuringPresentation = false
                navigation.view.layoutIfNeeded()
                people.search.searchBar.searchTextField.click(at: CGPoint(x: 40, y: 18))
                navigation.view.layoutIfNeeded()
                #expect(people.search.isActive)
                #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 148))
                #expect(people.collectionView.adjustedContentInset.top == 207)
            }
        }
    }
}
