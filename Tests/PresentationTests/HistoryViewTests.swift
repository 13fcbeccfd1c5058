import Domain
import Foundation
import Presentation
import Testing

@Suite("tq-player history on the screen and in JSON")
struct HistoryViewTests {
  static let game = GameSession(
    id: 12, player: "Maya", routine: "School morning", date: LocalDate("2026-11-24")!,
    startedAt: Date(timeIntervalSince1970: 1_795_600_000), finished: false,
    tasks: [
      TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 430),
      .skipped(name: "Breakfast", guessSeconds: 900),
      TaskPlay(name: "Teeth", guessSeconds: 60, actualSeconds: 0),
    ])

  @Test("the JSON is the contract's: fields in order, ratio guess ÷ actual to four places, null when there is none")
  func json() {
    #expect(
      HistoryView.json([Self.game]).serialized()
        == #"{"sessions":[{"id":12,"player":"Maya","routine":"School morning","date":"2026-11-24","#
        + #""startedAt":"2026-11-25T09:46:40Z","finished":false,"tasks":["#
        + #"{"name":"Get dressed","guessSeconds":300,"actualSeconds":430,"ratio":0.6977,"skipped":false},"#
        + #"{"name":"Breakfast","guessSeconds":900,"actualSeconds":null,"ratio":null,"skipped":true},"#
        + #"{"name":"Teeth","guessSeconds":60,"actualSeconds":0,"ratio":null,"skipped":false}]}]}"#)
    #expect(HistoryView.json([]).serialized() == #"{"sessions":[]}"#)
  }

  @Test("a play of the older form has no id: null")
  func olderPlay() {
    var play = Self.game
    play.id = nil
    #expect(HistoryView.json(play).serialized().hasPrefix(#"{"id":null,"player":"Maya""#))
  }

  @Test("the text lists each game under its date, routine and player, newest first as given")
  func text() {
    var older = Self.game
    older.finished = true
    older.date = LocalDate("2026-11-23")!
    older.tasks = [TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 310)]
    let text = HistoryView.text([Self.game, older], style: .plain)
    #expect(
      text.split(separator: "\n", omittingEmptySubsequences: false) == [
        "Tuesday 24 November 2026 · School morning · Maya · ended early",
        "  Get dressed  guess 5 min        took 7 min 10 s   △",
        "  Breakfast    guess 15 min       skipped",
        "  Teeth        guess 1 min        took 0 s          ·",
        "  Usually within 2 min 30 s",
        "",
        "Monday 23 November 2026 · School morning · Maya",
        "  Get dressed  guess 5 min        took 5 min 10 s   ◎",
        "  Usually within 10 s",
      ])
    #expect(HistoryView.text([older], style: .plain, language: "fr").hasSuffix("\n  En général à moins de 10 s"))
    #expect(HistoryView.text([], style: .plain) == "No games yet.")
  }
}
