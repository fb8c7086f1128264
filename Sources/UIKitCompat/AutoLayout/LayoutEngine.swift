import CollectionLayout
import ConstraintSolver

/// The Auto Layout engine of one tree of views, held by its root: one incremental solver whose
/// constraints follow the tree — code's constraints, the frames of views placed by their frames,
/// intrinsic sizes with their hugging and compression resistance, the views' own guides, and the
/// root's size.
///
/// When the tree changes only what changed is taken out of the solver and put back (a label's new
/// intrinsic size, a constant), so a reused cell is measured and laid out again without a solve
/// from scratch; a fitting size moves the root's size through edit variables.
final class LayoutEngine {
    unowned let root: UIView
    private let solver = Solver()
    private var installed: [EngineKey: Installed] = [:]
    private var edits: [Variable: Double] = [:]
    /// Whether anything changed since the last solve.
    var needsSolve = true
    /// Whether the tree's constraints, views or guides changed: everything is gathered again.
    private var structureIsStale = true
    /// Views whose intrinsic size or frame alone changed since the last solve: only their
    /// constraints are gathered again.
    private var staleIntrinsics: [UIView] = []
    private var staleFrames: [UIView] = []
    /// The intrinsic sizes the last gathering found, for the edit variables that hold them.
    private var intrinsicValues: [(Variable, Double)] = []
    /// The views whose intrinsic size depends on their width (labels of several lines), found
    /// when the tree was last gathered whole.
    private var wrappingViews: [UIView] = []
    /// The intrinsic-size edit variables in the solver, with the value last suggested.
    private var intrinsicEdits: [Variable: Double] = [:]
    /// How strongly an intrinsic size holds: below required (edit variables must be), above any
    /// priority code can give a constraint (999).
    static let intrinsicStrength = Strength(999.99)
    /// The root's size: its frame's, or a size being fitted.
    private var sizing = Sizing.frame
    /// The required constraints the solver could not meet, as Auto Layout breaks them.
    private(set) var broken: [NSLayoutConstraint] = []

    private struct Installed {
        let constraint: Constraint
        let signature: Signature
    }

    /// What a constraint says, to tell whether one already in the solver is still the one wanted.
    private struct Signature: Hashable {
        let terms: [Term]
        let constant: Double
        let relation: Constraint.Relation
        let priority: Double
    }

    private struct Term: Hashable {
        let variable: ObjectIdentifier
        let coefficient: Double
    }

    private struct Wanted {
        let key: EngineKey
        let expression: LinearExpression
        let relation: Constraint.Relation
        let priority: Double
        let owner: NSLayoutConstraint?
        var signature: Signature {
            Signature(terms: expression.terms.map { Term(variable: ObjectIdentifier($0.variable), coefficient: $0.coefficient) },
                      constant: expression.constant, relation: relation, priority: priority)
        }
    }

    private enum Sizing: Equatable {
        case frame
        case fitting(width: Double, height: Double, horizontal: Float, vertical: Float)
    }

    init(root: UIView) {
        self.root = root
    }

    /// The tree's constraints, views, guides or margins changed.
    func structureDidChange() {
        structureIsStale = true
        needsSolve = true
    }

    /// `view`'s intrinsic size changed (a label's text).
    func intrinsicSizeDidChange(of view: UIView) {
        staleIntrinsics.append(view)
        needsSolve = true
    }

    /// `view`, placed by its frame, moved or was resized; for the root, its size changed.
    func frameDidChange(of view: UIView) {
        if view !== root { staleFrames.append(view) }
        needsSolve = true
    }

    // MARK: Solving

    /// Brings the solver up to the tree and solves, when anything changed.
    func solveIfNeeded() {
        if sizing != .frame {
            sizing = .frame
            staleIntrinsics.append(root)
            needsSolve = true
        }
        guard needsSolve else { return }
        solve()
    }

