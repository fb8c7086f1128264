import FoundationEssentials

/// One run's results as `--report DIR` keeps them: what ran, whether it passed, its lines, and
/// the pictures copied beside the page.
struct ReportRecord: Codable, Sendable {
    /// A picture of the run, by its file in the report's `images` folder.
    struct Picture: Codable, Sendable {
        let label: String
        let file: String
    }

    /// `compare` or `script`.
    let kind: String
    /// What was checked: the golden's or the script's file name.
    let title: String
    /// What it was run on: the example, layout file or Swift file, and the size.
    let subject: String
    /// When it ran, ISO 8601; records are shown newest first.
    let time: String
    let ok: Bool
    /// The one-line outcome: `3 passed, 1 failed`, `12 pixels differ`.
    let outcome: String
    /// A script's result lines.
    let lines: [String]
    let pictures: [Picture]
    /// A script's video, when one was recorded.
    let video: String?
}
