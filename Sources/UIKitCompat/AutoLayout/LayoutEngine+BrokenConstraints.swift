import ConstraintSolver

/// Broken required constraints, reported as Auto Layout reports them.
extension LayoutEngine {
    /// Says, as Auto Layout does, that a required constraint could not be met and was broken.
    func report(_ failed: WantedConstraint, all: [WantedConstraint]) {
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
}
