import CollectionLayout
import CollectionView
import X11Window

extension CollectionWindow {
    /// Shows the window and plays `script` in it in real time, a frame each display interval,
    /// so a person can watch the gestures and where things come to rest: the same steps, input
    /// path and expectations as a headless run, on the wall clock (so flings may rest a little
    /// differently from one run to the next). Each step's result goes to `report` as it ends;
    /// screenshots are the window's own frame, written into `screenshots`. Returns when the script ends,
    /// or when the window is closed (the steps left are not played).
    public func play(_ script: UXScript, screenshots: String, report: (UXStepResult) -> Void) throws -> UXRunSummary {
        window.show()
        running = true
        defer { running = false }
        var summary = UXRunSummary(passed: 0, failed: 0)
        var last = MonotonicClock.now()
        let player = UXScriptPlayer(screen: { [self] in screen }, start: last, screenshot: { [self] name in
            let path = screenshots + "/" + name + ".png"
            screen.invalidateDrawnFrame()
            drawFrame()
            try PNG.write(window.captureImage(), to: path)
            return path
        }, advance: { [self] in
            MonotonicClock.sleep(last + Self.frameInterval - MonotonicClock.now())
            last = MonotonicClock.now()
            drainEvents()
            // A push or a pop shows its screen on the loop's timers, as in the window.
            serveTasks()
            screen.runMainQueue()
            screen.step(now: Self.displayTime(last))
            drawFrame()
            return last
        }, send: { [self] event, _ in
            handle(event)
        })
        try screen.host.solving {
            player.play(script, stopping: { [self] in !running || display.isConnectionLost }) { result in
                summary.count(result)
                report(result)
            }
            if display.isConnectionLost { throw X11Error.connectionLost }
        }
        return summary
    }
}
