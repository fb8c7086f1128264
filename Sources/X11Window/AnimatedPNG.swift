import Glibc

/// Writes an animated PNG (APNG): frames added one at a time, each stored as only the rectangle
/// that changed since the frame before (the first whole), so a run of a UX check where little
/// moves stays small. Frames are compressed by libpng as they come, so memory holds compressed
/// frames and the last picture only.
public final class AnimatedPNG {
    /// The picture's width and height, those of the first frame.
    public private(set) var width = 0
    public private(set) var height = 0
    /// How long each frame shows: `delayNumerator / delayDenominator` seconds.
    public let delayNumerator: UInt16
    public let delayDenominator: UInt16
    private var header: [UInt8] = []
    private var frames: [(control: [UInt8], data: [[UInt8]])] = []
    private var previous: RGBAImage?
    private var sequence: UInt32 = 0
    /// Frames that repeat the one before are folded into it, its delay growing.
    private var repeats: [UInt16] = []

    /// An animation whose frames each show `numerator / denominator` seconds (1/30 by default).
    public init(delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 30) {
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
    }

    /// How many frames the animation has.
    public var frameCount: Int { frames.count }

    /// Adds `image` as the next frame; it must have the first frame's size.
    public func append(_ image: RGBAImage) throws(X11Error) {
        guard let previous else {
            width = image.width
            height = image.height
            let encoded = try PNG.encode(image)
            let chunks = Self.chunks(of: encoded)
            header = chunks.first { $0.type == "IHDR" }?.data ?? []
            try add(region: (0, 0, image.width, image.height), data: chunks.filter { $0.type == "IDAT" }.map(\.data), asDefault: true)
            self.previous = image
            return
        }
        guard image.width == width, image.height == height else {
            throw X11Error("an animation's frames are all \(width)x\(height); this one is \(image.width)x\(image.height)")
        }
        guard let changed = Self.changedRegion(from: previous, to: image) else {
            repeats[repeats.count - 1] += 1
            return
        }
        let region = Self.crop(image, changed)
        let chunks = Self.chunks(of: try PNG.encode(region))
        try add(region: changed, data: chunks.filter { $0.type == "IDAT" }.map(\.data), asDefault: false)
        self.previous = image
    }

    /// The file's bytes.
    public func bytes() -> [UInt8] {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        Self.append(chunk: "IHDR", header, to: &out)
        Self.append(chunk: "acTL", Self.be32(UInt32(frames.count)) + Self.be32(0), to: &out)
        for (index, frame) in frames.enumerated() {
            var control = frame.control
            // The delay numerator sits at bytes 20-21 of fcTL's data: frames that repeated add theirs.
            let delay = UInt16(clamping: Int(delayNumerator) * Int(repeats[index]))
            control[20] = UInt8(delay >> 8)
            control[21] = UInt8(delay & 0xFF)
            Self.append(chunk: "fcTL", control, to: &out)
            for data in frame.data {
                Self.append(chunk: index == 0 ? "IDAT" : "fdAT", data, to: &out)
            }
        }
        Self.append(chunk: "IEND", [], to: &out)
        return out
    }

    /// Writes the file at `path`, whole or not at all: beside it under a temporary name, then renamed.
    public func write(to path: String) throws(X11Error) {
        let temporary = "\(path).\(getpid()).partial"
        let data = bytes()
        guard let file = fopen(temporary, "wb") else { throw X11Error("cannot write \"\(path)\": \(String(cString: strerror(errno)))") }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, data.count, file) }
        let closed = fclose(file)
        guard written == data.count, closed == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw X11Error("cannot write \"\(path)\": \(reason)")
        }
    }

    private func add(region: (x: Int, y: Int, width: Int, height: Int), data: [[UInt8]], asDefault: Bool) throws(X11Error) {
        var control = Self.be32(sequence)
        sequence += 1
        control += Self.be32(UInt32(region.width)) + Self.be32(UInt32(region.height))
        control += Self.be32(UInt32(region.x)) + Self.be32(UInt32(region.y))
        control += [UInt8(delayNumerator >> 8), UInt8(delayNumerator & 0xFF), UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF)]
        // Leave the frame as it is for the next (dispose none), and replace the region's pixels (blend source).
        control += [0, 0]
        var chunks: [[UInt8]] = []
        for piece in data {
            if asDefault {
                chunks.append(piece)
            } else {
                chunks.append(Self.be32(sequence) + piece)
                sequence += 1
            }
        }
        frames.append((control, chunks))
        repeats.append(1)
    }

    /// The smallest rectangle holding every pixel that differs; nil when none does.
    static func changedRegion(from a: RGBAImage, to b: RGBAImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        a.pixels.withUnsafeBufferPointer { old in
            b.pixels.withUnsafeBufferPointer { new in
                for y in 0..<a.height {
                    let row = y * a.width * 4
                    var x = 0
                    while x < a.width {
                        let i = row + x * 4
                        if old[i] != new[i] || old[i + 1] != new[i + 1] || old[i + 2] != new[i + 2] || old[i + 3] != new[i + 3] {
                            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                        }
                        x += 1
                    }
                }
            }
        }
        guard maxX >= 0 else { return nil }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func crop(_ image: RGBAImage, _ region: (x: Int, y: Int, width: Int, height: Int)) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(region.width * region.height * 4)
        for y in region.y..<(region.y + region.height) {
            let start = (y * image.width + region.x) * 4
            pixels += image.pixels[start..<(start + region.width * 4)]
        }
        return RGBAImage(width: region.width, height: region.height, pixels: pixels)
    }

    /// The chunks of a PNG file, in order.
    static func chunks(of png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var found: [(type: String, data: [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= png.count else { break }
            found.append((type, Array(png[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return found
    }

    static func append(chunk type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        out += be32(UInt32(data.count)) + typeBytes + data
        out += be32(crc32(typeBytes + data))
    }

    static func be32(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// The CRC-32 PNG chunks end with.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
