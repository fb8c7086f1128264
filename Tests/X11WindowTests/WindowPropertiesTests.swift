import CX11
import Foundation
import Testing
import TestSupport
@testable import X11Window

extension XServerTests {
    /// What window managers read off the window, read back as they would.
    @Suite struct WindowPropertiesTests {
        @Test("class, process, host, input and size hints, and no asked-for position")
        func properties() throws {
            try withTestDisplay { session in
                let window = try Window(display: session.display, width: 200, height: 100, title: "Props", className: "MyLayouts")
                let dpy = session.display.pointer
                var hint = XClassHint()
                #expect(XGetClassHint(dpy, window.id, &hint) != 0)
                #expect(hint.res_name.map { String(cString: $0) } == "MyLayouts")
                #expect(hint.res_class.map { String(cString: $0) } == "MyLayouts")
                if let name = hint.res_name { XFree(name) }
                if let klass = hint.res_class { XFree(klass) }

                #expect(cardinal(dpy, window.id, "_NET_WM_PID") == UInt(getpid()))
                var machine = XTextProperty()
                #expect(XGetWMClientMachine(dpy, window.id, &machine) != 0)
                #expect(machine.value.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
                        == ProcessInfo.processInfo.hostName)
                if let value = machine.value { XFree(value) }

                let hints = try #require(XGetWMHints(dpy, window.id))
                #expect(hints.pointee.flags & InputHint != 0)
                #expect(hints.pointee.input == 1)
                XFree(hints)

                let size = try #require(XAllocSizeHints())
                var supplied = 0
                #expect(XGetWMNormalHints(dpy, window.id, size, &supplied) != 0)
                #expect(size.pointee.flags & PSize != 0)
                #expect(size.pointee.flags & (PPosition | USPosition) == 0)
                XFree(size)
            }
        }

        /// A 32-bit CARDINAL property's first value.
        func cardinal(_ dpy: OpaquePointer, _ window: XID, _ name: String) -> UInt? {
            var type: Atom = 0, format: Int32 = 0
            var count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(dpy, window, XInternAtom(dpy, name, 0), 0, 1, 0, Atom(XA_CARDINAL), &type, &format,
                                     &count, &after, &data) == Success, let data, count == 1 else { return nil }
            defer { XFree(data) }
            return UnsafeRawPointer(data).load(as: UInt.self)
        }
    }
}
