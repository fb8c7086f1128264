import Glibc
import X11Window

/// The fonts snapshots are drawn with, whatever the machine has: DejaVu Sans and Sans Bold, and
/// Serif and Serif Bold for the characters Sans lacks,
/// shipped with this module in `Fonts/` (from Debian's fonts-dejavu-core 2.37), and
/// no other, with anti-aliasing and hinting fixed, so the same input gives the same pixels on
/// every machine; colour emoji come from Debian's Noto Color Emoji where it is installed (`make`
/// installs it). The same text as `assets/fonts.conf`, which the project's own headless runs
/// use, but for the folder (a test keeps the two equal).
enum PinnedFonts {
    /// The configuration with the fonts in `directory`.
    static func xml(directory: String) -> String {
        template.replacing(directoryPlaceholder, with: "<dir>\(directory)</dir>")
    }

    static let directoryPlaceholder = "<dir>FONTS</dir>"

    static let template = """
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- The fonts of the screenshot tests: DejaVu Sans, Sans Bold, Serif and Serif Bold (for what Sans
     lacks) as CollectionWindow ships them, and Noto Color Emoji where Debian installs it, with antialiasing and hinting fixed, so renders match on every machine. -->
<fontconfig>
  <dir>FONTS</dir>
  <cachedir>/tmp/xcollection-fontconfig-cache</cachedir>
  <match target="pattern">
    <edit name="dpi" mode="assign"><double>96</double></edit>
  </match>
  <match target="font">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="autohint" mode="assign"><bool>false</bool></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcdnone</const></edit>
    <edit name="embeddedbitmap" mode="assign"><bool>false</bool></edit>
  </match>
  <!-- Colour emoji from Debian's fonts-noto-color-emoji, that one file of its folder: its glyphs
       are bitmaps, which it alone may use. -->
  <dir>/usr/share/fonts/truetype/noto</dir>
  <selectfont>
    <acceptfont><glob>*/NotoColorEmoji.ttf</glob></acceptfont>
    <rejectfont><glob>/usr/share/fonts/truetype/noto/*</glob></rejectfont>
  </selectfont>
  <alias><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>
  <match target="font">
    <test name="family"><string>Noto Color Emoji</string></test>
    <edit name="embeddedbitmap" mode="assign"><bool>true</bool></edit>
  </match>
</fontconfig>

"""

    /// The shipped fonts' folder: `Fonts` beside the running program, where `make install` puts
    /// it, or else this module's own `Fonts` in the sources it was built from (a build in the
    /// project or in a user's package, whose checkout SwiftPM keeps). Found by path rather than
    /// through a SwiftPM resource bundle, whose accessor would load Foundation into a program
    /// that draws without it.
    static var directory: String? {
        [besideProgram, inSources].compactMap { $0 }.first(where: holdsFonts)
    }

    static var besideProgram: String? {
        RunningExecutable.folder.map { $0 + "/Fonts" }
    }

    static var inSources: String? {
        let source = #filePath
        guard let slash = source.lastIndex(of: "/") else { return nil }
        return source[..<slash] + "/Fonts"
    }

    private static func holdsFonts(_ folder: String) -> Bool {
        access(folder + "/DejaVuSans.ttf", R_OK) == 0
    }

    /// The configuration, parsed once; it fails where the shipped fonts cannot be found.
    static func configuration() throws(X11Error) -> FontConfiguration {
        guard let directory else {
            throw X11Error("the pinned fonts are missing: no Fonts folder beside the program (\(besideProgram ?? "?")) nor in CollectionWindow's sources (\(inSources ?? "?"))")
        }
        let configuration = try FontConfiguration(xml: xml(directory: directory))
        guard configuration.hasFamily("DejaVu Sans") else {
            throw X11Error("the pinned fonts in \(directory) could not be loaded")
        }
        return configuration
    }
}
