import Domain
import Testing

@Suite("A school-holiday calendar: its ranges are free, the school weeks between them school days")
struct SchoolHolidayFeedTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  /// A vacances-scolaires feed from the autumn holidays to the winter holidays, with a public
  /// holiday and an observance listed between them.
  let feed = [
    allDay("Toussaint", "2026-10-17", through: "2026-11-01"),
    allDay("Armistice", "2026-11-11"),
    allDay("Vacances de Noël", "2026-12-19", through: "2027-01-03"),
    allDay("Mardi Gras", "2027-02-08", through: "2027-02-09"),
    allDay("Vacances d'hiver", "2027-02-20", through: "2027-03-07"),
  ].map { $0.on(Feed.schoolHolidays) }

  @Test("a range is a free day, even titled without a no-school word: Toussaint")
  func rangesAreFree() {
    let context = engine.context("2026-10-20", feed, roles: Feed.roles)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == "Toussaint")
    #expect(context.events == ["Toussaint"])
    #expect(engine.context("2027-01-01", feed, roles: Feed.roles).reason == "Vacances de Noël")
    // Neither a no-school word nor a holiday's name: only being a range on this calendar makes it free.
    let easter = [allDay("Osterzeit", "2027-03-22", through: "2027-04-02").on(Feed.schoolHolidays)]
    #expect(engine.context("2027-03-23", easter, roles: Feed.roles).reason == "Osterzeit")
    #expect(engine.context("2027-03-23", easter.map { $0.on("school") }, roles: Feed.roles).kind != .freeDay)
  }

  @Test("a school-week day between the first and the last range is a school day")
  func betweenRangesIsSchool() {
    for date in ["2026-11-02", "2026-11-24", "2026-12-18", "2027-01-04", "2027-02-19"] {
      let context = engine.context(date, feed, roles: Feed.roles)
      #expect(context.kind == .schoolDay, "\(date)")
      #expect(context.rule == .betweenSchoolHolidays, "\(date)")
      #expect(context.reason == ContextReason.betweenSchoolHolidays, "\(date)")
      #expect(context.events.isEmpty, "\(date)")
    }
    #expect(engine.context("2026-11-21", feed, roles: Feed.roles).rule == .weekend)
  }

  @Test("days outside the feed's span say nothing")
  func outsideSpanSaysNothing() {
    for date in ["2026-10-16", "2026-09-15", "2027-03-08", "2027-05-04"] {
      let context = engine.context(date, feed, roles: Feed.roles)
      #expect(context.kind == .unknown, "\(date)")
      #expect(context.rule == .noInformation, "\(date)")
    }
  }

  @Test("a public holiday the feed lists is a free day")
  func listedHolidayIsFree() {
    let context = engine.context("2026-11-11", feed, roles: Feed.roles)
    #expect(context.kind == .freeDay)
    #expect(context.reason == "Armistice")
  }

  @Test("an observance the feed lists says nothing, even over several days")
  func listedObservanceSaysNothing() {
    let context = engine.context("2027-02-08", feed, roles: Feed.roles)
    #expect(context.rule == .betweenSchoolHolidays)
    #expect(!context.events.contains("Mardi Gras"))
    // Without the range of holidays around it, nothing at all.
    let alone = [allDay("Mardi Gras", "2027-02-08", through: "2027-02-09").on(Feed.schoolHolidays)]
    #expect(engine.context("2027-02-08", alone, roles: Feed.roles).kind == .unknown)
  }

  @Test("a listed holiday described as an observance or as kept in another region says nothing")
  func describedObservanceSaysNothing() {
    for note in ["Nicht arbeitsfrei", "Observance", "Nur in Sachsen"] {
      let events = feed + [allDay("Buß- und Bettag", "2026-11-18").with(notes: note).on(Feed.schoolHolidays)]
      let context = engine.context("2026-11-18", events, roles: Feed.roles)
      #expect(context.rule == .betweenSchoolHolidays, "\(note)")
      #expect(context.events.isEmpty, "\(note)")
    }
    let observance = allDay("Buß- und Bettag", "2026-11-18").with(categories: ["Observance"]).on(Feed.schoolHolidays)
    #expect(engine.context("2026-11-18", feed + [observance], roles: Feed.roles).rule == .betweenSchoolHolidays)
    // Without the note, the feed's holiday is free.
    let plain = allDay("Buß- und Bettag", "2026-11-18").on(Feed.schoolHolidays)
    #expect(engine.context("2026-11-18", feed + [plain], roles: Feed.roles).kind == .freeDay)
  }

  @Test("a single day without a holiday's name or a no-school word says nothing")
  func ordinaryDaySaysNothing() {
    let events = feed + [allDay("Conseil d'école", "2026-11-24").on(Feed.schoolHolidays)]
    let context = engine.context("2026-11-24", events, roles: Feed.roles)
    #expect(context.rule == .betweenSchoolHolidays)
    #expect(context.events.isEmpty)
  }

  @Test("a public-holiday calendar's free day outranks the school-holiday feed's school day")
  func holidayFeedOutranks() {
    let events = feed + [allDay("Fête de la Victoire", "2026-11-24").on(Feed.holidays)]
    let context = engine.context("2026-11-24", events, roles: Feed.roles)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .publicHoliday)
    #expect(context.reason == "Fête de la Victoire")
  }

  @Test("a school calendar's closure outranks the school-holiday feed's school day")
  func schoolClosureOutranks() {
    let events = feed + [allDay("Journée pédagogique", "2026-11-24")]
    #expect(engine.context("2026-11-24", events, roles: Feed.roles).rule == .freeDayMarker)
  }

  @Test("the same events on a school calendar make no school days between them")
  func roleMatters() {
    let asSchool = feed.map { $0.on("school") }
    #expect(engine.context("2026-11-24", asSchool, roles: Feed.roles).kind == .unknown)
  }

  // An early finish is the school's news whichever feed lists it: a school-holiday feed keeps it
  // (not dropped as a single day without a holiday's name), and a public-holiday feed does not
  // make it a day off.
  @Test("an early finish on either holiday feed is a school day with a free afternoon")
  func dayShapingEvents() {
    for role in [Feed.schoolHolidays, Feed.holidays] {
      let early = engine.context(
        "2026-11-24", feed + [allDay("Early Dismissal", "2026-11-24").on(role)], roles: Feed.roles)
      #expect(early.kind == .schoolDay, "\(role)")
      #expect(early.freeAfternoon, "\(role)")
      #expect(early.reason == "Early Dismissal", "\(role)")
    }
  }
}
