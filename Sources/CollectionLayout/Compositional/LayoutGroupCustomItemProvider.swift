/// Produces a custom group's items for the group's environment.
///
/// Two providers are equal when both list fixed items (as layout files do) and the lists are
/// equal; closures cannot be compared, so a closure-made provider equals only itself by id.
public struct LayoutGroupCustomItemProvider: Hashable, Sendable {
    /// Computes a custom group's item frames for a layout environment.
    public typealias Body = @Sendable (LayoutEnvironment) -> [LayoutGroupCustomItem]

    let body: Body
    /// The items when they do not depend on the environment.
    public let fixedItems: [LayoutGroupCustomItem]?
    private let identity: Int

    /// A provider that computes frames with `body`.
    public init(_ body: @escaping Body) {
        self.body = body
        self.fixedItems = nil
        self.identity = ProviderIdentity.next()
    }

    /// A provider that always returns `items`.
    public init(items: [LayoutGroupCustomItem]) {
        self.body = { _ in items }
        self.fixedItems = items
        self.identity = 0
    }

    /// The item frames for `environment`.
    public func items(for environment: LayoutEnvironment) -> [LayoutGroupCustomItem] { body(environment) }

    /// Whether two providers give the same items: equal fixed lists, or the same closure-made
    /// provider (copies of one `init(_:)` call).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let l = lhs.fixedItems, let r = rhs.fixedItems { return l == r }
        return lhs.identity == rhs.identity && lhs.fixedItems == nil && rhs.fixedItems == nil
    }

    /// Hashes the fixed items, or a closure-made provider's identity.
    public func hash(into hasher: inout Hasher) {
        if let fixedItems { hasher.combine(fixedItems) } else { hasher.combine(identity) }
    }
}
