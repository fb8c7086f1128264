import Glibc

/// Writing text whole to a file descriptor with POSIX calls, on through interruptions and short
/// writes: straight to the descriptor, with no buffer that could hide a failure or hold back a line.
enum DescriptorWriter {
    /// Writes `text` to `descriptor`; the `errno` of the write that failed, or nil.
    static func write(_ text: String, to descriptor: Int32) -> Int32? {
        var text = text
        return text.withUTF8 { bytes -> Int32? in
            var rest = UnsafeRawBufferPointer(bytes)
            while !rest.isEmpty {
                let written = Glibc.write(descriptor, rest.baseAddress, rest.count)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
            }
            return nil
        }
    }
}
