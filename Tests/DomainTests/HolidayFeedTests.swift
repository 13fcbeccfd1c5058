import Domain
import Testing

@Suite("A public-holiday calendar: its holidays are free days, its other days say nothing")
struct HolidayFeedTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// Holidays on weekdays of 2026, as a calendar app's feed lists them.
  let feed = [
    allDay("Labor Day", "2026-09-07"), allDay("Columbus Day", "2026-10-12"), allDay("Veterans Day", "2026-11-11"),
  ].map { $0.on(Feed.holidays) }

  @Test("a holiday on a weekday is a free day, named by the holiday")
  func holidayIsFree() {
    let context = engine.context("2026-09-07", feed, roles: Feed.roles)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .publicHoliday)
    #expect(context.reason == "Labor Day")
    #expect(context.events == ["Labor Day"])
    #expect(engine.context("2026-11-11", feed, roles: Feed.roles).reason == "Veterans Day")
  }

  @Test("a holiday named in German, French or Spanish is free as well")
  func otherLanguages() {
    for title in ["Tag der Deutschen Einheit", "Armistice 1918", "Fiesta Nacional de España", "Reformationstag"] {
      let context = engine.context("2026-11-24", [allDay(title, "2026-11-24").on(Feed.holidays)], roles: Feed.roles)
      #expect(context.kind == .freeDay, "\(title)")
      #expect(context.rule == .publicHoliday, "\(title)")
      #expect(context.reason == title)
    }
  }

  @Test("the feed's other weekdays say nothing: unknown, unless another calendar says more")
  func otherDaysSayNothing() {
    let context = engine.context("2026-09-08", feed, roles: Feed.roles)
    #expect(context.kind == .unknown)
    #expect(context.rule == .noInformation)
    #expect(context.events.isEmpty)
    let withSchool = feed + [timed("Picture Day", "2026-09-08", "08:30", "11:00")]
    #expect(engine.context("2026-09-08", withSchool, roles: Feed.roles).rule == .schoolEvents)
    #expect(engine.context("2026-09-08", withSchool, roles: Feed.roles).events == ["Picture Day"])
  }

  @Test("observances are not days off: Valentine's Day, Mother's Day, Christmas Eve")
  func observancesSayNothing() {
    for title in ["Valentine's Day", "Mother's Day", "Christmas Eve", "Heiligabend", "Saint-Valentin"] {
      let context = engine.context("2026-11-24", [allDay(title, "2026-11-24").on(Feed.holidays)], roles: Feed.roles)
      #expect(context.kind == .unknown, "\(title)")
      #expect(context.events.isEmpty, "\(title)")
    }
    #expect(
      engine.context("2026-12-24", [allDay("Christmas Eve", "2026-12-24").on(Feed.holidays)], roles: Feed.roles).kind
        == .unknown)
  }

  @Test("a description or category saying observance or not a day off: not a day off")
  func describedObservances() {
    let described = [
      allDay("Tax Freedom Day", "2026-11-24").with(notes: "Observance"),
      allDay("Weltkindertag", "2026-11-24").with(notes: "Nicht arbeitsfrei"),
      allDay("Heritage Day", "2026-11-24").with(categories: ["Observance"]),
    ]
    for event in described {
      let context = engine.context("2026-11-24", [event.on(Feed.holidays)], roles: Feed.roles)
      #expect(context.kind == .unknown, "\(event.title)")
    }
    // The same holiday without the note is a day off.
    let plain = engine.context(
      "2026-11-24", [allDay("Weltkindertag", "2026-11-24").on(Feed.holidays)], roles: Feed.roles)
    #expect(plain.rule == .publicHoliday)
  }

  @Test("a holiday kept only in another region says nothing: Nur in Sachsen")
  func regionalSaysNothing() {
    let regional = allDay("Buß- und Bettag", "2026-11-18").with(notes: "Nur in Sachsen")
    let context = engine.context("2026-11-18", [regional.on(Feed.holidays)], roles: Feed.roles)
    #expect(context.kind == .unknown)
    #expect(context.events.isEmpty)
    let national = allDay("Buß- und Bettag", "2026-11-18").with(notes: "Gesetzlicher Feiertag")
    #expect(engine.context("2026-11-18", [national.on(Feed.holidays)], roles: Feed.roles).kind == .freeDay)
  }

  @Test("a parent's school-day keyword keeps a holiday the school stays open on a school day")
  func parentKeepsHolidayOpen() {
    let keywords = KeywordPreferences(added: [Keyword(word: "Columbus Day", kind: .schoolDay)])
    let open = Domain.CalendarContextEngine(rules: ContextRules(keywords: keywords), timeZone: utc)
    let context = open.context("2026-10-12", feed, roles: Feed.roles)
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .schoolDayMarker)
    #expect(context.reason == "Columbus Day")
    // The feed's other holidays are still free.
    #expect(open.context("2026-09-07", feed, roles: Feed.roles).rule == .publicHoliday)
  }

  @Test("a school's own closure on a feed's holiday names the day; both are listed")
  func schoolWordFirst() {
    let events = feed + [allDay("Winter Break", "2026-11-09", through: "2026-11-13")]
    let context = engine.context("2026-11-11", events, roles: Feed.roles)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == "Winter Break")
    #expect(Set(context.events) == ["Winter Break", "Veterans Day"])
  }

  @Test("a holiday on a school calendar's make-up day is a school day")
  func makeUpBeatsHoliday() {
    let events = feed + [allDay("Snow Make-Up Day", "2026-10-12")]
    #expect(engine.context("2026-10-12", events, roles: Feed.roles).kind == .schoolDay)
  }
}
