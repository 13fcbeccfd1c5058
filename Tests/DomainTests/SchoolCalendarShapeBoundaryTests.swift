import Testing

@testable import Domain

/// What the calendars show of the school week and year, at each limit itself: a day with exactly a
/// quarter of the busiest day's dates, a busiest day of exactly five, exactly twenty dates in all,
/// a year's start on April 20th, and as many April starts as autumn ones.
@Suite("The school week and year read from the calendars, at their limits")
struct SchoolCalendarShapeBoundaryTests {
  static func counts(_ week: Set<Weekday>, _ each: Int, _ others: [Weekday: Int] = [:]) -> [Weekday: Int] {
    Dictionary(uniqueKeysWithValues: week.map { ($0, each) }).merging(others) { _, new in new }
  }

  @Test("a day with exactly a quarter of the busiest day's dates is a school day; one date fewer is not")
  func quarter() {
    // Saturday at 2 of 8 belongs to the week, and Monday–Saturday is no week schools keep.
    #expect(SchoolCalendarShape.inferWeek(Self.counts(WeekdayList.weekdays, 8, [.saturday: 2])) == nil)
    #expect(
      SchoolCalendarShape.inferWeek(Self.counts(WeekdayList.weekdays, 8, [.saturday: 1]))?.0 == WeekdayList.weekdays)
    // The same at the week's own edge: Friday at exactly a quarter keeps Monday–Friday.
    let thinFriday = Self.counts([.monday, .tuesday, .wednesday, .thursday], 8, [.friday: 2])
    #expect(SchoolCalendarShape.inferWeek(thinFriday)?.0 == WeekdayList.weekdays)
  }

  @Test("a busiest day of exactly five dates is enough to tell; four is not")
  func busiestFive() {
    #expect(SchoolCalendarShape.inferWeek(Self.counts(WeekdayList.weekdays, 5))?.0 == WeekdayList.weekdays)
    #expect(SchoolCalendarShape.inferWeek(Self.counts(WeekdayList.weekdays, 4)) == nil)
  }

  @Test("exactly twenty dates in all are enough to tell; nineteen are not")
  func twentyDates() {
    let twenty: [Weekday: Int] = [.monday: 5, .tuesday: 5, .wednesday: 4, .thursday: 3, .friday: 3]
    let found = SchoolCalendarShape.inferWeek(twenty)
    #expect(found?.0 == WeekdayList.weekdays)
    #expect(found?.1.hasPrefix("school events on 20 ") == true, "\(String(describing: found?.1))")
    #expect(SchoolCalendarShape.inferWeek(twenty.merging([.wednesday: 3]) { _, new in new }) == nil)
  }

  static func start(_ date: String, _ title: String = "First day of school") -> (date: LocalDate, titles: [String]) {
    (day(date), [title])
  }

  @Test("a year begun on April 20th is an April year; on the 21st it is not")
  func aprilTwentieth() {
    let twentieth = SchoolCalendarShape.inferAprilYear([Self.start("2027-04-20")])
    #expect(twentieth?.0 == .april)
    #expect(twentieth?.1 == "a school year begins on 2027-04-20 (First day of school)")
    #expect(SchoolCalendarShape.inferAprilYear([Self.start("2027-04-21")]) == nil)
  }

  @Test("as many autumn starts as April ones is no April year; one more April start is")
  func aprilAgainstAutumn() {
    let tied = [Self.start("2026-04-06"), Self.start("2026-09-01")]
    #expect(SchoolCalendarShape.inferAprilYear(tied) == nil)
    #expect(SchoolCalendarShape.inferAprilYear(tied + [Self.start("2027-04-07", "入学式")])?.0 == .april)
  }
}
