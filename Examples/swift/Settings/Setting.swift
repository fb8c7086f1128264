import UIKitCompat

struct Setting: Hashable, Sendable {
    let title: String
    let symbol: String
    let detail: String?
}

enum SettingsSection: Int, CaseIterable {
    case account, connections, general

    var settings: [Setting] {
        switch self {
        case .account:
            return [Setting(title: "Profile", symbol: "person.crop.circle", detail: "Ana Lima"),
                    Setting(title: "Privacy", symbol: "hand.raised", detail: nil)]
        case .connections:
            return [Setting(title: "Wi-Fi", symbol: "wifi", detail: "Home"),
                    Setting(title: "Bluetooth", symbol: "b.circle", detail: "On"),
                    Setting(title: "Mobile Data", symbol: "antenna.radiowaves.left.and.right", detail: nil)]
        case .general:
            return [Setting(title: "Notifications", symbol: "bell.badge", detail: nil),
                    Setting(title: "Sounds", symbol: "speaker.wave.2", detail: nil),
                    Setting(title: "Focus", symbol: "moon", detail: nil),
                    Setting(title: "Screen Time", symbol: "hourglass", detail: nil),
                    Setting(title: "General", symbol: "gear", detail: nil),
                    Setting(title: "Display & Brightness", symbol: "sun.max", detail: nil),
                    Setting(title: "Wallpaper", symbol: "photo", detail: nil),
                    Setting(title: "Battery", symbol: "battery.100", detail: "87 %"),
                    Setting(title: "Storage", symbol: "internaldrive", detail: "64 GB")]
        }
    }
}
