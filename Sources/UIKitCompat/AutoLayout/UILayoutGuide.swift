/// A rectangle that takes part in Auto Layout without being drawn, as UIKit's `UILayoutGuide`:
/// a view's margins, safe area and readable width, or a spacer of code's own added with
/// ``UIView/addLayoutGuide(_:)``.
open class UILayoutGuide: NSObject, AutoLayoutItem {
    /// The view the guide belongs to, once added.
    open internal(set) weak var owningView: UIView?
    /// A name for messages.
    open var identifier = ""
    /// Which of a view's own guides this is, if any: it is tied to its view by the engine.
    let role: Role?
    lazy var layoutVariables = LayoutVariables(name: "\(NSLayoutConstraint.name(of: self))")

    enum Role {
        case layoutMargins
        case safeArea
        case readableContent
        /// A scroll view's content: its origin the content's, its size the content size.
        case scrollContent
        /// A scroll view's frame, which does not move as the content scrolls.
        case scrollFrame
    }

    /// A guide of code's own; add it to a view before constraining it.
    public override init() {
        role = nil
    }

    init(role: Role, of view: UIView) {
        self.role = role
        owningView = view
        identifier = switch role {
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .scrollContent: "UIScrollViewContentLayoutGuide"
        case .scrollFrame: "UIScrollViewFrameLayoutGuide"
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as the last layout left it.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        owningView.rootView.layoutEngine.solveIfNeeded()
        let origin = owningView.layoutOriginInRoot
        let v = layoutVariables
        return CGRect(x: CGFloat(v.minX.value) - origin.x, y: CGFloat(v.minY.value) - origin.y,
                      width: CGFloat(v.width.value), height: CGFloat(v.height.value))
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
