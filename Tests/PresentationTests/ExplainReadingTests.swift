import Domain
import Presentation
import Testing

/// Issue 22: `calendar explain` says which closure phrase counted, or why one was not taken.
@Suite("explain says how a title's closure phrase was read")
struct ExplainReadingTests {
  static let day = LocalDate("2026-12-15")!

  @Test("a school day lists the title whose closure word names an activity, in the reader's language")
  func schoolDayReading() {
    let shop = ClosureReading(title: "Holiday Shop (PTA)", phrase: "Holiday", role: .names("shop"))
    let context = DayContext(
      date: Self.day, kind: .schoolDay, reason: ContextReason.schoolEvents, rule: .schoolEvents,
      events: ["Holiday Shop (PTA)"], readings: [shop])
    let english = ExplainView.text(context, style: .plain)
    #expect(english.contains("  Titles:\n    • Holiday Shop (PTA): 'Holiday' names a shop here"), "\(english)")
    let german = ExplainView.text(context, style: .plain, language: "de")
    #expect(german.contains("Holiday Shop (PTA): „Holiday“ bestimmt hier „shop“ näher"), "\(german)")
  }

  @Test("explain's JSON is the context object with its readings; the shared context object is unchanged")
  func json() {
    let back = ClosureReading(title: "Back from break", phrase: "break", role: .returnFrom)
    let context = DayContext(date: Self.day, kind: .schoolDay, rule: .schoolEvents, readings: [back])
    let object = ExplainView.json(context, language: "fr").serialized()
    #expect(
      object.hasSuffix(
        #","readings":[{"title":"Back from break","phrase":"break","counted":false,"why":"ici, on revient de « break »"}]}"#
      ),
      "\(object)")
    #expect(!context.json.serialized().contains("readings"))
    #expect(
      ExplainView.json(DayContext(date: Self.day, kind: .unknown, rule: .noInformation)).serialized().hasSuffix(
        #","readings":[]}"#))
  }

  @Test("a day without a closure phrase in its titles has no such lines")
  func noReadings() {
    let context = DayContext(date: Self.day, kind: .schoolDay, rule: .schoolEvents, events: ["Book Fair"])
    #expect(!ExplainView.text(context, style: .plain).contains("Titles:"))
  }

  @Test("a title's control characters never reach the terminal through a reading")
  func hostileTitle() {
    let title = "Holiday \u{1B}[31mShop"
    let reading = ClosureReading(title: title, phrase: "Holiday \u{1B}[2J", role: .names("shop"))
    let context = DayContext(date: Self.day, kind: .schoolDay, rule: .schoolEvents, readings: [reading])
    #expect(!ExplainView.text(context, style: .plain).contains("\u{1B}"))
  }
}
