import CPNG
import Glibc

/// Reads and writes 8-bit RGBA PNG files through libpng's simplified API.
public enum PNG {
    // libpng's format flags, spelled out because the header builds them from nested macros.
    private static let formatRGBA: UInt32 = 0x1 | 0x2  // PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_COLOR
    private static let imageVersion: UInt32 = 1        // PNG_IMAGE_VERSION

    /// Writes `image` as an RGBA PNG at `path`, replacing any file there only once the new one
    /// is whole: it is written beside it under a temporary name and renamed over it, so a
    /// program killed mid-write never leaves a truncated PNG where a good one was.
    public static func write(_ image: RGBAImage, to path: String) throws(X11Error) {
        let temporary = "\(path).\(getpid()).partial"
        var png = png_image()
        png.version = imageVersion
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = formatRGBA
        let ok = image.pixels.withUnsafeBytes { bytes in
            png_image_write_to_file(&png, temporary, 0, bytes.baseAddress, Int32(image.width * 4), nil)
        }
        guard ok != 0 else {
            unlink(temporary)
            throw X11Error("cannot write PNG \"\(path)\": \(message(of: png))")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw X11Error("cannot write PNG \"\(path)\": \(reason)")
        }
    }

    /// Reads the PNG at `path`, converting any PNG colour type to 8-bit RGBA.
    public static func read(_ path: String) throws(X11Error) -> RGBAImage {
        var png = png_image()
        png.version = imageVersion
        guard png_image_begin_read_from_file(&png, path) != 0 else {
            throw X11Error("cannot read PNG \"\(path)\": \(message(of: png))")
        }
        png.format = formatRGBA
        let width = Int(png.width)
        let height = Int(png.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&png, nil, bytes.baseAddress, Int32(width * 4), nil)
        }
        guard ok != 0 else {
            // finish_read frees libpng's state on failure too; only the message is left.
            throw X11Error("cannot read PNG \"\(path)\": \(message(of: png))")
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// `image` as the bytes of an RGBA PNG file; `favouringSpeed` compresses less (libpng's
    /// `PNG_IMAGE_FLAG_FAST`: no row filters, zlib level 3), for frames written as they are drawn.
    public static func encode(_ image: RGBAImage, favouringSpeed: Bool = false) throws(X11Error) -> [UInt8] {
        var png = png_image()
        if favouringSpeed { png.flags = 0x02 }  // PNG_IMAGE_FLAG_FAST
        png.version = imageVersion
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = formatRGBA
        // One pass into a buffer of libpng's own upper bound (PNG_IMAGE_PNG_SIZE_MAX): asking for
        // the size first would compress the image twice.
        let rows = image.height * (image.width * 4 + 1)
        let capacity = rows + (rows + 7) / 8 + (rows + 63) / 64 + 11 + 1024
        var size = capacity
        var ok: Int32 = 0
        let data = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            ok = image.pixels.withUnsafeBytes { bytes in
                png_image_write_to_memory(&png, out.baseAddress, &size, 0, bytes.baseAddress, Int32(image.width * 4), nil)
            }
            initialized = ok != 0 ? size : 0
        }
        guard ok != 0 else { throw X11Error("cannot encode a \(image.width)x\(image.height) PNG: \(message(of: png))") }
        return data
    }

    /// The width and height a PNG file's header declares, read without decoding a pixel: what
    /// decoding it would allocate is known before it is.
    public static func dimensions(of bytes: [UInt8]) throws(X11Error) -> (width: Int, height: Int) {
        let result: Result<(width: Int, height: Int), X11Error> = bytes.withUnsafeBytes { raw in
            var png = png_image()
            png.version = imageVersion
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else {
                return .failure(X11Error("not a PNG: \(message(of: png))"))
            }
            defer { png_image_free(&png) }
            return .success((Int(png.width), Int(png.height)))
        }
        return try result.get()
    }

    /// The image in `bytes`, the contents of a PNG file, converted to 8-bit RGBA.
    public static func decode(_ bytes: [UInt8]) throws(X11Error) -> RGBAImage {
        // libpng reads from the memory given to begin_read until finish_read, so both run
        // while the bytes are pinned.
        let result: Result<RGBAImage, X11Error> = bytes.withUnsafeBytes { raw in
            var png = png_image()
            png.version = imageVersion
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else {
                return .failure(X11Error("not a PNG: \(message(of: png))"))
            }
            png.format = formatRGBA
            let width = Int(png.width), height = Int(png.height)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let ok = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, Int32(width * 4), nil) }
            guard ok != 0 else { return .failure(X11Error("not a whole PNG: \(message(of: png))")) }
            return .success(RGBAImage(width: width, height: height, pixels: pixels))
        }
        return try result.get()
    }

    /// libpng's error text, which it keeps in a fixed char array inside the struct.
    private static func message(of png: png_image) -> String {
        var copy = png.message
        return withUnsafeBytes(of: &copy) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
