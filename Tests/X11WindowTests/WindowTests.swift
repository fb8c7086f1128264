import Foundation
import Testing
import TestSupport
import X11Window

extension XServerTests {
    @Suite struct WindowTests {
        @Test("resize is reported and the canvas follows") func resizeIsReportedAndTheCanvasFollows() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.resize(width: 400, height: 300)
                let size = awaitEvent(window) { event -> (Int, Int)? in
                    if case let .resized(width, height) = event { return (width, height) }
                    return nil
                }
                #expect(size?.0 == 400 && size?.1 == 300)
                #expect(window.width == 400 && window.height == 300)
                #expect(window.canvas.width == 400 && window.canvas.height == 300)
                window.canvas.clear(RGBAColor(red: 0, green: 1, blue: 0))
                window.present()
                let image = window.captureImage()
                #expect(image.width == 400 && image.height == 300)
                #expect(image.rgba(399, 299) == [0, 255, 0, 255])
            }
        }

        @Test("window sits at the origin") func windowSitsAtTheOrigin() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                #expect(window.rootPosition == (0, 0))
                #expect(session.display.screenWidth == 1280)
                #expect(session.display.fileDescriptor >= 0)
            }
        }

        @Test("next event times out") func nextEventTimesOut() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                while window.nextEvent(timeout: 0) != nil {}
                let start = Date()
                #expect(window.nextEvent(timeout: 0.1) == nil)
                let elapsed = Date().timeIntervalSince(start)
                #expect(elapsed >= 0.09 && elapsed < 1)
            }
        }

        @Test("expose is reported once for A series of regions") func exposeIsReportedOnceForASeriesOfRegions() throws {
            try withTestDisplay { session in
                let window = try Window(display: session.display, width: 200, height: 100, title: "expose")
                window.show()
                var exposures = 0
                while let event = window.nextEvent(timeout: 0.3) {
                    if case .exposed = event { exposures += 1 }
                }
                #expect(exposures == 1)
            }
        }

        @Test("title can change") func titleCanChange() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                window.title = "Grid — 1 000 000 items ✓"
                #expect(window.title == "Grid — 1 000 000 items ✓")
            }
        }

        @Test("missing server is A thrown error") func missingServerIsAThrownError() {
            #expect {
                try Display(name: ":987")
            } throws: { error in
                let message = (error as? X11Error)?.message ?? ""
                return message.contains("cannot open X display") && message.contains(":987")
            }
        }

        @Test("empty display name is A thrown error") func emptyDisplayNameIsAThrownError() {
            #expect {
                try Display(name: "")
            } throws: { error in
                (error as? X11Error)?.message == "no X display: DISPLAY is not set (run under xvfb-run, or set DISPLAY)"
            }
        }

        @Test("demo scene is written as PNG") func demoSceneIsWrittenAsPNG() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow(width: 480, height: 360)
                DemoScene.draw(on: window.canvas, display: session.display)
                window.present()
                let image = window.captureImage()
                let path = FileManager.default.temporaryDirectory.appendingPathComponent("x11window-demo.png").path
                try PNG.write(image, to: path)
                #expect(try PNG.read(path) == image)
                #expect(Set(stride(from: 0, to: image.pixels.count, by: 4).map { image.pixels[$0] }).count > 50)
            }
        }
    }
}
