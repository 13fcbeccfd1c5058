import Foundation
import TestSupport
import Testing

/// Issue 22 through the built tq-parent: bridge days, make-up days, cancelled occurrences and an
/// April school year, each with what `calendar explain` says about it.
@Suite("End to end: bridge days, make-up days, cancelled occurrences, an April year")
struct BridgeAndCancelledEndToEndTests {
  /// A weekly Monday lesson from 2027-04-12 to 2027-05-31 (8 occurrences) whose 2027-05-03
  /// occurrence is cancelled by an override, and a cancelled snow day.
  static let school = ICS.calendar(
    "Lindenschule",
    [
      ICS.allDay("Day after Ascension", "20270507", "20270508"),
      ICS.allDay("Friday after Thanksgiving", "20261127", "20261128"),
      ICS.allDay("No School (Emergency Makeup Day)", "20270216", "20270217"),
      ICS.allDay("Saturday School Day", "20270306", "20270307"),
      ICS.timed(
        "Schwimmen", "20270412T080000", "20270412T090000", extra: "RRULE:FREQ=WEEKLY;COUNT=8\r\n", uid: "swim"),
      ICS.timed(
        "Schwimmen", "20270503T080000", "20270503T090000",
        extra: "RECURRENCE-ID;TZID=Europe/Berlin:20270503T080000\r\nSTATUS:CANCELLED\r\n", uid: "swim"),
      ICS.allDay("School Closed - Snow Day", "20270420", "20270421").replacingOccurrences(
        of: "END:VEVENT", with: "STATUS:CANCELLED\r\nEND:VEVENT"),
    ])

  /// `calendar explain DATE --source FILE --format json`, as an object.
  func explainJSON(_ household: HouseholdFixture, _ file: String, _ date: String, zone: String = "Europe/Berlin")
    throws -> [String: Any]
  {
    try #require(try parseJSON(try explain(household, file, date, json: true, zone: zone)) as? [String: Any])
  }

  func explain(
    _ household: HouseholdFixture, _ file: String, _ date: String, json: Bool = false, zone: String = "Europe/Berlin"
  ) throws -> String {
    let result = try household.parent.run(
      ["calendar", "explain", date, "--source", file, "--home", household.home.path]
        + (json ? ["--format", "json"] : []),
      environment: ["TZ": zone])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test("a bridge day is free and explain names the holiday it bridges; a conditional make-up leaves a closure free")
  func bridgeAndMakeUp() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    let bridge = try explain(household, file, "2027-05-07")
    #expect(bridge.contains("Free day · Day after Ascension"), "\(bridge)")
    #expect(bridge.contains("'Ascension' is a holiday and this day bridges it ('day after'): a day off"), "\(bridge)")
    let thanksgiving = try explainJSON(household, file, "2026-11-27")
    #expect(thanksgiving["kind"] as? String == "freeDay")
    #expect(thanksgiving["rule"] as? String == "freeDayMarker")
    let makeUp = try explain(household, file, "2027-02-16")
    #expect(makeUp.contains("Free day"), "\(makeUp)")
    #expect(makeUp.contains("'No School' is the title's subject; 'Makeup Day' is only a condition"), "\(makeUp)")
    let saturday = try explain(household, file, "2027-03-06")
    #expect(saturday.contains("schoolDayMarker"), "\(saturday)")
  }

