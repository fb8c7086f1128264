import CX11

/// Pointer input through XInput2, which alone reports smooth-scroll valuators.
///
/// Wheel buttons that the server emulates from those valuators are dropped (the valuators
/// already reported the scroll); wheel buttons that are real, like XTest's, become ±1 notch.
final class XInput2Pointer {
    /// The extension's major opcode, which its GenericEvents carry.
    let opcode: Int32
    private let display: Display
    private var scroll = ScrollValuators()

    // XI2 constants, spelled out where the header builds them from nested macros.
    private static let pointerEmulated: Int32 = 1 << 16  // XIPointerEmulated
    private static let allDevices: Int32 = 0             // XIAllDevices
    private static let allMasterDevices: Int32 = 1       // XIAllMasterDevices

    /// Enables XInput2 pointer events on `window`; nil when the server lacks XInput 2.1+.
    init?(display: Display, window: XID) {
        let dpy = display.pointer
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(dpy, "XInputExtension", &opcode, &event, &error) != 0 else { return nil }
        // 2.1 introduced smooth scrolling; ask for 2.2 as toolkits do.
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(dpy, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 1) else { return nil }
        self.opcode = opcode
        self.display = display

        var bits = [UInt8](repeating: 0, count: 4)
        for type in [XI_DeviceChanged, XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_Enter, XI_Leave] {
            bits[Int(type) >> 3] |= UInt8(1 << (Int(type) & 7))
        }
        let status = bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: Self.allMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XISelectEvents(dpy, window, &mask, 1)
        }
        guard status == Success else { return nil }
        reloadDevices()
    }

    /// Translates one XInput2 event (its cookie's data already fetched).
    func translate(_ cookie: XGenericEventCookie) -> WindowEvent? {
        guard let data = cookie.data else { return nil }
        switch cookie.evtype {
        case XI_ButtonPress, XI_ButtonRelease:
            return button(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, pressed: cookie.evtype == XI_ButtonPress)
        case XI_Motion:
            return motion(data.assumingMemoryBound(to: XIDeviceEvent.self).pointee)
        case XI_Enter:
            scroll.resetReferences()
            return nil
        case XI_Leave:
            return .pointerLeft
        case XI_DeviceChanged:
            reloadDevices()
            return nil
        default:
            return nil
        }
    }

    private func button(_ event: XIDeviceEvent, pressed: Bool) -> WindowEvent? {
        guard event.flags & Self.pointerEmulated == 0 else { return nil }
        let modifiers = KeyModifiers(xState: UInt32(bitPattern: event.mods.effective))
        return PointerButton.event(button: Int(event.detail), pressed: pressed, x: event.event_x, y: event.event_y,
                                   time: UInt32(truncatingIfNeeded: event.time), modifiers: modifiers)
    }

    private func motion(_ event: XIDeviceEvent) -> WindowEvent? {
        let modifiers = KeyModifiers(xState: UInt32(bitPattern: event.mods.effective))
        let time = UInt32(truncatingIfNeeded: event.time)
        // Valuators are numbered by the physical (source) device; the master mirrors it.
        let device = scroll.hasAxes(device: event.sourceid) ? event.sourceid : event.deviceid
        if let delta = scroll.delta(device: device, values: Self.values(of: event.valuators)) {
            return .scrolled(dx: delta.dx, dy: delta.dy, x: event.event_x, y: event.event_y,
                             time: time, modifiers: modifiers, precise: true)
        }
        return .pointerMoved(x: event.event_x, y: event.event_y, time: time, modifiers: modifiers)
    }

    /// The set valuators of an event, by number; `values` holds only the set ones, in order.
    private static func values(of state: XIValuatorState) -> [Int: Double] {
        guard let mask = state.mask, let packed = state.values else { return [:] }
        var result: [Int: Double] = [:]
        var next = 0
        for number in 0..<(Int(state.mask_len) * 8) where mask[number >> 3] & UInt8(1 << (number & 7)) != 0 {
            result[number] = packed[next]
            next += 1
        }
        return result
    }

    /// Learns every device's scroll axes (and their current values) afresh.
    private func reloadDevices() {
        scroll = ScrollValuators()
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display.pointer, Self.allDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        for device in UnsafeBufferPointer(start: devices, count: Int(count)) {
            var axes: [ScrollValuators.Axis] = []
            var current: [Int: Double] = [:]
            for index in 0..<Int(device.num_classes) {
                guard let info = device.classes[index] else { continue }
                let raw = UnsafeMutableRawPointer(info)
                switch info.pointee.type {
                case XIScrollClass:
                    let scrollInfo = raw.assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                    axes.append(.init(number: Int(scrollInfo.number), isVertical: scrollInfo.scroll_type == XIScrollTypeVertical,
                                      increment: scrollInfo.increment))
                case XIValuatorClass:
                    let valuator = raw.assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                    current[Int(valuator.number)] = valuator.value
                default:
                    break
                }
            }
            if !axes.isEmpty {
                scroll.setAxes(axes, current: current, forDevice: device.deviceid)
            }
        }
    }
}
