import CX11

extension Display {
    /// The `Xft.dpi` resource the desktop set on the server (`xrdb`), nil when it set none: what
    /// sizes text on a high-density screen (96 is one pixel a point, 192 two).
    public var xftDPI: Double? {
        guard let resources = XResourceManagerString(pointer) else { return nil }
        return Self.xftDPI(in: String(cString: resources))
    }

    /// The `Xft.dpi` value in the resource text `resources` (lines of `name:\tvalue`).
    static func xftDPI(in resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingSpaces == "Xft.dpi", let dpi = Double(parts[1].trimmingSpaces), dpi > 0 else { continue }
            return dpi
        }
        return nil
    }
}

private extension Substring {
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}
