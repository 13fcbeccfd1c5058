import Domain
import Foundation

/// `tq-parent report --format html`: the estimation game's progress as one printable page.
///
/// Self-contained (inline CSS and SVG, no scripts, no outside assets), portrait A4 or Letter. Per
/// player: the ratio trend of every routine on a log scale around 1.0; per routine its streak
/// calendar (played, gap, not on the list — a gap is drawn hollow, never as a loss) and a small
/// chart per task of the guess against the time taken. Shapes and dashes tell the lines apart, so
/// the page reads in black and white too. Every text from the data is escaped.
public enum ReportHTML {
  /// - Parameter language: the message language of every label, sentence and date on the page.
  public static func render(_ report: ProgressReport, generatedOn: LocalDate, language: String = "en") -> String {
    let words = Words(language)
    let axis = TimeAxis(from: report.from, through: report.through)
    let window = words.pack.fill(\.window, ["from": report.from.description, "through": report.through.description])
    var html = """
      <!DOCTYPE html>
      <html lang="\(words.pack.language)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="generator" content="TimeQuest">
      <title>\(e(words.pack.title)) · \(e(window))</title>
      <style>
      \(stylesheet)
      </style>
      </head>
      <body>
      <main class="sheet">
      <header>
      <h1>\(e(words.pack.title))</h1>
      <p class="range">\(e(words.long(report.from))) – \(e(words.long(report.through)))</p>
      </header>

      """
    if report.players.isEmpty { html += "<p class=\"empty\">\(e(words.pack.noPlayers))</p>\n" }
    for player in report.players {
      html += section(player, report: report, axis: axis, words: words)
    }
    html += """
      <footer>
      <p class="key">\(key(words.pack))</p>
      <p>\(words.pack.fill(\.footer, ["date": e(words.inSentence(generatedOn))]))</p>
      </footer>
      </main>
      </body>
      </html>

      """
    return html
  }

  // MARK: - Sections

  static func section(
    _ player: ProgressReport.Player, report: ProgressReport, axis: TimeAxis, words: Words
  ) -> String {
    let language = words.pack.language
    var html = "<section class=\"player\">\n<div class=\"phead\"><h2>\(e(player.name))</h2>"
    guard !player.routines.isEmpty else {
      let none = words.pack.fill(\.noGames, ["from": report.from.description, "through": report.through.description])
      html += "<p>\(e(none))</p></div>\n"
      if !player.notPlayed.isEmpty { html += quiet(player.notPlayed, words: words) }
      return html + "</section>\n"
    }
    let summary =
      [ProgressMessage.games(player.sessions, language: language)]
      + (player.guesses.map { [facts($0, language: language)] } ?? [])
    html += "<p>\(e(summary.joined(separator: " · ")))</p></div>\n"
    let headline = ProgressMessage.headline(player: player.name, change: player.change, language: language)
    html += "<p class=\"headline\">\(e(headline))</p>\n"
    // A wide chart for a sheet or a desktop window, a narrow one with fewer dates for a phone: the
    // stylesheet shows one, so the labels stay readable at either size.
    html +=
      "<figure class=\"trend\">\n" + trendChart(player.routines, axis: axis, width: 760, labels: 8, words: words)
    html += trendChart(player.routines, axis: axis, width: 380, labels: 4, words: words)
    html += "<figcaption><span class=\"chartnote\">\(e(words.pack.chartNote))</span> "
    for (index, routine) in player.routines.enumerated() {
      html += "<span class=\"legend\">\(marker(index, size: 10))\(e(routine.name))</span> "
    }
    html += "</figcaption>\n</figure>\n"
    for (index, routine) in player.routines.enumerated() {
      html += block(routine, index: index, report: report, axis: axis, words: words)
    }
    if !player.notPlayed.isEmpty { html += quiet(player.notPlayed, words: words) }
    return html + "</section>\n"
  }

  static func quiet(_ names: [String], words: Words) -> String {
    "<p class=\"quiet\">\(e(words.pack.fill(\.noGamesOf, ["routines": names.joined(separator: ", ")])))</p>\n"
  }

