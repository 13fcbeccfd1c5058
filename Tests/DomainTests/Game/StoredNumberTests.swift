import Domain
import Foundation
import Testing

/// Numbers read back from a file feed arithmetic that must never trap (issue 23): a guess of 2^62
/// seconds crashed `history`, `stats` and `report` in the bands' integer products.
@Suite("Arithmetic on stored numbers never traps")
struct StoredNumberTests {
  static let huge = [1 << 62, Int.max, Int.max - 1, Int.max / 10 + 1]

  @Test("the bands of huge times are those of their factor, without overflow", arguments: huge)
  func bands(_ seconds: Int) throws {
    #expect(GuessBand(guessSeconds: seconds, actualSeconds: seconds) == .spotOn)
    #expect(GuessBand(guessSeconds: 1, actualSeconds: seconds) == .longer)
    #expect(GuessBand(guessSeconds: seconds, actualSeconds: 1) == .shorter)
    // 10 × 0.95·n ≤ 11 × n at any size: spot on; half of it is longer.
    #expect(GuessBand(guessSeconds: seconds / 20 * 19, actualSeconds: seconds) == .spotOn)
    #expect(GuessBand(guessSeconds: seconds / 2, actualSeconds: seconds) == .longer)
    let score = try #require(GuessScore(guessSeconds: seconds / 5 * 4, actualSeconds: seconds))
    #expect(score.side == .under)
  }

  @Test("statistics over a game with huge times are computed, not trapped")
  func statistics() {
    let session = GameSession(
      player: "Mia", routine: "Morning", date: LocalDate("2026-11-24")!, startedAt: Date(timeIntervalSince1970: 0),
      finished: true,
      tasks: [
        TaskPlay(name: "Teeth", guessSeconds: Int.max, actualSeconds: 1 << 62),
        TaskPlay(name: "Dress", guessSeconds: 1, actualSeconds: Int.max),
      ])
    let routines = GameStatistics.routines([session, session])
    #expect(routines.count == 1)
  }

  @Test("a routine's total minutes saturate instead of overflowing")
  func totalMinutes() {
    let routine = Routine(
      name: "R", player: "P", tasks: [RoutineTask(name: "a", minutes: Int.max), RoutineTask(name: "b", minutes: 5)],
      activeDays: [.monday])
    #expect(routine.totalMinutes == Int.max)
  }

  @Test("an older play's estimate of 2^62 minutes becomes the longest guess, not a trap")
  func olderEstimate() {
    let play = PlayRecord(
      player: "Mia", routine: "Morning", playedAt: Date(timeIntervalSince1970: 0),
      tasks: [PlayRecord.TaskResult(name: "Teeth", estimateMinutes: 1 << 62, actualSeconds: 60)])
    let game = GameSession(play, date: LocalDate("1970-01-01")!)
    #expect(game.tasks[0].guessSeconds == Int.max)
    #expect(game.tasks[0].rangeProblem != nil)
  }

  @Test("guesses and times are kept from 0 to one week: the week itself is kept, a second more is not")
  func range() {
    let week = 7 * 24 * 3600
    #expect(TaskPlay.maximumSeconds == week)
    #expect(TaskPlay(name: "a", guessSeconds: week, actualSeconds: week).rangeProblem == nil)
    #expect(TaskPlay(name: "a", guessSeconds: 0, actualSeconds: 0).rangeProblem == nil)
    #expect(TaskPlay(name: "a", guessSeconds: week + 1, actualSeconds: nil).rangeProblem?.contains("guess") == true)
    #expect(TaskPlay(name: "a", guessSeconds: 5, actualSeconds: week + 1).rangeProblem?.contains("time") == true)
    #expect(TaskPlay(name: "a", guessSeconds: -1, actualSeconds: 5).rangeProblem != nil)
    #expect(GuessText.maximumSeconds <= TaskPlay.maximumSeconds)
  }

  @Test("text read back: blank or over 4096 bytes is damage; an earlier version's soft hyphen is not")
  func readBackText() {
    #expect(StoredText.readBackProblem(in: "Mia") == nil)
    #expect(StoredText.readBackProblem(in: "Mi\u{AD}a") == nil)
    #expect(StoredText.readBackProblem(in: " \t") == "is blank")
    #expect(StoredText.readBackProblem(in: "") == "is blank")
    #expect(StoredText.readBackProblem(in: String(repeating: "x", count: 4096)) == nil)
    #expect(StoredText.readBackProblem(in: String(repeating: "x", count: 4097))?.contains("4097 bytes") == true)
    #expect(StoredText.readBackProblem(in: String(repeating: "é", count: 2049))?.contains("4098 bytes") == true)
  }
}
