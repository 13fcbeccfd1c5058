import Domain
import Testing

@Suite("Parent overrides")
struct ContextOverrideTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
  let winter = [allDay("Winter Break", "2026-12-21", through: "2027-01-01")]

  @Test("an override beats every calendar rule, with its note as the reason")
  func beatsCalendar() {
    let school = DayOverride(from: day("2026-12-22"), kind: .school, note: "Holiday club at school")
    let context = engine.context("2026-12-22", winter, overrides: [school])
    #expect(context.kind == .schoolDay)
    #expect(context.rule == .override)
    #expect(context.reason == "Holiday club at school")
    #expect(context.events.isEmpty)
    let makeUp = [allDay("Make-Up Day", "2026-12-19")]
    let free = DayOverride(from: day("2026-12-19"), kind: .free)
    #expect(engine.context("2026-12-19", makeUp, overrides: [free]).kind == .freeDay)
    #expect(engine.context("2026-12-19", makeUp, overrides: [free]).reason == nil)
  }

  @Test("a range covers each of its dates, both ends included")
  func ranges() {
    let trip = DayOverride(from: day("2026-11-23"), through: day("2026-11-25"), kind: .free, note: "Family trip")
    #expect(engine.context("2026-11-22", [], overrides: [trip]).rule == .weekend)
    for date in ["2026-11-23", "2026-11-24", "2026-11-25"] {
      #expect(engine.context(date, [], overrides: [trip]).reason == "Family trip")
    }
    #expect(engine.context("2026-11-26", [], overrides: [trip]).rule == .noInformation)
  }

  @Test("the player's own override comes before the household's")
  func playerFirst() {
    let household = DayOverride(from: day("2026-12-21"), through: day("2027-01-01"), kind: .free, note: "Break")
    let mine = DayOverride(from: day("2026-12-22"), kind: .school, note: "Band camp", player: "Ada")
    let overrides = [mine, household]
    #expect(engine.context("2026-12-22", [], overrides: overrides, player: "Ada").reason == "Band camp")
    #expect(engine.context("2026-12-23", [], overrides: overrides, player: "Ada").reason == "Break")
    // Another player, or the household view, sees only the household's.
    #expect(engine.context("2026-12-22", [], overrides: overrides, player: "Ben").reason == "Break")
    #expect(engine.context("2026-12-22", [], overrides: overrides, player: nil).reason == "Break")
  }

  @Test("among overrides of the same standing the narrowest wins, then the latest")
  func narrowestThenLatest() {
    let range = DayOverride(from: day("2026-12-21"), through: day("2027-01-01"), kind: .free, note: "range")
    let single = DayOverride(from: day("2026-12-23"), kind: .school, note: "single")
    #expect(engine.context("2026-12-23", [], overrides: [single, range]).reason == "single")
    #expect(engine.context("2026-12-23", [], overrides: [range, single]).reason == "single")
    let later = DayOverride(from: day("2026-12-23"), kind: .free, note: "later")
    #expect(engine.context("2026-12-23", [], overrides: [single, later]).reason == "later")
  }
}
