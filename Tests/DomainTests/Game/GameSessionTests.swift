import Domain
import Foundation
import Testing

@Suite("Game sessions")
struct GameSessionTests {
  @Test("each task has a ratio, except skipped tasks and zero times")
  func ratios() {
    #expect(played("Teeth", guess: 180, took: 120).ratio == 1.5)
    #expect(TaskPlay.skipped(name: "Teeth", guessSeconds: 180).ratio == nil)
    #expect(TaskPlay.skipped(name: "Teeth").guessSeconds == 0)
    #expect(played("Teeth", guess: 180, took: 0).ratio == nil)
    #expect(TaskPlay.skipped(name: "Teeth").skipped)
    #expect(!played("Teeth", guess: 180, took: 0).skipped)
  }

  @Test("the closest guess is the smallest |ln ratio|, the earlier on a tie")
  func closest() {
    let game = session(
      "2026-11-23",
      [
        played("Dress", guess: 300, took: 600), .skipped(name: "Bag", guessSeconds: 60),
        played("Teeth", guess: 200, took: 100), played("Shoes", guess: 100, took: 200),
        played("Hair", guess: 60, took: 75),
      ])
    #expect(game.closestTask?.name == "Hair")
    let tie = session("2026-11-23", [played("A", guess: 50, took: 100), played("B", guess: 200, took: 100)])
    #expect(tie.closestTask?.name == "A")
    #expect(session("2026-11-23", [.skipped(name: "A")]).closestTask == nil)
    #expect(session("2026-11-23", []).closestTask == nil)
  }

  @Test("a session counts as played when any task was timed, finished or not")
  func wasPlayed() {
    #expect(session("2026-11-23", [played("A", guess: 60, took: 60)], finished: false).wasPlayed)
    #expect(!session("2026-11-23", [.skipped(name: "A", guessSeconds: 60)]).wasPlayed)
    #expect(!session("2026-11-23", []).wasPlayed)
    #expect(session("2026-11-23", [played("A", guess: 60, took: 0)]).scoredTasks.isEmpty)
  }

  @Test("the start is kept to the whole second")
  func wholeSecond() {
    let game = GameSession(
      player: "Maya", routine: "Morning", date: day("2026-11-23"), startedAt: Date(timeIntervalSince1970: 100.9),
      finished: true, tasks: [])
    #expect(game.startedAt == Date(timeIntervalSince1970: 100))
  }

  @Test("a backup's play becomes a finished session with estimates in seconds")
  func fromPlayRecord() {
    let record = PlayRecord(
      player: "Maya", routine: "Morning", playedAt: Date(timeIntervalSince1970: 1_795_000_000),
      tasks: [.init(name: "Teeth", estimateMinutes: 3, actualSeconds: 170)])
    let game = GameSession(record, date: day("2026-11-18"))
    #expect(game.finished)
    #expect(game.id == nil)
    #expect(game.startedAt == record.playedAt)
    #expect(game.tasks == [played("Teeth", guess: 180, took: 170)])
  }

  @Test("JSON carries the history contract's fields and reads back")
  func json() throws {
    let game = session(
      "2026-11-23", [played("Teeth", guess: 180, took: 120), .skipped(name: "Bag", guessSeconds: 60)], id: 7)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let text = String(decoding: try encoder.encode(game), as: UTF8.self)
    #expect(
      text
        == #"{"date":"2026-11-23","finished":true,"id":7,"player":"Maya","routine":"Morning","#
        + #""startedAt":"2026-11-23T07:00:00Z","tasks":[{"actualSeconds":120,"guessSeconds":180,"name":"Teeth","#
        + #""ratio":1.5,"skipped":false},{"actualSeconds":null,"guessSeconds":60,"name":"Bag","ratio":null,"#
        + #""skipped":true}]}"#)
    #expect(try JSONDecoder().decode(GameSession.self, from: Data(text.utf8)) == game)
  }

  @Test("a task marked skipped reads back without a time")
  func skippedWins() throws {
    let text = #"{"name":"Bag","guessSeconds":60,"actualSeconds":42,"skipped":true}"#
    #expect(try JSONDecoder().decode(TaskPlay.self, from: Data(text.utf8)) == .skipped(name: "Bag", guessSeconds: 60))
  }
  @Test("a game's date is the UTC day of its start or one either side; two days off is named")
  func dateBesideStart() throws {
    func problem(_ date: String, _ start: String) throws -> String? {
      let startedAt = try #require(PlayTime.date(start))
      return GameSession(
        player: "Mia", routine: "Morning", date: try #require(LocalDate(date)), startedAt: startedAt, finished: true,
        tasks: []
      ).dateProblem
    }
    // Auckland in summer (UTC+13) and Samoa's UTC+14 date a morning a day after the UTC day;
    // Hawaii (UTC−10) an evening a day before.
    #expect(try problem("2026-11-24", "2026-11-24T00:00:00Z") == nil)
    #expect(try problem("2026-11-25", "2026-11-24T23:59:59Z") == nil)
    #expect(try problem("2026-11-23", "2026-11-24T00:00:00Z") == nil)
    let late = try #require(try problem("2026-11-26", "2026-11-24T23:59:59Z"))
    #expect(late.contains("2026-11-26") && late.contains("2026-11-24T23:59:59Z"), "\(late)")
    #expect(try problem("2026-11-22", "2026-11-24T00:00:00Z") != nil)
    // Before 1970 the day is rounded down, not toward zero.
    #expect(try problem("1969-12-30", "1969-12-31T23:00:00Z") == nil)
    #expect(try problem("1969-12-29", "1969-12-31T23:00:00Z") != nil)
    #expect(try problem("1970-01-02", "1969-12-31T23:00:00Z") != nil)
  }
}
