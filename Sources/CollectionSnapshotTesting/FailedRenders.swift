import Synchronization

/// The reasons of renders that failed, by the placeholder's number, until the diffing reads them.
enum FailedRenders {
    private static let reasons = Mutex<(next: Int, byID: [Int: String])>((1, [:]))

    static func keep(_ reason: String) -> Int {
        reasons.withLock { state in
            let id = state.next
            state.next += 1
            state.byID[id] = reason
            return id
        }
    }

    static func reason(_ id: Int) -> String {
        reasons.withLock { $0.byID.removeValue(forKey: id) } ?? "cannot take the snapshot"
    }
}
