import CX11

/// Consecutive characters of a string that one Xft font draws.
struct TextRun {
    let font: UnsafeMutablePointer<XftFont>
    var characters: [FcChar32]

    /// Xft reports extents in 16-bit fields, so runs are measured and drawn in pieces short
    /// enough that no piece's advance can overflow them.
    static let maximumPieceLength = 256

    /// The run split into pieces of at most `maximumPieceLength` characters.
    var pieces: [ArraySlice<FcChar32>] {
        stride(from: 0, to: characters.count, by: Self.maximumPieceLength).map {
            characters[$0..<min($0 + Self.maximumPieceLength, characters.count)]
        }
    }
}
