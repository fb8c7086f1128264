import CollectionLayout
import CollectionWindow
import Foundation
import SnapshotTesting

extension Snapshotting where Value == LayoutScene, Format == String {
    /// A UX check played on the scene: `script`'s steps (wheel, drag, tap, key, wait, expect,
    /// screenshot) on a simulated clock, as `xcollection --script --headless` plays them, recorded
    /// as their result lines and the count — so a rest that moves shows as the line that changed,
    /// its expected and actual value in it. Screenshot steps are written to a temporary folder and
    /// recorded by name. Needs a display, as `.image` does (`DISPLAY`, or a private Xvfb).
    ///
    /// ```swift
    /// let check = try UXScript.read(String(contentsOfFile: "paging.json", encoding: .utf8), viewSize: scene.size)
    /// assertSnapshot(of: scene, as: .interaction(check))
    /// ```
    public static func interaction(_ script: UXScript) -> Snapshotting {
        SnapshotFailure.strategy(pathExtension: "txt", diffing: Snapshotting<String, String>.lines.diffing) { scene in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcollection-interaction-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var lines: [String] = []
            let summary = try CollectionWindow.play(script, layout: scene.layout, dataSource: scene.dataSource, host: scene.host,
                                                    layoutDirection: scene.layoutDirection, screenshots: folder.path) { result in
                var recorded = result
                // The folder is new each run: a screenshot is recorded by its file's name.
                if result.kind == "screenshot", let note = result.note { recorded.note = URL(fileURLWithPath: note).lastPathComponent }
                lines.append(recorded.line)
            }
            lines.append(summary.line)
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
