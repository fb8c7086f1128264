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
/// Two handlers are equal when both are the same built-in effect, or copies of one closure-made handler.
public struct VisibleItemsInvalidationHandler: Hashable, Sendable {
    /// The handler's work: change the items' presentation by where they are.
    public typealias Body = @Sendable ([VisibleLayoutItem], Point, LayoutEnvironment) -> Void

    let body: Body
    private let identity: Int

    /// A handler that runs `body`.
    public init(_ body: @escaping Body) {
        self.body = body
        self.identity = ProviderIdentity.next()
    }

    /// Runs the handler over `items`.
    public func callAsFunction(_ items: [VisibleLayoutItem], offset: Point, environment: LayoutEnvironment) {
        body(items, offset, environment)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity == rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
