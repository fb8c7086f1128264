import CollectionLayout

/// What the simulator draws over an app: the status bar (the time on the leading side, signal,
/// Wi-Fi and battery on the trailing side) in the safe area above, and the home indicator in the
/// one below, in the label colour of the screen's appearance. `--device-chrome` draws it over
/// the window and screenshots of a device.
public struct DeviceChrome: Sendable {
    /// The screen drawn on.
    public let host: LayoutHost

    /// The chrome of `host`'s screen.
    public init(host: LayoutHost) {
        self.host = host
    }

    /// The home indicator's size: 134 by 5 points on phones, 313 by 5 on iPads.
    static let phoneIndicator = Size(width: 134, height: 5)
    static let padIndicator = Size(width: 313, height: 5)

    /// Draws the status bar and the home indicator over what `canvas` shows.
    public func draw(on canvas: any Canvas) {
        let color = Color(ListMetrics.label)
        let safe = host.safeAreaInsets, size = host.size
        let barHeight = host.orientation == .landscape && host.traits.userInterfaceIdiom == .phone ? 0 : safe.top
        if barHeight > 0 { drawStatusBar(on: canvas, height: barHeight, color: color) }
        if safe.bottom > 0 {
            let indicator = host.traits.userInterfaceIdiom == .pad ? Self.padIndicator : Self.phoneIndicator
            let frame = Rect(x: ((size.width - indicator.width) / 2).rounded(), y: size.height - 8 - indicator.height,
                             width: indicator.width, height: indicator.height)
            canvas.fill(frame, color: color, cornerRadius: indicator.height / 2)
        }
    }

    /// The time, and the three trailing symbols, centred down a bar `height` tall.
    private func drawStatusBar(on canvas: any Canvas, height: Double, color: Color) {
        let width = host.size.width
        let font = FontSpec(size: 17, weight: .semibold)
        let middle = (height / 2).rounded() + (height > 30 ? 4 : 0)
        // The sensor housing takes the middle of a tall bar: the time sits in the leading part.
        let timeX = height > 30 ? (width * 0.15).rounded() : (height > 20 ? 20 : (width / 2 - 18).rounded())
        canvas.drawText("9:41", font: font, color: color, x: timeX, baseline: middle + 6)
        let right = width - (height > 30 ? (width * 0.09).rounded() : 20)
        // Battery: a rounded outline with its fill and a nub.
        let battery = Rect(x: right - 25, y: middle - 6, width: 25, height: 12)
        canvas.stroke(battery, color: color.withAlpha(0.4), cornerRadius: 3.5, lineWidth: 1)
        canvas.fill(Rect(x: battery.minX + 2, y: battery.minY + 2, width: 21, height: 8), color: color, cornerRadius: 2)
        canvas.fill(Rect(x: battery.maxX + 1, y: middle - 2, width: 1.5, height: 4), color: color.withAlpha(0.4), cornerRadius: 0.75)
        // Wi-Fi: three arcs drawn as a fan of rounded bars, and the signal's four bars.
        var x = battery.minX - 24
        for (index, arc) in [(0, 14.0), (1, 9.0), (2, 4.0)] {
            canvas.fill(Rect(x: x + Double(index) * 2.5, y: middle - 5 + Double(index) * 3.5, width: arc, height: 2.2),
                        color: color, cornerRadius: 1.1)
        }
        x -= 24
        for bar in 0..<4 {
            let barHeight = 4.0 + Double(bar) * 2.5
            canvas.fill(Rect(x: x + Double(bar) * 4.5, y: middle + 5 - barHeight, width: 3, height: barHeight), color: color, cornerRadius: 1)
        }
    }
}
