import CX11

/// Reads a pixmap of the default visual back into RGBA bytes.
struct PixmapReader {
    let display: Display

    func read(_ pixmap: Drawable, x: Int = 0, y: Int = 0, width: Int, height: Int) -> RGBAImage {
        let visual = display.visual.pointee
        guard let image = XGetImage(display.pointer, pixmap, Int32(x), Int32(y), UInt32(width), UInt32(height), UInt.max, ZPixmap) else {
            return RGBAImage(width: width, height: height, pixels: [UInt8](repeating: 0, count: width * height * 4))
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        let red = Channel(mask: visual.red_mask), green = Channel(mask: visual.green_mask), blue = Channel(mask: visual.blue_mask)
        let ximage = image.pointee
        let bytesPerLine = Int(ximage.bytes_per_line)
        let data = UnsafeRawPointer(ximage.data!)
        let littleEndianWords = ximage.bits_per_pixel == 32 && ximage.byte_order == LSBFirst
        if littleEndianWords, visual.red_mask == 0xFF0000, visual.green_mask == 0xFF00, visual.blue_mask == 0xFF {
            // The common case (every X server this runs on): 32-bit little-endian xRGB words,
            // each moved to RGBA with its alpha made opaque, a whole row at a time.
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
                let words = UnsafeMutableRawPointer(out.baseAddress!)
                for row in 0..<height {
                    let source = data + row * bytesPerLine, target = words + row * width * 4
                    for column in 0..<width {
                        let value = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: column * 4, as: UInt32.self))
                        // xRGB little-endian is bytes B G R x; RGBA little-endian is R G B A.
                        let rgba = (value >> 16 & 0xFF) | (value & 0xFF00) | (value & 0xFF) << 16 | 0xFF00_0000
                        target.storeBytes(of: rgba.littleEndian, toByteOffset: column * 4, as: UInt32.self)
                    }
                }
                initialized = width * height * 4
            }
            return RGBAImage(width: width, height: height, pixels: pixels)
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                let value = littleEndianWords
                    ? UInt(UInt32(littleEndian: data.loadUnaligned(fromByteOffset: row * bytesPerLine + column * 4, as: UInt32.self)))
                    : ximage.f.get_pixel(image, Int32(column), Int32(row))
                let i = (row * width + column) * 4
                pixels[i] = red.byte(of: value)
                pixels[i + 1] = green.byte(of: value)
                pixels[i + 2] = blue.byte(of: value)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// One colour channel of a TrueColor pixel, scaled to 8 bits.
    private struct Channel {
        let shift: Int
        let maximum: UInt

        init(mask: UInt) {
            shift = mask == 0 ? 0 : mask.trailingZeroBitCount
            maximum = mask >> shift
        }

        func byte(of pixel: UInt) -> UInt8 {
            guard maximum > 0 else { return 0 }
            let value = (pixel >> shift) & maximum
            return UInt8((value * 255 + maximum / 2) / maximum)
        }
    }
}
