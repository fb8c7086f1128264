/// The constraints a stack view lays its arranged views out with, made from its axis,
/// distribution, alignment and spacing, as UIKit's stack view makes its own.
struct StackArrangement {
    let stack: UIStackView

    /// What an arrangement adds to the stack: its constraints and the guides that space views.
    struct Made {
        var constraints: [NSLayoutConstraint]
        var guides: [UILayoutGuide]
    }

    private typealias Attribute = NSLayoutConstraint.Attribute

    /// The attributes of one axis: its start, end, length and centre.
    private struct Edges {
        let start: Attribute, end: Attribute, size: Attribute, center: Attribute
    }

    func make() -> Made {
        var made = Made(constraints: [], guides: [])
        let views = stack.arrangedSubviews.filter { !$0.isHidden }
        let horizontal = stack.axis == .horizontal
        let along = horizontal ? Edges(start: .leading, end: .trailing, size: .width, center: .centerX)
            : Edges(start: .top, end: .bottom, size: .height, center: .centerY)
        let across = horizontal ? Edges(start: .top, end: .bottom, size: .height, center: .centerY)
            : Edges(start: .leading, end: .trailing, size: .width, center: .centerX)
        let inMargins = stack.isLayoutMarginsRelativeArrangement
        let container = { (edges: Edges) -> Edges in
            guard inMargins else { return edges }
            return edges.start == .leading
                ? Edges(start: .leadingMargin, end: .trailingMargin, size: edges.size, center: .centerXWithinMargins)
                : Edges(start: .topMargin, end: .bottomMargin, size: edges.size, center: .centerYWithinMargins)
        }
        let outerAlong = container(along), outerAcross = container(across)

        func add(_ a: AnyObject, _ aa: Attribute, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: Attribute,
                 multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: ba,
                                                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = "UISV-arrangement"
            made.constraints.append(constraint)
        }

        for view in stack.arrangedSubviews { view.prefersIntrinsicSizeOnTies = nil }
        guard let first = views.first, let last = views.last else {
            // Nothing shown: the stack collapses unless something else sizes it.
            add(stack, .width, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51))
            add(stack, .height, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51))
            return made
        }

        // Along the axis: the first and last views meet the stack's ends, neighbours are spaced.
        add(first, along.start, .equal, stack, outerAlong.start)
        add(last, along.end, .equal, stack, outerAlong.end)
        var firstGap: UILayoutGuide?
        for (index, view) in views.enumerated().dropLast() {
            let next = views[index + 1]
            let gap = stack.spacing(after: view)
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                if !horizontal, stack.isBaselineRelativeArrangement {
                    add(next, .firstBaseline, .equal, view, .lastBaseline, constant: gap)
                } else {
                    add(next, along.start, .equal, view, along.end, constant: gap)
                }
            case .equalSpacing, .equalCentering:
                let centring = stack.distribution == .equalCentering
                if centring { add(next, along.start, .greaterThanOrEqual, view, along.end, constant: gap) }
                let guide = UILayoutGuide()
                guide.identifier = centring ? "UISV-distributing-centers" : "UISV-distributing-gaps"
                made.guides.append(guide)
                add(guide, along.start, .equal, view, centring ? along.center : along.end)
                add(guide, along.end, .equal, next, centring ? along.center : along.start)
                if !centring { add(guide, along.size, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap) }
                add(guide, across.start, .equal, stack, across.start)
                add(guide, across.size, .equal, nil, .notAnAttribute)
                if let firstGap {
                    add(guide, along.size, .equal, firstGap, along.size, priority: centring ? UILayoutPriority(999) : .required)
                } else {
                    firstGap = guide
                }
            }
        }
        switch stack.distribution {
        case .fill:
            // Views that hug alike leave the stretching (and squeezing) to the first one, as an
            // iOS picture shows (docs/ios-references.md, bsw-content-configuration-list).
            for view in views.dropFirst() { view.prefersIntrinsicSizeOnTies = stack.axis }
        case .fillEqually:
            for view in views.dropFirst() { add(view, along.size, .equal, first, along.size) }
        case .fillProportionally:
            let lengths = views.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = lengths.reduce(0, +)
            let spacing = views.dropLast().map { stack.spacing(after: $0) }.reduce(0, +)
            if total > 0 {
                for (view, length) in zip(views, lengths) {
                    let share = length / total
                    add(view, along.size, .equal, stack, along.size, multiplier: share, constant: -spacing * share,
                        priority: UILayoutPriority(999))
                }
            }
        case .equalSpacing, .equalCentering:
            break
        }

        // Across the axis, by alignment; a low-priority pull makes the stack hug its largest view.
        let hug = UILayoutPriority(51)
        for (index, view) in views.enumerated() {
            switch stack.alignment {
            case .fill:
                add(view, across.start, .equal, stack, outerAcross.start)
                add(view, across.end, .equal, stack, outerAcross.end)
            case .leading:
                add(view, across.start, .equal, stack, outerAcross.start)
                add(view, across.end, .lessThanOrEqual, stack, outerAcross.end)
                add(view, across.end, .equal, stack, outerAcross.end, priority: hug)
            case .trailing:
                add(view, across.end, .equal, stack, outerAcross.end)
                add(view, across.start, .greaterThanOrEqual, stack, outerAcross.start)
                add(view, across.start, .equal, stack, outerAcross.start, priority: hug)
            case .center:
                add(view, across.center, .equal, stack, outerAcross.center)
                add(view, across.start, .greaterThanOrEqual, stack, outerAcross.start)
                add(view, across.start, .equal, stack, outerAcross.start, priority: hug)
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal {
                    if index > 0 { add(view, baseline, .equal, first, baseline) }
                } else {
                    add(view, across.start, .equal, stack, outerAcross.start)
                }
                add(view, across.start, .greaterThanOrEqual, stack, outerAcross.start)
                add(view, across.end, .lessThanOrEqual, stack, outerAcross.end)
                add(view, across.start, .equal, stack, outerAcross.start, priority: hug)
                add(view, across.end, .equal, stack, outerAcross.end, priority: hug)
            }
        }
        return made
    }
}
