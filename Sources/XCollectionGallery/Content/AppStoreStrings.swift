/// The App Store example's words in one language: the apps' names and categories, the featured
/// cards, the headers, the buttons and the text section.
struct AppStoreStrings: Sendable {
    /// Name, category and icon glyph of each made-up app.
    let apps: [(name: String, category: String, glyph: String)]
    /// Featured cards: caption, title, subtitle.
    let features: [(caption: String, title: String, subtitle: String)]
    /// Headers by section: featured, columns, charts, text.
    let headers: [String]
    let seeAll: String
    let get: String
    let about: String

    static let english = AppStoreStrings(
        apps: [
            ("Pocket Tides", "Weather", "≈"), ("Skyline Builder", "Games", "▲"), ("Ledger", "Finance", "$"),
            ("Night Owl", "Photo & Video", "◐"), ("Sprout", "Lifestyle", "✿"), ("Tempo Run", "Health & Fitness", "➤"),
            ("Inkwell", "Productivity", "✎"), ("Harbor Maps", "Navigation", "⚓"), ("Chorus", "Music", "♪"),
            ("Parcel", "Shopping", "▣"), ("Fieldnotes", "Education", "✦"), ("Tandem", "Social Networking", "∞"),
            ("Orbit", "Games", "●"), ("Quill", "Books", "¶"), ("Lumen", "Utilities", "☀"),
        ],
        features: [
            ("NEW GAME", "Build a city above the clouds", "Skyline Builder"),
            ("APP OF THE DAY", "Tides, to the minute", "Pocket Tides"),
            ("GET ORGANISED", "A ledger that balances itself", "Ledger"),
            ("WHAT WE'RE PLAYING", "Orbit: one button, many moons", "Orbit"),
            ("MEET THE DEVELOPER", "The people behind Chorus", "Chorus"),
            ("NOW TRENDING", "Gardening for small balconies", "Sprout"),
        ],
        headers: ["Featured", "Apps We Love", "Top Free Apps", "About This Layout"],
        seeAll: "See All", get: "GET",
        about: """
            Every section of this screen is one compositional layout. The featured cards scroll sideways \
            and come to rest on a card's leading edge; the app columns page one column at a time; the \
            charts below are a plain list. Resize the window and the layout is solved again for the new width.
            """)

    /// The same screen in Hebrew, for the right-to-left variant.
    static let hebrew = AppStoreStrings(
        apps: [
            ("גאות בכיס", "מזג אוויר", "≈"), ("בונה הרקיע", "משחקים", "▲"), ("פנקס", "כספים", "$"),
            ("ינשוף לילה", "צילום ווידאו", "◐"), ("נבט", "סגנון חיים", "✿"), ("ריצת טמפו", "בריאות וכושר", "➤"),
            ("קסת", "פרודוקטיביות", "✎"), ("מפות נמל", "ניווט", "⚓"), ("מקהלה", "מוזיקה", "♪"),
            ("חבילה", "קניות", "▣"), ("יומן שדה", "חינוך", "✦"), ("טנדם", "רשתות חברתיות", "∞"),
            ("מסלול", "משחקים", "●"), ("נוצה", "ספרים", "¶"), ("לומן", "כלים", "☀"),
        ],
        features: [
            ("משחק חדש", "לבנות עיר מעל העננים", "בונה הרקיע"),
            ("אפליקציית היום", "גאות ושפל, עד הדקה", "גאות בכיס"),
            ("להתארגן", "פנקס שמאזן את עצמו", "פנקס"),
            ("במה אנחנו משחקים", "מסלול: כפתור אחד, הרבה ירחים", "מסלול"),
            ("הכירו את המפתחים", "האנשים שמאחורי מקהלה", "מקהלה"),
            ("עכשיו בטרנד", "גינון למרפסות קטנות", "נבט"),
        ],
        headers: ["מומלצים", "אפליקציות שאנחנו אוהבים", "אפליקציות חינמיות מובילות", "על הפריסה הזאת"],
        seeAll: "הצג הכל", get: "קבל",
        about: """
            כל מקטע במסך הזה הוא פריסה קומפוזיציונית אחת. הכרטיסים המומלצים נגללים הצידה ונעצרים על \
            הקצה המוביל של כרטיס; עמודות האפליקציות מדפדפות עמודה אחת בכל פעם; הדירוג שלמטה הוא רשימה \
            פשוטה. שנו את גודל החלון והפריסה תיפתר מחדש לרוחב החדש.
            """)
}
