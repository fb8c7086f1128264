import CollectionLayout
import CollectionView
import Glibc
import Synchronization
import X11Window

/// Renders first frames without mapping a window, for `CollectionWindow.snapshot`: one
/// connection for the process (to `DISPLAY`, or to a private Xvfb when there is none) and the
/// pinned fonts, set up on first use and kept. Renders are taken one at a time.
final class SnapshotRenderer: @unchecked Sendable {
    /// Made on first use; its lock makes renders take turns on the one connection.
    private static let shared = Mutex<SnapshotRenderer?>(nil)

    private let server: PrivateXvfb?
    private let display: Display
    private let fonts: FontConfiguration
    private let xft: XftTextMeasurer
    let measurer: CachedTextMeasurer
    /// The last render's window, drawn over whole by the next render of its size: making one
    /// (its back buffer, input method and properties) costs more than a frame of a video does.
    private var keptWindow: Window?

    private init() throws(X11Error) {
        let name = getenv("DISPLAY").map { String(cString: $0) } ?? ""
        // A screen of fewer colours than a PNG holds (an 8-bit palette) is not drawn on: the
        // render goes to a private server, and comes out as it would on any other.
        let shown = name.isEmpty ? nil : try Display(name: name)
        server = shown?.hasTrueColor == true ? nil : try PrivateXvfb()
        let display = if let server { try Self.connect(server.displayName) } else { shown! }
        let fonts = try PinnedFonts.configuration()
        xft = try fonts.withCurrent { () throws(X11Error) in try XftTextMeasurer(display: display) }
        self.display = display
        self.fonts = fonts
        measurer = CachedTextMeasurer(xft)
    }

    /// A fresh private server takes a moment to accept; DISPLAY's is there or not, and is tried once.
    private static func connect(_ name: String) throws(X11Error) -> Display {
        var attempt = 0
        while true {
            do {
                return try Display(name: name)
            } catch {
                attempt += 1
                if attempt >= 50 || error.isConnectionLost { throw error }
                usleep(20_000)
            }
        }
    }

    /// Runs `body` with the process's renderer, made on first use, and no other render at once.
    static func withShared<Result: Sendable>(_ body: (SnapshotRenderer) throws -> Result) throws -> Result {
        try shared.withLock { renderer in
            // A server that went away (DISPLAY's, say) is connected to afresh.
            if renderer == nil || renderer!.display.isConnectionLost { renderer = try SnapshotRenderer() }
            return try body(renderer!)
        }
    }

    /// The first frame of `screen`, drawn whole on an unmapped window of `pixels` (its size at
    /// its host's display scale) and read back, with the inspector overlay over it when `inspecting`.
    func render(_ screen: CollectionScreen, pixels: (width: Int, height: Int), inspecting: Bool = false) throws -> RGBAImage {
        try fonts.withCurrent { () throws -> RGBAImage in
            screen.measureVisible()
            let window = try window(pixels: pixels)
            let scale = screen.host.traits.displayScale
            let surface = X11Canvas(window: window, fonts: xft)
            let canvas: any Canvas = scale == 1 ? surface : ScaledCanvas(surface, scale: scale)
            let full = Rect(x: 0, y: 0, width: Double(pixels.width), height: Double(pixels.height))
            func frame(over underlay: Color) -> RGBAImage {
                surface.fill(full, color: underlay, cornerRadius: 0)
                screen.invalidateDrawnFrame()
                screen.draw(on: canvas, measurer: measurer)
                if inspecting { screen.drawInspector(on: canvas, measurer: measurer) }
                return window.captureImage()
            }
            // A background that lets the screen show through keeps its transparency in the
            // picture: the frame drawn over black and over white gives each pixel's alpha.
            let background = screen.dataSource.backgroundColor.resolved(for: screen.host.traits.userInterfaceStyle)
            let image = background.alpha < 1 ? frame(over: .black).matted(onWhite: frame(over: .white)) : frame(over: .black)
            // Without a server the capture would be a blank picture, not this frame.
            guard !display.isConnectionLost else { throw X11Error.connectionLost }
            return image
        }
    }

    /// The kept window when it has this size, else a new one, kept in its place.
    private func window(pixels: (width: Int, height: Int)) throws(X11Error) -> Window {
        if let keptWindow, keptWindow.width == pixels.width, keptWindow.height == pixels.height { return keptWindow }
        keptWindow = nil
        // A class of its own: a kept window outlives the render, and tools (and tests) that find
        // the program's windows by class `xcollection` must not take it for one.
        let window = try Window(display: display, width: pixels.width, height: pixels.height, title: "snapshot",
                                className: "xcollection-snapshot")
        keptWindow = window
        return window
    }

    /// Runs `body` with the pinned fonts current, as measuring and drawing take them.
    func withFonts<Result>(_ body: () throws -> Result) throws -> Result {
        try fonts.withCurrent { () throws -> Result in try body() }
    }

    /// `screen`'s layout with what shows, and half a screen around it, measured.
    func measured(_ screen: CollectionScreen) -> any SolvedCollectionLayout {
        fonts.withCurrent {
            screen.measureVisible()
            return screen.layout
        }
    }

    /// A screen for a snapshot of `host`, measuring with the pinned fonts.
    func screen(layout: any CollectionViewLayout, dataSource: any CollectionDataSource, host: LayoutHost,
                layoutDirection: LayoutDirection = .leftToRight) throws -> CollectionScreen {
        try CollectionScreen(layout: layout, dataSource: dataSource, host: host, measurer: measurer, layoutDirection: layoutDirection)
    }
}

extension SnapshotRenderer {
    /// A label of `text` on `background`, `size` points at `scale` pixels a point: what a contact
    /// sheet writes over each tile.
    func renderLabel(_ text: String, size: Size, scale: Double, background: Color, color: Color) throws -> RGBAImage {
        try fonts.withCurrent { () throws -> RGBAImage in
            let pixels = (width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()))
            let window = try Window(display: display, width: pixels.width, height: pixels.height, title: "label")
            let canvas = ScaledCanvas(X11Canvas(window: window, fonts: xft), scale: scale)
            canvas.fill(Rect(origin: .zero, size: size), color: background, cornerRadius: 0)
            let font = FontSpec(size: 13, weight: .semibold)
            let metrics = measurer.metrics(of: font)
            canvas.drawText(Substring(text), font: font, color: color, x: 0, baseline: (size.height + metrics.ascent - metrics.descent) / 2)
            let image = window.captureImage()
            guard !display.isConnectionLost else { throw X11Error.connectionLost }
            return image
        }
    }
}
