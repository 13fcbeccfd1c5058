import AppCore
import Domain
import Foundation
import TestSupport
import Testing

/// The parent's per-player settings as the game reads them.
@Suite("The game follows the player's settings")
struct PlayerGameSettingsTests {
  /// Stores `count` finished games of Morning in which Get dressed took 400, 401, … seconds.
  static func playedBefore(_ count: Int, in table: GameTable) throws {
    let database = try table.dependencies.database.open()
    for day in 0..<count {
      let game = try database.startSession(
        player: "Maya", routine: "Morning", date: LocalDate("2026-11-\(10 + day)")!,
        startedAt: Date(timeIntervalSince1970: 1_794_345_600 + Double(day) * 86_400))
      try database.appendTask(
        TaskPlay(name: "Get dressed", guessSeconds: 300, actualSeconds: 400 + day), toSession: game.id!)
      try database.finishSession(game.id!)
    }
  }

  /// The past times shown before the first guess of a game of Morning.
  static func firstPastTimes(_ table: GameTable) async throws -> [Int] {
    let (_, progress, _) = try await table.play(
      PlayGame.Request(routine: "Morning"), lines: [("5", .seconds(1)), ("", .seconds(60))])
    let turns = progress.compactMap { step -> TaskTurn? in
      if case .task(let turn) = step { return turn }
      return nil
    }
    return try #require(turns.first).pastTimes
  }

  @Test(
    "past times: auto waits for three timed plays, on shows them after one, off never",
    arguments: [
      (PastTimesSetting.auto, 1, [Int]()), (.auto, 3, [402, 401, 400]), (.on, 1, [400]), (.on, 0, []),
      (.off, 5, []),
    ])
  func pastTimes(setting: PastTimesSetting, plays: Int, shown: [Int]) async throws {
    let table = try GameTable()
    try Self.playedBefore(plays, in: table)
    let player = try Household(table.dependencies).setGameSettings(of: "maya", pastTimes: setting, cue: nil)
    #expect(player == Player(name: "Maya", pastTimes: setting, cue: true))
    #expect(try await Self.firstPastTimes(table) == shown)
  }

  @Test("the cue setting reaches the timer with every task, on by default", arguments: [nil, true, false])
  func cue(setting: Bool?) async throws {
    let table = try GameTable()
    if let setting { _ = try Household(table.dependencies).setGameSettings(of: "Maya", pastTimes: nil, cue: setting) }
    var timer: any TaskTimer = RecordingTimer()
    _ = try await PlayGame(table.dependencies).play(PlayGame.Request(routine: "Morning"), timer: &timer) { _ in }
    let recorded = try #require(timer as? RecordingTimer)
    #expect(recorded.guessed.map(\.cue) == Array(repeating: setting ?? true, count: 3))
    #expect(recorded.timed.map(\.cue) == Array(repeating: setting ?? true, count: 3))
  }

  @Test("setting one thing keeps the other; an unknown player lists the players")
  func partialAndUnknown() throws {
    let table = try GameTable(players: ["Maya", "Leo"])
    let household = Household(table.dependencies)
    _ = try household.setGameSettings(of: "Maya", pastTimes: .off, cue: nil)
    _ = try household.setGameSettings(of: "Maya", pastTimes: nil, cue: false)
    #expect(try household.players() == [Player(name: "Leo"), Player(name: "Maya", pastTimes: .off, cue: false)])
    #expect(throws: AppError.unknownPlayer("Zed", known: ["Leo", "Maya"])) {
      try household.setGameSettings(of: "Zed", pastTimes: .on, cue: nil)
    }
  }
}

/// A timer that guesses a minute and takes a minute for every task, keeping the turns it was given.
struct RecordingTimer: TaskTimer {
  var guessed: [TaskTurn] = []
  var timed: [TaskTurn] = []

  mutating func guess(for turn: TaskTurn) async throws -> GuessAnswer {
    guessed.append(turn)
    return .guess(seconds: 60)
  }

  mutating func time(_ turn: TaskTurn, guessSeconds: Int) async throws -> TimingAnswer {
    timed.append(turn)
    return .done(.seconds(60))
  }
}
