import Domain
import Foundation
import Presentation
import Testing

/// `tq-player history` and `stats` as a child reads them in each message language: every word of
/// the history's pack in place, the date in the language's own form, and no English left over.
@Suite("History and stats in every message language")
struct HistoryLanguageTests {
  static func day(_ text: String) -> LocalDate { LocalDate(text)! }

  /// Made-up names, so no word of theirs is taken for a word of a language. March: no month name
  /// is the same in English and the other languages (German's November is).
  static let games = [
    GameSession(
      id: 2, player: "Zia", routine: "Zorbo", date: day("2026-03-14"),
      startedAt: Date(timeIntervalSince1970: 1_773_480_000), finished: false,
      tasks: [TaskPlay(name: "Quib", guessSeconds: 300, actualSeconds: 430), .skipped(name: "Wemp", guessSeconds: 120)]
    ),
    GameSession(
      id: 1, player: "Zia", routine: "Zorbo", date: day("2026-03-13"),
      startedAt: Date(timeIntervalSince1970: 1_773_393_600), finished: true,
      tasks: [TaskPlay(name: "Quib", guessSeconds: 300, actualSeconds: 310), .skipped(name: "Wemp")]),
  ]

  static let stats = GameStatsReport(
    today: day("2026-03-14"), players: ["Xan", "Zia"],
    entries: [
      GameStatsReport.Entry(
        statistics: GameStatistics.routines(games)[0],
        streak: Streak(
          played: [day("2026-03-13"), day("2026-03-14")], from: day("2026-03-01"), today: day("2026-03-14")
        ) {
          _ in true
        })
    ])

  /// Everything a child may read in one language: both games, the stats, and the empty history.
  static func everything(_ language: String) -> String {
    [
      HistoryView.text(games, style: .plain, language: language),
      StatsView.text(stats, style: .plain, language: language),
      HistoryView.text([], style: .plain, language: language),
    ].joined(separator: "\n")
  }

  /// Words of three letters or more, lower-cased; shorter ones ("a", "no", "de") are shared by
  /// the languages, and the names and unit symbols are no one's words.
  static func words(_ text: String) -> Set<String> {
    let names: Set = ["zia", "xan", "zorbo", "quib", "wemp", "min"]
    return Set(
      text.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && !names.contains($0) })
  }

  static func padded(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }

  @Test(
    "every message of the history's pack, and the date in the language's own form",
    arguments: [
      ("en", "Saturday 14 March 2026", "ended early", "guess", "took", "skipped", "No games yet."),
      ("es", "Sábado, 14 de marzo de 2026", "acabó antes", "pensabas", "duró", "saltada", "Todavía no hay partidas."),
      ("fr", "Samedi 14 mars 2026", "arrêtée avant la fin", "estimé", "a duré", "passée", "Pas encore de partie."),
      (
        "de", "Samstag, 14. März 2026", "früher zu Ende", "geschätzt", "gebraucht", "übersprungen", "Noch keine Runden."
      ),
    ])
  func messages(
    _ language: String, _ date: String, _ endedEarly: String, _ guess: String, _ took: String, _ skipped: String,
    _ noGames: String
  ) {
    let history = HistoryView.text(Self.games, style: .plain, language: language)
    let lines = history.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "\(date) · Zorbo · Zia · \(endedEarly)")
    #expect(
      lines.dropFirst().prefix(2) == [
        "  Quib  \(guess) \(Self.padded("5 min", 11))  \(took) \(Self.padded("7 min 10 s", 11))  △",
        "  Wemp  \(guess) \(Self.padded("2 min", 11))  \(skipped)",
      ])
    #expect(lines.contains("  Wemp  \(skipped)"), "skipped before a guess")
    #expect(HistoryView.text([], style: .plain, language: language) == noGames)
    let stats = StatsView.text(Self.stats, style: .plain, language: language)
    #expect(stats.hasPrefix("Xan\n  \(noGames)\n"), "\(stats)")
    #expect(
      StatsView.text(
        GameStatsReport(today: Self.day("2026-03-14"), players: [], entries: []), style: .plain, language: language)
        == noGames)
  }

  @Test("no English word is left in the history and stats of another language", arguments: ["es", "fr", "de"])
  func noEnglish(_ language: String) {
    let english = Self.words(Self.everything("en"))
    #expect(english.isSuperset(of: ["games", "guess", "took", "skipped", "ended", "early", "saturday", "march"]))
    let text = Self.everything(language)
    #expect(Self.words(text).intersection(english).isEmpty, "\(language):\n\(text)")
  }

  @Test("the rows stay within 80 columns with the longest words and names", arguments: ["en", "es", "fr", "de"])
  func width(_ language: String) {
    let long = String(repeating: "Ü", count: 30)
    var game = Self.games[0]
    game.tasks = [
      TaskPlay(name: long, guessSeconds: 3 * 3600 + 59 * 60, actualSeconds: 2 * 3600 + 59 * 60 + 59),
      .skipped(name: long, guessSeconds: 3 * 3600 + 59 * 60),
    ]
    for line in HistoryView.text([game], style: .plain, language: language).split(separator: "\n") {
      #expect(line.count <= 80, "\(language): \(line)")
    }
  }
}
