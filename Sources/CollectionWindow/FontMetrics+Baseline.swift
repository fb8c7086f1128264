import CollectionView

extension FontMetrics {
    /// The baseline, on a whole pixel, of text set in a line `height` tall starting at `top`,
    /// the glyphs' box centred in the line: how the window's panels space their lines.
    func baseline(ofLineAt top: Double, height: Double) -> Double {
        (top + (height - lineHeight) / 2 + ascent).rounded()
    }
}
