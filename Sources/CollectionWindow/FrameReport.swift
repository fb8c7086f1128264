/// One frame that reached the window.
public struct FrameReport: Hashable, Sendable {
    /// 1 for the first frame the window shows, then counting up.
    public let number: Int
    /// CPU seconds the frame took on the window's thread: measuring, drawing and presenting.
    public let cpuTime: Double

    /// A report of frame `number`, which took `cpuTime` seconds.
    public init(number: Int, cpuTime: Double) {
        self.number = number
        self.cpuTime = cpuTime
    }
}
