import X11Window

/// The frames of an animated PNG, read without the writer's code: each frame's control chunk and
/// its compressed rows, which make a PNG of their own (the file's header with the frame's size)
/// that libpng decodes.
struct APNGFrames {
    struct Frame {
        let x, y, width, height: Int
        let delay: Int
        let header: [UInt8]
        let data: [UInt8]

        /// The frame's pixels as a picture of its own size.
        func image() throws -> RGBAImage {
            var ihdr = header
            ihdr.replaceSubrange(0..<8, with: APNGFrames.be32(width) + APNGFrames.be32(height))
            var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            APNGFrames.append("IHDR", ihdr, to: &png)
            APNGFrames.append("IDAT", data, to: &png)
            APNGFrames.append("IEND", [], to: &png)
            return try PNG.decode(png)
        }

        /// Lays the frame on `canvas` as a viewer does with dispose none and blend source: its
        /// pixels replace the region's.
        func composite(onto canvas: inout RGBAImage) throws {
            let pixels = try image().pixels
            for row in 0..<height {
                for column in 0..<width {
                    let from = (row * width + column) * 4, to = ((y + row) * canvas.width + x + column) * 4
                    for channel in 0..<4 { canvas.pixels[to + channel] = pixels[from + channel] }
                }
            }
        }
    }

    private(set) var frames: [Frame] = []
    var count: Int { frames.count }
    subscript(index: Int) -> Frame { frames[index] }
    func map<T>(_ transform: (Frame) -> T) -> [T] { frames.map(transform) }

    init(_ bytes: [UInt8]) throws {
        var offset = 8, header: [UInt8] = []
        var pending: (control: [UInt8], data: [UInt8])?
        func finish() {
            guard let (control, data) = pending else { return }
            let number = { (at: Int) in Int(control[at]) << 24 | Int(control[at + 1]) << 16 | Int(control[at + 2]) << 8 | Int(control[at + 3]) }
            // Dispose op and blend op (bytes 24, 25) are read as this project writes them: none, source.
            guard control[24] == 0, control[25] == 0 else { return }
            frames.append(Frame(x: number(12), y: number(16), width: number(4), height: number(8),
                                delay: Int(control[20]) << 8 | Int(control[21]), header: header, data: data))
        }
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            switch type {
            case "IHDR": header = body
            case "fcTL":
                finish()
                pending = (body, [])
            case "IDAT": pending?.data += body
            case "fdAT": pending?.data += body.dropFirst(4)
            default: break
            }
            offset += 12 + length
        }
        finish()
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typed = Array(type.utf8) + data
        out += be32(data.count) + typed + be32(Int(crc32(typed)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }
}
