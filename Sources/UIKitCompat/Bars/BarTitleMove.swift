import Foundation

/// How the bar's titles move while a push or a pop slides, as UIKit moves them: pushed, the old
/// title slides to where the new back button's title lies (it becomes that button) and the new
/// title comes in from the right; popped, the title going slides off to the right and the one
/// coming back slides from the back button's title to the middle. Each fades as it goes or comes
/// (`UINavigationBar+CrossFade`).
///
/// | | value | source |
/// |---|---|---|
/// | where a pushed screen's title starts, and a popped one's ends | half the way from its place to the bar's trailing edge | ours, standing in for UIKit's, which Apple does not publish |
struct BarTitleMove {
    let isPush: Bool
    /// The old title, as it lay, fading out.
    let leavingTitle: UILabel?
    let leavingStart: CGRect
    /// Where the old back button's title lay (a pop's new title comes from there).
    let leavingBackTitleX: CGFloat?

    /// Moves `bar`'s titles to where they lie `progress` (0 to 1) of the way.
    func apply(to bar: UINavigationBar, progress: CGFloat) {
        let title = bar.titleLabel
        let shift = max(0, (bar.bounds.width - title.frame.midX) / 2)
        if isPush {
            if let leavingTitle {
                let target = bar.backButtonTitleX ?? leavingStart.minX - shift
                leavingTitle.frame.origin.x = leavingStart.minX + (target - leavingStart.minX) * progress
            }
            title.transform = CGAffineTransform(translationX: shift * (1 - progress), y: 0)
        } else {
            leavingTitle?.frame.origin.x = leavingStart.minX + shift * progress
            let from = (leavingBackTitleX ?? title.frame.minX) - title.frame.minX
            title.transform = CGAffineTransform(translationX: from * (1 - progress), y: 0)
        }
    }
}

extension UINavigationBar {
    /// Where the back button's title begins in the bar, when it shows one.
    var backButtonTitleX: CGFloat? {
        guard let backButton, let x = backButton.drawnTitleMinX else { return nil }
        return backButton.frame.minX + x
    }
}
