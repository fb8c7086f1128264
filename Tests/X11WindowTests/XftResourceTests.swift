import Testing
@testable import X11Window

/// `Xft.dpi` read from the server's resource text, as `xrdb` leaves it.
@Suite struct XftResourceTests {
    @Test("the value of Xft.dpi among other resources, with tabs or spaces; nil when absent or not a number")
    func parse() {
        #expect(Display.xftDPI(in: "Xcursor.size:\t24\nXft.dpi:\t192\nXft.antialias:\t1\n") == 192)
        #expect(Display.xftDPI(in: "Xft.dpi: 144") == 144)
        #expect(Display.xftDPI(in: "Xft.hinting:\t1\n") == nil)
        #expect(Display.xftDPI(in: "Xft.dpi:\tlarge\n") == nil)
        #expect(Display.xftDPI(in: "") == nil)
    }
}