  static func block(
    _ routine: ProgressReport.Routine, index: Int, report: ProgressReport, axis: TimeAxis, words: Words
  ) -> String {
    let language = words.pack.language
    var facts = [ProgressMessage.games(routine.statistics.sessions, language: language)]
    if let streak = routine.streak {
      facts.append(GameMessage.streak(streak, language: language))
      if !streak.gaps.isEmpty { facts.append(words.pack.gaps(streak.gaps.count)) }
    }
    // The routine's line stays on one line: how far guesses fall either way is in the task charts.
    if let guesses = routine.statistics.guesses {
      facts += [
        ProgressMessage.usuallyWithin(guesses, language: language),
        GameMessage.trend(guesses.trend, language: language),
      ]
    }
    // The name and facts beside the calendar, over the task charts: on a sheet the calendar's
    // height holds both, so a long language's second line of facts costs no extra height.
    var html = "<div class=\"routine\">\n<div class=\"rhead\"><h3>\(marker(index, size: 11))\(e(routine.name))</h3>"
    html += "<p class=\"facts\">\(e(facts.joined(separator: " · ")))</p></div>\n<div class=\"rbody\">\n"
    html +=
      "<figure class=\"calendar\">" + (routine.streak.map { calendar($0, report: report, words: words) } ?? "")
      + "</figure>\n"
    html += "<div class=\"tasks\">\n"
    for task in routine.tasks {
      var caption = "<b>\(e(task.statistics.task))</b>"
      // The usual miss beside the name, the time alone: the page's key says what it is.
      if let guesses = task.statistics.guesses {
        caption +=
          " <span class=\"miss\">±\(DurationText.text(seconds: ProgressMessage.roundedUp(guesses.medianMissSeconds)))</span>"
      }
      html += "<figure class=\"task\"><figcaption>\(caption)</figcaption>\(taskChart(task, axis: axis, words: words))"
      if let usual = task.usualTime(language: language) { html += "<p class=\"usual\">\(e(usual))</p>" }
      html += "</figure>\n"
    }
    return html + "</div>\n</div>\n</div>\n"
  }

  /// "Usually within 2 min · typically within 40 % · most guesses below the time taken": whether
  /// guesses are getting closer is the headline's to say.
  static func facts(_ guesses: GuessStatistics, language: String) -> String {
    let typical = ReportMessagePack.pack(for: language).fill(
      \.typicallyWithin, ["share": StatsView.within(guesses.medianMissShare)])
    return [
      ProgressMessage.usuallyWithin(guesses, language: language), typical,
      GameMessage.tendency(guesses.tendency, language: language),
    ].joined(separator: " · ")
  }

  // MARK: - Charts

  /// The days of the window on a horizontal axis, each day a slot of equal width.
  struct TimeAxis {
    let from: LocalDate
    let through: LocalDate
    let days: Int

    init(from: LocalDate, through: LocalDate) {
      self.from = from
      self.through = through
      days = max(1, from.days(to: through) + 1)
    }

    /// The middle of the day's slot, between `left` and `right`.
    func x(_ date: LocalDate, left: Double, right: Double) -> Double {
      left + (Double(from.days(to: date)) + 0.5) / Double(days) * (right - left)
    }

    /// Dates worth a label, about `most` of them: Mondays for a short window, first days of months
    /// for a long one.
    func ticks(most: Int) -> [LocalDate] {
      let dates = (0..<days).map { from.adding(days: $0) }
      if days <= 120 {
        let mondays = dates.filter { $0.weekday == .monday }
        let step = max(1, Int((Double(mondays.count) / Double(most)).rounded(.up)))
        return mondays.enumerated().filter { $0.offset % step == 0 }.map(\.element)
      }
      let firsts = dates.filter { $0.day == 1 }
      let step = max(1, Int((Double(firsts.count) / Double(most)).rounded(.up)))
      return firsts.enumerated().filter { $0.offset % step == 0 }.map(\.element)
    }
  }

  /// Ratios drawn from half to double; beyond that a point is an arrow at the edge, labelled with
  /// how far off it was, never silently clipped.
  static let ratioRange = 2.0

