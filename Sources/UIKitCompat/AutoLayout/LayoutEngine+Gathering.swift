import CollectionLayout
import ConstraintSolver

/// Gathering what the tree says as the constraints the solver should hold.
extension LayoutEngine {
    /// Everything the tree says, in the order Auto Layout meets it: the root, frames, guides,
    /// code's constraints, then intrinsic sizes.
    func collect(into wanted: inout [WantedConstraint]) {
        let r = root.layoutVariables
        wanted.append(WantedConstraint(key: .rootOrigin(.horizontal), expression: LinearExpression(r.minX), relation: .equal, priority: 1000, owner: nil))
        wanted.append(WantedConstraint(key: .rootOrigin(.vertical), expression: LinearExpression(r.minY), relation: .equal, priority: 1000, owner: nil))
        rootSize(into: &wanted)
        collectStructure(into: &wanted)
    }

    /// The root's size: its frame's, or the fitting size's where it is required.
    func rootSize(into wanted: inout [WantedConstraint]) {
        let r = root.layoutVariables
        switch sizing {
        case .frame:
            wanted.append(WantedConstraint(key: .rootSize(.horizontal), expression: r.width - Double(root.bounds.width), relation: .equal, priority: 1000, owner: nil))
            wanted.append(WantedConstraint(key: .rootSize(.vertical), expression: r.height - Double(root.bounds.height), relation: .equal, priority: 1000, owner: nil))
        case .fitting(let width, let height, let horizontal, let vertical):
            if horizontal >= 1000 { wanted.append(WantedConstraint(key: .rootSize(.horizontal), expression: r.width - width, relation: .equal, priority: 1000, owner: nil)) }
            if vertical >= 1000 { wanted.append(WantedConstraint(key: .rootSize(.vertical), expression: r.height - height, relation: .equal, priority: 1000, owner: nil)) }
        }
    }

    /// The frames, guides, code's constraints and intrinsic sizes of the tree.
    func collectStructure(into wanted: inout [WantedConstraint]) {
        var held: [NSLayoutConstraint] = []
        var intrinsic: [WantedConstraint] = []
        wrappingViews.removeAll()
        forEachView { view in
            if view.intrinsicSizeDependsOnWidth { wrappingViews.append(view) }
            if view !== root, view.translatesMask, let superview = view.superview {
                autoresizing(of: view, in: superview, into: &wanted)
            }
            if let scrollView = view as? UIScrollView, scrollView.laysOutContentByConstraints {
                // Made before the guides are tied, so constraints to the content area find it tied.
                scrollView.contentSizeFollowsConstraints = false
                _ = scrollView.contentGuide
            }
            for guide in view.systemGuides.all { tie(guide, to: view, into: &wanted) }
            held += view.heldConstraints
            intrinsicSize(of: view, into: &intrinsic)
        }
        for constraint in held {
            guard let first = constraint.firstLayoutItem else { continue }
            let second = constraint.secondLayoutItem
            var expression = self.expression(layoutItem(first, constraint.firstAttribute, across: second), constraint.firstAttribute)
            if let second {
                let item = layoutItem(second, constraint.secondAttribute, across: first)
                expression = expression - self.expression(item, constraint.secondAttribute) * Double(constraint.multiplier)
            }
            expression = expression - Double(constraint.constant)
            wanted.append(WantedConstraint(key: .constraint(ObjectIdentifier(constraint)), expression: expression,
                                 relation: relation(constraint.relation), priority: Double(constraint.priority.rawValue), owner: constraint))
        }
        wanted += intrinsic
    }

