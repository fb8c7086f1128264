import X11Window

/// The pixels a point a window draws at: the desktop's `Xft.dpi` over 96 (192 is 2x), rounded to
/// the nearest whole scale from 1 to 3, as UIKit's screens have.
public struct WindowScale: Equatable, Sendable {
    /// Pixels a point: 1, 2 or 3.
    public let scale: Double
    /// When the desktop's factor was not whole, what it was and what it became, said once.
    public let note: String?

    /// The scale of `dpi` (96 when the desktop set none).
    public init(dpi: Double?) {
        let factor = (dpi ?? 96) / 96
        let whole = Swift.min(3, Swift.max(1, factor.rounded()))
        scale = whole
        note = factor == whole ? nil
            : "Xft.dpi \(Int(dpi ?? 96)) is a scale of \(factor); the window draws at \(Int(whole))x, the nearest whole scale"
    }

    /// The scale of `display`'s desktop.
    public init(display: Display) {
        self.init(dpi: display.xftDPI)
    }
}
