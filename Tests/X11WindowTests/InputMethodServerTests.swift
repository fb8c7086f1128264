import CX11
import Foundation
import Glibc
import Testing
import TestSupport
@testable import X11Window

/// A real input method server composing text on the spot: uim's XIM bridge with its Korean
/// engine (byeoru), on a private X server, typed through XTest as a person types. The text it is
/// composing reaches the window as marked text, one jamo at a time, and the finished syllable as
/// typed text — the path Japanese, Chinese and Korean input take.
@Suite(.serialized) struct InputMethodServerTests {
    /// What the window heard: each composition it was shown, and the text typed.
    private struct Heard {
        var marked: [String] = []
        var typed = ""
    }

    @Test("a server's drawing replaces characters and moves the caret, kept inside the text; deleting and clearing empty it")
    func preeditDrawing() {
        var text = PreeditText()
        text.draw(first: 0, replaced: 0, inserted: ["ㅎ"], caret: 1)
        text.draw(first: 0, replaced: 1, inserted: ["하"], caret: 1)
        text.draw(first: 1, replaced: 0, inserted: ["고", "요"], caret: 9)
        #expect(text.text == "하고요" && text.caret == 3)
        text.draw(first: 1, replaced: 1, inserted: nil, caret: 1)
        #expect(text.text == "하요" && text.caret == 1)
        #expect(text.moveCaret(to: -4) == 0)
        text.draw(first: 7, replaced: 3, inserted: ["!"], caret: 3)
        #expect(text.text == "하요!" && text.caret == 3)
        text.clear()
        #expect(text.text.isEmpty && text.caret == 0)
    }

    @Test("a server's composition arrives as marked text, jamo by jamo, and its commit as typed text: 한 from g, k, s in uim's Korean engine")
    func hangulComposedOnTheSpot() throws {
        let locales = try KoreanLocale()
        let server = try PrivateXvfb()
        try withExtendedLifetime(server) {
            let uim = try UIMServer(display: server.displayName, locales: locales.path)
            defer { uim.stop() }
            let session = try TestDisplay(name: server.displayName)
            #expect(uim.waitUntilServing(on: session.display), "uim-xim did not register on \(server.displayName)")
            let heard = try locales.using {
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                func tap(_ keysym: UInt, shifted: Bool = false) {
                    if shifted { input.key(0xFFE1, press: true) }       // XK_Shift_L
                    input.key(keysym, press: true)
                    input.key(keysym, press: false)
                    if shifted { input.key(0xFFE1, press: false) }
                    input.flush()
                }
                var heard = Heard()
                func listen(for seconds: Double = 4, until done: (Heard) -> Bool) {
                    let deadline = Date().addingTimeInterval(seconds)
                    while !done(heard), Date() < deadline, let event = window.nextEvent(timeout: 0.1) ?? Optional(.exposed) {
                        switch event {
                        case .textMarked(let text, _): heard.marked.append(text)
                        case .textTyped(let text): heard.typed += text
                        default: break
                        }
                    }
                }
                // The first key opens the window's input method; Shift+Space turns the Korean engine on.
                tap(0x20, shifted: true)
                listen(for: 0.5) { _ in false }
                for keysym: UInt in [0x67, 0x6B, 0x73] {   // g k s: ㅎ, 하, 한 in the two-set layout
                    tap(keysym)
                    let count = heard.marked.count
                    listen { $0.marked.count > count }
                }
                tap(0x20)                                   // Space finishes the syllable
                listen { $0.typed.contains("한") }
                return heard
            }
            // Each change told once (a server's draw and its caret move are one change), then the end.
            #expect(heard.marked == ["ㅎ", "하", "한", ""], "\(heard.marked)")
            #expect(heard.typed.hasPrefix("한"), "\(heard.typed)")
        }
    }
}

/// `ko_KR.UTF-8` compiled from Debian's locale sources into a folder of its own (no root, no
/// system locale touched), and this process's character type and input method modifiers set to
/// it while a body runs: an XIM server serves only clients of a locale it supports.
private final class KoreanLocale {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "xcollection-locales-\(getpid())"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let made = Process()
        made.executableURL = URL(fileURLWithPath: "/usr/bin/localedef")
        made.arguments = ["-i", "ko_KR", "-f", "UTF-8", path + "/ko_KR.UTF-8"]
        made.standardOutput = FileHandle.nullDevice
        made.standardError = FileHandle.nullDevice
        try made.run()
        made.waitUntilExit()
        guard FileManager.default.fileExists(atPath: path + "/ko_KR.UTF-8/LC_CTYPE") else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path + "/ko_KR.UTF-8 (localedef -i ko_KR -f UTF-8: install Debian's locales, or run make test)"])
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func using<T>(_ body: () throws -> T) throws -> T {
        let previous = String(cString: setlocale(LC_CTYPE, nil))
        setenv("LOCPATH", path, 1)
        setenv("LC_CTYPE", "ko_KR.UTF-8", 1)
        setenv("XMODIFIERS", "@im=uim", 1)
        defer {
            unsetenv("XMODIFIERS")
            unsetenv("LC_CTYPE")
            _ = setlocale(LC_CTYPE, previous)
            unsetenv("LOCPATH")
            _ = XSetLocaleModifiers("")
        }
        guard setlocale(LC_CTYPE, "ko_KR.UTF-8") != nil else { throw CocoaError(.featureUnsupported) }
        _ = XSetLocaleModifiers("@im=uim")
        return try body()
    }
}

/// uim's XIM bridge on `display`, its Korean engine chosen at start.
private final class UIMServer {
    private let process = Process()

    init(display: String, locales: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/uim-xim")
        process.arguments = ["--engine=byeoru"]
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["LOCPATH"] = locales
        environment["LANG"] = "ko_KR.UTF-8"
        environment["LC_ALL"] = "ko_KR.UTF-8"
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Waits (at most 5 s) for the server to own its selection, as XIM clients find it.
    func waitUntilServing(on display: Display) -> Bool {
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            let atom = XInternAtom(display.pointer, "@server=uim", 1)
            if atom != 0, XGetSelectionOwner(display.pointer, atom) != 0 { return true }
            usleep(50_000)
        }
        return false
    }

    /// Stops the server: uim-xim does not end on SIGTERM, so it is killed.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
