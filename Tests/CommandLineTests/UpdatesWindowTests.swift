import CollectionLayout
import Foundation
import Testing
import TestSupport
import X11Window

extension InteractionTests {
    /// The `updates` example's keys through XTest: each applies a snapshot, logs it, and animates
    /// from the old frame to the new one through frames that are neither.
    @Test("the updates example's keys apply snapshots that animate through in-between frames")
    func updatesKeysAnimate() throws {
        let display = try TestDisplay.requireShared()
        let driver = try WindowDriver(display: display)
        let program = try start(["--example", "updates", "--size", "375x667", "--log-events"], display: display)
        driver.move(200, 300)
        let before = driver.capture(width: 375, height: 667)
        // d deletes a row of the list; the seeded model always picks the same one.
        driver.key(0x0064)
        var frames: [RGBAImage] = []
        for _ in 0..<40 {
            frames.append(driver.capture(width: 375, height: 667))
            usleep(15_000)
        }
        #expect(program.next(containing: #"{"event":"applied","inserted":0,"deleted":1,"moved":0,"reloaded":0}"#) != nil)
        let after = driver.capture(width: 375, height: 667)
        let comparison = ImageComparison.exact
        #expect(!comparison.matches(comparison.compare(after, with: before)))
        let between = frames.filter { frame in
            !comparison.matches(comparison.compare(frame, with: before)) && !comparison.matches(comparison.compare(frame, with: after))
        }
        #expect(between.count >= 3, "only \(between.count) frames between the old picture and the new")
        if let middle = between.dropFirst(between.count / 2).first {
            try? PNG.write(middle, to: FileManager.default.temporaryDirectory.appendingPathComponent("updates-mid-animation.png").path)
        }
        // u: a thousand changes at once are one apply.
        driver.key(0x0075)
        #expect(program.next(containing: #""event":"applied""#) != nil)
    }
}
