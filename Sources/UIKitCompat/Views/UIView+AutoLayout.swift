extension UIView {
    /// What `intrinsicContentSize` gives on an axis the view has no size of its own along.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The size `systemLayoutSizeFitting(_:)` is asked for to get the smallest size the constraints allow.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The size `systemLayoutSizeFitting(_:)` is asked for to get the largest size the constraints allow.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// UIKit's standard spacing between sibling views, which the system spacing anchors and a
    /// stack view's `spacingUseSystem` use.
    static let systemSpacing: CGFloat = 8

    /// Whether the view's frame (and its `autoresizingMask`) becomes constraints that place it
    /// (true, the default for a view made in code) or constraints of code's own place it (false).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { translatesMask }
        set {
            guard newValue != translatesMask else { return }
            translatesMask = newValue
            rootView.constraintsDidChange()
        }
    }

    /// Which of the view's margins and sizes follow its superview's size when its frame becomes constraints.
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set {
            storedAutoresizingMask = newValue
            if translatesMask { rootView.constraintsDidChange() }
        }
    }

    /// The constraints installed on this view (as their items' nearest common ancestor).
    public var constraints: [NSLayoutConstraint] { heldConstraints }

    /// Activates `constraint`, as UIKit's older spelling does.
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each of `constraints`.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// How strongly the view resists growing past its intrinsic size along `axis` (250 unless set).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }

    /// Sets how strongly the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        rootView.constraintsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750 unless set).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        rootView.constraintsDidChange()
    }

    /// The guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { ownLayoutGuides }

    /// Adds `guide`, which can then be constrained with this view and its subviews.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        ownLayoutGuides.append(guide)
        rootView.constraintsDidChange()
    }

    /// Takes `guide` off the view, with the constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        for holder in sequence(first: self, next: { $0.superview }) {
            for constraint in holder.heldConstraints where constraint.firstItem === guide || constraint.secondItem === guide {
                constraint.isActive = false
            }
        }
        ownLayoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        rootView.constraintsDidChange()
    }

    /// Whether the constraints leave this view's frame open to more than one answer.
    public var hasAmbiguousLayout: Bool {
        let engine = rootView.layoutEngine
        engine.solveIfNeeded()
        return engine.isAmbiguous(self)
    }

    /// The constraints that affect this view's size or position along `axis`: those of its tree
    /// that name it.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        for holder in sequence(first: self, next: { $0.superview }) {
            found += holder.heldConstraints.filter {
                ($0.firstItem === self || $0.secondItem === self) && ($0.firstAttribute.isHorizontal == (axis == .horizontal))
            }
        }
        return found
    }

    // MARK: What the engine is told

    /// The engine of the tree this view is the root of.
    var layoutEngine: LayoutEngine {
        if let rootEngine { return rootEngine }
        let engine = LayoutEngine(root: self)
        rootEngine = engine
        return engine
    }

    /// A constraint, guide or priority of this root's tree changed: solve again before the next layout.
    func constraintsDidChange() {
        rootEngine?.structureDidChange()
        needsLayout = true
    }

    /// The frame was set: a view placed by its frame moves the views constrained to it.
    func frameDidChange() {
        let root = rootView
        guard root === self || translatesMask, let engine = root.rootEngine else { return }
        engine.frameDidChange(of: self)
        root.needsLayout = true
    }

    /// A subview came or went: the root's engine must take in the tree again.
    func treeDidChange() {
        rootView.constraintsDidChange()
    }

    /// Deactivates the constraints held outside `view` that tie something inside it, as UIKit
    /// does when a view is taken out of its superview.
    func deactivateConstraintsLeaving(_ view: UIView) {
        for holder in sequence(first: view.superview, next: { $0?.superview }).compactMap({ $0 }) {
            for constraint in holder.heldConstraints {
                let inside = { (item: AnyObject?) -> Bool in
                    guard let owner = (item as? any AutoLayoutItem)?.owningView else { return false }
                    return owner.isDescendant(of: view)
                }
                if inside(constraint.firstItem) || inside(constraint.secondItem) { constraint.isActive = false }
            }
        }
    }

    /// The nearest view that holds both this view and `other` (this view when `other` is nil).
    func nearestCommonAncestor(with other: UIView?) -> UIView? {
        guard let other else { return self }
        var ancestors = Set<ObjectIdentifier>()
        for view in sequence(first: self, next: { $0.superview }) { ancestors.insert(ObjectIdentifier(view)) }
        return sequence(first: other, next: { $0.superview }).first { ancestors.contains(ObjectIdentifier($0)) }
    }
}