    /// The root's size when its width is asked to be `target.width` at `horizontal` and its
    /// height `target.height` at `vertical`.
    func fittingSize(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        let fitting = Sizing.fitting(width: Double(target.width), height: Double(target.height),
                                     horizontal: horizontal.rawValue, vertical: vertical.rawValue)
        // The root's own intrinsic size counts only while it is fitted.
        if sizing != fitting { staleIntrinsics.append(root) }
        sizing = fitting
        solve()
        let size = CGSize(width: Self.cleaned(root.layoutVariables.width.value), height: Self.cleaned(root.layoutVariables.height.value))
        // The solver stays set for fitting, so the next cell measured the same way changes only
        // what differs; a layout sets it back to the frame's size first.
        needsSolve = true
        return size
    }

    private func solve() {
        root.updateConstraintsIfNeeded()
        needsSolve = false
        // A label of several lines wraps at the width the last solve gave it, which can change
        // its height: solve again until the widths hold (twice for most trees).
        for _ in 0..<4 {
            synchronize()
            solver.updateVariables()
            var changed = false
            for view in wrappingViews where view.intrinsicSizeDependsOnWidth && !view.translatesMask {
                let width = CGFloat(view.layoutVariables.width.value)
                if let previous = view.widthForIntrinsicSize, abs(previous - width) < 0.001 { continue }
                view.widthForIntrinsicSize = width
                staleIntrinsics.append(view)
                changed = true
            }
            if !changed { return }
        }
    }

    /// `value` without the simplex's rounding noise: a size a hair from a multiple of 1/3072 (whole
    /// points, halves, thirds) is that multiple, so 204 is not 204.00000000000003.
    static func cleaned(_ value: Double) -> Double {
        let snapped = (value * 3072).rounded() / 3072
        return abs(snapped - value) < 1e-9 ? snapped : value
    }

    /// Whether the constraints leave `view`'s frame open.
    func isAmbiguous(_ view: UIView) -> Bool {
        let variables = view.layoutVariables.all
        if variables.contains(where: { !solver.knows($0) }) { return true }
        let mine = Set(variables.map(ObjectIdentifier.init))
        return solver.ambiguousVariables.contains { mine.contains(ObjectIdentifier($0)) }
    }

    /// The frame the engine solved for `view`, in its root's coordinates, edges on the pixel grid.
    func solvedRect(of item: any AutoLayoutItem, scale: Double) -> CGRect {
        let v = item.layoutVariables
        let snap = { (value: Double) in (value * scale).rounded() / scale }
        let minX = snap(v.minX.value), minY = snap(v.minY.value)
        let maxX = snap(v.minX.value + v.width.value), maxY = snap(v.minY.value + v.height.value)
        return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
    }

    /// Sets the frames of `view`'s subviews that constraints place, from the last solve.
    func applyFrames(toSubviewsOf view: UIView) {
        let scale = LayoutHost.current?.traits.displayScale ?? 1
        let origin = view.originInRoot
        for subview in view.subviews where !subview.translatesMask {
            let rect = solvedRect(of: subview, scale: scale)
            subview.frame = CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        }
    }

    // MARK: Keeping the solver up to the tree

    /// Takes out of the solver what the tree no longer says and puts in what it says new: after
    /// a change of structure all of it, else only the root's size and the views that changed.
    private func synchronize() {
        var wanted: [Wanted] = []
        if structureIsStale {
            structureIsStale = false
            staleIntrinsics.removeAll()
            staleFrames.removeAll()
            intrinsicValues.removeAll()
            collect(into: &wanted)
            broken.removeAll()
            replace(wanted, keys: nil)
            holdIntrinsicValues(replacingAll: true, of: [])
        } else {
            intrinsicValues.removeAll()
            var keys: Set<EngineKey> = [.rootSize(.horizontal), .rootSize(.vertical)]
            rootSize(into: &wanted)
            var rebuilt: [UIView] = []
            for view in staleIntrinsics where view.rootView === root || view === root {
                // A new size on the axes the view had one on is only a new value for its edits.
                if suggestsIntrinsicValues(of: view) { continue }
                let id = ObjectIdentifier(view)
                for part in EngineKey.IntrinsicPart.allCases { keys.insert(.intrinsic(id, part)) }
                intrinsicSize(of: view, into: &wanted)
                rebuilt.append(view)
            }
            for view in staleFrames where view.rootView === root && view.translatesMask {
                guard let superview = view.superview else { continue }
                let id = ObjectIdentifier(view)
                for part in EngineKey.AutoresizingPart.allCases { keys.insert(.autoresizing(id, part)) }
                autoresizing(of: view, in: superview, into: &wanted)
            }
            staleIntrinsics.removeAll()
            staleFrames.removeAll()
            replace(wanted, keys: keys)
            holdIntrinsicValues(replacingAll: false, of: rebuilt)
        }
        synchronizeEdits()
    }

