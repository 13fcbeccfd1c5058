import Foundation
import TestSupport
import Testing

/// `tq-player history` and `stats` in the player's or the household's message language, whatever
/// the machine's locale: Leo reads Spanish, Maya French, the household German, the locale C.
@Suite("History and stats in the message language, end to end")
struct HistoryLanguageEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
    #expect(try household.parent("player", "set", "Leo", "--language", "es").status == 0)
    #expect(try household.parent("player", "set", "Maya", "--language", "fr").status == 0)
    #expect(try household.parent("language", "set", "de").status == 0)
  }

  /// Runs `tq-player ARGUMENTS` in the C locale, which alone would be English.
  func player(_ arguments: [String], stdin: String? = nil) throws -> String {
    let result = try household.player.run(
      arguments + ["--home", household.home.path], environment: ["LC_ALL": "C"], stdin: stdin)
    #expect(result.status == 0, "stderr: \(result.stderr)")
    return result.stdout
  }

  static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
  static let englishWords = [
    "guess", "took", "skipped", "ended early", "No games", "Usually", "within", "plays", "Streak", "closest",
  ]

  /// The text holds none of the history's and stats' English words.
  static func expectNoEnglish(_ text: String) {
    for word in englishWeekdays + englishWords { #expect(!text.contains(word), "'\(word)' in:\n\(text)") }
  }

  @Test("a player's history and stats speak the player's language; with no player, the household's")
  func languages() throws {
    // The first game ends with its input after one task; the second skips Story after its guess.
    _ = try player(["play", "Bedtime", "--player", "Leo", "--any"], stdin: "5\n\n")
    _ = try player(["play", "Bedtime", "--player", "Leo", "--any"], stdin: "5\n\n10m\nskip\n")

    let spanish = try player(["history", "--player", "Leo"])
    let weekdays = "(Domingo|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado)"
    let months = "(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)"
    let heading = try Regex("^\(weekdays), [0-9]{1,2} de \(months) de [0-9]{4} · Bedtime · Leo$")
    let lines = spanish.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0.wholeMatch(of: heading) != nil }.count == 1, "\(spanish)")
    #expect(lines.contains { $0.hasSuffix(" · Bedtime · Leo · acabó antes") }, "\(spanish)")
    #expect(lines.contains { $0.hasPrefix("  Bath   pensabas 5 min        duró ") }, "\(spanish)")
    #expect(lines.contains("  Story  pensabas 10 min       saltada"), "\(spanish)")
    Self.expectNoEnglish(spanish)
    let spanishStats = try player(["stats", "--player", "Leo"])
    #expect(spanishStats.hasPrefix("Leo\n  Bedtime · 2 partidas\n"), "\(spanishStats)")
    Self.expectNoEnglish(spanishStats)

    #expect(try player(["history", "--player", "Maya"]) == "Pas encore de partie.\n")
    #expect(try player(["stats", "--player", "Maya"]) == "Maya\n  Pas encore de partie.\n")

    let german = try player(["stats"])
    #expect(german.contains("Leo\n  Bedtime · 2 Runden\n"), "\(german)")
    #expect(german.contains("Maya\n  Noch keine Runden."), "\(german)")
    Self.expectNoEnglish(german)
    let germanHistory = try player(["history"])
    #expect(germanHistory.contains(" · Bedtime · Leo · früher zu Ende\n  Bath  geschätzt 5 min"), "\(germanHistory)")
    Self.expectNoEnglish(germanHistory)
  }
}
