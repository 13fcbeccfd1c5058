import Domain
import Testing

@Suite("Descriptions and categories are evidence, weaker than titles")
struct DescriptionEvidenceTests {
  let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)

  @Test("an all-day event whose description says no school is a free day, by its description")
  func descriptionMakesFreeDay() {
    let event = allDay("Records Day", "2026-11-24").with(notes: "No school for students")
    let context = engine.context("2026-11-24", [event])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .descriptionMarker)
    #expect(context.reason == "Records Day")
    #expect(context.events == ["Records Day"])
    // Without it, an ordinary school event.
    #expect(engine.context("2026-11-24", [allDay("Records Day", "2026-11-24")]).rule == .schoolEvents)
  }

  @Test("a category saying no school is a free day the same way")
  func categoryMakesFreeDay() {
    for category in ["No School", "Holiday", "Schulfrei", "Vacances"] {
      let event = allDay("Records Day", "2026-11-24").with(categories: ["District", category])
      #expect(engine.context("2026-11-24", [event]).rule == .descriptionMarker, "\(category)")
    }
  }

  @Test("the same words in the title win over the description")
  func titleWins() {
    let event = allDay("No School for Students", "2026-11-24").with(notes: "No school for students")
    let context = engine.context("2026-11-24", [event])
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
  }

  @Test("a description never outranks a title's school-day marker, on the same event or another")
  func schoolDayTitleWins() {
    let same = allDay("Make-Up Day", "2026-11-24").with(notes: "No school: the snow closure is made up today")
    #expect(engine.context("2026-11-24", [same]).rule == .schoolDayMarker)
    let other = [
      allDay("Records Day", "2026-11-24").with(notes: "No school for students"), allDay("Make-Up Day", "2026-11-24"),
    ]
    #expect(engine.context("2026-11-24", other).kind == .schoolDay)
    #expect(engine.context("2026-11-24", other).rule == .schoolDayMarker)
  }

  @Test("a description never outranks a title's early release or the term's school day")
  func otherTitlesWin() {
    let events = [
      allDay("Records Day", "2026-11-24").with(notes: "No school for students"), allDay("Half Day", "2026-11-24"),
    ]
    #expect(engine.context("2026-11-24", events).rule == .earlyRelease)
    // A timed event whose description says so does not cover the school day.
    let timedNote = timed("Records Day", "2026-11-24", "10:00", "11:00").with(notes: "No school for students")
    #expect(engine.context("2026-11-24", [timedNote]).kind != .freeDay)
  }

  @Test("a description outranks a holiday's name and the term")
  func descriptionBeatsWeakerRules() {
    let events = [
      allDay("First Day of School", "2026-09-01"), allDay("Last Day of School", "2027-06-18"),
      allDay("Records Day", "2026-11-24").with(notes: "Schools closed to students"),
    ]
    #expect(engine.context("2026-11-24", events).rule == .descriptionMarker)
    let named = [allDay("Veterans Day", "2026-11-24"), allDay("Records Day", "2026-11-24").with(notes: "No school")]
    #expect(engine.context("2026-11-24", named).rule == .descriptionMarker)
  }
}