    /// Gathers `view`'s intrinsic size as values for its edit variables when it has a size on the
    /// same axes as its constraints in the solver; false when its constraints must change.
    private func suggestsIntrinsicValues(of view: UIView) -> Bool {
        let applies = !(view === root ? sizing == .frame : view.translatesMask)
        let size = applies ? view.intrinsicContentSize : CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        let id = ObjectIdentifier(view)
        let hasWidth = size.width != UIView.noIntrinsicMetric, hasHeight = size.height != UIView.noIntrinsicMetric
        guard hasWidth == (installed[.intrinsic(id, .widthHugging)] != nil), hasHeight == (installed[.intrinsic(id, .heightHugging)] != nil) else {
            return false
        }
        let v = view.layoutVariables
        if hasWidth { intrinsicValues.append((v.intrinsicWidth, Double(size.width))) }
        if hasHeight { intrinsicValues.append((v.intrinsicHeight, Double(size.height))) }
        return true
    }

    /// Makes the intrinsic-size edit variables hold the values just gathered: all of them, or
    /// only those of the `changed` views (whose edits for sizes they no longer have go).
    private func holdIntrinsicValues(replacingAll: Bool, of changed: [UIView]) {
        let wanted = Dictionary(intrinsicValues, uniquingKeysWith: { $1 })
        let candidates = replacingAll ? Array(intrinsicEdits.keys)
            : changed.flatMap { [$0.layoutVariables.intrinsicWidth, $0.layoutVariables.intrinsicHeight] }
        for variable in candidates where wanted[variable] == nil && intrinsicEdits[variable] != nil {
            try? solver.removeEditVariable(variable)
            intrinsicEdits[variable] = nil
        }
        for (variable, value) in intrinsicValues {
            if intrinsicEdits[variable] == nil {
                try? solver.addEditVariable(variable, strength: Self.intrinsicStrength)
            } else if intrinsicEdits[variable] == value {
                continue
            }
            try? solver.suggest(value, for: variable)
            intrinsicEdits[variable] = value
        }
    }

    /// Makes the solver hold `wanted` for `keys` (every key when nil): what changed or went is
    /// taken out, what is new is added.
    private func replace(_ wanted: [Wanted], keys: Set<EngineKey>?) {
        var keep: [EngineKey: Signature] = [:]
        keep.reserveCapacity(wanted.count)
        for item in wanted { keep[item.key] = item.signature }
        if let keys {
            for key in keys {
                guard let old = installed[key], keep[key] != old.signature else { continue }
                try? solver.remove(old.constraint)
                installed[key] = nil
            }
        } else {
            for (key, old) in installed where keep[key] != old.signature {
                try? solver.remove(old.constraint)
                installed[key] = nil
            }
        }
        for item in wanted where installed[item.key] == nil {
            let constraint = Constraint(item.expression, item.relation, strength: Strength(item.priority),
                                        label: item.owner?.description)
            do {
                try solver.add(constraint)
                installed[item.key] = Installed(constraint: constraint, signature: item.signature)
            } catch {
                report(item, all: wanted)
            }
        }
    }

    /// The root's size as edit variables while a size is fitted at priorities below required.
    private func synchronizeEdits() {
        var wanted: [(Variable, Double, Double)] = []
        if case .fitting(let width, let height, let horizontal, let vertical) = sizing {
            let v = root.layoutVariables
            if horizontal < 1000 { wanted.append((v.width, Double(horizontal), width)) }
            if vertical < 1000 { wanted.append((v.height, Double(vertical), height)) }
        }
        for (variable, strength) in edits where !wanted.contains(where: { $0.0 === variable && $0.1 == strength }) {
            try? solver.removeEditVariable(variable)
            edits[variable] = nil
        }
        for (variable, strength, value) in wanted {
            if edits[variable] == nil {
                try? solver.addEditVariable(variable, strength: Strength(strength))
                edits[variable] = strength
            }
            try? solver.suggest(value, for: variable)
        }
    }

