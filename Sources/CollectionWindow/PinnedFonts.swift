import X11Window

/// The fonts snapshots are drawn with, whatever the machine has configured: DejaVu (Debian's
/// fonts-dejavu-core) and nothing else, with anti-aliasing and hinting fixed, so the same input
/// gives the same pixels everywhere. The same text as `assets/fonts.conf`, which the project's
/// own headless runs use (a test keeps the two equal).
enum PinnedFonts {
    static let xml = """
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<!-- The fonts of the screenshot tests: DejaVu from Debian's fonts-dejavu-core and nothing
     else, with antialiasing and hinting fixed, so renders match on every machine. -->
<fontconfig>
  <dir>/usr/share/fonts/truetype/dejavu</dir>
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
</fontconfig>

"""

    /// The configuration, parsed once; it fails where the DejaVu fonts are missing.
    static func configuration() throws(X11Error) -> FontConfiguration {
        let configuration = try FontConfiguration(xml: xml)
        guard configuration.hasFamily("DejaVu Sans") else {
            throw X11Error("the pinned fonts are missing: install Debian's fonts-dejavu-core (sudo apt-get install fonts-dejavu-core)")
        }
        return configuration
    }
}
