/// What a constraint in an engine's solver stands for, so an engine can tell which of its
/// constraints are still wanted when the tree changes and keep those that did not.
enum EngineKey: Hashable {
    /// A constraint of code's own (or a stack view's).
    case constraint(ObjectIdentifier)
    /// The root view's left (0) and top (1) edges, at its origin.
    case rootOrigin(Int)
    /// The root view's width (0) and height (1): its frame's, or a fitting size's when required.
    case rootSize(Int)
    /// A view placed by its frame: its left, width, top and height (0 to 3) from its autoresizing mask.
    case autoresizing(ObjectIdentifier, Int)
    /// A view's intrinsic size: hugging and compression resistance, width then height (0 to 3).
    case intrinsic(ObjectIdentifier, Int)
    /// A system guide tied to its view.
    case guide(ObjectIdentifier, Int)
}