  /// Each routine's games as a line of markers, the ratio on a log scale with 1.0 in the middle
  /// and the spot-on band (within 10 %) shaded.
  static func trendChart(
    _ routines: [ProgressReport.Routine], axis: TimeAxis, width: Double, labels: Int, words: Words
  ) -> String {
    // A sheet's chart is flatter than a phone's, its labels the same size: every language's page
    // then keeps to one printed sheet.
    let (left, right, top) = (58.0, width - 18, 12.0)
    let bottom = top + (width < 500 ? 56 : 48)
    let height = bottom + 20
    let middle = (top + bottom) / 2
    func y(_ ratio: Double) -> Double {
      let level = min(1, max(-1, log(ratio) / log(ratioRange)))
      return middle - level * (bottom - top) / 2
    }
    let label = width < 500 ? words.pack.narrowTrendChart : words.pack.trendChart
    var svg =
      "<svg class=\"w\(Int(width))\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"\(e(label))\">\n"
    svg +=
      "<rect class=\"band\" x=\"\(n(left))\" y=\"\(n(y(GuessBand.spotOnFactor)))\" width=\"\(n(right - left))\" height=\"\(n(y(1 / GuessBand.spotOnFactor) - y(GuessBand.spotOnFactor)))\"/>\n"
    let (twice, half) = (words.times(2), words.times(1.5))
    for (ratio, label) in [
      (2.0, words.pack.fill(\.axisLonger, ["factor": twice])), (1.5, half), (1.0, words.pack.axisSpotOn),
      (1 / 1.5, half), (0.5, words.pack.fill(\.axisShorter, ["factor": twice])),
    ] {
      let at = y(ratio)
      svg +=
        "<line class=\"\(ratio == 1 ? "one" : "grid")\" x1=\"\(n(left))\" y1=\"\(n(at))\" x2=\"\(n(right))\" y2=\"\(n(at))\"/>"
      svg += "<text class=\"ylabel\" x=\"\(n(left - 4))\" y=\"\(n(at + 3))\">\(e(label))</text>\n"
    }
    svg += xAxis(axis, left: left, right: right, bottom: bottom, labelY: height - 3, labels: labels, words: words)
    // Games off the chart, every routine's, left to right: each an arrow; a label only where it
    // keeps clear of the last one on the same edge (the arrow's title still says how far).
    let offChart = routines.flatMap(\.games).compactMap { game in
      game.ratio.flatMap {
        abs(log($0)) > log(ratioRange) ? (axis.x(game.date, left: left, right: right), $0, game.date) : nil
      }
    }.sorted { $0.0 < $1.0 }
    var lastLabel: [Bool: Double] = [:]
    for (x, ratio, date) in offChart {
      let up = ratio > 1
      let labelled = x - (lastLabel[up] ?? -.infinity) >= labelSpacing
      if labelled { lastLabel[up] = x }
      svg += beyond(ratio, x: x, edge: y(ratio), date: date, labelled: labelled, words: words)
    }
    for (index, routine) in routines.enumerated() {
      let points = routine.games.compactMap { game in
        game.ratio.map { (axis.x(game.date, left: left, right: right), y($0)) }
      }

      let colour = palette[index % palette.count]
      if points.count > 1 {
        let path = points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
        svg += "<polyline class=\"series\" stroke=\"\(colour)\" points=\"\(path)\"/>\n"
      }
      for (x, y) in points { svg += shape(index, x: x, y: y, radius: 3.2, fill: colour) }
    }
    return svg + "</svg>\n"
  }

  /// The least room between two labels of games off the chart on one edge, in chart units: "12×" wide.
  static let labelSpacing = 26.0

  /// A game beyond the chart's range: an arrow at the edge pointing out, and how far off it was.
  static func beyond(
    _ ratio: Double, x: Double, edge: Double, date: LocalDate, labelled: Bool, words: Words
  ) -> String {
    let up = ratio > 1
    let (tip, base) = up ? (edge - 9, edge - 4) : (edge + 9, edge + 4)
    let label = words.times(up ? ratio : 1 / ratio)
    let title = words.pack.fill(up ? \.beyondLonger : \.beyondShorter, ["date": words.long(date), "factor": label])
    return
      "<g class=\"beyond\"><title>\(e(title))</title><polygon points=\"\(n(x)),\(n(tip)) \(n(x + 3)),\(n(base)) \(n(x - 3)),\(n(base))\"/>"
      + (labelled ? "<text x=\"\(n(x + 4))\" y=\"\(n(up ? tip + 7 : tip - 1))\">\(label)</text>" : "") + "</g>\n"
  }

