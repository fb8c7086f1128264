import CollectionLayout
import CollectionView

extension UIView {
    /// The view and its subviews as `--dump-views` prints them: class names, frames in the
    /// superview's coordinates, labels' and buttons' text, image views' image names, controls'
    /// state (``stateMembers``), and views
    /// whose constraints leave their frame open marked ambiguous.
    var viewTreeNode: ViewTreeNode {
        var node = ViewTreeNode(className: String(describing: type(of: self)),
                                frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
                                subviews: subviews.map(\.viewTreeNode))
        if let label = self as? UILabel { node.text = label.text }
        if let button = self as? UIButton { node.text = button.currentTitle }
        // A secure field is dumped as it is drawn, a bullet a character: its text is not shown.
        if let field = self as? UITextField { node.text = field.displayedText }
        if let imageView = self as? UIImageView { node.image = imageView.image?.name }
        if !translatesAutoresizingMaskIntoConstraints, superview != nil, hasAmbiguousLayout { node.isAmbiguous = true }
        if rootView.rootEngine?.broken.contains(where: { $0.firstItem === self || $0.secondItem === self }) == true {
            node.isUnsatisfiable = true
        }
        node.state = stateMembers
        node.isHidden = isHidden || alpha <= 0.01
        if let scrollView = self as? UIScrollView { scrollView.addScrollMembers(to: &node) }
        return node
    }
}
