import Benchmark
import CollectionLayout
import CollectionView
import CollectionWindow
import Foundation
import XCollectionGallery
import X11Window

/// Text measured by Xft's fonts as the window measures it (shaped with HarfBuzz, ordered with
/// FriBidi): the self-sizing feed's posts wrapped at a phone's width, with nothing cached yet
/// and again from the caches; and the languages example's right-to-left and mixed posts.
enum TextBenchmarks {
    static func register() {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else { return }
        let configuration = Benchmark.Configuration(metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(10), maxIterations: 10)
        let source = Gallery.example(named: "self-sizing")!.dataSource
        let feed = (0..<Gallery.selfSizingPostCount).map { source.content(forItemAt: IndexPath(item: $0, section: 0)).labels[1].text }
        Benchmark("text: wrap the self-sizing feed's 2000 posts at 343 wide, fresh fonts", configuration: configuration) { benchmark in
            let display = try Display()
            for _ in benchmark.scaledIterations {
                let measurer = try XftTextMeasurer(display: display)
                benchmark.startMeasurement()
                for post in feed {
                    blackHole(TextLayout(label: TextLabel(post, font: FontSpec(size: 16), numberOfLines: 0), width: 343, measurer: measurer))
                }
                benchmark.stopMeasurement()
            }
        }
        Benchmark("text: wrap the self-sizing feed's 2000 posts at 343 wide, through the window's measurement cache", configuration: configuration) { benchmark in
            let display = try Display()
            let measurer = try XftTextMeasurer(display: display)
            // The window's measurer: Xft behind the collection view's cache of measurements.
            let cached = CachedTextMeasurer(measurer)
            for post in feed { blackHole(TextLayout(label: TextLabel(post, font: FontSpec(size: 16), numberOfLines: 0), width: 343, measurer: cached)) }
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                for post in feed {
                    blackHole(TextLayout(label: TextLabel(post, font: FontSpec(size: 16), numberOfLines: 0), width: 343, measurer: cached))
                }
                benchmark.stopMeasurement()
            }
        }
        // What a wheel notch through a million rows measures and draws: titles never seen before.
        Benchmark("text: measure and draw 10000 new row titles", configuration: configuration) { benchmark in
            let display = try Display()
            let window = try Window(display: display, width: 400, height: 100, title: "bench")
            for round in benchmark.scaledIterations {
                let font = try Font(display: display, pixelSize: 17)
                benchmark.startMeasurement()
                for i in 0..<10_000 {
                    let title = Substring("Item \(round * 10_000 + i)")
                    blackHole(font.advance(of: title))
                    window.canvas.drawText(title, font: font, x: 10, baseline: 50, color: RGBAColor(red: 0, green: 0, blue: 0), direction: .leftToRight)
                }
                display.sync()
                benchmark.stopMeasurement()
            }
        }
    }
}
