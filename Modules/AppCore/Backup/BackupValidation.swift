import Domain
import Foundation
import Persistence
import Settings

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
      if let problem = nameProblem(play.routine, what: "routine") { return (path + ".routine", problem) }
      for (number, task) in play.tasks.enumerated() {
        if task.estimateMinutes < 0 || task.actualSeconds < 0 {
          return (path + ".tasks[\(number)]", "estimates and times cannot be negative")
        }
        let most = TaskPlay.maximumSeconds / 60
        if task.estimateMinutes > most {
          return (path + ".tasks[\(number)].estimateMinutes", "\(task.estimateMinutes) is not 0 to \(most) minutes")
        }
        if let problem = TaskPlay(name: task.name, guessSeconds: 0, actualSeconds: task.actualSeconds).rangeProblem {
          return (path + ".tasks[\(number)].actualSeconds", problem)
        }
        if let problem = StoredText.problem(in: task.name, as: .taskName) {
          return (path + ".tasks[\(number)].name", "the task name \(problem)")
        }
      }
    }
    for (index, session) in household.sessions.enumerated() {
      let path = "household.sessions[\(index)]"
      guard players.contains(StoredText.folded(session.player)) else {
        return (path + ".player", "'\(session.player)' is not one of household.players")
      }
      if session.routine.allSatisfy(\.isWhitespace) { return (path + ".routine", "a game needs the routine's name") }
      // History outlives routines (a removed routine's games stay), so the routine need not be in
      // `household.routines`; it must be a name a routine could have.
      if let problem = nameProblem(session.routine, what: "routine") { return (path + ".routine", problem) }
      if let problem = session.dateProblem { return (path + ".date", problem) }
      for (number, task) in session.tasks.enumerated() {
        if task.guessSeconds < 0 || (task.actualSeconds ?? 0) < 0 {
          return (path + ".tasks[\(number)]", "guesses and times cannot be negative")
        }
        if let problem = task.rangeProblem {
          let key = TaskPlay.secondsRange.contains(task.guessSeconds) ? "actualSeconds" : "guessSeconds"
          return (path + ".tasks[\(number)].\(key)", problem)
        }
        if let problem = StoredText.problem(in: task.name, as: .taskName) {
          return (path + ".tasks[\(number)].name", "the task name \(problem)")
        }
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

  /// The settings' text under the rules the commands that set it use (`calendar override --note`,
  /// `calendar keywords add`, `calendar add --name`): the settings decoder checks only what no
  /// version ever stored, so that a settings file an earlier version wrote still reads.
  static func firstProblem(in settings: AppSettings) -> (path: String, message: String)? {
    let calendar = settings.calendar
    for (index, source) in calendar.sources.enumerated() {
      if let name = source.name, let problem = StoredText.problem(in: name, as: .sourceName) {
        return ("settings.calendar.sources[\(index)].name", "the calendar name \(problem)")
      }
    }
    for (index, keyword) in calendar.rules.keywords.added.enumerated() {
      if let problem = StoredText.problem(in: keyword.word, as: .keyword) {
        return ("settings.calendar.rules.keywords.added[\(index)].word", "the keyword \(problem)")
      }
    }
    for (index, override) in calendar.overrides.enumerated() {
      if let note = override.note, let problem = StoredText.problem(in: note, as: .note) {
        return ("settings.calendar.overrides[\(index)].note", "the note \(problem)")
      }
      if let player = override.player, let problem = nameProblem(player, what: "player") {
        return ("settings.calendar.overrides[\(index)].player", problem)
      }
    }
    for player in calendar.playerSelection.keys.sorted() {
      if let problem = nameProblem(player, what: "player") { return ("settings.calendar.playerSelection", problem) }
    }
    if let player = settings.notifications.player, let problem = nameProblem(player, what: "player") {
      return ("settings.notifications.player", problem)
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
