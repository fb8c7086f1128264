import CFriBidi

/// A paragraph's characters with their embedding levels from the Unicode bidirectional
/// algorithm (FriBidi): an odd level reads right to left.
struct BidiParagraph {
    /// One level per character; empty when FriBidi could not resolve them (all are then 0).
    let levels: [UInt8]
    let direction: TextDirection

    /// Resolves `scalars` in a paragraph of direction `base`; when nil, the direction of their
    /// first strong character, or left to right when they have none.
    init(_ scalars: [UInt32], base: TextDirection? = nil) {
        let count = scalars.count
        // Left-to-right text with nothing right to left in it, the usual case, needs no resolving.
        guard base == .rightToLeft || scalars.contains(where: Self.mayBeRightToLeft) else {
            levels = []
            direction = .leftToRight
            return
        }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var resolved = [FriBidiLevel](repeating: 0, count: count)
        var paragraph = switch base {
        case nil: xcollection_fribidi_par_on()
        case .leftToRight?: xcollection_fribidi_par_ltr()
        case .rightToLeft?: xcollection_fribidi_par_rtl()
        }
        let found: FriBidiLevel = scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &paragraph, &resolved)
        }
        levels = found == 0 ? [] : resolved.map { UInt8(bitPattern: $0) }
        direction = xcollection_fribidi_is_rtl(paragraph) != 0 ? .rightToLeft : .leftToRight
    }

    /// The level of the character at `index`.
    func level(at index: Int) -> UInt8 {
        levels.isEmpty ? 0 : levels[index]
    }

    /// Whether `scalar` may be a right-to-left character or a bidi control: Hebrew, Arabic,
    /// Syriac, Thaana, N'Ko and the other scripts from U+0590 to U+08FF, their presentation
    /// forms, the right-to-left planes of U+10800 to U+10FFF and U+1E800 to U+1EFFF, and the
    /// explicit marks and embeddings.
    static func mayBeRightToLeft(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202B, 0x202E, 0x2067: true
        default: false
        }
    }

    /// The order runs with `levels` (in logical order) are seen in, left to right: from the
    /// highest level down to the lowest odd one, each stretch at that level or above is reversed
    /// (rule L2).
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let highest = levels.max(), let lowestOdd = levels.filter({ $0 % 2 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < order.count {
                guard levels[order[start]] >= level else { start += 1; continue }
                var end = start
                while end + 1 < order.count, levels[order[end + 1]] >= level { end += 1 }
                order[start...end].reverse()
                start = end + 1
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
