import ConstraintSolver

/// What a constraint can tie: a view or a layout guide, each a rectangle of four unknowns in
/// its tree's engine.
protocol AutoLayoutItem: AnyObject {
    /// The view the item belongs to: the view itself, or the view that owns the guide.
    var owningView: UIView? { get }
    /// The item's left edge, top edge, width and height, in its root view's coordinates.
    var layoutVariables: LayoutVariables { get }
}

/// The four unknowns of a view or guide in its tree's engine, in the root view's coordinates.
final class LayoutVariables {
    let minX: Variable
    let minY: Variable
    let width: Variable
    let height: Variable
    /// The view's intrinsic width and height, held by edit variables.
    let intrinsicWidth: Variable
    let intrinsicHeight: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
        intrinsicWidth = Variable("\(name).intrinsicWidth")
        intrinsicHeight = Variable("\(name).intrinsicHeight")
    }

    var all: [Variable] { [minX, minY, width, height] }
}
