/// What a section calls with its visible elements as it scrolls, as UIKit's
/// `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`: the place to scale, fade, turn or
/// reorder them by where they are — carousels, cover flows, page indicators.
///
/// It is called with the section's elements on screen (cells, supplementaries and decorations),
/// the section's scroll offset — for an orthogonal section, how far its strip is scrolled along
/// its axis (x for a strip that scrolls sideways), so `frame.midX - offset.x` is where an element's
/// centre is in the view; for any other section, the collection view's content offset — and the
/// layout environment. It runs before the first frame, for every frame in which the section's
/// offset or size changed, and after data is applied.
///
/// Two handlers are equal when both are the same built-in effect, or copies of one closure-made
/// handler.
public struct VisibleItemsInvalidationHandler: Hashable, Sendable {
    /// The handler's work: change the items' presentation by where they are.
    public typealias Body = @Sendable ([VisibleLayoutItem], Point, LayoutEnvironment) -> Void

    let body: Body
    private let identity: Int
    /// The built-in effect this handler is, when it is one (a layout file's `visibleItemsEffect`).
    public let effect: VisibleItemsEffect?

    /// A handler that runs `body`.
    public init(_ body: @escaping Body) {
        self.body = body
        self.identity = ProviderIdentity.next()
        self.effect = nil
    }

    /// The built-in `effect`, applied along the direction its section scrolls.
    public init(effect: VisibleItemsEffect) {
        self.body = { _, _, _ in }
        self.identity = 0
        self.effect = effect
    }

    /// Runs the handler over `items` of a section that scrolls along `axis` (which only a
    /// built-in effect reads: a strip scrolling sideways unless told).
    public func callAsFunction(_ items: [VisibleLayoutItem], offset: Point, environment: LayoutEnvironment, along axis: Axis = .horizontal) {
        if let effect {
            effect.apply(to: items, offset: offset, environment: environment, along: axis)
        } else {
            body(items, offset, environment)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let l = lhs.effect, let r = rhs.effect { return l == r }
        return lhs.identity == rhs.identity && lhs.effect == nil && rhs.effect == nil
    }

    public func hash(into hasher: inout Hasher) {
        if let effect { hasher.combine(effect) } else { hasher.combine(identity) }
    }
}
