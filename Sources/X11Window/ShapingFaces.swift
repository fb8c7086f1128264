import CHarfBuzz
import Synchronization

/// HarfBuzz's faces, one per font file and face index for the whole process, shared by every
/// size and weight that uses them: a face keeps the tables it has parsed (the positioning and
/// substitution lookups are the costly part of a first shaping), so a second size of DejaVu
/// Sans shapes at once. Faces are immutable and safe to share between threads; they live as
/// long as the process, and there are as many as font files used.
enum ShapingFaces {
    /// A face pointer, shared as HarfBuzz allows.
    private struct Face: @unchecked Sendable {
        let pointer: OpaquePointer
    }

    private static let faces = Mutex<[String: Face]>([:])

    /// The face at `index` of the file at `path`; nil when HarfBuzz cannot read it as a font.
    static func face(path: String, index: UInt32) -> OpaquePointer? {
        let key = "\(index)\u{0}\(path)"
        return faces.withLock { faces -> OpaquePointer? in
            if let known = faces[key] { return known.pointer }
            guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
            defer { hb_blob_destroy(blob) }
            guard let face = hb_face_create(blob, index), hb_face_get_glyph_count(face) > 0 else { return nil }
            hb_face_make_immutable(face)
            faces[key] = Face(pointer: face)
            return face
        }
    }
}
