import Domain
import Foundation
import Presentation
import Testing

@Suite("Year grid in the terminal")
struct YearGridViewTests {
  /// One drawn day: where it sits in its week and the marker after its number.
  struct Drawn: Equatable {
    var column: Int
    var marker: Character
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
  ]

  /// Reads a plain grid back: every day number under its month header, with its column (0 = Monday).
  static func parse(_ text: String) -> [(date: LocalDate, drawn: Drawn)] {
    let lines = text.components(separatedBy: "\n").map(Array.init)
    var result: [(LocalDate, Drawn)] = []
    func slice(_ line: [Character], _ start: Int, _ length: Int) -> String {
      guard start < line.count else { return "" }
      return String(line[start..<min(line.count, start + length)])
    }
    for (index, line) in lines.enumerated() {
      for block in 0..<3 {
        let left = block * 30
        let header = slice(line, left, 27).trimmingCharacters(in: .whitespaces).split(separator: " ")
        guard header.count == 2, let month = monthNames.firstIndex(of: String(header[0])),
          let year = Int(header[1]), index + 7 < lines.count
        else { continue }
        for week in lines[(index + 2)...(index + 7)] {
          for column in 0..<7 {
            let cell = Array(slice(week, left + column * 4, 3).padding(toLength: 3, withPad: " ", startingAt: 0))
            guard let day = Int(String(cell[0..<2]).trimmingCharacters(in: .whitespaces)) else { continue }
            result.append((LocalDate(year: year, month: month + 1, day: day)!, Drawn(column: column, marker: cell[2])))
          }
        }
      }
    }
    return result
  }

  static func marker(for day: DayContext) -> Character {
    if day.rule == .override { return "!" }
    switch day.kind {
    case .schoolDay: return day.freeAfternoon ? "/" : " "
    case .freeDay: return day.rule == .weekend ? "-" : "*"
    case .unknown: return "?"
    }
  }

