import CollectionLayout
import CollectionView

extension Gallery {
    /// Posts in left-to-right and right-to-left scripts, mixed, with emoji: each label shaped,
    /// in visual order, at the edge its text starts from, and truncated at the end it reads to.
    static let languages = Example(
        name: "languages", title: "Languages", summary: "Arabic, Hebrew and English, mixed directions, emoji: shaped, ordered and aligned as UIKit does",
        layout: selfSizingLayout(),
        dataSource: ContentProviderDataSource(itemCounts: [languagePosts.count]) { path in
            let post = languagePosts[path.item]
            return CellContent(
                background: Palette.card, padding: DirectionalEdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16),
                labels: [TextLabel(post.title, font: Fonts.headline, color: Palette.label),
                         TextLabel(post.body, font: Fonts.callout, color: Palette.bodyText, numberOfLines: post.lines)],
                labelSpacing: 4, verticalAlignment: .top,
                separator: Separator(color: Palette.separator, leadingInset: 16))
        })

    /// Title, body and the body's line limit (0: as many as it needs).
    static let languagePosts: [(title: String, body: String, lines: Int)] = [
        ("English", "Left to right, kerned as the font says: AVATAR, Today, Wolf.", 0),
        ("العربية", "الحروف تتصل ببعضها، والسطر يبدأ من اليمين. هذا النص طويل بما يكفي ليلتف على أكثر من سطر واحد.", 0),
        ("עברית", "טקסט בעברית נכתב מימין לשמאל, גם כשיש בו מילה באנגלית (Swift) ומספר כמו 2026.", 0),
        ("Mixed: שלום means peace", "An Arabic greeting, مرحبا بالعالم, inside an English sentence keeps its own order.", 0),
        ("Emoji 😀", "Colour emoji through the fallback chain: 🎉 👍🏽 ❤️ 🇫🇷 🇯🇵", 0),
        ("سطر واحد", "نص عربي طويل جدا لا يتسع لسطر واحد فينتهي بعلامة الحذف في الطرف الأيسر من السطر", 1),
        ("One line", "A long English line that cannot fit on one line ends in an ellipsis on the right", 1),
    ]
}
