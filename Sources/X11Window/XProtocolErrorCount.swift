import Synchronization

/// How many X protocol errors the process has seen, so tests can assert that drawing made none.
enum XProtocolErrorCount {
    private static let count = Atomic<Int>(0)

    static var value: Int { count.load(ordering: .relaxed) }

    static func increment() {
        count.add(1, ordering: .relaxed)
    }
}
