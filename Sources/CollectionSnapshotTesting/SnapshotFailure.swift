import Foundation
import SnapshotTesting
import Testing
import XCTest

/// A snapshot that could not be taken (no Xvfb, a layout that cannot be solved) fails the test
/// that asked for it with the reason, at once, and gives swift-snapshot-testing nothing to record:
/// fixing the cause and running again records the real reference.
///
/// swift-snapshot-testing cannot be told that a render failed: it waits for a value until its
/// timeout, then records a failure of its own. So where the test already has a reference (the
/// usual case, in CI), the strategy hands over a placeholder that the diffing turns into one
/// failure carrying the render's reason; swift-snapshot-testing compares, records nothing and
/// returns at once. Where no reference may exist, a placeholder would be recorded as the new
/// reference, so nothing is handed over: the reason is reported and the assertion times out.
package enum SnapshotFailure {
    /// A strategy for `Value` whose snapshot may fail: `make` runs once per assertion.
    package static func strategy<Value, Format: FailedRenderPlaceholder>(pathExtension: String?, diffing: Diffing<Format>,
                                                                 _ make: @escaping (Value) throws -> Format) -> Snapshotting<Value, Format> {
        let failing = Diffing<Format>.diff(toData: { $0.failedRenderID == nil ? diffing.toData($0) : Data() },
                                           fromData: diffing.fromData,
                                           diffV2: { reference, actual in
                                               if let id = actual.failedRenderID { return (FailedRenders.reason(id), []) }
                                               return diffing.diffV2(reference, actual)
                                           })
        return Snapshotting(pathExtension: pathExtension, diffing: failing, asyncSnapshot: { value in
            Async { deliver in
                do {
                    deliver(try make(value))
                } catch {
                    let reason = "cannot take the snapshot: \(error)"
                    if let pathExtension, referenceExists(pathExtension: pathExtension) {
                        deliver(Format.failedRenderPlaceholder(id: FailedRenders.keep(reason)))
                    } else {
                        report(reason)
                    }
                }
            }
        })
    }

    /// Records a failure in the running Swift Testing test, or the XCTest one.
    package static func report(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message))
        } else {
            XCTFail(message)
        }
    }

    /// Whether the running Swift Testing test has a reference with `pathExtension` where
    /// swift-snapshot-testing keeps them by default (`__Snapshots__/<file>/<test>.*`).
    static func referenceExists(pathExtension: String) -> Bool {
        guard let test = Test.current else { return false }
        let file = URL(fileURLWithPath: test.sourceLocation.filePath)
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let testName = test.name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.contains { $0.hasPrefix(testName + ".") && $0.hasSuffix("." + pathExtension) }
    }
}
