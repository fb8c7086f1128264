import UIKitCompat

/// The text strategies' pictures of a view tree and a controller tree, in the shape of UIKit's
/// `recursiveDescription` and `_printHierarchy` without the addresses (which change every run):
/// one line a view, `<Class; frame = (x y; w h); …>`, each level of subviews indented by `   | `.
/// A collection view's cells and supplementary views on screen follow its own subviews, in index
/// path order, at the frames the layout gave them (in the collection view's content).
enum ViewDescription {
    static func recursive(_ view: UIView) -> String {
        var lines: [String] = []
        describe(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    static func hierarchy(_ controller: UIViewController) -> String {
        var lines: [String] = []
        func walk(_ controller: UIViewController, depth: Int) {
            let view = controller.viewIfLoaded.map { "<\(name(of: $0))>" } ?? "(not loaded)"
            lines.append(String(repeating: "   | ", count: depth) + "<\(name(of: controller))>, state: appeared, view: \(view)")
            for child in controller.children { walk(child, depth: depth + 1) }
            if let presented = controller.presentedViewController, presented.presentingViewController === controller {
                walk(presented, depth: depth + 1)
            }
        }
        walk(controller, depth: 0)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func describe(_ view: UIView, depth: Int, into lines: inout [String]) {
        var parts = ["\(name(of: view))", "frame = \(rectangle(view.frame))"]
        if view.isHidden { parts.append("hidden = YES") }
        if view.alpha < 1 { parts.append("alpha = \(number(view.alpha))") }
        if view.clipsToBounds { parts.append("clipsToBounds = YES") }
        if let label = view as? UILabel, let text = label.text { parts.append("text = '\(text)'") }
        if let scrollView = view as? UIScrollView {
            parts.append("contentOffset: {\(number(scrollView.contentOffset.x)), \(number(scrollView.contentOffset.y))}")
        }
        lines.append(String(repeating: "   | ", count: depth) + "<" + parts.joined(separator: "; ") + ">")
        for child in view.subviews { describe(child, depth: depth + 1, into: &lines) }
        if let collectionView = view as? UICollectionView {
            for reusable in collectionView.placedReusableViews() {
                describe(reusable, depth: depth + 1, into: &lines)
            }
        }
    }

    private static func name(of value: AnyObject) -> String {
        String(describing: type(of: value))
    }

    private static func rectangle(_ rect: CGRect) -> String {
        "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }

    /// A number as UIKit prints one: at most four decimals, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 10_000).rounded() / 10_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.4f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