  /// One task's guesses (dashed, hollow circles) against its times (solid, dots), in minutes.
  static func taskChart(_ task: ProgressReport.Task, axis: TimeAxis, words: Words) -> String {
    // Flat enough that a routine's row of task charts is no taller than its streak calendar.
    let (width, height, left, right, top, bottom) = (150.0, 48.0, 22.0, 146.0, 5.0, 33.0)
    let timed = task.plays.filter { $0.actualSeconds != nil }
    // Within a week, as stored times are: the chart's arithmetic is then far from overflowing.
    func kept(_ seconds: Int) -> Int { min(max(0, seconds), TaskPlay.maximumSeconds) }
    let largest = timed.map { kept(max($0.guessSeconds, $0.actualSeconds ?? 0)) }.max() ?? 60
    let ceiling = niceMinutes(largest)
    func y(_ seconds: Int) -> Double { bottom - Double(kept(seconds)) / Double(ceiling * 60) * (bottom - top) }
    var svg =
      "<svg viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"\(e(words.pack.taskChart))\">\n"
    for minutes in [0, ceiling / 2, ceiling] {
      let at = y(minutes * 60)
      svg +=
        "<line class=\"\(minutes == 0 ? "base" : "grid")\" x1=\"\(n(left))\" y1=\"\(n(at))\" x2=\"\(n(right))\" y2=\"\(n(at))\"/>"
      svg += "<text class=\"ylabel\" x=\"\(n(left - 3))\" y=\"\(n(at + 3))\">\(minutes)</text>\n"
    }
    let guesses = timed.map { (axis.x($0.date, left: left, right: right), y($0.guessSeconds)) }
    let actuals = timed.map { (axis.x($0.date, left: left, right: right), y($0.actualSeconds ?? 0)) }
    if timed.count > 1 {
      svg +=
        "<polyline class=\"actual\" points=\"\(actuals.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\"/>\n"
      svg +=
        "<polyline class=\"guess\" points=\"\(guesses.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " "))\"/>\n"
    }
    for (x, y) in actuals { svg += "<circle class=\"actual\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"1.8\"/>" }
    for (x, y) in guesses { svg += "<circle class=\"guess\" cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"2\"/>" }
    if timed.isEmpty {
      svg += "<text class=\"note\" x=\"\(n(right))\" y=\"\(n(top + 20))\">\(e(words.pack.notTimed))</text>"
    }
    // The window's first and last days under the ends: the dates every point sits between.
    svg +=
      "<text class=\"xlabel start\" x=\"\(n(left))\" y=\"\(n(height - 4))\">\(e(words.pack.shortDate(axis.from)))</text>"
      + "<text class=\"xlabel end\" x=\"\(n(right))\" y=\"\(n(height - 4))\">\(e(words.pack.shortDate(axis.through)))</text>"
    return svg + "\n</svg>"
  }

