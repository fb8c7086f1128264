import CollectionLayout
import CollectionView
import X11Window

extension CollectionWindow {
    /// Plays `script` on `layout` and `dataSource` shown on the screen `host` describes, headless
    /// (on `DISPLAY`, or a private Xvfb without one) on a simulated clock: input and frames at
    /// exact 1/60 s steps, so every machine computes the same flings, rests and pixels. Each
    /// step's result goes to `report` as it ends; screenshots are written to `screenshots` as
    /// NAME.png. With `video`, the run is written there as an animated PNG at 30 frames a second
    /// in device pixels, each frame storing only what changed. `isPagingEnabled` and
    /// `contentInsetAdjustment` are the window's, as a screen's collection view sets them.
    /// `follows`, given a closure, calls it each time a screen of views shows another collection
    /// view (a push, a tab, a presentation): the run goes on with that one from the next frame,
    /// as the window does.
    public static func play(_ script: UXScript, layout: any CollectionViewLayout, dataSource: any CollectionDataSource,
                            host: LayoutHost, layoutDirection: LayoutDirection = .leftToRight, isPagingEnabled: Bool = false,
                            contentInsetAdjustment: ContentInsetAdjustment = .automatic,
                            follows: ((@escaping (ShownScreen) -> Void) -> Void)? = nil, screenshots: String,
                            video: String? = nil, report: (UXStepResult) -> Void) throws -> UXRunSummary {
        let pixels = try host.pixelSize.windowPixels(for: "script")
        return try SnapshotRenderer.withShared { renderer in
            var screen = try renderer.screen(layout: layout, dataSource: dataSource, host: host, layoutDirection: layoutDirection)
            screen.isPagingEnabled = isPagingEnabled
            screen.contentInsetAdjustment = contentInsetAdjustment
            var next: ShownScreen?
            follows? { next = $0 }
            // Taken between frames, never while the old screen handles the input that changed it.
            let takeNext = {
                guard let shown = next else { return }
                next = nil
                guard let made = try? renderer.screen(layout: shown.layout, dataSource: shown.dataSource, host: screen.host,
                                                      layoutDirection: layoutDirection) else { return }
                made.isPagingEnabled = shown.isPagingEnabled
                made.contentInsetAdjustment = shown.contentInsetAdjustment
                if let offset = shown.contentOffset { made.setMainOffset(made.layout.scrollDirection == .vertical ? offset.y : offset.x) }
                screen = made
            }
            var summary = UXRunSummary(passed: 0, failed: 0)
            let animation = video.map { _ in AnimatedPNG(delayNumerator: 1, delayDenominator: 30) }
            var frames = 0
            var recordingError: (any Error)?
            try renderer.withFonts {
                // Every other frame of the 60 Hz clock is recorded: 30 frames a second.
                let record: (Double) -> Void = { _ in
                    defer { frames += 1 }
                    guard let animation, recordingError == nil, frames % 2 == 0 else { return }
                    do {
                        screen.invalidateDrawnFrame()
                        try animation.append(try renderer.render(screen, pixels: pixels))
                    } catch {
                        recordingError = error
                    }
                }
                let player = UXScriptPlayer.simulated(screen: { screen }, beforeFrame: takeNext, measurer: renderer.measurer, screenshot: { name in
                    let path = screenshots + "/" + name + ".png"
                    screen.invalidateDrawnFrame()
                    try PNG.write(try renderer.render(screen, pixels: pixels), to: path)
                    return path
                }, onFrame: record)
                host.solving {
                    player.play(script) { result in
                        summary.count(result)
                        report(result)
                    }
                }
            }
            if let recordingError { throw recordingError }
            if let video, let animation { try animation.write(to: video) }
            return summary
        }
    }
}
