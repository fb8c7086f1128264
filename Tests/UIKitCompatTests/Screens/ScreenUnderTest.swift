import CollectionLayout
import CollectionView
import TestSupport
@testable import UIKitCompat

/// A view controller's screen on `host`, as the window shows it but measured with the
/// fixed-width measurer: its presentation and the engine's screen, not yet measured or drawn.
@MainActor
func screenUnderTest(_ controller: UIViewController, host: LayoutHost) throws -> (presentation: ScreenPresentation, screen: CollectionScreen) {
    let presentation = host.solving { ScreenPresentation(rootViewController: controller, host: host) }
    let layout = ScreenLayout(presentation)
    let screen = try CollectionScreen(layout: layout, dataSource: layout.dataSource, host: host, measurer: FixedWidthMeasurer())
    return (presentation, screen)
}
