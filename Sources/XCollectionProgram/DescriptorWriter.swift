import Glibc

/// Writing text whole to a file descriptor with POSIX calls, on through interruptions and short
/// writes: straight to the descriptor, with no buffer that could hide a failure or hold back a line.
public enum DescriptorWriter {
    /// Writes `text` to `descriptor`; the `errno` of the write that failed, or nil.
    @discardableResult
    public static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
    }

    /// Writes `bytes` to `descriptor` (a chunk read from a pipe, which may end inside a
    /// character); the `errno` of the write that failed, or nil.
    @discardableResult
    public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var rest = bytes
        while !rest.isEmpty {
            let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return written < 0 ? errno : EIO }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
        return nil
    }
}