    /// Says, as Auto Layout does, that a required constraint could not be met and was broken.
    private func report(_ failed: Wanted, all: [Wanted]) {
        guard let owner = failed.owner else { return }
        broken.append(owner)
        let items = Set([owner.firstItem, owner.secondItem].compactMap { $0.map(ObjectIdentifier.init) })
        let related = all.compactMap(\.owner).filter { constraint in
            [constraint.firstItem, constraint.secondItem].contains { $0.map { items.contains(ObjectIdentifier($0)) } ?? false }
        }
        var message = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        message += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
        message += related.map { "    \"\($0)\"" }.joined(separator: ",\n")
        message += "\n)\n\nWill attempt to recover by breaking constraint \n\(owner)"
        ConsoleLog.write(message)
    }

    /// Everything the tree says, in the order Auto Layout meets it: the root, frames, guides,
    /// code's constraints, then intrinsic sizes.
    private func collect(into wanted: inout [Wanted]) {
        let r = root.layoutVariables
        wanted.append(Wanted(key: .rootOrigin(.horizontal), expression: LinearExpression(r.minX), relation: .equal, priority: 1000, owner: nil))
        wanted.append(Wanted(key: .rootOrigin(.vertical), expression: LinearExpression(r.minY), relation: .equal, priority: 1000, owner: nil))
        rootSize(into: &wanted)
        collectStructure(into: &wanted)
    }

    /// The root's size: its frame's, or the fitting size's where it is required.
    private func rootSize(into wanted: inout [Wanted]) {
        let r = root.layoutVariables
        switch sizing {
        case .frame:
            wanted.append(Wanted(key: .rootSize(.horizontal), expression: r.width - Double(root.bounds.width), relation: .equal, priority: 1000, owner: nil))
            wanted.append(Wanted(key: .rootSize(.vertical), expression: r.height - Double(root.bounds.height), relation: .equal, priority: 1000, owner: nil))
        case .fitting(let width, let height, let horizontal, let vertical):
            if horizontal >= 1000 { wanted.append(Wanted(key: .rootSize(.horizontal), expression: r.width - width, relation: .equal, priority: 1000, owner: nil)) }
            if vertical >= 1000 { wanted.append(Wanted(key: .rootSize(.vertical), expression: r.height - height, relation: .equal, priority: 1000, owner: nil)) }
        }
    }

    /// The frames, guides, code's constraints and intrinsic sizes of the tree.
    private func collectStructure(into wanted: inout [Wanted]) {
        var held: [NSLayoutConstraint] = []
        var intrinsic: [Wanted] = []
        wrappingViews.removeAll()
        forEachView { view in
            if view.intrinsicSizeDependsOnWidth { wrappingViews.append(view) }
            if view !== root, view.translatesMask, let superview = view.superview {
                autoresizing(of: view, in: superview, into: &wanted)
            }
            for guide in view.systemGuides.all { tie(guide, to: view, into: &wanted) }
            held += view.heldConstraints
            intrinsicSize(of: view, into: &intrinsic)
        }
        for constraint in held {
            guard let first = constraint.firstLayoutItem else { continue }
            var expression = self.expression(first, constraint.firstAttribute)
            if let second = constraint.secondLayoutItem {
                expression = expression - self.expression(second, constraint.secondAttribute) * Double(constraint.multiplier)
            }
            expression = expression - Double(constraint.constant)
            wanted.append(Wanted(key: .constraint(ObjectIdentifier(constraint)), expression: expression,
                                 relation: relation(constraint.relation), priority: Double(constraint.priority.rawValue), owner: constraint))
        }
        wanted += intrinsic
    }

