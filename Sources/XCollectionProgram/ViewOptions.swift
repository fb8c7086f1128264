import ArgumentParser
import CollectionLayout

/// The collection view's size, where it starts, and which way its interface runs. One titled group of `xcollection --help`.
struct ViewOptions: ParsableArguments {
    // Unconditional, so a value such as -5x-5 reaches the parser and gets its own refusal.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The collection view's size in whole points (default 375x667). Not with --device.", valueName: "WxH"),
            transform: ViewSize.parse)
    var size: ViewSize?


    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The screen's safe area in points, top, left, bottom, right, for a screen of --size (default none). Not with --device, which has its own.", valueName: "T,L,B,R"),
            transform: SafeAreaOption.parse)
    var safeArea: SafeAreaOption?

    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The content offset to start at, along the layout's scroll direction; pinned headers are placed for it (default 0,0).", valueName: "X,Y"),
            transform: ContentOffset.parse)
    var offset: ContentOffset = ContentOffset(x: 0, y: 0)


    @Option(name: .long, help: ArgumentHelp("Which way the interface runs: ltr, or rtl to mirror the layout (leading on the right, orthogonal sections starting at the right edge) as UIKit does for right-to-left languages (default: the example's own, else ltr).", valueName: "ltr|rtl"),
            transform: LayoutDirectionOption.parse)
    var layoutDirection: LayoutDirection?


    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("With --dump-layout, --visual-description or --compare FILE.json, where orthogonal sections are scrolled: start (where the window starts them) or SECTION:OFFSET pairs such as 2:300 (default: 0 for dumps, start for descriptions).",
                               valueName: "start|S:X,…"),
            transform: OrthogonalOffsetsOption.parse)
    var orthogonalOffsets: OrthogonalOffsetsOption?

}
