import Testing

@testable import CalendarIO

/// The RFC 5545 §3.8.5.3 examples, in floating time (the RFC's America/New_York only changes the
/// UTC offsets, not the wall-clock instances checked here).
struct RFCExample: Sendable, CustomTestStringConvertible {
  var name: String
  var dtstart: String
  var rule: String
  /// The first instances, as `MMDD` within `year` shorthand expanded by the test, or full values.
  var expected: [String]

  var testDescription: String { name }
}

@Suite("RFC 5545 §3.8.5.3 recurrence examples")
struct RecurrenceRFCExampleTests {
  static let examples: [RFCExample] = [
    .init(
      name: "daily for 10 occurrences", dtstart: "19970902T090000", rule: "FREQ=DAILY;COUNT=10",
      expected: (2...11).map { "199709\($0 < 10 ? "0" : "")\($0)T090000" }),
    .init(
      name: "every 10 days, 5 occurrences", dtstart: "19970902T090000", rule: "FREQ=DAILY;INTERVAL=10;COUNT=5",
      expected: ["19970902T090000", "19970912T090000", "19970922T090000", "19971002T090000", "19971012T090000"]),
    .init(
      name: "weekly on Tuesday and Thursday for five weeks", dtstart: "19970902T090000",
      rule: "FREQ=WEEKLY;UNTIL=19971007T000000Z;WKST=SU;BYDAY=TU,TH",
      expected: ["0902", "0904", "0909", "0911", "0916", "0918", "0923", "0925", "0930", "1002"].map {
        "1997\($0)T090000"
      }),
    .init(
      name: "every other week on MO, WE, FR until 24 December", dtstart: "19970901T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;UNTIL=19971224T000000Z;WKST=SU;BYDAY=MO,WE,FR",
      expected: [
        "0901", "0903", "0905", "0915", "0917", "0919", "0929", "1001", "1003", "1013", "1015", "1017", "1027",
        "1029", "1031", "1110", "1112", "1114", "1124", "1126", "1128", "1208", "1210", "1212", "1222",
      ].map { "1997\($0)T090000" }),
    .init(
      name: "every other week on TU and TH for 8 occurrences", dtstart: "19970902T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=8;WKST=SU;BYDAY=TU,TH",
      expected: ["0902", "0904", "0916", "0918", "0930", "1002", "1014", "1016"].map { "1997\($0)T090000" }),
    .init(
      name: "monthly on the first Friday for 10 occurrences", dtstart: "19970905T090000",
      rule: "FREQ=MONTHLY;COUNT=10;BYDAY=1FR",
      expected: [
        "19970905", "19971003", "19971107", "19971205", "19980102", "19980206", "19980306", "19980403",
        "19980501", "19980605",
      ].map { $0 + "T090000" }),
    .init(
      name: "every other month on the first and last Sunday", dtstart: "19970907T090000",
      rule: "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU",
      expected: [
        "19970907", "19970928", "19971102", "19971130", "19980104", "19980125", "19980301", "19980329",
        "19980503", "19980531",
      ].map { $0 + "T090000" }),
    .init(
      name: "monthly on the second-to-last Monday for 6 months", dtstart: "19970922T090000",
      rule: "FREQ=MONTHLY;COUNT=6;BYDAY=-2MO",
      expected: ["19970922", "19971020", "19971117", "19971222", "19980119", "19980216"].map { $0 + "T090000" }),
    .init(
      name: "monthly on the third-to-last day", dtstart: "19970928T090000", rule: "FREQ=MONTHLY;BYMONTHDAY=-3",
      expected: ["19970928", "19971029", "19971128", "19971229", "19980129", "19980226"].map { $0 + "T090000" }),
    .init(
      name: "monthly on the 2nd and 15th for 10 occurrences", dtstart: "19970902T090000",
      rule: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=2,15",
      expected: [
        "19970902", "19970915", "19971002", "19971015", "19971102", "19971115", "19971202", "19971215",
        "19980102", "19980115",
      ].map { $0 + "T090000" }),
    .init(
      name: "monthly on the first and last day for 10 occurrences", dtstart: "19970930T090000",
      rule: "FREQ=MONTHLY;COUNT=10;BYMONTHDAY=1,-1",
      expected: [
        "19970930", "19971001", "19971031", "19971101", "19971130", "19971201", "19971231", "19980101",
        "19980131", "19980201",
      ].map { $0 + "T090000" }),
    .init(
      name: "every 18 months on the 10th to 15th for 10 occurrences", dtstart: "19970910T090000",
      rule: "FREQ=MONTHLY;INTERVAL=18;COUNT=10;BYMONTHDAY=10,11,12,13,14,15",
      expected: [
        "19970910", "19970911", "19970912", "19970913", "19970914", "19970915", "19990310", "19990311",
        "19990312", "19990313",
      ].map { $0 + "T090000" }),
    .init(
      name: "every Tuesday, every other month", dtstart: "19970902T090000", rule: "FREQ=MONTHLY;INTERVAL=2;BYDAY=TU",
      expected: [
        "19970902", "19970909", "19970916", "19970923", "19970930", "19971104", "19971111", "19971118",
        "19971125", "19980106",
      ].map { $0 + "T090000" }),
    .init(
      name: "every 20th Monday of the year", dtstart: "19970519T090000", rule: "FREQ=YEARLY;BYDAY=20MO",
      expected: ["19970519T090000", "19980518T090000", "19990517T090000"]),
    .init(
      name: "Monday of week number 20", dtstart: "19970512T090000", rule: "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
      expected: ["19970512T090000", "19980511T090000", "19990517T090000"]),
    .init(
      name: "every Friday the 13th (DTSTART excluded by EXDATE in the RFC)", dtstart: "19970902T090000",
      rule: "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13",
      expected: ["19980213T090000", "19980313T090000", "19981113T090000", "19990813T090000", "20001013T090000"]),
    .init(
      name: "the first Saturday that follows the first Sunday of the month", dtstart: "19970913T090000",
      rule: "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13",
      expected: [
        "19970913", "19971011", "19971108", "19971213", "19980110", "19980207", "19980307", "19980411",
        "19980509", "19980613",
      ].map { $0 + "T090000" }),
    .init(
      name: "US Presidential Election Day every 4 years", dtstart: "19961105T090000",
      rule: "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
      expected: ["19961105T090000", "20001107T090000", "20041102T090000"]),
    .init(
      name: "the third Tuesday, Wednesday or Thursday of the month, 3 times", dtstart: "19970904T090000",
      rule: "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3",
      expected: ["19970904T090000", "19971007T090000", "19971106T090000"]),
    .init(
      name: "the second-to-last weekday of the month", dtstart: "19970929T090000",
      rule: "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
      expected: ["19970929", "19971030", "19971127", "19971230", "19980129", "19980226", "19980330"].map {
        $0 + "T090000"
      }),
    .init(
      name: "every 3 hours from 9:00 to 17:00 on one day", dtstart: "19970902T090000",
      rule: "FREQ=HOURLY;INTERVAL=3;UNTIL=19970902T170000Z",
      expected: ["19970902T090000", "19970902T120000", "19970902T150000"]),
    .init(
      name: "every 15 minutes for 6 occurrences", dtstart: "19970902T090000", rule: "FREQ=MINUTELY;INTERVAL=15;COUNT=6",
      expected: ["0900", "0915", "0930", "0945", "1000", "1015"].map { "19970902T\($0)00" }),
    .init(
      name: "every hour and a half for 4 occurrences", dtstart: "19970902T090000",
      rule: "FREQ=MINUTELY;INTERVAL=90;COUNT=4",
      expected: ["0900", "1030", "1200", "1330"].map { "19970902T\($0)00" }),
    .init(
      name: "every 20 minutes from 9:00 to 16:40, by DAILY", dtstart: "19970902T090000",
      rule: "FREQ=DAILY;BYHOUR=9,10,11,12,13,14,15,16;BYMINUTE=0,20,40",
      expected: [
        "0900", "0920", "0940", "1000", "1020", "1040", "1100", "1120", "1140", "1200", "1220", "1240", "1300",
        "1320", "1340", "1400", "1420", "1440", "1500", "1520", "1540", "1600", "1620", "1640",
      ].map { "19970902T\($0)00" }
        + ["19970903T090000"]),
    .init(
      name: "every 20 minutes from 9:00 to 16:40, by MINUTELY", dtstart: "19970902T090000",
      rule: "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
      expected: [
        "0900", "0920", "0940", "1000", "1020", "1040", "1100", "1120", "1140", "1200", "1220", "1240", "1300",
        "1320", "1340", "1400", "1420", "1440", "1500", "1520", "1540", "1600", "1620", "1640",
      ].map { "19970902T\($0)00" }
        + ["19970903T090000"]),
    .init(
      name: "WKST=MO changes what INTERVAL=2 weeks contain", dtstart: "19970805T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO",
      expected: ["19970805T090000", "19970810T090000", "19970819T090000", "19970824T090000"]),
    .init(
      name: "WKST=SU changes what INTERVAL=2 weeks contain", dtstart: "19970805T090000",
      rule: "FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU",
      expected: ["19970805T090000", "19970817T090000", "19970819T090000", "19970831T090000"]),
    .init(
      name: "an invalid date (February 30) is skipped, not moved", dtstart: "20070115T090000",
      rule: "FREQ=MONTHLY;BYMONTHDAY=15,30;COUNT=5",
      expected: ["20070115T090000", "20070130T090000", "20070215T090000", "20070315T090000", "20070330T090000"]),
  ]

  @Test("each example gives the RFC's instances", arguments: examples)
  func example(_ example: RFCExample) {
    let got = TestCalendars.expand(example.rule, from: example.dtstart, limit: example.expected.count).instances
    #expect(got == example.expected)
  }

  @Test("daily until 24 December 1997 gives 113 instances ending on the 23rd")
  func dailyUntil() {
    let got = TestCalendars.expand("FREQ=DAILY;UNTIL=19971224T000000Z", from: "19970902T090000", limit: 500).instances
    #expect(got.count == 113)
    #expect(got.last == "19971223T090000")
  }
}