    private func relation(_ relation: NSLayoutConstraint.Relation) -> Constraint.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// A view placed by its frame keeps it, its flexible margins and sizes sharing any change of
    /// its superview's size in proportion, as UIKit's autoresizing.
    private func autoresizing(of view: UIView, in superview: UIView, into wanted: inout [Wanted]) {
        let v = view.layoutVariables, s = superview.layoutVariables
        let frame = view.frame, bounds = superview.bounds
        let mask = view.autoresizingMask
        let id = ObjectIdentifier(view)
        func axis(start: Variable, size: Variable, superStart: Variable, superSize: Variable, origin: CGFloat, length: CGFloat,
                  superLength: CGFloat, flexible: UIView.AutoresizingMask.Flexible, keys: (EngineKey.AutoresizingPart, EngineKey.AutoresizingPart)) {
            let lead = Double(origin), own = Double(length)
            let shares = UIView.AutoresizingMask.shares(lead: lead, length: own, trail: Double(superLength - origin - length), flexible: flexible)
            let change = LinearExpression(superSize) - Double(superLength)
            let startExpression = LinearExpression(start) - LinearExpression(superStart) - lead - change * shares.lead
            let sizeExpression = LinearExpression(size) - own - change * shares.size
            wanted.append(Wanted(key: .autoresizing(id, keys.0), expression: startExpression, relation: .equal, priority: 1000, owner: nil))
            wanted.append(Wanted(key: .autoresizing(id, keys.1), expression: sizeExpression, relation: .equal, priority: 1000, owner: nil))
        }
        axis(start: v.minX, size: v.width, superStart: s.minX, superSize: s.width, origin: frame.minX - bounds.minX, length: frame.width,
             superLength: bounds.width, flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)),
             keys: (.left, .width))
        axis(start: v.minY, size: v.height, superStart: s.minY, superSize: s.height, origin: frame.minY - bounds.minY, length: frame.height,
             superLength: bounds.height, flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)),
             keys: (.top, .height))
    }

    /// A view's own guide follows its margins, safe area or readable width.
    private func tie(_ guide: UILayoutGuide, to view: UIView, into wanted: inout [Wanted]) {
        guard let role = guide.role else { return }
        let g = guide.layoutVariables, v = view.layoutVariables
        let id = ObjectIdentifier(guide)
        let insets = role == .safeArea ? view.safeAreaInsets : view.layoutMargins
        func add(_ index: Int, _ expression: LinearExpression, _ relation: Constraint.Relation, _ priority: Double) {
            wanted.append(Wanted(key: .guide(id, index), expression: expression, relation: relation, priority: priority, owner: nil))
        }
        add(0, LinearExpression(g.minY) - LinearExpression(v.minY) - Double(insets.top), .equal, 1000)
        add(1, LinearExpression(g.height) - LinearExpression(v.height) + Double(insets.top + insets.bottom), .equal, 1000)
        let innerWidth = LinearExpression(v.width) - Double(insets.left + insets.right)
        if role == .readableContent {
            // As wide as the margins allow up to the readable width, centred between them.
            add(2, LinearExpression(g.width) - innerWidth, .lessThanOrEqual, 1000)
            add(3, LinearExpression(g.width) - Double(UIView.readableWidth), .lessThanOrEqual, 1000)
            add(4, LinearExpression(g.width) - innerWidth, .equal, 999)
            let guideCenter = LinearExpression(g.minX) + LinearExpression(g.width) * 0.5
            let innerCenter = LinearExpression(v.minX) + Double(insets.left) + innerWidth * 0.5
            add(5, guideCenter - innerCenter, .equal, 1000)
        } else {
            add(2, LinearExpression(g.minX) - LinearExpression(v.minX) - Double(insets.left), .equal, 1000)
            add(3, LinearExpression(g.width) - innerWidth, .equal, 1000)
        }
    }

    /// A view with an intrinsic size hugs it and resists being squeezed below it, at its priorities.
    /// The size itself is an edit variable held just below required, so a new size (a label's
    /// new text) is a suggested value, not constraints taken out and put back.
    private func intrinsicSize(of view: UIView, into wanted: inout [Wanted]) {
        // The root's size is its frame's, unless it is being fitted; a view placed by its frame has that size.
        if view === root ? sizing == .frame : view.translatesMask { return }
        let size = view.intrinsicContentSize
        let v = view.layoutVariables
        let id = ObjectIdentifier(view)
        if size.width != UIView.noIntrinsicMetric {
            let width = LinearExpression(v.width) - LinearExpression(v.intrinsicWidth)
            intrinsicValues.append((v.intrinsicWidth, Double(size.width)))
            wanted.append(Wanted(key: .intrinsic(id, .widthHugging), expression: width, relation: .lessThanOrEqual,
                                 priority: Double(view.contentHuggingPriority(for: .horizontal).rawValue), owner: nil))
            wanted.append(Wanted(key: .intrinsic(id, .widthCompressionResistance), expression: width, relation: .greaterThanOrEqual,
                                 priority: Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue), owner: nil))
            if view.prefersIntrinsicSizeOnTies == .horizontal {
                wanted.append(Wanted(key: .intrinsic(id, .widthTie), expression: width, relation: .equal, priority: 1, owner: nil))
            }
        }
        if size.height != UIView.noIntrinsicMetric {
            let height = LinearExpression(v.height) - LinearExpression(v.intrinsicHeight)
            intrinsicValues.append((v.intrinsicHeight, Double(size.height)))
            wanted.append(Wanted(key: .intrinsic(id, .heightHugging), expression: height, relation: .lessThanOrEqual,
                                 priority: Double(view.contentHuggingPriority(for: .vertical).rawValue), owner: nil))
            wanted.append(Wanted(key: .intrinsic(id, .heightCompressionResistance), expression: height, relation: .greaterThanOrEqual,
                                 priority: Double(view.contentCompressionResistancePriority(for: .vertical).rawValue), owner: nil))
            if view.prefersIntrinsicSizeOnTies == .vertical {
                wanted.append(Wanted(key: .intrinsic(id, .heightTie), expression: height, relation: .equal, priority: 1, owner: nil))
            }
        }
    }

    /// Every view of the tree, parents first.
    private func forEachView(_ body: (UIView) -> Void) {
        var stack = [root]
        while let view = stack.popLast() {
            body(view)
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    // MARK: Attributes as expressions

    /// An attribute of a view or guide as a linear expression of its unknowns. Leading and
    /// trailing are negated right to left, so a constant measured from the leading edge runs
    /// the interface's way.
    private func expression(_ item: any AutoLayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let v = item.layoutVariables
        let view = item as? UIView
        let rtl = item.owningView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let m = view?.layoutMargins ?? .zero
        let left = LinearExpression(v.minX), right = LinearExpression(v.minX) + LinearExpression(v.width)
        let top = LinearExpression(v.minY), bottom = LinearExpression(v.minY) + LinearExpression(v.height)
        let marginLeft = left + Double(m.left), marginRight = right - Double(m.right)
        switch attribute {
        case .left: return left
        case .right: return right
        case .leading: return rtl ? right * -1 : left
        case .trailing: return rtl ? left * -1 : right
        case .top: return top
        case .bottom: return bottom
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return left + LinearExpression(v.width) * 0.5
        case .centerY: return top + LinearExpression(v.height) * 0.5
        case .leftMargin: return marginLeft
        case .rightMargin: return marginRight
        case .leadingMargin: return rtl ? marginRight * -1 : marginLeft
        case .trailingMargin: return rtl ? marginLeft * -1 : marginRight
        case .topMargin: return top + Double(m.top)
        case .bottomMargin: return bottom - Double(m.bottom)
        case .centerXWithinMargins: return (marginLeft + marginRight) * 0.5
        case .centerYWithinMargins: return (top + Double(m.top) + bottom - Double(m.bottom)) * 0.5
        case .firstBaseline, .lastBaseline:
            guard let view else { return bottom }
            return baseline(of: view, first: attribute == .firstBaseline)
        case .notAnAttribute: return LinearExpression()
        }
    }

    private func baseline(of view: UIView, first: Bool) -> LinearExpression {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view { return baseline(of: target, first: first) }
        let v = view.layoutVariables
        let center = LinearExpression(v.minY) + LinearExpression(v.height) * 0.5
        guard let offsets = view.baselineOffsetsFromCenter() else { return LinearExpression(v.minY) + LinearExpression(v.height) }
        return center + Double(first ? offsets.first : offsets.last)
    }
}
