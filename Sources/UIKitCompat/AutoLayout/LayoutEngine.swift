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
    /// The engine's solver; a new tree of a shape solved before starts from a copy of that tableau.
    var solver = Solver()
    var installed: [EngineKey: InstalledConstraint] = [:]
    var edits: [Variable: Double] = [:]
    /// Whether anything changed since the last solve.
    var needsSolve = true
    /// Whether the tree's constraints, views or guides changed: everything is gathered again.
    var structureIsStale = true
    /// Views whose intrinsic size or frame alone changed since the last solve: only their
    /// constraints are gathered again.
    var staleIntrinsics: [UIView] = []
    var staleFrames: [UIView] = []
    /// The intrinsic sizes the last gathering found, for the edit variables that hold them.
    var intrinsicValues: [(Variable, Double)] = []
    /// The views whose intrinsic size depends on their width (labels of several lines), found
    /// when the tree was last gathered whole.
    var wrappingViews: [UIView] = []
    /// The intrinsic-size edit variables in the solver, with the value last suggested.
    var intrinsicEdits: [Variable: Double] = [:]
    /// How strongly an intrinsic size holds: below required (edit variables must be), above any
    /// priority code can give a constraint (999).
    static let intrinsicStrength = Strength(999.99)
    /// The root's size: its frame's, or a size being fitted.
    var sizing = Sizing.frame
    /// The required constraints the solver could not meet, as Auto Layout breaks them.
    var broken: [NSLayoutConstraint] = []
    /// The solver's refusals of steps the engine's bookkeeping said were safe (see `keepingTrack`):
    /// empty unless the engine has a defect.
    var faults: [SolverError] = []
    /// Whether the solver began as a copy of a tableau kept for the tree's shape.
    var startedFromCopy = false

    /// The root's size: its frame's, or a size being fitted at the priorities given.
    enum Sizing: Equatable {
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
        let origin = view.layoutOriginInRoot
        for subview in view.subviews where !subview.translatesMask {
            let rect = solvedRect(of: subview, scale: scale)
            subview.frame = CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
        }
        if let scrollView = view as? UIScrollView, scrollView.contentSizeFollowsConstraints, let guide = view.systemGuides.scrollContent {
            let v = guide.layoutVariables
            scrollView.contentSize = CGSize(width: max(0, Self.cleaned(v.width.value)), height: max(0, Self.cleaned(v.height.value)))
        }
    }
}
