/// A cache key from the parts a compiled library depends on: two 64-bit FNV-1a hashes with
/// different starting values, as 32 hex digits. Not cryptographic; a collision between two
/// files of one user's cache is what it must make unlikely, and 128 bits do.
struct CacheKey {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    /// Adds `part`, ended by a zero byte so that parts cannot run into each other.
    mutating func add(_ part: String) {
        for byte in part.utf8 { mix(byte) }
        mix(0)
    }

    /// Adds raw bytes, with no end mark: a file's content read in pieces.
    mutating func add(bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { mix(byte) }
    }

    private mutating func mix(_ byte: UInt8) {
        first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }

    var text: String {
        [first, second].map { value in
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }
}
