import Domain
import Foundation
import Persistence

/// The older play API the tests were written against, over the one form of history: a play is
/// stored through the game's writer as a finished game dated in UTC, and games read back as plays.
extension AppDatabase {
  static let testZone = TimeZone(identifier: "UTC")!

  func recordPlay(_ play: PlayRecord) throws {
    for task in play.tasks where task.estimateMinutes < 0 || task.actualSeconds < 0 {
      throw PersistenceError.invalid(
        "play of '\(play.routine)' has task '\(task.name)' with a negative estimate or time")
    }
    let game = try startSession(
      player: play.player, routine: play.routine, date: LocalDate(play.playedAt, in: Self.testZone),
      startedAt: play.playedAt)
    for task in play.tasks {
      try appendTask(
        TaskPlay(name: task.name, guessSeconds: task.estimateMinutes * 60, actualSeconds: task.actualSeconds),
        toSession: game.id!)
    }
    try finishSession(game.id!)
  }

  func plays(player: String?, routine: String?) throws -> [PlayRecord] {
    try sessions(player: player, routine: routine).map { session in
      PlayRecord(
        player: session.player, routine: session.routine, playedAt: session.startedAt,
        tasks: session.tasks.map {
          .init(name: $0.name, estimateMinutes: $0.guessSeconds / 60, actualSeconds: $0.actualSeconds ?? 0)
        })
    }
  }
}
