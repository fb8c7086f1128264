extension Double {
    /// The nearest whole pixel, halves going up. Unlike `rounded()`, which takes halves away
    /// from zero, this moves with the content: a shape half above the top edge lands on the same
    /// pixels, shifted, as it does once scrolled fully into view — what scrolled frames rely on.
    var pixelRounded: Double { (self + 0.5).rounded(.down) }
}
