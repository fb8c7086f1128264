/// Which way a device is held.
public enum DeviceOrientation: String, Hashable, Sendable, CaseIterable {
    /// Taller than wide; the default.
    case portrait
    /// Wider than tall.
    case landscape
}
