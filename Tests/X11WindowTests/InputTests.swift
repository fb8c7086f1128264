import Testing
import TestSupport
import X11Window

extension XServerTests {
    /// XTest input delivered to a window, read back through `nextEvent`.
    @Suite struct InputTests {
        @Test("click gives window relative press and release") func clickGivesWindowRelativePressAndRelease() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                let origin = window.rootPosition
                input.move(x: origin.x + 40, y: origin.y + 30)
                input.click(button: 1)
                input.flush()
                let press = awaitEvent(window) { event -> (Int, Double, Double)? in
                    if case let .pointerPressed(button, x, y, _, _) = event { return (button, x, y) }
                    return nil
                }
                #expect(press?.0 == 1 && press?.1 == 40 && press?.2 == 30)
                let release = awaitEvent(window) { event -> (Int, Double, Double)? in
                    if case let .pointerReleased(button, x, y, _, _) = event { return (button, x, y) }
                    return nil
                }
                #expect(release?.0 == 1 && release?.1 == 40 && release?.2 == 30)
            }
        }

        @Test("motion is reported") func motionIsReported() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                let origin = window.rootPosition
                input.move(x: origin.x + 5, y: origin.y + 5)
                input.move(x: origin.x + 70, y: origin.y + 90)
                input.flush()
                let last = awaitEvent(window) { event -> (Double, Double)? in
                    if case let .pointerMoved(x, y, _, _) = event, x == 70 { return (x, y) }
                    return nil
                }
                #expect(last?.0 == 70 && last?.1 == 90)
            }
        }

        @Test("wheel buttons scroll one notch", arguments: [(5, 0.0, 1.0), (4, 0.0, -1.0), (7, 1.0, 0.0), (6, -1.0, 0.0)])
        func wheelButtonsScrollOneNotch(button: Int, dx: Double, dy: Double) throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                let origin = window.rootPosition
                input.move(x: origin.x + 50, y: origin.y + 60)
                input.click(button: button)
                input.flush()
                var pressesOfWheel = 0
                let scrolled = awaitEvent(window) { event -> (Double, Double, Double, Double, Bool)? in
                    switch event {
                    case let .scrolled(dx, dy, x, y, _, _, precise): return (dx, dy, x, y, precise)
                    case let .pointerPressed(button, _, _, _, _) where button >= 4: pressesOfWheel += 1; return nil
                    default: return nil
                    }
                }
                #expect(scrolled?.0 == dx && scrolled?.1 == dy)
                #expect(scrolled?.2 == 50 && scrolled?.3 == 60)
                #expect(scrolled?.4 == false)
                // Exactly one notch, and the release is not a second one.
                #expect(awaitEvent(window, timeout: 0.3) { event -> Bool? in
                    if case .scrolled = event { return true }
                    return nil
                } == nil)
                #expect(pressesOfWheel == 0)
            }
        }

        @Test("key press gives character") func keyPressGivesCharacter() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                input.key(0x71, press: true)   // XK_q
                input.key(0x71, press: false)
                input.key(0xFF1B, press: true) // XK_Escape
                input.key(0xFF1B, press: false)
                input.flush()
                let first = awaitEvent(window) { event -> (Key, KeyModifiers)? in
                    if case let .keyPressed(key, modifiers) = event { return (key, modifiers) }
                    return nil
                }
                #expect(first?.0 == .character("q"))
                #expect(first?.1 == [])
                let second = awaitEvent(window) { event -> Key? in
                    if case let .keyPressed(key, _) = event { return key }
                    return nil
                }
                #expect(second == .escape)
            }
        }

        @Test("shifted key carries modifier") func shiftedKeyCarriesModifier() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                input.key(0xFFE1, press: true)  // XK_Shift_L
                input.key(0x71, press: true)
                input.key(0x71, press: false)
                input.key(0xFFE1, press: false)
                input.flush()
                let pressed = awaitEvent(window) { event -> (Key, KeyModifiers)? in
                    if case let .keyPressed(key, modifiers) = event, key != .other(0xFFE1) { return (key, modifiers) }
                    return nil
                }
                #expect(pressed?.0 == .character("Q"))
                #expect(pressed?.1 == .shift)
            }
        }

        @Test("keys type text through the input method: letters, a shifted letter, and é composed from a dead acute and e")
        func typedText() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                #expect(input.bindSpareKey(to: 0xFE51))   // XK_dead_acute
                for keysym: UInt in [0x61, 0x62] {        // a, b
                    input.key(keysym, press: true)
                    input.key(keysym, press: false)
                }
                input.key(0xFFE1, press: true)            // Shift: C
                input.key(0x63, press: true)
                input.key(0x63, press: false)
                input.key(0xFFE1, press: false)
                input.key(0xFE51, press: true)            // dead acute, then e
                input.key(0xFE51, press: false)
                input.key(0x65, press: true)
                input.key(0x65, press: false)
                input.flush()
                var typed = ""
                while typed.count < 4, let text = awaitEvent(window, timeout: 2, { event -> String? in
                    if case let .textTyped(text) = event { return text }
                    return nil
                }) { typed += text }
                #expect(typed == "abCé")
            }
        }

        @Test("the first key a window sees, which opens its input method, may begin a composed character")
        func firstKeyComposes() throws {
            try withTestDisplay { session in
                let window = try session.makeWindow()
                let input = try SyntheticInput(display: session.display)
                #expect(input.bindSpareKey(to: 0xFE51))   // XK_dead_acute
                for keysym: UInt in [0xFE51, 0x65] {      // dead acute, then e
                    input.key(keysym, press: true)
                    input.key(keysym, press: false)
                }
                input.flush()
                let typed = awaitEvent(window, timeout: 2) { event -> String? in
                    if case let .textTyped(text) = event { return text }
                    return nil
                }
                #expect(typed == "é")
            }
        }
    }
}