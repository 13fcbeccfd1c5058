import Domain
import Foundation
import Testing

/// docs/recipes/add-a-context-rule.md, done once: the household's rules change how a day is read
/// without code, and every file the recipe names for a new step exists.
@Suite("The recipe for adding a context rule")
struct ContextRuleRecipeTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test("an added keyword makes an unknown word a free day, named by the event, with the free-day rule")
  func addedKeyword() {
    let title = "Zeta Bridge Day"
    let events = [allDay(title, "2026-11-24")]
    #expect(engine().context("2026-11-24", events).kind == .schoolDay)
    let rules = ContextRules(keywords: KeywordPreferences(added: [Keyword(word: "bridge day", kind: .noSchool)]))
    let context = engine(rules).context("2026-11-24", events)
    #expect(context.kind == .freeDay)
    #expect(context.rule == .freeDayMarker)
    #expect(context.reason == title)
    #expect(!context.rule.summary.isEmpty)
  }

  @Test("a removed built-in word no longer decides; a shorter school week frees its other days")
  func removedWordAndSchoolWeek() {
    let events = [allDay("Winter Break", "2026-12-22")]
    #expect(engine().context("2026-12-22", events).kind == .freeDay)
    let without = ContextRules(keywords: KeywordPreferences(removed: ["break"]))
    #expect(engine(without).context("2026-12-22", events).rule != .freeDayMarker)
    let noWednesdays = ContextRules(schoolWeek: [.monday, .tuesday, .thursday, .friday])
    let wednesday = engine(noWednesdays).context("2026-11-25", [])
    #expect(wednesday.kind == .freeDay)
    #expect(wednesday.rule == .weekend)
    #expect(wednesday.reason == ContextReason.outsideSchoolWeek)
  }

  @Test("every rule has a summary for calendar explain")
  func everyRuleExplained() {
    for rule in DayContext.Rule.allCases { #expect(!rule.summary.isEmpty, "\(rule)") }
  }

  @Test("every file the recipe names exists")
  func recipeFilesExist() throws {
    let recipe = try String(
      contentsOf: Self.root.appendingPathComponent("docs/recipes/add-a-context-rule.md"), encoding: .utf8)
    let paths = recipe.split(whereSeparator: { " `()\n,".contains($0) }).map(String.init).filter {
      ($0.hasPrefix("Modules/") || $0.hasPrefix("Tests/")) && $0.hasSuffix(".swift")
    }
    #expect(Set(paths).count >= 9)
    for path in paths {
      #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
    }
  }
}
