import CollectionLayout
import CollectionView
import Foundation
import TestSupport
import Testing
@testable import UIKitCompat

/// A search controller made with a `searchResultsController`, as apps that show results on a
/// screen of their own write it: the results screen's view lies over the screen searched while the
/// search is active and has text, under the bars, and its collection view is the one shown.
@Suite(.serialized) @MainActor struct SearchResultsControllerTests {
    final class ResultsViewController: UIViewController {
        var collectionView: UICollectionView!
        var calls: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            calls.append("viewWillAppear")
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            calls.append("viewDidDisappear")
        }
    }

    final class CountriesViewController: UIViewController {
        var collectionView: UICollectionView!
        let results = ResultsViewController()
        lazy var search = UISearchController(searchResultsController: results)

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Countries"
            navigationController?.navigationBar.prefersLargeTitles = true
            navigationItem.searchController = search
            let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
            collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collectionView)
        }
    }

    @Test("the results show once there is text, under the search band, as the collection view shown; Cancel takes them away")
    func resultsOverTheScreen() {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let countries = CountriesViewController()
        let navigation = UINavigationController(rootViewController: countries)
        let presentation = host.solving { ScreenPresentation(rootViewController: navigation, host: host) }
        var changes = 0
        presentation.onScreenChange = { changes += 1 }
        host.solving {
            TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                navigation.view.layoutIfNeeded()
                #expect(presentation.collectionView === countries.collectionView)
                countries.search.searchBar.searchTextField.click(at: CGPoint(x: 40, y: 18))
                #expect(countries.search.isActive)
                #expect(countries.results.parent == nil && presentation.collectionView === countries.collectionView)
                #expect(countries.search.dimsContent)
                _ = presentation.typeText("F")
                #expect(countries.results.parent === countries)
                #expect(countries.results.view.superview === countries.view)
                #expect(countries.results.view.frame == countries.view.bounds)
                #expect(presentation.collectionView === countries.results.collectionView)
                #expect(!countries.search.dimsContent)
                #expect(changes == 1)
                navigation.view.layoutIfNeeded()
                // Under the status bar and the search band: the bar gave way to the search.
                #expect(countries.results.collectionView.adjustedContentInset.top == 111)
                _ = presentation.typeText("r")
                #expect(changes == 1)
                countries.search.searchBar.cancel()
                #expect(countries.results.parent == nil && countries.results.view.superview == nil)
                #expect(presentation.collectionView === countries.collectionView)
                #expect(changes == 2)
                #expect(countries.results.calls == ["viewWillAppear", "viewDidDisappear"])
            }
        }
    }

    @Test("with showsSearchResultsController the results show as soon as the search is active, text or not")
    func resultsWithoutText() {
        let host = Device.iPhone15.host(in: .portrait, traits: Traits())
        let countries = CountriesViewController()
        countries.search.showsSearchResultsController = true
        let navigation = UINavigationController(rootViewController: countries)
        let presentation = host.solving { ScreenPresentation(rootViewController: navigation, host: host) }
        host.solving {
            TextMeasurement.measuring(with: FixedWidthMeasurer()) {
                navigation.view.layoutIfNeeded()
                #expect(countries.results.parent == nil)
                countries.search.isActive = true
                #expect(presentation.collectionView === countries.results.collectionView)
                countries.search.isActive = false
                #expect(presentation.collectionView === countries.collectionView)
            }
        }
    }
}
