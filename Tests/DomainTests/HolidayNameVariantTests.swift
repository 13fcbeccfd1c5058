import Domain
import Testing

/// Issue 22: a holiday's own name on a school calendar is a free day however it is spelled.
@Suite("A holiday's name in its spellings")
struct HolidayNameVariantTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test(
    "apostrophes, possessives, ß/ss, Jr./Jr and &/and are one name",
    arguments: [
      "Veteran's Day", "Veterans Day", "Veterans' Day", "Veteran’s Day", "Presidents' Day", "President's Day",
      "Presidents Day", "Juneteenth", "Buß- und Bettag", "Buss- und Bettag", "Buß- & Bettag",
      "Martin Luther King Jr. Day",
      "Martin Luther King Jr Day", "MLK Day", "Dr. Martin Luther King, Jr. Day", "Indigenous Peoples' Day",
      "Indigenous People's Day", "Día de la Hispanidad", "Fête nationale", "Veterans Day (observed)",
      "Christmas Day (substitute)",
    ])
  func variantIsHoliday(title: String) {
    let context = engine.context("2026-11-11", [allDay(title, "2026-11-11")])
    #expect(context.kind == .freeDay, "\(title)")
    #expect(context.rule == .holidayName, "\(title)")
    #expect(context.reason == title)
  }

  @Test(
    "a holiday's name with an activity is a school event",
    arguments: [
      "Christmas Concert", "Thanksgiving Feast", "Halloween Parade", "Veterans Day Assembly", "Juneteenth Celebration",
    ])
  func activityIsSchool(title: String) {
    let context = engine.context("2026-11-11", [allDay(title, "2026-11-11")])
    #expect(context.kind == .schoolDay, "\(title)")
    #expect(context.rule == .schoolEvents, "\(title)")
  }
}
