import Domain
import Foundation
import Presentation
import Testing

@Suite("Terminal rendering")
struct PresentationTests {
  static let tuesday = LocalDate("2026-11-24")!
  static let morning = Routine(
    name: "School morning", player: "Maya",
    tasks: [.init(name: "Get dressed", minutes: 5), .init(name: "Breakfast", minutes: 15)],
    activeDays: WeekdayList.weekdays, mode: .schoolDay)

  @Test("colours only for a terminal that has not asked for none")
  func colourRules() {
    #expect(TerminalStyle(isTTY: true, environment: [:]).colors)
    #expect(!TerminalStyle(isTTY: false, environment: [:]).colors)
    #expect(!TerminalStyle(isTTY: true, environment: ["NO_COLOR": "1"]).colors)
    #expect(TerminalStyle(isTTY: true, environment: ["NO_COLOR": ""]).colors)
    #expect(!TerminalStyle(isTTY: true, environment: ["TERM": "dumb"]).colors)
    #expect(TerminalStyle(colors: true).bold("x") != "x")
    #expect(TerminalStyle.plain.bold("x") == "x")
  }

  @Test("--color always colours a pipe over NO_COLOR and TERM=dumb; never colours nothing; auto is the rules above")
  func colourChoice() {
    let environments: [[String: String]] = [[:], ["NO_COLOR": "1"], ["TERM": "dumb"], ["TERM": "xterm-256color"]]
    for environment in environments {
      for isTTY in [true, false] {
        #expect(TerminalStyle(color: .always, isTTY: isTTY, environment: environment).colors)
        #expect(!TerminalStyle(color: .never, isTTY: isTTY, environment: environment).colors)
        #expect(
          TerminalStyle(color: .auto, isTTY: isTTY, environment: environment).colors
            == TerminalStyle(isTTY: isTTY, environment: environment).colors)
      }
    }
    // Symbols follow the terminal, not the colour choice: a braille display still gets ASCII.
    #expect(!TerminalStyle(color: .always, isTTY: true, environment: ["TERM": "dumb"]).unicode)
    #expect(TerminalStyle(color: .never, isTTY: false, environment: [:]).unicode)
  }

  @Test("today shows the date, the chip, and numbered tasks with minutes")
  func today() {
    let context = DayContext(date: Self.tuesday, kind: .schoolDay, rule: .schoolEvents)
    let text = TodayView.text([PlayerDay(player: "Maya", context: context, quests: [Self.morning])], style: .plain)
    #expect(text.contains("Tuesday 24 November 2026"))
    #expect(text.contains("[ School day ]"))
    #expect(text.contains("School morning · 20 min"))
    #expect(text.contains("1. Get dressed    5 min"))
    #expect(text.contains("2. Breakfast     15 min"))
  }

  @Test("the today JSON has the contract's shape")
  func todayJSON() throws {
    let context = DayContext.calendarOff(Self.tuesday)
    let json = PlayerDay(player: "Maya", context: context, quests: [Self.morning]).json.serialized()
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
    #expect(Set(object.keys) == ["date", "player", "context", "quests"])
    let quest = (object["quests"] as! [[String: Any]])[0]
    #expect(Set(quest.keys) == ["routine", "mode", "tasks"])
    #expect(quest["mode"] as? String == "school-day")
  }

  @Test("durations read naturally")
  func minutes() {
    #expect(DateText.minutes(40) == "40 min")
    #expect(DateText.minutes(60) == "1 h")
    #expect(DateText.minutes(75) == "1 h 15 min")
  }

  @Test("RFC 3339 timestamps carry the zone's offset, DST included")
  func timestamps() {
    let chicago = TimeZone(identifier: "America/Chicago")!
    let winter = Date(timeIntervalSince1970: 1_797_553_800)  // 2026-12-17T18:30:00-06:00
    #expect(Timestamp.rfc3339(winter, zone: chicago) == "2026-12-17T18:30:00-06:00")
    let summer = Date(timeIntervalSince1970: 1_788_276_600)  // 2026-09-01T10:30:00-05:00
    #expect(Timestamp.rfc3339(summer, zone: chicago) == "2026-09-01T10:30:00-05:00")
    #expect(Timestamp.rfc3339(summer, zone: TimeZone(identifier: "Asia/Kolkata")!) == "2026-09-01T21:00:00+05:30")
    #expect(Timestamp.clock(summer, zone: chicago) == "10:30")
  }

  @Test("the agenda groups events by day and repeats multi-day ones")
  func agenda() {
    let utc = TimeZone(identifier: "UTC")!
    let events = [
      CalendarEvent(
        uid: "1", title: "Thanksgiving Break", start: .date(LocalDate("2026-11-25")!),
        end: .date(LocalDate("2026-11-28")!), calendarID: "s", calendarTitle: "School"),
      CalendarEvent(
        uid: "2", title: "PTA Meeting", start: .instant(Date(timeIntervalSince1970: 1_795_552_200)),
        end: .instant(Date(timeIntervalSince1970: 1_795_557_600)), calendarID: "s", calendarTitle: "School"),
    ]
    let text = EventsView.text(
      events, from: LocalDate("2026-11-24")!, through: LocalDate("2026-11-30")!, zone: utc, style: .plain)
    #expect(text.components(separatedBy: "Thanksgiving Break").count - 1 == 3)
    #expect(text.contains("Wednesday 25 November 2026"))
    #expect(!text.contains("Saturday 28 November"))
    #expect(text.contains("all day"))
    #expect(
      EventsView.text([], from: Self.tuesday, through: Self.tuesday, zone: utc, style: .plain).contains("No events"))
  }
}