  /// Weeks as columns from Monday, weekdays as rows: a filled square for a day played, a hollow one
  /// for a gap, a dot for a day not on the list, a dashed square for today.
  static func calendar(_ streak: Streak, report: ProgressReport, words: Words) -> String {
    let states = Dictionary(streak.days.map { ($0.date, $0.state) }, uniquingKeysWith: { first, _ in first })
    let start = report.from.adding(days: -(Weekday.mondayFirst.firstIndex(of: report.from.weekday) ?? 0))
    let weeks = start.days(to: report.through) / 7 + 1
    let (cell, step, left, top) = (10.0, 12.0, 12.0, 12.0)
    let width = left + Double(weeks) * step
    let height = top + 7 * step
    // Five viewBox units to the millimetre, and never wider than the column holding it.
    let millimetres = min(width / 5, 60)
    var svg =
      "<svg viewBox=\"0 0 \(n(width)) \(n(height))\" style=\"width:\(n(millimetres))mm\" role=\"img\" aria-label=\"\(e(words.pack.calendar))\">\n"
    for (row, letter) in words.pack.weekdayLetters.enumerated() where row % 2 == 0 {
      svg += "<text class=\"wd\" x=\"0\" y=\"\(n(top + Double(row) * step + 8))\">\(e(letter))</text>"
    }
    // A month's name over the week holding its first day (and over the first week, when the
    // next name is far enough away not to run into it).
    let firsts = (0..<weeks).compactMap { week -> (Int, Int)? in
      let days = (0..<7).map { start.adding(days: 7 * week + $0) }.filter { $0 >= report.from && $0 <= report.through }
      guard let first = days.first(where: { $0.day == 1 }) ?? (week == 0 ? days.first : nil) else { return nil }
      return (week, first.month)
    }
    for (index, (week, month)) in firsts.enumerated() {
      if index == 0, firsts.count > 1, firsts[1].0 - week < 3, firsts[1].1 != month { continue }
      svg +=
        "<text class=\"month\" x=\"\(n(left + Double(week) * step))\" y=\"8\">\(e(words.pack.shortMonths[month - 1]))</text>"
    }
    for week in 0..<weeks {
      let monday = start.adding(days: 7 * week)
      for row in 0..<7 {
        let date = monday.adding(days: row)
        guard date >= report.from, date <= report.through else { continue }
        let (x, y) = (left + Double(week) * step, top + Double(row) * step)
        let meaning = ReportView.meaning(states[date] ?? .paused, pack: words.pack)
        let label = "<title>\(e(words.long(date))) · \(e(meaning))</title>"
        switch states[date] {
        case .played:
          svg +=
            "<rect class=\"played\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(cell))\" height=\"\(n(cell))\">\(label)</rect>"
        case .playedOffList:
          svg +=
            "<rect class=\"offlist\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(cell))\" height=\"\(n(cell))\">\(label)</rect>"
        case .gap:
          svg +=
            "<rect class=\"gap\" x=\"\(n(x + 0.6))\" y=\"\(n(y + 0.6))\" width=\"\(n(cell - 1.2))\" height=\"\(n(cell - 1.2))\">\(label)</rect>"
        case .today:
          svg +=
            "<rect class=\"today\" x=\"\(n(x + 0.6))\" y=\"\(n(y + 0.6))\" width=\"\(n(cell - 1.2))\" height=\"\(n(cell - 1.2))\">\(label)</rect>"
        case .paused:
          svg +=
            "<circle class=\"paused\" cx=\"\(n(x + cell / 2))\" cy=\"\(n(y + cell / 2))\" r=\"1.3\">\(label)</circle>"
        case nil:
          // Before the routine's first game: no streak yet, so nothing to show.
          svg += "<circle class=\"before\" cx=\"\(n(x + cell / 2))\" cy=\"\(n(y + cell / 2))\" r=\"0.8\"/>"
        }
      }
      svg += "\n"
    }
    return svg + "</svg>"
  }

  static func xAxis(
    _ axis: TimeAxis, left: Double, right: Double, bottom: Double, labelY: Double, labels: Int, words: Words
  ) -> String {
    var svg = ""
    for date in axis.ticks(most: labels) {
      let x = axis.x(date, left: left, right: right)
      svg += "<line class=\"tick\" x1=\"\(n(x))\" y1=\"\(n(bottom))\" x2=\"\(n(x))\" y2=\"\(n(bottom + 3))\"/>"
      svg += "<text class=\"xlabel\" x=\"\(n(x))\" y=\"\(n(labelY))\">\(e(words.pack.shortDate(date)))</text>\n"
    }
    return svg
  }

  // MARK: - Markers

  static let palette = ["#1d4ed8", "#c2410c", "#047857", "#7c3aed", "#be123c", "#0e7490"]

