/// The report's page: each record as a card, newest first — a comparison as its golden, its
/// actual and their difference side by side, with a slider that wipes from the golden to the
/// actual over the same spot; a check as its steps, each passed or failed, its screenshots and
/// its video.
struct ReportPage {
    let records: [ReportRecord]

    var html: String {
        let passed = records.filter(\.ok).count
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>xcollection report</title>
            <style>
            body { font: 14px/1.4 -apple-system, "DejaVu Sans", sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
            h1 { font-size: 20px; margin: 0 0 16px; }
            .run { background: #fff; border-radius: 10px; padding: 16px; margin: 0 0 16px; }
            .run h2 { font-size: 16px; margin: 0 0 4px; }
            .ok { color: #248a3d; } .failed { color: #d70015; }
            .meta { color: #8e8e93; font-size: 12px; margin: 0 0 12px; }
            .pictures { display: flex; gap: 12px; flex-wrap: wrap; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #8e8e93; }
            img { max-width: 320px; border: 1px solid #d1d1d6; }
            .wipe { position: relative; display: inline-block; }
            .wipe img { display: block; }
            .wipe .top { position: absolute; top: 0; left: 0; clip-path: inset(0 50% 0 0); }
            ol { padding-left: 24px; font-family: "DejaVu Sans Mono", monospace; font-size: 12px; }
            li.failed { color: #d70015; }
            </style></head><body>
            <h1>xcollection report: \(records.count) runs, \(passed) passed, \(records.count - passed) failed</h1>

            """
        for (index, record) in records.enumerated() { out += card(record, index: index) }
        out += """
            <script>
            for (const range of document.querySelectorAll("input.wipe-range")) {
              range.addEventListener("input", () => {
                document.getElementById(range.dataset.top).style.clipPath = "inset(0 " + (100 - range.value) + "% 0 0)";
              });
            }
            </script>
            </body></html>

            """
        return out
    }

    private func card(_ record: ReportRecord, index: Int) -> String {
        var out = "<section class=\"run\"><h2 class=\"\(record.ok ? "ok" : "failed")\">\(record.ok ? "✓" : "✗") \(escaped(record.kind)): \(escaped(record.title))</h2>\n"
        out += "<p class=\"meta\">\(escaped(record.subject)) · \(escaped(record.time)) · \(escaped(record.outcome))</p>\n"
        if !record.pictures.isEmpty {
            out += "<div class=\"pictures\">\n"
            for picture in record.pictures {
                out += "<figure><img src=\"\(escaped(picture.file))\" alt=\"\(escaped(picture.label))\"><figcaption>\(escaped(picture.label))</figcaption></figure>\n"
            }
            let golden = record.pictures.first { $0.label == "golden" }, actual = record.pictures.first { $0.label == "actual" }
            if let golden, let actual {
                out += "<figure><div class=\"wipe\"><img src=\"\(escaped(golden.file))\" alt=\"golden\">"
                out += "<img class=\"top\" id=\"wipe-\(index)\" src=\"\(escaped(actual.file))\" alt=\"actual\"></div>"
                out += "<figcaption>golden ◀ <input class=\"wipe-range\" type=\"range\" min=\"0\" max=\"100\" value=\"50\" data-top=\"wipe-\(index)\"> ▶ actual</figcaption></figure>\n"
            }
            out += "</div>\n"
        }
        if let video = record.video {
            out += "<figure><img src=\"\(escaped(video))\" alt=\"the run\"><figcaption>the run, 30 frames a second</figcaption></figure>\n"
        }
        if !record.lines.isEmpty {
            out += "<ol>\n"
            for line in record.lines {
                let failed = line.contains("\"ok\": false")
                out += "<li\(failed ? " class=\"failed\"" : "")>\(escaped(line))</li>\n"
            }
            out += "</ol>\n"
        }
        return out + "</section>\n"
    }

    private func escaped(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;")
            .replacing(">", with: "&gt;").replacing("\"", with: "&quot;")
    }
}
