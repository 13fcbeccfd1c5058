import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

@Suite("A series' occurrences carry the dates its EXDATEs take out")
struct SkippedDatesTests {
  @Test("a weekly timed series and a daily all-day one: the instances excluded, nothing after the end")
  func excludedInstances() throws {
    let r = try TestCalendars.read(
      """
      BEGIN:VEVENT\nUID:swim\nSUMMARY:Swimming\nDTSTART:20260901T090000Z\nDTEND:20260901T100000Z
      RRULE:FREQ=WEEKLY;COUNT=8\nEXDATE:20260915T090000Z,20261020T090000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:dropoff\nSUMMARY:Drop-off\nDTSTART;VALUE=DATE:20260907\nRRULE:FREQ=DAILY;COUNT=5
      EXDATE;VALUE=DATE:20260909\nEND:VEVENT
      BEGIN:VEVENT\nUID:fair\nSUMMARY:Fair\nDTSTART;VALUE=DATE:20260910\nEND:VEVENT
      """, header: "", from: "2026-09-01", to: "2026-12-31")
    let swimming = r.events.filter { $0.title == "Swimming" }
    #expect(swimming.count == 6)
    #expect(swimming.allSatisfy { $0.skippedDates == [LocalDate("2026-09-15")!, LocalDate("2026-10-20")!] })
    let dropOff = r.events.filter { $0.title == "Drop-off" }
    #expect(dropOff.count == 4)
    #expect(dropOff.allSatisfy { $0.skippedDates == [LocalDate("2026-09-09")!] })
    #expect(r.events.first { $0.title == "Fair" }?.skippedDates == [])
  }

  @Test(
    "a cancelled occurrence (RECURRENCE-ID with STATUS:CANCELLED) is skipped like an excluded one; a moved one is not")
  func cancelledOccurrences() throws {
    let r = try TestCalendars.read(
      """
      BEGIN:VEVENT\nUID:swim\nSUMMARY:Swimming\nDTSTART:20260901T090000Z\nDTEND:20260901T100000Z
      RRULE:FREQ=WEEKLY;COUNT=8\nEXDATE:20260915T090000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:swim\nRECURRENCE-ID:20261006T090000Z\nSUMMARY:Swimming\nSTATUS:CANCELLED
      DTSTART:20261006T090000Z\nDTEND:20261006T100000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:swim\nRECURRENCE-ID:20261013T090000Z\nSUMMARY:Swimming (pool B)
      DTSTART:20261014T090000Z\nDTEND:20261014T100000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:dropoff\nSUMMARY:Drop-off\nDTSTART;VALUE=DATE:20260907\nRRULE:FREQ=DAILY;COUNT=5\nEND:VEVENT
      BEGIN:VEVENT\nUID:dropoff\nRECURRENCE-ID;VALUE=DATE:20260910\nSUMMARY:Drop-off\nSTATUS:CANCELLED
      DTSTART;VALUE=DATE:20260910\nEND:VEVENT
      """, header: "", from: "2026-09-01", to: "2026-12-31")
    let swimming = r.events.filter { $0.uid == "swim" }
    #expect(swimming.count == 6)
    #expect(!swimming.contains { $0.start == .instant(Date(timeIntervalSince1970: 1_791_277_200)) })
    #expect(swimming.allSatisfy { $0.skippedDates == [LocalDate("2026-09-15")!, LocalDate("2026-10-06")!] })
    let dropOff = r.events.filter { $0.uid == "dropoff" }
    #expect(dropOff.count == 4)
    #expect(dropOff.allSatisfy { $0.skippedDates == [LocalDate("2026-09-10")!] })
  }
  @Test("a timed series excluded by a whole day (EXDATE;VALUE=DATE) loses that day's instance and names the day")
  func timedSeriesExcludedByDay() throws {
    let r = try TestCalendars.read(
      """
      BEGIN:VEVENT\nUID:swim\nSUMMARY:Swimming\nDTSTART:20260901T090000Z\nDTEND:20260901T100000Z
      RRULE:FREQ=WEEKLY;COUNT=4\nEXDATE;VALUE=DATE:20260915\nEND:VEVENT
      """, header: "", from: "2026-09-01", to: "2026-12-31")
    let swimming = r.events.filter { $0.title == "Swimming" }
    #expect(swimming.count == 3)
    #expect(!swimming.contains { $0.start == .instant(Date(timeIntervalSince1970: 1_789_462_800)) })
    #expect(swimming.allSatisfy { $0.skippedDates == [LocalDate("2026-09-15")!] })
  }
  /// An RDATE given in UTC can fall in the hour a zone repeats when its clocks go back: its end is
  /// its start plus the series' length, not a wall-clock round trip that lands an hour earlier
  /// (a survivor of issue 23's fourth mutation sample took that round trip for every event).
  @Test("an occurrence in the repeated hour of a clock change lasts the series' length")
  func repeatedHour() throws {
    let r = try TestCalendars.read(
      """
      BEGIN:VEVENT\nUID:late\nSUMMARY:Late shift\nDTSTART;TZID=America/New_York:20261025T013000
      DTEND;TZID=America/New_York:20261025T020000\nRDATE:20261101T053000Z,20261101T063000Z\nEND:VEVENT
      """, header: "", from: "2026-10-20", to: "2026-11-05")
    let times = r.events.map { ($0.start, $0.end) }
    #expect(times.count == 3)
    for (start, end) in times {
      guard case .instant(let from) = start, case .instant(let to) = end else {
        Issue.record("not a timed event")
        continue
      }
      #expect(to.timeIntervalSince(from) == 1800, "\(from) – \(to)")
    }
  }
}
