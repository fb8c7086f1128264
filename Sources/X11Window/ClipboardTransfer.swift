import CX11

/// Text sent in pieces to a program that asked for more than one property holds (ICCCM's INCR
/// protocol): each time the requestor deletes the property, the next piece goes in, and an
/// empty piece ends it.
struct ClipboardTransfer {
    /// The window that asked, and the property the pieces go in.
    let requestor: XID
    let property: Atom
    /// The type the text goes as (UTF8_STRING or STRING).
    let type: Atom
    let bytes: [UInt8]
    /// How much has been sent.
    var sent = 0
    /// When the last piece went (the clock's seconds): a requestor that stops reading is dropped.
    var lastActivity: Double

    /// The next piece, at most `limit` bytes; empty once everything has gone, which ends it.
    mutating func nextPiece(limit: Int) -> ArraySlice<UInt8> {
        let end = min(bytes.count, sent + limit)
        defer { sent = end }
        return bytes[sent..<end]
    }
}
