import Synchronization

/// How many times each item of the `updates` example was reloaded or reconfigured, shared by
/// its model and its cell provider.
final class ItemVersions: Sendable {
    private let versions = Mutex<[Int: Int]>([:])

    subscript(item: Int) -> Int { versions.withLock { $0[item] ?? 0 } }

    func bump(_ item: Int) { versions.withLock { $0[item, default: 0] += 1 } }

    func reset() { versions.withLock { $0 = [:] } }
}
