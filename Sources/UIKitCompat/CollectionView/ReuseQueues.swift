/// A collection view's registered classes and its queues of views that left the screen, by
/// reuse identifier, as UIKit keeps them: a dequeue takes a queued view (after its
/// `prepareForReuse()`) before it makes a new one.
final class ReuseQueues {
    /// Cell classes by reuse identifier.
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    /// Supplementary view classes by element kind, then reuse identifier.
    var supplementaryClasses: [String: [String: UICollectionReusableView.Type]] = [:]
    private var queues: [String: [UICollectionReusableView]] = [:]
    /// How many views dequeuing has made (not reused): what a million-item list keeps small.
    private(set) var made = 0

    nonisolated(unsafe) private static var registrations = 0

    /// A number no other registration has.
    static func nextRegistration() -> Int {
        registrations += 1
        return registrations
    }

    /// A view queued under `key` made ready for reuse, else a new one from `make`.
    func dequeue(_ key: String, make: () -> UICollectionReusableView) -> UICollectionReusableView {
        if let view = queues[key]?.popLast() {
            view.prepareForReuse()
            return view
        }
        made += 1
        let view = make()
        view.reuseKey = key
        return view
    }

    /// Queues `view` for reuse, when it was dequeued.
    func enqueue(_ view: UICollectionReusableView) {
        guard let key = view.reuseKey else { return }
        view.placement = nil
        queues[key, default: []].append(view)
    }

    /// How many views wait in the queues.
    var queued: Int { queues.values.reduce(0) { $0 + $1.count } }
}
