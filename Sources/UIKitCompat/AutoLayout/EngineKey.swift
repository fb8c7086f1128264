import CollectionLayout

/// What a constraint in an engine's solver stands for, so an engine can tell which of its
/// constraints are still wanted when the tree changes and keep those that did not.
enum EngineKey: Hashable {
    /// A constraint of code's own (or a stack view's).
    case constraint(ObjectIdentifier)
    /// The root view's left (horizontal) or top (vertical) edge, at its origin.
    case rootOrigin(Axis)
    /// The root view's width (horizontal) or height (vertical): its frame's, or a fitting size's when required.
    case rootSize(Axis)
    /// A view placed by its frame: one of the four equations its autoresizing mask gives.
    case autoresizing(ObjectIdentifier, AutoresizingPart)
    /// A view's intrinsic size: one of the inequalities and tie-breaks it gives.
    case intrinsic(ObjectIdentifier, IntrinsicPart)
    /// A system guide tied to its view: one of the equations and bounds that place it.
    case guide(ObjectIdentifier, GuidePart)

    /// The equations that hold a view placed by its frame.
    enum AutoresizingPart: CaseIterable {
        case left, width, top, height
    }

    /// The constraints a view's intrinsic size gives, on each axis: hugging (no larger),
    /// compression resistance (no smaller), and a weak equality that settles ties.
    enum IntrinsicPart: CaseIterable {
        case widthHugging, widthCompressionResistance, heightHugging, heightCompressionResistance, widthTie, heightTie
    }

    /// What ties a view's guide to its margins, safe area or readable width: its top and height
    /// always; its left and width for margins and the safe area; for the readable width, a width
    /// at most the margins' and the readable width, as wide as the margins allow below required,
    /// and centred between them.
    enum GuidePart: CaseIterable {
        case top, height, left, width
        case widthWithinMargins, widthWithinReadableWidth, widthFillingMargins, centeredBetweenMargins
        case contentWidthHugging, contentHeightHugging
    }
}
