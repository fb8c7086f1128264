/// The results controller's view over the screen searched, as UIKit shows a
/// `searchResultsController`: a child of the searched controller, filling its view under the bars
/// (its safe area is the bars', so its content starts below the search field), shown while the
/// search is active and has text; the collection view in it is the one the screen scrolls.
extension UISearchController {
    func updateResultsShown() {
        guard let results = searchResultsController, let searched = navigationItemShowing?.owner else { return }
        let isShown = results.parent === searched && results.isViewLoaded && results.view.superview === searched.view
        guard showsResults != isShown else { return }
        if showsResults {
            searched.addChild(results)
            results.beginAppearanceTransition(true, animated: false)
            results.view.frame = searched.view.bounds
            results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            results.view.showsSearchResults = true
            searched.view.addSubview(results.view)
            results.endAppearanceTransition()
            results.didMove(toParent: searched)
        } else {
            results.willMove(toParent: nil)
            results.beginAppearanceTransition(false, animated: false)
            results.view.removeFromSuperview()
            results.view.showsSearchResults = false
            results.endAppearanceTransition()
            results.removeFromParent()
        }
        searched.screenPresentation?.topScreenDidChange()
    }
}
