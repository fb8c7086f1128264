import X11Window

/// A scene exercising every drawing call, for eyeballing and for smoke tests.
enum DemoScene {
    static func draw(on canvas: BackBufferCanvas, display: Display) {
        let background = RGBAColor(red: 0.95, green: 0.95, blue: 0.97)
        let ink = RGBAColor(red: 0.1, green: 0.1, blue: 0.12)
        let accent = RGBAColor(red: 0.0, green: 0.48, blue: 1.0)
        canvas.clear(background)
        for (index, radius) in [0.0, 2, 4.5, 8, 12, 20, 30].enumerated() {
            let x = 12.0 + Double(index) * 66
            canvas.fillRoundedRect(x: x, y: 12, width: 58, height: 58, radius: radius, color: accent)
            canvas.strokeRoundedRect(x: x, y: 80, width: 58, height: 58, radius: radius, lineWidth: 1 + Double(index) * 0.5, color: ink)
        }
        canvas.fillRoundedRect(x: 20, y: 150, width: 200, height: 60, radius: 14, color: RGBAColor(red: 1, green: 0.2, blue: 0.3, alpha: 0.6))
        canvas.fillRoundedRect(x: 120, y: 170, width: 200, height: 60, radius: 14, color: RGBAColor(red: 0.1, green: 0.6, blue: 0.2, alpha: 0.6))
        canvas.strokePolyline([(350, 160), (364, 174), (350, 188)], lineWidth: 2.5, color: ink)          // chevron
        canvas.strokePolyline([(390, 160), (400, 186), (410, 160)], lineWidth: 1.5, color: accent)
        canvas.strokePolyline([(340, 200), (470, 200)], lineWidth: 1, color: ink)                           // separator
        canvas.strokePolyline([(340, 210.5), (470, 210.5)], lineWidth: 1, color: ink)
        canvas.fillPolygon([(430, 150), (470, 160), (460, 190), (425, 185)], color: RGBAColor(red: 0.9, green: 0.6, blue: 0, alpha: 0.8))

        if let body = try? Font(display: display, pixelSize: 14),
           let title = try? Font(display: display, pixelSize: 24, weight: .bold) {
            canvas.drawText("Compositional Layout — Title", font: title, x: 12, baseline: 262, color: ink)
            canvas.drawText("Body text at 14 px: the quick brown fox jumps → over 𝐀 lazy dog ✓", font: body, x: 12, baseline: 288, color: ink)
            canvas.drawText("Semi-transparent accent text", font: body, x: 12, baseline: 308, color: RGBAColor(red: 0, green: 0.48, blue: 1, alpha: 0.7))
            canvas.pushClip(x: 12, y: 318, width: 150, height: 26)
            canvas.fillRect(x: 0, y: 300, width: 480, height: 80, color: RGBAColor(red: 0.85, green: 0.85, blue: 0.9))
            canvas.drawText("Clipped: this line is cut at 150 px", font: body, x: 12, baseline: 336, color: ink)
            canvas.popClip()
        }
    }
}