    /// The item a constraint's side ties: as in UIKit, a constraint between a scroll view's edges
    /// or margins and what it holds ties its content area (its width, height and centre stay its
    /// frame's). Either makes the content size follow the constraints.
    func layoutItem(_ item: any AutoLayoutItem, _ attribute: NSLayoutConstraint.Attribute, across other: (any AutoLayoutItem)?) -> any AutoLayoutItem {
        if let guide = item as? UILayoutGuide, guide.role == .scrollContent, let scrollView = guide.owningView as? UIScrollView {
            scrollView.contentSizeFollowsConstraints = true
            return guide
        }
        guard let scrollView = item as? UIScrollView, scrollView.laysOutContentByConstraints, attribute.isEdge,
              let inside = other?.owningView, inside !== scrollView, inside.isDescendant(of: scrollView) else { return item }
        scrollView.contentSizeFollowsConstraints = true
        return scrollView.contentGuide
    }

    /// A view placed by its frame keeps it, its flexible margins and sizes sharing any change of
    /// its superview's size in proportion, as UIKit's autoresizing.
    func autoresizing(of view: UIView, in superview: UIView, into wanted: inout [WantedConstraint]) {
        let v = view.layoutVariables, s = superview.layoutVariables
        let frame = view.frame, bounds = CGRect(origin: superview.layoutBoundsOrigin, size: superview.bounds.size)
        let mask = view.autoresizingMask
        let id = ObjectIdentifier(view)
        func axis(start: Variable, size: Variable, superStart: Variable, superSize: Variable, origin: CGFloat, length: CGFloat,
                  superLength: CGFloat, flexible: UIView.AutoresizingMask.Flexible, keys: (EngineKey.AutoresizingPart, EngineKey.AutoresizingPart)) {
            let lead = Double(origin), own = Double(length)
            let shares = UIView.AutoresizingMask.shares(lead: lead, length: own, trail: Double(superLength - origin - length), flexible: flexible)
            let change = LinearExpression(superSize) - Double(superLength)
            let startExpression = LinearExpression(start) - LinearExpression(superStart) - lead - change * shares.lead
            let sizeExpression = LinearExpression(size) - own - change * shares.size
            wanted.append(WantedConstraint(key: .autoresizing(id, keys.0), expression: startExpression, relation: .equal, priority: 1000, owner: nil))
            wanted.append(WantedConstraint(key: .autoresizing(id, keys.1), expression: sizeExpression, relation: .equal, priority: 1000, owner: nil))
        }
        axis(start: v.minX, size: v.width, superStart: s.minX, superSize: s.width, origin: frame.minX - bounds.minX, length: frame.width,
             superLength: bounds.width, flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
             keys: (.left, .width))
        axis(start: v.minY, size: v.height, superStart: s.minY, superSize: s.height, origin: frame.minY - bounds.minY, length: frame.height,
             superLength: bounds.height, flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
             keys: (.top, .height))
    }

