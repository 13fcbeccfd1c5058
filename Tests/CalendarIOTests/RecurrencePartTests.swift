import Testing

@testable import CalendarIO

@Suite("Each RRULE part, parsing and repair")
struct RecurrencePartTests {
  private func expand(_ rule: String, _ start: String, _ n: Int = 10) -> [String] {
    TestCalendars.expand(rule, from: start, limit: n).instances
  }

  @Test("SECONDLY with BYSECOND as a limit")
  func secondly() {
    #expect(
      expand("FREQ=SECONDLY;BYSECOND=5,4;COUNT=4", "20240229T140104") == [
        "20240229T140104", "20240229T140105", "20240229T140204", "20240229T140205",
      ])
  }

  @Test("MINUTELY with BYMINUTE limits and skips whole hours and days cheaply")
  func minutely() {
    let r = TestCalendars.expand("FREQ=MINUTELY;BYHOUR=6;BYMINUTE=30;COUNT=3", from: "20260101T000000", limit: 3)
    #expect(r.instances == ["20260101T063000", "20260102T063000", "20260103T063000"])
    #expect(r.stats.periods < 200)
  }

  @Test("HOURLY expands BYMINUTE and limits by BYHOUR and BYDAY")
  func hourly() {
    #expect(
      expand("FREQ=HOURLY;BYDAY=TH;BYHOUR=22,23;COUNT=4", "20241024T221234") == [
        "20241024T221234", "20241024T231234", "20241031T221234", "20241031T231234",
      ])
  }

  @Test("BYMONTHDAY=-1 as a limit on DAILY and WEEKLY keeps each month's last day, leap February too")
  func negativeMonthDayAsLimit() {
    #expect(
      expand("FREQ=DAILY;BYMONTHDAY=-1;COUNT=3", "20240101T100000") == [
        "20240131T100000", "20240229T100000", "20240331T100000",
      ])
    #expect(
      expand("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYMONTHDAY=-2;COUNT=2", "20250101T090000") == [
        "20250130T090000", "20250227T090000",
      ])
  }

  @Test("BYMONTHDAY with negative values counts from the month's end")
  func negativeMonthDay() {
    #expect(
      expand("FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=4", "20240101T100000") == [
        "20240131T100000", "20240229T100000", "20240331T100000", "20240430T100000",
      ])
  }

  @Test("BYYEARDAY with negative values counts from the year's end")
  func yearDay() {
    #expect(
      expand("FREQ=YEARLY;BYYEARDAY=1,-1;COUNT=4", "20240101T000000") == [
        "20240101T000000", "20241231T000000", "20250101T000000", "20251231T000000",
      ])
  }

  @Test("BYWEEKNO with WKST: week 1 is the first with four days of the year")
  func weekNo() {
    #expect(
      expand("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;WKST=SU;COUNT=3", "19970512T090000") == [
        "19970512T090000", "19980518T090000", "19990517T090000",
      ])
    #expect(
      expand("FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=2", "20240101T090000") == ["20240101T090000", "20241230T090000"])
  }

  @Test("BYDAY ordinals: 2nd Monday and last Friday of each month")
  func ordinals() {
    #expect(
      expand("FREQ=MONTHLY;BYDAY=2MO;COUNT=3", "20260101T080000") == [
        "20260112T080000", "20260209T080000", "20260309T080000",
      ])
    #expect(
      expand("FREQ=MONTHLY;BYDAY=-1FR;COUNT=3", "20260101T080000") == [
        "20260130T080000", "20260227T080000", "20260327T080000",
      ])
  }

  @Test("BYSETPOS picks the last weekday of each month")
  func setPos() {
    #expect(
      expand("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=3", "20260101T080000") == [
        "20260130T080000", "20260227T080000", "20260331T080000",
      ])
  }

  @Test("BYMONTH expands YEARLY and limits MONTHLY")
  func byMonth() {
    #expect(
      expand("FREQ=YEARLY;BYMONTH=3,9;COUNT=3", "20260115T080000") == [
        "20260315T080000", "20260915T080000", "20270315T080000",
      ])
    #expect(expand("FREQ=MONTHLY;BYMONTH=5,4;COUNT=3", "20240401") == ["20240401", "20240501", "20250401"])
  }

  @Test("COUNT and UNTIL bound the set; INTERVAL spaces periods")
  func bounds() {
    #expect(
      expand("FREQ=WEEKLY;INTERVAL=3;COUNT=3", "20260105T080000") == [
        "20260105T080000", "20260126T080000", "20260216T080000",
      ])
    #expect(expand("FREQ=DAILY;UNTIL=20260103T080000", "20260101T080000").count == 3)
  }

  @Test("time parts are ignored for an all-day DTSTART")
  func dateOnly() {
    #expect(
      expand("FREQ=DAILY;BYMINUTE=1,2,3,4;INTERVAL=2;COUNT=3", "20241018") == ["20241018", "20241020", "20241022"])
  }

  @Test("the 29th of February occurs only in leap years")
  func leapDay() {
    #expect(
      expand("FREQ=YEARLY;COUNT=3", "20240229T120000") == ["20240229T120000", "20280229T120000", "20320229T120000"])
  }

  @Test("clear mistakes are repaired: trailing ';', lowercase, INTERVAL=0")
  func repairs() throws {
    var notes: [String] = []
    let rule = try #require(RecurrenceRule.parse("freq=weekly;interval=0;byday=mo,we;", notes: &notes))
    #expect(rule.frequency == .weekly && rule.interval == 1 && rule.byDay.map(\.weekday) == [0, 2])
    #expect(notes.contains { $0.contains("INTERVAL") })
  }

  @Test(
    "rules that cannot be understood are refused with a note",
    arguments: [
      "BYDAY=MO", "FREQ=FORTNIGHTLY", "FREQ=MONTHLY;BYMONTHDAY=0,32", "FREQ=YEARLY;RSCALE=HEBREW;BYMONTH=5L",
    ])
  func refused(_ text: String) {
    var notes: [String] = []
    #expect(RecurrenceRule.parse(text, notes: &notes) == nil)
    #expect(!notes.isEmpty)
  }

  @Test("skip-ahead: a DAILY rule from 2010 asked about 2026 starts right at 2026")
  func skipAheadDaily() {
    let r = TestCalendars.expand("FREQ=DAILY", from: "20100101T080000", limit: 1, lowerBound: "20260601T000000")
    #expect(r.instances == ["20260601T080000"])
    #expect(r.stats.periods <= 2)
    #expect(r.stats.firstPeriod > 5_000)
  }

  @Test(
    "skip-ahead is exact for every frequency",
    arguments: [
      "FREQ=YEARLY;BYMONTH=6;BYDAY=1SU", "FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=-2", "FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,SA",
      "FREQ=DAILY;INTERVAL=7", "FREQ=HOURLY;INTERVAL=37", "FREQ=MINUTELY;INTERVAL=1013",
      "FREQ=YEARLY;BYWEEKNO=1,-1;BYDAY=TU",
    ])
  func skipAheadExact(_ rule: String) {
    let full = TestCalendars.expand(rule, from: "20100307T093000", limit: 100_000).instances
      .filter { $0 >= "20251231T000000" }.prefix(5)
    let skipped = TestCalendars.expand(rule, from: "20100307T093000", limit: 5, lowerBound: "20251231T000000")
    #expect(Array(full) == skipped.instances)
    #expect(skipped.stats.periods < 400)
  }
}
