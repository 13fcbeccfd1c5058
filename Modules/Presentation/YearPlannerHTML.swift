import Domain

/// `tq-parent calendar preview --format html`: the school year as a printable one-page planner.
public enum YearPlannerHTML {
  /// A self-contained HTML page (inline CSS, no scripts, no external assets) laid out for one
  /// landscape sheet of A4 or Letter: a header with the title and range, the months four to a row
  /// with each day coloured and patterned by kind (so it reads in black and white too), a key with
  /// counts, and the free days, free afternoons, extra school days and unknown days as runs.
  public static func render(_ days: [DayContext], title: String, generatedOn: LocalDate) -> String {
    let days = days.yearOrdered
    let summary = YearSummary(days)
    var html = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="TimeQuest">
      <title>\(escape(title))</title>
      <style>
      \(stylesheet)
      </style>
      </head>
      <body>
      <main class="sheet">
      <header>
      <h1>\(escape(title))</h1>

      """
    if let from = days.first?.date, let through = days.last?.date {
      html +=
        "<div class=\"facts\">\n<p class=\"range\">\(escape(DateText.long(from))) – \(escape(DateText.long(through)))</p>\n"
      html += "<p class=\"totals\">\(escape(summary.sentence))</p>\n</div>\n</header>\n"
      html += "<div class=\"layout\">\n<div class=\"months\">\n"
      let byDate = Dictionary(uniqueKeysWithValues: days.map { ($0.date, $0) })
      for month in YearMonth.months(from: from, through: through) {
        html += table(month, byDate: byDate)
      }
      html += "</div>\n<aside>\n" + key(summary) + lists(days) + "</aside>\n</div>\n"
    } else {
      html += "</header>\n<p class=\"empty\">No days to show.</p>\n"
    }
    html += """
      <footer>Generated on \(escape(DateText.long(generatedOn))) by TimeQuest from the family’s calendars. \
      Hatched: no school · grey: weekend · half-filled: free afternoon · dotted “?”: unknown · \
      framed “!”: set by a parent.</footer>
      </main>
      </body>
      </html>

      """
    return html
  }

  // MARK: - Pieces

  static func table(_ month: YearMonth, byDate: [LocalDate: DayContext]) -> String {
    var html = "<table class=\"month\">\n<caption>\(escape(month.name)) <span>\(month.year)</span></caption>\n"
    html += "<thead><tr>"
    for weekday in Weekday.mondayFirst {
      html += "<th scope=\"col\" abbr=\"\(weekday.name)\">\(weekday.name.prefix(2))</th>"
    }
    html += "</tr></thead>\n<tbody>\n"
    let blankWeek: [LocalDate?] = Array(repeating: nil, count: 7)
    for week in month.weeks + Array(repeating: blankWeek, count: max(0, 6 - month.weeks.count)) {
      html += "<tr>"
      for date in week {
        if let date, let day = byDate[date] {
          html += cell(day)
        } else {
          html += "<td class=\"pad\"></td>"
        }
      }
      html += "</tr>\n"
    }
    return html + "</tbody>\n</table>\n"
  }

  static func cell(_ day: DayContext) -> String {
    let mark = YearMark(day)
    let attributes = "class=\"\(classes(day, mark))\" title=\"\(escape(label(day, mark)))\""
    return "<td \(attributes)>\(day.date.day)\(badge(mark))</td>"
  }

  /// The cell's tooltip: "Tuesday 24 November 2026 · Free afternoon today · Early Release".
  static func label(_ day: DayContext, _ mark: YearMark) -> String {
    var parts = [DateText.long(day.date), day.kind == .unknown ? "Unknown" : ContextMessage.chip(for: day)]
    // A free day's chip already names its reason; a term or ordinary school day needs none.
    let saysWhy = day.kind != .freeDay && day.rule != .term && day.rule != .schoolEvents
    if saysWhy, let reason = ContextMessage.reason(for: day) { parts.append(reason) }
    return parts.joined(separator: " · ") + (mark == .override ? " (set by a parent)" : "")
  }

  /// The kind's class, and for overrides both the kind's look and the override frame.
  static func classes(_ day: DayContext, _ mark: YearMark) -> String {
    let badged = badge(mark).isEmpty ? "" : " badged"
    guard mark == .override else { return "d \(mark.cssClass)\(badged)" }
    let underlying: YearMark = day.kind == .freeDay ? .free : day.freeAfternoon ? .freeAfternoon : .school
    return "d \(underlying.cssClass) override\(badged)"
  }

  /// The letter that keeps a kind readable without colour.
  static func badge(_ mark: YearMark) -> String {
    switch mark {
    case .freeAfternoon: "<i>½</i>"
    case .unknown: "<i>?</i>"
    case .override: "<i>!</i>"
    case .school, .free, .weekend: ""
    }
  }

  static func key(_ summary: YearSummary) -> String {
    var html = "<section class=\"key\">\n<h2>Key</h2>\n<ul>\n"
    for mark in YearMark.allCases where summary.count(mark) > 0 || mark == .school || mark == .free {
      let look =
        (mark == .override ? "d school override" : "d \(mark.cssClass)") + (badge(mark).isEmpty ? "" : " badged")
      html += "<li><span class=\"swatch \(look)\">12\(badge(mark))</span> <span class=\"what\">"
      html += "\(escape(mark.detail))</span> <b>\(summary.count(mark))</b></li>\n"
    }
    return html + "</ul>\n</section>\n"
  }

  static func lists(_ days: [DayContext]) -> String {
    var html = ""
    for section in YearSection.allCases {
      let entries = section.entries(days)
      guard !entries.isEmpty || section == .freeDays else { continue }
      html += "<section class=\"runs\">\n<h2>\(escape(section.title))</h2>\n<ul>\n"
      for entry in entries {
        let many = entry.runs.count > 1 ? " class=\"many\"" : ""
        html +=
          "<li\(many)><span class=\"when\">\(escape(entry.spans))</span> <span class=\"why\">\(escape(entry.text))</span></li>\n"
      }
      if entries.isEmpty { html += "<li>None in this range.</li>\n" }
      html += "</ul>\n</section>\n"
    }
    return html
  }

  /// Text made safe for element content and quoted attribute values. Control characters other
  /// than tab and line feed (ESC, BEL, C1) are dropped: no page shows them, and a page saved as
  /// text and printed with `cat` would hand them to the terminal. So are the direction controls
  /// (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069): an override in a title would run the rest of
  /// the page's line backwards, showing other words than those written.
  static func escape(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out.append(contentsOf: "&amp;".unicodeScalars)
      case "<": out.append(contentsOf: "&lt;".unicodeScalars)
      case ">": out.append(contentsOf: "&gt;".unicodeScalars)
      case "\"": out.append(contentsOf: "&quot;".unicodeScalars)
      case "'": out.append(contentsOf: "&#39;".unicodeScalars)
      case "\t", "\n": out.append(scalar)
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): continue
      case "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}"..."\u{202E}", "\u{2066}"..."\u{2069}": continue
      default: out.append(scalar)
      }
    }
    return String(out)
  }
}
