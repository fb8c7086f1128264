import CTurboJPEG
import Glibc

/// Reads JPEG files through libjpeg-turbo's TurboJPEG API.
public enum JPEG {
    /// Reads the JPEG at `path` as 8-bit RGBA (opaque).
    public static func read(_ path: String) throws(X11Error) -> RGBAImage {
        guard let file = fopen(path, "rb") else {
            throw X11Error("cannot read JPEG \"\(path)\": \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, 65536, file) }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return try decode(bytes, name: path)
    }

    /// Decodes the bytes of a JPEG file; `name` says which in errors.
    public static func decode(_ bytes: [UInt8], name: String) throws(X11Error) -> RGBAImage {
        guard let handle = tjInitDecompress() else { throw X11Error("cannot read JPEG \"\(name)\": libjpeg-turbo did not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0, width > 0, height > 0 else {
            throw X11Error("cannot read JPEG \"\(name)\": \(String(cString: tjGetErrorStr2(handle)))")
        }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(bytes.count), target.baseAddress, width, width * 4, height,
                              Int32(TJPF_RGBA.rawValue), 0)
            }
        }
        guard status == 0 else {
            throw X11Error("cannot read JPEG \"\(name)\": \(String(cString: tjGetErrorStr2(handle)))")
        }
        return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
    }
}
