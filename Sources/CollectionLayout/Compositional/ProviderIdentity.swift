import Synchronization

/// Hands out distinct numbers so closure-made providers can tell themselves apart.
enum ProviderIdentity {
    private static let counter = Atomic<Int>(0)

    static func next() -> Int {
        counter.add(1, ordering: .relaxed).newValue
    }
}
