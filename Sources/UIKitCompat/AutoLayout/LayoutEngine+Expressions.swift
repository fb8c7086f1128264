import ConstraintSolver

/// Constraint attributes of views and guides as linear expressions of their unknowns.
extension LayoutEngine {
    func relation(_ relation: NSLayoutConstraint.Relation) -> Constraint.Relation {
        switch relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    /// An attribute of a view or guide as a linear expression of its unknowns. Leading and
    /// trailing are negated right to left, so a constant measured from the leading edge runs
    /// the interface's way.
    func expression(_ item: any AutoLayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        let v = item.layoutVariables
        let view = item as? UIView
        // Asked only of the attributes that need them: every constraint of every new cell comes here.
        var rtl: Bool { (view?.anchorLayoutDirection ?? item.owningView?.effectiveUserInterfaceLayoutDirection) == .rightToLeft }
        var m: UIEdgeInsets { view?.marginsForLayout ?? .zero }
        var left: LinearExpression { LinearExpression(v.minX) }
        var right: LinearExpression { LinearExpression(v.minX) + LinearExpression(v.width) }
        var top: LinearExpression { LinearExpression(v.minY) }
        var bottom: LinearExpression { LinearExpression(v.minY) + LinearExpression(v.height) }
        var marginLeft: LinearExpression { left + Double(m.left) }
        var marginRight: LinearExpression { right - Double(m.right) }
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

    func baseline(of view: UIView, first: Bool) -> LinearExpression {
        let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
        if target !== view { return baseline(of: target, first: first) }
        let v = view.layoutVariables
        let center = LinearExpression(v.minY) + LinearExpression(v.height) * 0.5
        guard let offsets = view.baselineOffsetsFromCenter() else { return LinearExpression(v.minY) + LinearExpression(v.height) }
        return center + Double(first ? offsets.first : offsets.last)
    }
}
