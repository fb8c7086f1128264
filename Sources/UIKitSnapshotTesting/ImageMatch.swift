import X11Window

/// swift-snapshot-testing's image comparison, on pixels: its messages, its thresholds.
enum ImageMatch {
    /// Why `new` does not match `old`, or nil when it does.
    static func compare(_ old: RGBAImage, _ new: RGBAImage, precision: Float, perceptualPrecision: Float) -> String? {
        guard new.width > 0, new.height > 0 else { return "Newly-taken snapshot is empty." }
        guard old.width == new.width, old.height == new.height else {
            return "Newly-taken snapshot@(\(new.width), \(new.height)) pixels does not match reference@(\(old.width), \(old.height))."
        }
        if old.pixels == new.pixels { return nil }
        if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }
        let pixelCount = old.width * old.height
        if perceptualPrecision < 1 {
            let threshold = (1 - perceptualPrecision) * 100
            var failing = 0
            var largest: Float = 0
            for index in 0..<pixelCount {
                let byte = index * 4
                let a = (old.pixels[byte], old.pixels[byte + 1], old.pixels[byte + 2], old.pixels[byte + 3])
                let b = (new.pixels[byte], new.pixels[byte + 1], new.pixels[byte + 2], new.pixels[byte + 3])
                guard a != b else { continue }
                let delta = PerceptualDifference.deltaE(a, b)
                if delta > threshold {
                    failing += 1
                    largest = max(largest, delta)
                }
            }
            let actual = 1 - Float(failing) / Float(pixelCount)
            guard actual < precision else { return nil }
            let lowest = 1 - min(largest / 100, 1)
            return """
                The percentage of pixels that match \(actual) is less than required \(precision)
                The lowest perceptual color precision \(lowest) is less than required \(perceptualPrecision)
                """
        }
        let byteCount = pixelCount * 4
        var differing = 0
        for index in 0..<byteCount where old.pixels[index] != new.pixels[index] { differing += 1 }
        guard differing > Int((1 - precision) * Float(byteCount)) else { return nil }
        return "Actual image precision \(1 - Float(differing) / Float(byteCount)) is less than required \(precision)"
    }

    /// Grey where the images differ, by the largest channel difference, stretched so the largest
    /// difference is white; nil when the sizes differ.
    static func difference(_ old: RGBAImage, _ new: RGBAImage) -> RGBAImage? {
        guard old.width == new.width, old.height == new.height else { return nil }
        let count = old.width * old.height
        var values = [UInt8](repeating: 0, count: count)
        for index in 0..<count {
            var largest = 0
            for channel in 0..<4 {
                largest = max(largest, abs(Int(old.pixels[index * 4 + channel]) - Int(new.pixels[index * 4 + channel])))
            }
            values[index] = UInt8(largest)
        }
        let top = max(Int(values.max() ?? 0), 1)
        var pixels = [UInt8](repeating: 255, count: count * 4)
        for index in 0..<count {
            let grey = UInt8(Int(values[index]) * 255 / top)
            pixels[index * 4] = grey
            pixels[index * 4 + 1] = grey
            pixels[index * 4 + 2] = grey
        }
        return RGBAImage(width: old.width, height: old.height, pixels: pixels)
    }
}
