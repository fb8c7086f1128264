/// Turns XInput2 scroll valuators, which report absolute positions, into deltas in notches.
///
/// Each device announces which of its valuators scroll, in which direction, and how far one
/// notch (its `increment`) is. The first position seen on an axis only sets the reference: the
/// value has usually accumulated while the pointer was elsewhere.
struct ScrollValuators {
    /// One scrolling valuator of a device.
    struct Axis: Equatable {
        let number: Int
        let isVertical: Bool
        let increment: Double
    }

    private struct AxisKey: Hashable {
        let device: Int32
        let number: Int
    }

    private var axesByDevice: [Int32: [Axis]] = [:]
    private var lastValues: [AxisKey: Double] = [:]

    /// Replaces what is known of a device's scroll axes; `current` seeds their references.
    mutating func setAxes(_ axes: [Axis], current: [Int: Double], forDevice device: Int32) {
        axesByDevice[device] = axes
        for axis in axes {
            lastValues[AxisKey(device: device, number: axis.number)] = current[axis.number]
        }
    }

    /// Forgets every reference, so the next values on each axis only set new ones; called when
    /// the pointer re-enters the window or the device changes.
    mutating func resetReferences() {
        lastValues.removeAll()
    }

    /// Whether `device` has any scroll axes at all.
    func hasAxes(device: Int32) -> Bool {
        !(axesByDevice[device]?.isEmpty ?? true)
    }

    /// The scroll in notches carried by an event's valuator values (number → value), or nil
    /// when it moved no scroll axis.
    mutating func delta(device: Int32, values: [Int: Double]) -> (dx: Double, dy: Double)? {
        guard let axes = axesByDevice[device] else { return nil }
        var dx = 0.0, dy = 0.0, moved = false
        for axis in axes {
            guard let value = values[axis.number] else { continue }
            let key = AxisKey(device: device, number: axis.number)
            let previous = lastValues.updateValue(value, forKey: key)
            guard let previous, axis.increment != 0 else { continue }
            let notches = (value - previous) / axis.increment
            guard notches != 0 else { continue }
            moved = true
            if axis.isVertical { dy += notches } else { dx += notches }
        }
        return moved ? (dx, dy) : nil
    }
}