  static func stripANSI(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test("every date of the school year appears once, under its weekday, Monday first, with its kind's marker")
  func everyDateOnce() {
    let days = YearFixture.schoolYear()
    let drawn = Self.parse(YearGridView.text(days, title: "School year 2026–27", style: .plain))
    #expect(drawn.map(\.date) == days.map(\.date))
    for (date, cell) in drawn {
      #expect(cell.column == Weekday.mondayFirst.firstIndex(of: date.weekday), "\(date)")
    }
    let expected = Dictionary(uniqueKeysWithValues: days.map { ($0.date, Self.marker(for: $0)) })
    #expect(drawn.allSatisfy { expected[$0.date] == $0.drawn.marker })
    #expect(Set(drawn.map(\.drawn.marker)).count == 6)
  }

  @Test("months are three to a row, weeks start on Monday, and a September–August year spans two calendar years")
  func layout() {
    let text = YearGridView.text(YearFixture.schoolYear(), title: "School year", style: .plain)
    let lines = text.components(separatedBy: "\n")
    let headers = lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("September 2026") }
    #expect(headers.count == 1)
    #expect(headers[0].contains("October 2026") && headers[0].contains("November 2026"))
    #expect(lines.contains { $0.contains("June 2027") && $0.contains("July 2027") && $0.contains("August 2027") })
    #expect(lines.contains { $0.hasPrefix("Mo  Tu  We  Th  Fr  Sa  Su") })
    // 2026-09-01 is a Tuesday: the first week has a blank Monday.
    let firstWeek = lines[lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("September 2026") }! + 2]
    #expect(firstWeek.hasPrefix("     1 "))
    #expect(Self.parse(text).count == 365)
  }

  @Test("a range across the new year that starts and ends mid-month leaves the days outside it blank")
  func partialMonths() {
    let days = YearFixture.schoolYear(from: YearFixture.date("2026-12-15"), through: YearFixture.date("2027-01-20"))
    let text = YearGridView.text(days, title: "Winter", style: .plain)
    let drawn = Self.parse(text)
    #expect(drawn.map(\.date) == days.map(\.date))
    #expect(text.contains("December 2026") && text.contains("January 2027"))
    #expect(!text.contains("February"))
    #expect(!text.contains("November"))
    #expect(text.contains("Tuesday 15 December 2026 – Wednesday 20 January 2027"))
    // December starts with the week of the 14th: earlier weeks are wholly outside the range.
    let lines = text.components(separatedBy: "\n")
    let header = lines.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("December 2026") }!
    #expect(lines[header + 2].hasPrefix("    15  16  17  18  19- 20-"))
  }

  @Test("the legend counts each mark and the totals equal the kinds' counts")
  func legendCounts() {
    let days = YearFixture.schoolYear()
    let text = YearGridView.text(days, title: "School year", style: .plain)
    let lines = text.components(separatedBy: "\n")
    func count(_ kind: DayContext.Kind) -> Int { days.filter { $0.kind == kind }.count }
    #expect(
      lines.contains(
        "  Total: \(count(.schoolDay)) school days · \(count(.freeDay)) free days · \(count(.unknown)) unknown"))
    let expected: [(String, Int)] = [
      ("12   school day", days.filter { Self.marker(for: $0) == " " }.count),
      ("12/  school day, free afternoon", 1),
      ("12*  free day: holiday or break", days.filter { Self.marker(for: $0) == "*" }.count),
      ("12-  weekend, no school", days.filter { Self.marker(for: $0) == "-" }.count),
      ("12?  unknown", 2),
      ("12!  set by a parent override", 2),
    ]
    for (label, number) in expected {
      let line = lines.first { $0.hasPrefix("  " + label) }
      #expect(line?.hasSuffix(" \(number)") == true, "\(label): \(line ?? "missing")")
    }
    #expect(expected.map(\.1).reduce(0, +) == days.count)
  }

  @Test("without colours there are no escape codes; with colours the text is the same once they are removed")
  func colours() {
    let days = YearFixture.schoolYear()
    let noColor = TerminalStyle(isTTY: true, environment: ["NO_COLOR": "1"])
    let plain = YearGridView.text(days, title: "School year", style: noColor)
    let piped = YearGridView.text(days, title: "School year", style: TerminalStyle(isTTY: false, environment: [:]))
    let coloured = YearGridView.text(days, title: "School year", style: TerminalStyle(colors: true))
    #expect(!plain.contains("\u{1B}"))
    #expect(piped == plain)
    #expect(coloured.contains("\u{1B}["))
    #expect(Self.stripANSI(coloured) == plain)
    #expect(!plain.split(separator: "\n").contains { $0.hasSuffix(" ") })
  }

  @Test("free days are grouped into runs by reason; weekends inside a run join it but never start or end one")
  func freeDayRuns() {
    let text = YearGridView.text(YearFixture.schoolYear(), title: "School year", style: .plain)
    let lines = text.components(separatedBy: "\n")
    func listed(_ span: String, _ label: String) -> Bool {
      lines.contains { $0.hasPrefix("  \(span) ") && $0.hasSuffix("  \(label)") }
    }
    #expect(listed("Sep 7", "Labor Day - No School"))
    #expect(listed("Nov 25 – Nov 27", "Thanksgiving Break"))
    #expect(listed("Dec 21 – Jan 1", "Winter Break"))
    #expect(listed("Jan 4", "Family trip (override)"))
    #expect(listed("Mar 29 – Apr 9", "Spring Break"))
    #expect(listed("Jun 14 – Aug 31", "Summer break"))
    #expect(listed("Nov 24", "Early Release"))
    #expect(listed("Mar 13", "Snow make-up (override)"))
    #expect(listed("May 8", "Make-Up Day"))
    #expect(listed("Oct 12 – Oct 13", "no school information for this day"))
    #expect(!text.contains("Weekend\n") && !text.hasSuffix("Weekend"))
    let sections = lines.filter { ["Free days", "Free afternoons", "Extra school days", "Unknown days"].contains($0) }
    #expect(sections == ["Free days", "Free afternoons", "Extra school days", "Unknown days"])
  }

  @Test("a free day next to a break with another reason is its own run")
  func differentReasonsSplit() {
    let monday = YearFixture.date("2026-11-23")
    let days = (0..<5).map { offset -> DayContext in
      let date = monday.adding(days: offset)
      let reason = offset < 2 ? "Conferences - No School" : "Thanksgiving Break"
      return DayContext(date: date, kind: .freeDay, reason: reason, rule: .freeDayMarker)
    }
    let text = YearGridView.text(days, title: "Week", style: .plain)
    #expect(text.contains("  Nov 23 – Nov 24  Conferences - No School"))
    #expect(text.contains("  Nov 25 – Nov 27  Thanksgiving Break"))
  }

  @Test("a reason that recurs is listed once with all its dates, wrapped to the grid's width")
  func recurringReason() throws {
    var days = YearFixture.schoolYear()
    let wednesdays = days.filter { $0.date.weekday == .wednesday && $0.kind == .schoolDay && $0.rule == .term }
      .map(\.date).filter { $0.day <= 7 }
    for date in wednesdays {
      let index = days.firstIndex { $0.date == date }!
      days[index] = DayContext(
        date: date, kind: .schoolDay, freeAfternoon: true, reason: "Early Release Wednesday", rule: .earlyRelease)
    }
    let lines = YearGridView.text(days, title: "School year", style: .plain).components(separatedBy: "\n")
    let first = try #require(lines.firstIndex { $0.hasPrefix("  Early Release Wednesday: Sep 2, Oct 7, ") })
    #expect(lines.filter { $0.contains("Early Release Wednesday") }.count == 1)
    #expect(lines[first].count <= 87)
    #expect(lines[first + 1].hasPrefix("    "))
    #expect(lines[first].hasSuffix(",") && lines[first + 1].hasSuffix("Jun 2"))
    #expect(lines.contains("  Nov 24  Early Release"))
  }

  @Test("with calendar reading off every day is unknown and the reason is listed once")
  func calendarOff() {
    let days = (0..<30).map { DayContext.calendarOff(YearFixture.from.adding(days: $0)) }
    let text = YearGridView.text(days, title: "September", style: .plain)
    #expect(text.contains("  Sep 1 – Sep 30  calendar reading is off"))
    #expect(Self.parse(text).allSatisfy { $0.drawn.marker == "?" })
  }

  @Test("no days gives a short note rather than an empty grid")
  func empty() {
    #expect(YearGridView.text([], title: "Nothing", style: .plain).contains("No days to show."))
  }

  @Test("the JSON is an object with the range, one context object per day in order, and counts per kind")
  func json() throws {
    let days = YearFixture.schoolYear()
    let text = YearGridView.json(days.reversed()).serialized()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["from", "to", "days", "summary"])
    #expect(object["from"] as? String == "2026-09-01")
    #expect(object["to"] as? String == "2027-08-31")
    let entries = try #require(object["days"] as? [[String: Any]])
    #expect(entries.count == 365)
    #expect(entries.map { $0["date"] as? String } == days.map { $0.date.description })
    for entry in entries {
      #expect(Set(entry.keys) == ["date", "kind", "freeAfternoon", "reason", "rule", "chip", "events", "next"])
    }
    let winter = try #require(entries.first { $0["date"] as? String == "2026-12-21" })
    #expect(winter["kind"] as? String == "freeDay")
    #expect(winter["chip"] as? String == "Free day · Winter Break")
    #expect(winter["events"] as? [String] == ["Winter Break"])
    let summary = try #require(object["summary"] as? [String: Int])
    #expect(
      summary == [
        "schoolDay": days.filter { $0.kind == .schoolDay }.count,
        "freeDay": days.filter { $0.kind == .freeDay }.count,
        "unknown": 2,
      ])
    #expect(
      YearGridView.json([]).serialized()
        == #"{"from":null,"to":null,"days":[],"summary":{"schoolDay":0,"freeDay":0,"unknown":0}}"#)
  }
}
