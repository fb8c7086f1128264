import FoundationEssentials
import Glibc
import X11Window

/// `--watch` of a `--swift` screen in a window: this process keeps the window, and the same
/// command, started again as a child, compiles, runs and draws the user's code in it. A trap
/// of that code after the first frame (a cell provider's force-unwrap, met only on scrolling;
/// a tap that pushes a screen that traps) ends the child, not the window: the keeper starts the
/// command again into the same window, which shows the last good code's screen with the trap's
/// line in its banner until a save that loads — as Xcode's previews survive a crashing preview.
///
/// The child's standard error passes through here, so the keeper reads the trap's line as the
/// terminal shows it. A child that ends any other way, or traps before its first frame, ends
/// the keeper with its status.
enum WindowKeeper {
    /// Runs the command in `arguments` as the keeper's child until it ends without a trap to
    /// survive; returns the exit status to end with.
    static func run(arguments: [String]) throws -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let display: Display
        do {
            display = try Display()
        } catch {
            // As the window itself refuses a display it cannot open.
            throw Diagnostics.fail("\(error)")
        }
        var window: KeeperWindow?
        var banner: (line: String, time: Double)?
        while true {
            let child = try KeptCommand(arguments: arguments)
            defer { child.close() }
            var shown = false
            var channelOpen = true
            while channelOpen {
                var polled = [pollfd(fd: child.channel, events: Int16(POLLIN), revents: 0),
                              pollfd(fd: child.errors, events: Int16(POLLIN), revents: 0),
                              pollfd(fd: display.fileDescriptor, events: Int16(POLLIN), revents: 0)]
                if child.errors < 0 { polled[1].fd = -1 }
                let ready = poll(&polled, nfds_t(polled.count), -1)
                if ready < 0 && errno == EINTR { continue }
                if polled[1].revents != 0 { child.passErrors() }
                // Events may wait in Xlib's queue where poll does not see them: taken at every wakeup.
                _ = window?.takeCloseRequest()
                guard polled[0].revents != 0 else { continue }
                guard let lines = child.readChannel() else {
                    channelOpen = false
                    continue
                }
                for line in lines {
                    let words = line.split(separator: " ")
                    if words.first == "window", words.count == 3, let width = Int(words[1]), let height = Int(words[2]) {
                        if window == nil {
                            do {
                                window = try KeeperWindow(display: display, width: width, height: height, title: "xcollection")
                            } catch {
                                throw Diagnostics.fail("\(error)")
                            }
                        }
                        child.tell(window.map { "\($0.id)" + (banner.map { " \($0.time) \($0.line)" } ?? "") } ?? "")
                    } else if line == "shown" {
                        shown = true
                    }
                }
            }
            let status = child.waitForEnd()
            child.passErrors()
            guard status == 1, shown, let trap = child.trapLine else {
                return status
            }
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            banner = (trap, Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
        }
    }
}
