import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

@Suite("Events: end rules, overrides, exceptions, cancellation, ordering")
struct EventRulesTests {
  private func read(_ body: String, from: String = "2026-01-01", to: String = "2026-12-31", header: String = "")
    throws -> CalendarReadResult
  {
    try TestCalendars.read(body, header: header, from: from, to: to)
  }

  @Test("an all-day event without DTEND lasts one day; DTEND is exclusive")
  func allDay() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Holiday\nDTSTART;VALUE=DATE:20260601\nEND:VEVENT
      BEGIN:VEVENT\nUID:2\nSUMMARY:Break\nDTSTART;VALUE=DATE:20260610\nDTEND;VALUE=DATE:20260613\nEND:VEVENT
      """)
    #expect(r.events.map(\.start) == [.date(LocalDate("2026-06-01")!), .date(LocalDate("2026-06-10")!)])
    #expect(r.events.map(\.end) == [.date(LocalDate("2026-06-02")!), .date(LocalDate("2026-06-13")!)])
  }

  @Test("a timed event without end lasts no time; DURATION is honoured")
  func timedEnds() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:A\nDTSTART:20260601T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:2\nSUMMARY:B\nDTSTART:20260601T090000Z\nDURATION:PT1H30M\nEND:VEVENT
      """)
    #expect(r.events[0].end == r.events[0].start)
    #expect(r.events[1].end == .instant(TestCalendars.utcInstant("20260601T103000Z")))
  }

  @Test("a DATE start with a DATE-TIME end is repaired to all-day, with a warning")
  func mixed() throws {
    let r = try read("BEGIN:VEVENT\nUID:1\nSUMMARY:M\nDTSTART;VALUE=DATE:20260601\nDTEND:20260603T000000\nEND:VEVENT")
    #expect(r.events.first?.end == .date(LocalDate("2026-06-03")!))
    #expect(r.warnings.contains { $0.message.contains("DATE-TIME") })
  }

  @Test("EXDATE removes an occurrence by instant, even when written in another zone")
  func exdateAcrossZones() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Swim\nDTSTART;TZID=Europe/Berlin:20260601T170000\nRRULE:FREQ=DAILY;COUNT=3
      EXDATE;TZID=America/New_York:20260602T110000
      END:VEVENT
      """)
    #expect(r.events.map { TestCalendars.describe($0.start) } == ["2026-06-01T17:00", "2026-06-03T17:00"])
  }

  @Test("EXDATE on an all-day series matches by date")
  func exdateAllDay() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Camp\nDTSTART;VALUE=DATE:20260601\nRRULE:FREQ=DAILY;COUNT=3\nEXDATE;VALUE=DATE:20260602
      END:VEVENT
      """)
    #expect(r.events.map(\.start) == [.date(LocalDate("2026-06-01")!), .date(LocalDate("2026-06-03")!)])
  }

  @Test("RDATE adds occurrences, PERIOD values with their own length")
  func rdate() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Extra\nDTSTART:20260601T080000Z\nDTEND:20260601T090000Z
      RDATE:20260605T080000Z,20260607T080000Z
      RDATE;VALUE=PERIOD:20260609T080000Z/PT3H
      END:VEVENT
      """)
    #expect(r.events.count == 4)
    #expect(r.events.last?.end == .instant(TestCalendars.utcInstant("20260609T110000Z")))
  }

  @Test("a RECURRENCE-ID override replaces its occurrence, also when moved into or out of the window")
  func overrides() throws {
    let body = """
      BEGIN:VEVENT\nUID:s\nSUMMARY:Piano\nDTSTART;TZID=Europe/Berlin:20260601T160000\nRRULE:FREQ=WEEKLY;COUNT=4\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;TZID=Europe/Berlin:20260608T160000\nSUMMARY:Piano (moved)
      DTSTART;TZID=Europe/Berlin:20260620T100000\nEND:VEVENT
      """
    let week2 = try read(body, from: "2026-06-08", to: "2026-06-08")
    #expect(week2.events.isEmpty)
    let moved = try read(body, from: "2026-06-20", to: "2026-06-20")
    #expect(moved.events.map(\.title) == ["Piano (moved)"])
    let all = try read(body, from: "2026-06-01", to: "2026-06-30")
    #expect(all.events.map(\.title) == ["Piano", "Piano", "Piano (moved)", "Piano"])
  }

  @Test("the override with the highest SEQUENCE wins, wherever it appears")
  func sequence() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID:20260602T080000Z\nSEQUENCE:2\nSUMMARY:v2\nDTSTART:20260602T090000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nSUMMARY:base\nDTSTART:20260601T080000Z\nRRULE:FREQ=DAILY;COUNT=3\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID:20260602T080000Z\nSEQUENCE:1\nSUMMARY:v1\nDTSTART:20260602T100000Z\nEND:VEVENT
      """, from: "2026-06-01", to: "2026-06-05")
    #expect(r.events.map(\.title) == ["base", "v2", "base"])
  }

  @Test("RANGE=THISANDFUTURE shifts and retitles every later occurrence")
  func thisAndFuture() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:s\nSUMMARY:Old\nDTSTART:20260601T080000Z\nRRULE:FREQ=DAILY;COUNT=5\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;RANGE=THISANDFUTURE:20260603T080000Z\nSUMMARY:New\nDTSTART:20260603T100000Z
      END:VEVENT
      """, from: "2026-06-01", to: "2026-06-10")
    #expect(r.events.map(\.title) == ["Old", "Old", "New", "New", "New"])
    #expect(r.events.last?.start == .instant(TestCalendars.utcInstant("20260605T100000Z")))
  }

  @Test("RANGE=THISANDFUTURE that moves a weekly series by days moves every later occurrence by those days")
  func thisAndFutureByDays() throws {
    // A club on Mondays moves to Wednesdays from its third meeting on, as a school feed sends it.
    let r = try read(
      """
      BEGIN:VEVENT\nUID:club\nSUMMARY:Club\nDTSTART:20260601T150000Z\nDTEND:20260601T160000Z
      RRULE:FREQ=WEEKLY;COUNT=5\nEND:VEVENT
      BEGIN:VEVENT\nUID:club\nRECURRENCE-ID;RANGE=THISANDFUTURE:20260615T150000Z\nSUMMARY:Club
      DTSTART:20260617T150000Z\nDTEND:20260617T160000Z\nEND:VEVENT
      """, from: "2026-06-01", to: "2026-07-31")
    #expect(
      r.events.map(\.start)
        == ["20260601T150000Z", "20260608T150000Z", "20260617T150000Z", "20260624T150000Z", "20260701T150000Z"]
        .map { .instant(TestCalendars.utcInstant($0)) })
  }

  @Test("two copies of one event inside the window, as an updated feed sends them: the higher SEQUENCE wins")
  func twoCopiesInTheWindow() throws {
    for order in [["1", "2"], ["2", "1"]] {
      let copies = order.map { sequence in
        "BEGIN:VEVENT\nUID:trip\nSEQUENCE:\(sequence)\nSUMMARY:Trip v\(sequence)\n"
          + "DTSTART;VALUE=DATE:2026060\(sequence == "1" ? "3" : "4")\nEND:VEVENT"
      }
      let r = try read(copies.joined(separator: "\n"), from: "2026-06-01", to: "2026-06-10")
      #expect(r.events.map(\.title) == ["Trip v2"], "\(order)")
      #expect(r.events.first?.start == .date(LocalDate("2026-06-04")!), "\(order)")
    }
  }

  @Test("an override whose master is missing still counts")
  func orphan() throws {
    let r = try read(
      "BEGIN:VEVENT\nUID:o\nRECURRENCE-ID:20260602T080000Z\nSUMMARY:Alone\nDTSTART:20260602T080000Z\nEND:VEVENT")
    #expect(r.events.map(\.title) == ["Alone"])
  }

  @Test("cancelled masters and cancelled occurrences are left out; tentative is kept as such")
  func cancelled() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:c\nSTATUS:CANCELLED\nSUMMARY:Gone\nDTSTART:20260601T080000Z\nRRULE:FREQ=DAILY;COUNT=3\nEND:VEVENT
      BEGIN:VEVENT\nUID:d\nSUMMARY:Daily\nDTSTART:20260601T080000Z\nRRULE:FREQ=DAILY;COUNT=3\nEND:VEVENT
      BEGIN:VEVENT\nUID:d\nRECURRENCE-ID:20260602T080000Z\nSTATUS:CANCELLED\nSUMMARY:Daily\nDTSTART:20260602T080000Z
      END:VEVENT
      BEGIN:VEVENT\nUID:t\nSTATUS:TENTATIVE\nSUMMARY:Maybe\nDTSTART:20260601T070000Z\nEND:VEVENT
      """, from: "2026-06-01", to: "2026-06-05")
    #expect(r.events.map(\.title) == ["Maybe", "Daily", "Daily"])
    #expect(r.events.first?.status == .tentative)
  }

  @Test("a cancelled event that does not repeat is left out as well")
  func cancelledSingle() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:s\nSTATUS:CANCELLED\nSUMMARY:Gone\nDTSTART:20260601T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:k\nSUMMARY:Kept\nDTSTART:20260601T090000Z\nEND:VEVENT
      """, from: "2026-06-01", to: "2026-06-05")
    #expect(r.events.map(\.title) == ["Kept"])
  }

  @Test("results are sorted by start, then title, and carry the calendar's id and title")
  func sorting() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:b\nSUMMARY:Beta\nDTSTART:20260601T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:a\nSUMMARY:Alpha\nDTSTART:20260601T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:c\nSUMMARY:Early\nDTSTART:20260601T060000Z\nEND:VEVENT
      """, header: "X-WR-CALNAME:Family\n")
    #expect(r.events.map(\.title) == ["Early", "Alpha", "Beta"])
    #expect(r.calendars == [CalendarInfo(id: "/test.ics", title: "Family", location: "/test.ics")])
    #expect(r.events.allSatisfy { $0.calendarID == "/test.ics" && $0.calendarTitle == "Family" })
  }

  @Test("a broken line or component is skipped with its line number; the rest still counts")
  func lenient() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Good\nDTSTART:20260601T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:2\nSUMMARY:Bad start\nDTSTART:2026-13-45\nEND:VEVENT
      BEGIN:VEVENT\nUID:3\nSUMMARY:Bad rule\nDTSTART:20260602T080000Z\nRRULE:FREQ=SOMETIMES\nEND:VEVENT
      """)
    #expect(r.events.map(\.title) == ["Good", "Bad rule"])
    #expect(r.warnings.contains { $0.line == 12 && $0.message.contains("DTSTART") })
    #expect(r.warnings.contains { $0.line == 18 && $0.message.contains("FREQ") })
  }

  @Test("an event ending at the window's start does not overlap it; one starting at its end neither")
  func windowEdges() throws {
    let r = try read(
      """
      BEGIN:VEVENT\nUID:1\nSUMMARY:Before\nDTSTART;TZID=Europe/Berlin:20260601T220000\nDTEND;TZID=Europe/Berlin:20260602T000000\nEND:VEVENT
      BEGIN:VEVENT\nUID:2\nSUMMARY:Inside\nDTSTART;TZID=Europe/Berlin:20260602T000000\nEND:VEVENT
      BEGIN:VEVENT\nUID:3\nSUMMARY:After\nDTSTART;TZID=Europe/Berlin:20260603T000000\nEND:VEVENT
      """, from: "2026-06-02", to: "2026-06-02")
    #expect(r.events.map(\.title) == ["Inside"])
  }
}