    /// A view's own guide follows its margins, safe area or readable width.
    func tie(_ guide: UILayoutGuide, to view: UIView, into wanted: inout [WantedConstraint]) {
        guard let role = guide.role else { return }
        let g = guide.layoutVariables, v = view.layoutVariables
        let id = ObjectIdentifier(guide)
        if role == .scrollContent {
            // The content starts at the scroll view's origin (its offset moves only what is drawn)
            // and is as large as its constraints make it, no larger.
            add(.top, LinearExpression(g.minY) - LinearExpression(v.minY), .equal, 1000)
            add(.left, LinearExpression(g.minX) - LinearExpression(v.minX), .equal, 1000)
            add(.width, LinearExpression(g.width), .greaterThanOrEqual, 1000)
            add(.height, LinearExpression(g.height), .greaterThanOrEqual, 1000)
            add(.contentWidthHugging, LinearExpression(g.width), .equal, 1)
            add(.contentHeightHugging, LinearExpression(g.height), .equal, 1)
            return
        }
        let insets = role == .safeArea ? view.safeAreaInsets : role == .scrollFrame ? .zero : view.marginsForLayout
        func add(_ part: EngineKey.GuidePart, _ expression: LinearExpression, _ relation: Constraint.Relation, _ priority: Double) {
            wanted.append(WantedConstraint(key: .guide(id, part), expression: expression, relation: relation, priority: priority, owner: nil))
        }
        add(.top, LinearExpression(g.minY) - LinearExpression(v.minY) - Double(insets.top), .equal, 1000)
        add(.height, LinearExpression(g.height) - LinearExpression(v.height) + Double(insets.top + insets.bottom), .equal, 1000)
        let innerWidth = LinearExpression(v.width) - Double(insets.left + insets.right)
        if role == .readableContent {
            // As wide as the margins allow up to the readable width, centred between them.
            add(.widthWithinMargins, LinearExpression(g.width) - innerWidth, .lessThanOrEqual, 1000)
            add(.widthWithinReadableWidth, LinearExpression(g.width) - Double(UIView.readableWidth), .lessThanOrEqual, 1000)
            add(.widthFillingMargins, LinearExpression(g.width) - innerWidth, .equal, 999)
            let guideCenter = LinearExpression(g.minX) + LinearExpression(g.width) * 0.5
            let innerCenter = LinearExpression(v.minX) + Double(insets.left) + innerWidth * 0.5
            add(.centeredBetweenMargins, guideCenter - innerCenter, .equal, 1000)
        } else {
            add(.left, LinearExpression(g.minX) - LinearExpression(v.minX) - Double(insets.left), .equal, 1000)
            add(.width, LinearExpression(g.width) - innerWidth, .equal, 1000)
        }
    }

    /// A view with an intrinsic size hugs it and resists being squeezed below it, at its priorities.
    /// The size itself is an edit variable held just below required, so a new size (a label's
    /// new text) is a suggested value, not constraints taken out and put back.
    func intrinsicSize(of view: UIView, into wanted: inout [WantedConstraint]) {
        // The root's size is its frame's, unless it is being fitted; a view placed by its frame has that size.
        if view === root ? sizing == .frame : view.translatesMask { return }
        let size = view.intrinsicContentSize
        let v = view.layoutVariables
        let id = ObjectIdentifier(view)
        if size.width != UIView.noIntrinsicMetric {
            let width = LinearExpression(v.width) - LinearExpression(v.intrinsicWidth)
            intrinsicValues.append((v.intrinsicWidth, Double(size.width)))
            wanted.append(WantedConstraint(key: .intrinsic(id, .widthHugging), expression: width, relation: .lessThanOrEqual,
                                 priority: Double(view.contentHuggingPriority(for: .horizontal).rawValue), owner: nil))
            wanted.append(WantedConstraint(key: .intrinsic(id, .widthCompressionResistance), expression: width, relation: .greaterThanOrEqual,
                                 priority: Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue), owner: nil))
            if view.prefersIntrinsicSizeOnTies == .horizontal {
                wanted.append(WantedConstraint(key: .intrinsic(id, .widthTie), expression: width, relation: .equal, priority: 1, owner: nil))
            }
        }
        if size.height != UIView.noIntrinsicMetric {
            let height = LinearExpression(v.height) - LinearExpression(v.intrinsicHeight)
            intrinsicValues.append((v.intrinsicHeight, Double(size.height)))
            wanted.append(WantedConstraint(key: .intrinsic(id, .heightHugging), expression: height, relation: .lessThanOrEqual,
                                 priority: Double(view.contentHuggingPriority(for: .vertical).rawValue), owner: nil))
            wanted.append(WantedConstraint(key: .intrinsic(id, .heightCompressionResistance), expression: height, relation: .greaterThanOrEqual,
                                 priority: Double(view.contentCompressionResistancePriority(for: .vertical).rawValue), owner: nil))
            if view.prefersIntrinsicSizeOnTies == .vertical {
                wanted.append(WantedConstraint(key: .intrinsic(id, .heightTie), expression: height, relation: .equal, priority: 1, owner: nil))
            }
        }
    }

    /// Every view of the tree, parents first.
    func forEachView(_ body: (UIView) -> Void) {
        var stack = [root]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
