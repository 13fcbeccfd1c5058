import Domain
import Foundation
import Persistence

/// The rules a household must follow to be imported, each problem named by its JSON path.
///
/// The same rules as typing the household in with `tq-parent`: valid names, unique players and
/// routines (under Unicode case folding, `StoredText.folded`), routines with at least one day and
/// one task of 1–600 minutes, plays and games of known players with no negative times.
enum BackupValidation {
  /// `plays` are the older history of a version 1–3 backup, checked before they become games.
  static func firstProblem(
    in household: HouseholdSnapshot, plays: [PlayRecord] = []
  ) -> (path: String, message: String)? {
    var players: Set<String> = []
    for (index, player) in household.players.enumerated() {
      let path = "household.players[\(index)].name"
      if let problem = nameProblem(player.name, what: "player") { return (path, problem) }
      if !players.insert(StoredText.folded(player.name)).inserted {
        return (
          path,
          "'\(player.name)' is a second player of that name: names must differ (ignoring case); rename one in "
            + "the backup, or with `tq-parent player rename` in the household it came from, and export again"
        )
      }
    }
    var routines: Set<[String]> = []
    for (index, routine) in household.routines.enumerated() {
      let path = "household.routines[\(index)]"
      if let problem = nameProblem(routine.name, what: "routine") { return (path + ".name", problem) }
      guard players.contains(StoredText.folded(routine.player)) else {
        return (path + ".player", "'\(routine.player)' is not one of household.players")
      }
      if !routines.insert([StoredText.folded(routine.player), StoredText.folded(routine.name)]).inserted {
        return (path + ".name", "'\(routine.player)' has a second routine named '\(routine.name)': names must differ")
      }
      if routine.activeDays.isEmpty { return (path + ".activeDays", "a routine needs at least one day") }
      if routine.tasks.isEmpty { return (path + ".tasks", "a routine needs at least one task") }
      for (number, task) in routine.tasks.enumerated() {
        if task.name.allSatisfy(\.isWhitespace) { return (path + ".tasks[\(number)].name", "a task needs a name") }
        if let problem = StoredText.problem(in: task.name, as: .taskName) {
          return (path + ".tasks[\(number)].name", "the task name \(problem)")
        }
        if !(1...600).contains(task.minutes) {
          return (path + ".tasks[\(number)].minutes", "\(task.minutes) is not a task length: use 1 to 600 minutes")
        }
      }
    }
    for (index, play) in plays.enumerated() {
      let path = "household.plays[\(index)]"
      guard players.contains(StoredText.folded(play.player)) else {
        return (path + ".player", "'\(play.player)' is not one of household.players")
      }
      if play.routine.allSatisfy(\.isWhitespace) { return (path + ".routine", "a play needs the routine's name") }
      for (number, task) in play.tasks.enumerated() where task.estimateMinutes < 0 || task.actualSeconds < 0 {
        return (path + ".tasks[\(number)]", "estimates and times cannot be negative")
      }
    }
    for (index, session) in household.sessions.enumerated() {
      let path = "household.sessions[\(index)]"
      guard players.contains(StoredText.folded(session.player)) else {
        return (path + ".player", "'\(session.player)' is not one of household.players")
      }
      if session.routine.allSatisfy(\.isWhitespace) { return (path + ".routine", "a game needs the routine's name") }
      for (number, task) in session.tasks.enumerated() where task.guessSeconds < 0 || (task.actualSeconds ?? 0) < 0 {
        return (path + ".tasks[\(number)]", "guesses and times cannot be negative")
      }
    }
    // The database's own rules, in case they are stricter than the ones above.
    do {
      try household.validate()
    } catch {
      return ("household", error.description)
    }
    return nil
  }

  /// The rules of `StoredText`, and no spaces at the ends (a backup is written from stored, trimmed names).
  static func nameProblem(_ name: String, what: String) -> String? {
    if let problem = StoredText.problem(in: name, as: what == "player" ? .playerName : .routineName) {
      return "the \(what) name \(problem)"
    }
    if name.trimmingCharacters(in: .whitespaces) != name {
      return "'\(name)' is not a \(what) name: use 1 to 40 printable characters, without spaces at the ends"
    }
    return nil
  }
}
