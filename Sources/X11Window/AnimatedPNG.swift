import Glibc

/// Writes an animated PNG (APNG): frames added one at a time, each stored as only the rectangle
/// that changed since the frame before (the first whole), replacing those pixels, so a run of a
/// UX check where little moves stays small. (Leaving the unchanged pixels of a region
/// transparent and blending it over, as APNG allows, was tried: PNG's row filters already take
/// unchanged runs for little, and the cut edges cost more, 3-4 % more in all.) Frames are
/// compressed by libpng as they come, on a thread of their own, so memory holds compressed
/// frames, the last picture and the few waiting.
public final class AnimatedPNG {
    /// The picture's width and height, those of the first frame.
    public private(set) var width = 0
    public private(set) var height = 0
    /// How long each frame shows: `delayNumerator / delayDenominator` seconds.
    public let delayNumerator: UInt16
    public let delayDenominator: UInt16
    private var header: [UInt8] = []
    /// Each stored frame's place; its pixels are the compressor's.
    private var frames: [(x: Int, y: Int, width: Int, height: Int)] = []
    private let compressor = FrameCompressor()
    private var previous: RGBAImage?
    /// Frames that repeat the one before are folded into it, its delay growing.
    private var repeats: [UInt16] = []

    /// An animation whose frames each show `numerator / denominator` seconds (1/30 by default).
    public init(delayNumerator: UInt16 = 1, delayDenominator: UInt16 = 30) {
        self.delayNumerator = delayNumerator
        self.delayDenominator = delayDenominator
    }

    /// How many frames the animation has.
    public var frameCount: Int { frames.count }

    /// Adds `image` as the next frame; it must have the first frame's size. It is compressed on
    /// a thread of its own while the caller goes on.
    public func append(_ image: RGBAImage) throws(X11Error) {
        guard let previous else {
            guard image.width > 0, image.height > 0 else { throw X11Error("an animation's frames cannot be empty") }
            width = image.width
            height = image.height
            // IHDR: the size, 8 bits a channel, colour type 6 (RGBA), deflate, adaptive filters, not interlaced.
            header = Self.be32(UInt32(width)) + Self.be32(UInt32(height)) + [8, 6, 0, 0, 0]
            add(region: (0, 0, image.width, image.height), pixels: image)
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
        add(region: changed, pixels: Self.crop(image, changed))
        self.previous = image
    }

    /// The file's bytes, once every frame is compressed.
    public func bytes() throws(X11Error) -> [UInt8] {
        let payloads = try compressor.finished()
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        Self.append(chunk: "IHDR", header, to: &out)
        Self.append(chunk: "acTL", Self.be32(UInt32(frames.count)) + Self.be32(0), to: &out)
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            Self.append(chunk: "fcTL", control(of: frame, sequence: sequence, repeats: repeats[index]), to: &out)
            sequence += 1
            for data in payloads[index] {
                if index == 0 {
                    Self.append(chunk: "IDAT", data, to: &out)
                } else {
                    Self.append(chunk: "fdAT", Self.be32(sequence) + data, to: &out)
                    sequence += 1
                }
            }
        }
        Self.append(chunk: "IEND", [], to: &out)
        return out
    }

    /// Writes the file at `path`, whole or not at all: beside it under a temporary name, then renamed.
    public func write(to path: String) throws(X11Error) {
        let temporary = "\(path).\(getpid()).partial"
        let data = try bytes()
        guard let file = fopen(temporary, "wb") else { throw X11Error("cannot write \"\(path)\": \(String(cString: strerror(errno)))") }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, data.count, file) }
        let closed = fclose(file)
        guard written == data.count, closed == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw X11Error("cannot write \"\(path)\": \(reason)")
        }
    }

    private func add(region: (x: Int, y: Int, width: Int, height: Int), pixels: RGBAImage) {
        compressor.submit(pixels)
        frames.append(region)
        repeats.append(1)
    }

    /// A frame's fcTL: its sequence number, size and place, its delay (frames that repeated it
    /// adding theirs), dispose none (the frame stays for the next) and blend source (it replaces
    /// the region's pixels).
    private func control(of region: (x: Int, y: Int, width: Int, height: Int), sequence: UInt32, repeats: UInt16) -> [UInt8] {
        let delay = UInt16(clamping: Int(delayNumerator) * Int(repeats))
        var control = Self.be32(sequence)
        control += Self.be32(UInt32(region.width)) + Self.be32(UInt32(region.height))
        control += Self.be32(UInt32(region.x)) + Self.be32(UInt32(region.y))
        control += [UInt8(delay >> 8), UInt8(delay & 0xFF), UInt8(delayDenominator >> 8), UInt8(delayDenominator & 0xFF)]
        control += [0, 0]
        return control
    }

    /// The smallest rectangle holding every pixel that differs; nil when none does. Rows are
    /// compared whole first (memcmp), and only differing rows pixel by pixel from their ends.
    static func changedRegion(from a: RGBAImage, to b: RGBAImage) -> (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        let width = a.width, rowBytes = a.width * 4
        a.pixels.withUnsafeBytes { old in
            b.pixels.withUnsafeBytes { new in
                for y in 0..<a.height {
                    let row = y * rowBytes
                    guard memcmp(old.baseAddress! + row, new.baseAddress! + row, rowBytes) != 0 else { continue }
                    minY = min(minY, y)
                    maxY = y
                    let differs = { (x: Int) in
                        old.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self) != new.loadUnaligned(fromByteOffset: row + x * 4, as: UInt32.self)
                    }
                    var left = 0
                    while !differs(left) { left += 1 }
                    var right = width - 1
                    while !differs(right) { right -= 1 }
                    minX = min(minX, left)
                    maxX = max(maxX, right)
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
