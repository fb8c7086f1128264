/// What happened to the app, as UIKit's `UIEvent`: a control's action may take one after its
/// sender. The window's clicks are touches that have ended.
open class UIEvent: NSObject {
    /// The kinds of event, as UIKit's `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
        case scroll = 10, hover, transform
    }

    /// The kind of event.
    open var type: EventType
    /// When it happened, in seconds since the system started.
    open var timestamp: Double

    public init(type: EventType = .touches, timestamp: Double = 0) {
        self.type = type
        self.timestamp = timestamp
    }
}
