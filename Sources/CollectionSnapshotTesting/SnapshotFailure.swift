import SnapshotTesting
import Testing
import XCTest

/// A snapshot that could not be taken (no Xvfb, a layout that cannot be solved) fails the test
/// that asked for it with the reason, and gives swift-snapshot-testing nothing: no reference is
/// recorded from a failed render, so fixing the cause and running again records the real one.
enum SnapshotFailure {
    /// A strategy for `Value` whose snapshot may fail: `make` runs once per assertion.
    static func strategy<Value, Format>(pathExtension: String?, diffing: Diffing<Format>,
                                        _ make: @escaping (Value) throws -> Format) -> Snapshotting<Value, Format> {
        Snapshotting(pathExtension: pathExtension, diffing: diffing, asyncSnapshot: { value in
            Async { deliver in
                do {
                    deliver(try make(value))
                } catch {
                    // Not delivering makes assertSnapshot give up after its timeout, writing nothing.
                    report("cannot take the snapshot: \(error)")
                }
            }
        })
    }

    /// Records a failure in the running Swift Testing test, or the XCTest one.
    static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }
}