  /// A different shape per routine (circle, square, triangle, diamond, …) so lines differ without colour.
  static func shape(_ index: Int, x: Double, y: Double, radius r: Double, fill: String) -> String {
    switch index % 6 {
    case 0: return "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(r))\" fill=\"\(fill)\"/>"
    case 1:
      return "<rect x=\"\(n(x - r))\" y=\"\(n(y - r))\" width=\"\(n(2 * r))\" height=\"\(n(2 * r))\" fill=\"\(fill)\"/>"
    case 2:
      return
        "<polygon points=\"\(n(x)),\(n(y - r * 1.2)) \(n(x + r * 1.1)),\(n(y + r * 0.8)) \(n(x - r * 1.1)),\(n(y + r * 0.8))\" fill=\"\(fill)\"/>"
    case 3:
      return
        "<polygon points=\"\(n(x)),\(n(y - r * 1.3)) \(n(x + r * 1.3)),\(n(y)) \(n(x)),\(n(y + r * 1.3)) \(n(x - r * 1.3)),\(n(y))\" fill=\"\(fill)\"/>"
    case 4:
      return
        "<circle cx=\"\(n(x))\" cy=\"\(n(y))\" r=\"\(n(r))\" fill=\"#fff\" stroke=\"\(fill)\" stroke-width=\"1.6\"/>"
    default:
      return
        "<rect x=\"\(n(x - r))\" y=\"\(n(y - r))\" width=\"\(n(2 * r))\" height=\"\(n(2 * r))\" fill=\"#fff\" stroke=\"\(fill)\" stroke-width=\"1.6\"/>"
    }
  }

  /// The routine's marker as a small inline picture, for the legend and the routine's heading.
  static func marker(_ index: Int, size: Int) -> String {
    let colour = palette[index % palette.count]
    return "<svg class=\"marker\" viewBox=\"0 0 10 10\" width=\"\(size)\" height=\"\(size)\" aria-hidden=\"true\">"
      + shape(index, x: 5, y: 5, radius: 3.6, fill: colour) + "</svg>"
  }

  /// The page's key: each day of the calendars and each line of the task charts, in words.
  static func key(_ pack: ReportMessagePack) -> String {
    """
    <span><svg class="marker" viewBox="0 0 10 10" width="10" height="10"><rect class="played" x="0" y="0" width="10" height="10"/></svg> \(e(pack.played))</span> \
    <span><svg class="marker" viewBox="0 0 10 10" width="10" height="10"><rect class="gap" x="0.6" y="0.6" width="8.8" height="8.8"/></svg> \(e(pack.gap))</span> \
    <span><svg class="marker" viewBox="0 0 10 10" width="10" height="10"><circle class="paused" cx="5" cy="5" r="1.6"/></svg> \(e(pack.keyPaused))</span> \
    <span><svg class="marker" viewBox="0 0 10 10" width="10" height="10"><rect class="offlist" x="0" y="0" width="10" height="10"/></svg> \(e(pack.keyOffList))</span> \
    <span><svg class="marker" viewBox="0 0 24 10" width="24" height="10"><line class="actual" x1="0" y1="5" x2="24" y2="5"/></svg> \(e(pack.timeTaken))</span> \
    <span><svg class="marker" viewBox="0 0 24 10" width="24" height="10"><line class="guess" x1="0" y1="5" x2="24" y2="5"/></svg> \(e(pack.guess))</span>
    """
  }

  /// The page's words in one language: its labels, its long dates and its factors' decimal mark.
  struct Words {
    let pack: ReportMessagePack
    let decimalMark: String

    init(_ language: String) {
      pack = ReportMessagePack.pack(for: language)
      decimalMark = ProgressMessagePack.pack(for: language).decimalMark
    }

    /// "Saturday 21 November 2026", "Samedi 21 novembre 2026".
    func long(_ date: LocalDate) -> String { ContextMessage.heading(for: date, language: pack.language) }

    /// The date within a sentence: "le samedi 21 novembre 2026", where the language writes its
    /// weekdays in lower case.
    func inSentence(_ date: LocalDate) -> String {
      let text = long(date)
      let weekday = MessagePack.pack(for: pack.language).weekdayName(date.weekday)
      guard weekday.first?.isLowercase == true else { return text }
      return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// "1.5×", "1,5×".
    func times(_ factor: Double) -> String { ProgressMessage.times(factor, decimalMark: decimalMark) }
  }

  // MARK: - Helpers

  /// A round number of minutes at or above `seconds`, for a chart's top line.
  static func niceMinutes(_ seconds: Int) -> Int {
    let minutes = max(1, Int((Double(seconds) / 60).rounded(.up)))
    for nice in [2, 4, 6, 10, 20, 30, 40, 60, 90, 120, 180, 240] where minutes <= nice { return nice }
    return (minutes + 59) / 60 * 60
  }

  /// A coordinate to one decimal, the same on every machine.
  static func n(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return "\(sign)\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  static func e(_ text: String) -> String { YearPlannerHTML.escape(text) }
}
