import ConstraintSolver

/// Keeping the solver up to the tree: what changed is taken out and put back, intrinsic sizes
/// and a fitted size held through edit variables.
extension LayoutEngine {
    /// Takes out of the solver what the tree no longer says and puts in what it says new: after
    /// a change of structure all of it, else only the root's size and the views that changed.
    func synchronize() {
        var wanted: [WantedConstraint] = []
        if structureIsStale {
            structureIsStale = false
            staleIntrinsics.removeAll()
            staleFrames.removeAll()
            intrinsicValues.removeAll()
            collect(into: &wanted)
            broken.removeAll()
            if isFresh {
                startFresh(wanted)
            } else {
                replace(wanted, keys: nil)
            }
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

    /// Whether nothing was ever added to the solver: what it reaches then depends on the
    /// constraints' shape alone.
    var isFresh: Bool { installed.isEmpty && intrinsicEdits.isEmpty && edits.isEmpty && solver.isNew }

    /// Puts `wanted` and the intrinsic sizes' edit variables into a solver that holds nothing:
    /// from a copy of the tableau a tree of the same shape reached (`SolvedStructure`), or one
    /// by one, keeping the result for the next tree of that shape when every constraint held.
    func startFresh(_ wanted: [WantedConstraint]) {
        let edited = intrinsicValues.map(\.0)
        guard let (shape, variables) = StructureShape.of(wanted, edited: edited),
              Set(wanted.map(\.key)).count == wanted.count else {
            replace(wanted, keys: nil)
            return
        }
        let constraints = wanted.map { $0.solverConstraint() }
        if let copied = SolvedStructure.solver(for: shape, variables: variables, constraints: constraints) {
            solver = copied
            startedFromCopy = true
            for (item, constraint) in zip(wanted, constraints) {
                installed[item.key] = InstalledConstraint(constraint: constraint, signature: item.signature)
            }
            for variable in edited { intrinsicEdits[variable] = 0 }
            return
        }
        let faultsBefore = faults.count
        replace(wanted, constraints: constraints, keys: nil)
        for variable in edited where intrinsicEdits[variable] == nil {
            keepingTrack { () throws(SolverError) in try solver.addEditVariable(variable, strength: Self.intrinsicStrength) }
            intrinsicEdits[variable] = 0
        }
        guard broken.isEmpty, faults.count == faultsBefore, installed.count == wanted.count,
              zip(wanted, constraints).allSatisfy({ installed[$0.key]?.constraint === $1 }) else { return }
        SolvedStructure.keep(solver, for: shape, variables: variables, constraints: constraints)
    }

    /// Gathers `view`'s intrinsic size as values for its edit variables when it has a size on the
    /// same axes as its constraints in the solver; false when its constraints must change.
    func suggestsIntrinsicValues(of view: UIView) -> Bool {
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
    func holdIntrinsicValues(replacingAll: Bool, of changed: [UIView]) {
        let wanted = Dictionary(intrinsicValues, uniquingKeysWith: { $1 })
        let candidates = replacingAll ? Array(intrinsicEdits.keys)
            : changed.flatMap { [$0.layoutVariables.intrinsicWidth, $0.layoutVariables.intrinsicHeight] }
        for variable in candidates where wanted[variable] == nil && intrinsicEdits[variable] != nil {
            keepingTrack { () throws(SolverError) in try solver.removeEditVariable(variable) }
            intrinsicEdits[variable] = nil
        }
        for (variable, value) in intrinsicValues {
            if intrinsicEdits[variable] == nil {
                keepingTrack { () throws(SolverError) in try solver.addEditVariable(variable, strength: Self.intrinsicStrength) }
            } else if intrinsicEdits[variable] == value {
                continue
            }
            keepingTrack { () throws(SolverError) in try solver.suggest(value, for: variable) }
            intrinsicEdits[variable] = value
        }
    }

    /// Makes the solver hold `wanted` for `keys` (every key when nil): what changed or went is
    /// taken out, what is new is added.
    func replace(_ wanted: [WantedConstraint], constraints made: [Constraint]? = nil, keys: Set<EngineKey>?) {
        var keep: [EngineKey: ConstraintSignature] = [:]
        keep.reserveCapacity(wanted.count)
        for item in wanted { keep[item.key] = item.signature }
        if let keys {
            for key in keys {
                guard let old = installed[key], keep[key] != old.signature else { continue }
                keepingTrack { () throws(SolverError) in try solver.remove(old.constraint) }
                installed[key] = nil
            }
        } else {
            for (key, old) in installed where keep[key] != old.signature {
                keepingTrack { () throws(SolverError) in try solver.remove(old.constraint) }
                installed[key] = nil
            }
        }
        for (index, item) in wanted.enumerated() where installed[item.key] == nil {
            let constraint = made?[index] ?? item.solverConstraint()
            do {
                try solver.add(constraint)
                installed[item.key] = InstalledConstraint(constraint: constraint, signature: item.signature)
            } catch {
                report(item, all: wanted)
            }
        }
    }

    /// The root's size as edit variables while a size is fitted at priorities below required.
    func synchronizeEdits() {
        var wanted: [(Variable, Double, Double)] = []
        if case .fitting(let width, let height, let horizontal, let vertical) = sizing {
            let v = root.layoutVariables
            if horizontal < 1000 { wanted.append((v.width, Double(horizontal), width)) }
            if vertical < 1000 { wanted.append((v.height, Double(vertical), height)) }
        }
        for (variable, strength) in edits where !wanted.contains(where: { $0.0 === variable && $0.1 == strength }) {
            keepingTrack { () throws(SolverError) in try solver.removeEditVariable(variable) }
            edits[variable] = nil
        }
        for (variable, strength, value) in wanted {
            if edits[variable] == nil {
                keepingTrack { () throws(SolverError) in try solver.addEditVariable(variable, strength: Strength(strength)) }
                edits[variable] = strength
            }
            keepingTrack { () throws(SolverError) in try solver.suggest(value, for: variable) }
        }
    }

    /// Runs a step the engine's own bookkeeping says cannot fail (a variable it added, a
    /// constraint it holds); if it does, the bookkeeping is wrong: said on standard error and kept
    /// in `faults`, so it is seen rather than hidden, and the layout goes on without the step.
    func keepingTrack(_ step: () throws(SolverError) -> Void) {
        do {
            try step()
        } catch {
            faults.append(error)
            ConsoleLog.write("[LayoutEngine] the solver refused a step the engine thought safe: \(error)")
        }
    }
}