  @Test("a cancelled occurrence of a weekly lesson is a series skip; a cancelled closure closes nothing")
  func cancelled() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    let skipped = try explainJSON(household, file, "2027-05-03")
    #expect(skipped["kind"] as? String == "freeDay")
    #expect(skipped["rule"] as? String == "seriesSkip")
    #expect(skipped["events"] as? [String] == ["Schwimmen"])
    let text = try explain(household, file, "2027-05-03")
    #expect(text.contains("an excluded or cancelled date of the series"), "\(text)")
    // The Monday before and after are the lesson's: no skip.
    let monday = try explainJSON(household, file, "2027-04-26")
    #expect(monday["rule"] as? String != "seriesSkip")
    let snow = try explainJSON(household, file, "2027-04-20")
    #expect(snow["kind"] as? String != "freeDay")
    #expect(!(snow["events"] as? [String] ?? []).contains("School Closed - Snow Day"))
  }

  /// A Japanese school's year: 入学式 and the first term's 始業式 in April, the last day (修了式) in March.
  static let japanese = ICS.calendar(
    "桜小学校",
    [
      ICS.allDay("入学式", "20260407", "20260408"), ICS.allDay("1学期終業式", "20260720", "20260721"),
      ICS.allDay("夏休み", "20260721", "20260901"), ICS.allDay("2学期始業式", "20260901", "20260902"),
      ICS.allDay("2学期終業式", "20261224", "20261225"), ICS.allDay("冬休み", "20261225", "20270108"),
      ICS.allDay("3学期始業式", "20270108", "20270109"), ICS.allDay("修了式", "20270324", "20270325"),
    ])

  @Test("a Japanese calendar's preview is the April–March school year; school-year april and the Tokyo zone say so")
  func aprilYear() throws {
    let household = try HouseholdFixture()
    let home = household.home.path
    let file = try household.home.write("sakura.ics", Self.japanese)
    let json = try household.parent.run(
      ["calendar", "preview", "--year", "2026", "--source", file, "--format", "json", "--home", home],
      environment: ["TZ": "UTC"])
    #expect(json.status == 0, "\(json.stderr)")
    let object = try #require(try parseJSON(json.stdout) as? [String: Any])
    #expect(object["title"] as? String == "School year 2026–27")
    #expect(object["from"] as? String == "2026-04-01")
    #expect(object["to"] as? String == "2027-03-31")
    let days = try #require(object["days"] as? [[String: Any]])
    #expect(days.first { $0["date"] as? String == "2026-08-10" }?["kind"] as? String == "freeDay")
    let explain = try household.parent.run(
      ["calendar", "explain", "2026-10-01", "--source", file, "--home", home], environment: ["TZ": "UTC"])
    #expect(
      explain.stdout.contains(
        "School year: April to March (from the calendars: a school year begins on 2026-04-07 (入学式))"),
      "\(explain.stdout)")
    let tokyo = try household.parent.run(
      ["calendar", "school-year", "--home", home], environment: ["TZ": "Asia/Tokyo"])
    #expect(tokyo.stdout.contains("School year: April to March (from the time zone Asia/Tokyo)"), "\(tokyo.stdout)")
    let set = try household.parent.run(
      ["calendar", "school-year", "april", "--home", home], environment: ["TZ": "UTC"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("School year: April to March (set by the parent)"), "\(set.stdout)")
  }

  @Test("a public-holiday feed's working weekend day (上班, a working day in the holiday data) is a school day")
  func workingWeekend() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write(
      "holidays.ics",
      ICS.calendar(
        "中国法定节假日",
        [
          ICS.allDay("元旦假期", "20250101", "20250102"), ICS.allDay("春节假期", "20250128", "20250205"),
          ICS.allDay("清明节假期", "20250404", "20250407"), ICS.allDay("劳动节假期", "20250501", "20250506"),
          ICS.allDay("端午节假期", "20250531", "20250603"), ICS.allDay("国庆节、中秋节假期", "20251001", "20251009"),
          ICS.allDay("上班(补国庆节、中秋节假期)", "20250928", "20250929"),
        ]))
    let object = try explainJSON(household, file, "2025-09-28", zone: "Asia/Shanghai")
    #expect(object["kind"] as? String == "schoolDay")
    #expect(object["rule"] as? String == "schoolDayMarker")
    #expect(object["reason"] as? String == "上班(补国庆节、中秋节假期)")
    #expect(try explainJSON(household, file, "2025-10-02", zone: "Asia/Shanghai")["kind"] as? String == "freeDay")
  }
}
