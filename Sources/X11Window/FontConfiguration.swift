import CX11

/// A fontconfig configuration of its own, made current only while a body runs: for renders
/// that must come out the same on every machine whatever fonts it has installed.
///
/// fontconfig has one current configuration per process; fonts opened while this one is
/// current (matched, and their fallbacks sorted) come from it. Use it from one thread at a time.
public final class FontConfiguration {
    private let config: OpaquePointer

    /// Parses `xml`, a fonts.conf document, and loads the fonts it names.
    public init(xml: String) throws(X11Error) {
        guard let config = FcConfigCreate() else { throw X11Error("fontconfig: out of memory") }
        let parsed = xml.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: xml.utf8.count + 1) { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        }
        guard parsed != 0 else {
            FcConfigDestroy(config)
            throw X11Error("fontconfig: the font configuration does not parse")
        }
        guard FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw X11Error("fontconfig: cannot load the fonts the configuration names")
        }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    /// Runs `body` with this configuration current, then puts the one before it back.
    public func withCurrent<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        // fontconfig takes a reference to what becomes current and drops the one it replaces.
        let previous = FcConfigGetCurrent()
        FcConfigReference(previous)
        FcConfigSetCurrent(config)
        defer {
            FcConfigSetCurrent(previous)
            FcConfigDestroy(previous)
        }
        return try body()
    }

    /// Whether a font of `family` is there to match, not a substitute from another family.
    public func hasFamily(_ family: String) -> Bool {
        guard let pattern = FcPatternCreate() else { return false }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        guard let objects = FcObjectSetCreate() else { return false }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let list = FcFontList(config, pattern, objects) else { return false }
        defer { FcFontSetDestroy(list) }
        return list.pointee.nfont > 0
    }
}
