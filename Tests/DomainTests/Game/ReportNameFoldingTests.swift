import Domain
import Foundation
import Testing

/// The report's "not played" list matched routine names with `lowercased()`: `Straße` played as
/// `STRASSE` was listed as never played (and `Zoë`/`ZOË` only by luck). It uses the fold that keeps
/// stored names unique.
@Suite("The report matches routine names under the stored names' fold")
struct ReportNameFoldingTests {
  static func game(_ routine: String) -> GameSession {
    GameSession(
      player: "Maya", routine: routine, date: LocalDate("2026-11-20")!,
      startedAt: Date(timeIntervalSince1970: 1_795_600_000), finished: true,
      tasks: [TaskPlay(name: "Walk", guessSeconds: 300, actualSeconds: 360)])
  }

  @Test(
    "a routine played under another case of its name is not listed as unplayed",
    arguments: [
      ("STRASSE", "Straße"), ("Straße", "STRASSE"), ("ZOË", "Zoë"), ("zoe\u{308}", "Zoë"),
    ])
  func played(_ pair: (String, String)) {
    let (played, onFile) = pair
    let player = ProgressReport.Player(
      name: "Maya", sessions: [Self.game(played)], routinesOnFile: [onFile, "Violin"], streak: { _ in nil })
    #expect(player.notPlayed == ["Violin"])
  }
}
