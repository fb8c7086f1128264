/// Changes one row's separators, as UIKit's `itemSeparatorHandler`: given the row's index path
/// and its separators as the list resolved them (no value automatic), it returns what to draw.
/// Asked for the rows on screen as they are drawn, never for every row.
///
/// Equal only to itself: two handlers made from the same closure are different handlers.
public struct ItemSeparatorHandler: Hashable, Sendable {
    /// The handler's work.
    public typealias Body = @Sendable (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    private let body: Body
    private let identity: Int

    /// A handler that runs `body`.
    public init(_ body: @escaping Body) {
        self.body = body
        identity = ProviderIdentity.next()
    }

    /// What `body` makes of the row at `indexPath` separated as `resolved`; anything it leaves
    /// automatic is `resolved`'s.
    public func callAsFunction(_ indexPath: IndexPath, _ resolved: ListSeparatorConfiguration) -> ListSeparatorConfiguration {
        var result = body(indexPath, resolved)
        if result.topVisibility == .automatic { result.topVisibility = resolved.topVisibility }
        if result.bottomVisibility == .automatic { result.bottomVisibility = resolved.bottomVisibility }
        result.topInsets = result.topInsets.filled(from: resolved.topInsets)
        result.bottomInsets = result.bottomInsets.filled(from: resolved.bottomInsets)
        return result
    }

    public static func == (a: Self, b: Self) -> Bool { a.identity == b.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
