import Domain

/// Problems reading or writing the household database; each message says what, where and what to do.
public enum PersistenceError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// No player has this name.
  case unknownPlayer(String)
  /// A player with this name (under Unicode case folding) already exists.
  case duplicatePlayer(String)
  /// Several players' names are equal to this one under case folding and none is spelled so: a
  /// database from before names had to differ under folding. The parent types one as listed.
  case ambiguousPlayer(name: String, players: [String])
  /// The player already has a routine with this name (ignoring ASCII case).
  case duplicateRoutine(name: String, player: String)
  /// No routine has this name (for this player, when one was given).
  case unknownRoutine(name: String, player: String?)
  /// Several players have a routine with this name and no player was given.
  case ambiguousRoutine(name: String, players: [String])
  /// No game session has this id.
  case unknownSession(Int64)
  /// The game being played was deleted under it (an import replaced the household, or its player
  /// was removed): its next task is refused, since its id is never given to another game.
  case gameGone(Int64)
  /// A value the database cannot hold (a blank name, a task of zero minutes, …).
  case invalid(String)
  /// The database was migrated by a newer TimeQuest: it was left untouched.
  case databaseNewerThanApp(path: String, unknownMigrations: [String])
  /// The file at the database path is damaged or is not a SQLite database: it was left untouched.
  case corrupt(path: String)
  /// A stored value has the wrong type or is out of its range (a name stored as a BLOB, a guess of
  /// 2^62 seconds): planted by hand or by another program, since TimeQuest never writes one. `what`
  /// names the table, the row and the column. Nothing was changed.
  case damaged(path: String, what: String)
  /// The database file is empty (zero bytes): it holds no household, and was left untouched.
  /// `backups` is the folder of automatic backups, when the caller knows it.
  case emptyDatabase(path: String, backups: String?)
  /// Another program kept the database locked for longer than the busy timeout.
  case busy(path: String)
  /// The file or its folder could not be created, opened, read or written.
  case io(path: String, reason: String)
  /// At the database path (or its -wal, -shm, -journal) is a FIFO, a folder or a device: SQLite
  /// would wait on a FIFO for ever, so it is never opened. `kind` says what is there ("a FIFO").
  case notAFile(path: String, kind: String)

  public var description: String {
    switch self {
    case .unknownPlayer(let name):
      "no player named '\(name)': see `tq-parent player list`, or add one with `tq-parent player add \"\(name)\"`"
    case .duplicatePlayer(let name):
      "a player named '\(name)' already exists: choose another name"
    case .ambiguousPlayer(let name, let players):
      "more than one player is named '\(name)' apart from upper and lower case ("
        + players.map { "'\($0)'" }.joined(separator: ", ")
        + "): type the name exactly as `tq-parent player list` shows it, and rename one with `tq-parent player rename`"
    case .duplicateRoutine(let name, let player):
      "player '\(player)' already has a routine named '\(name)': choose another name, or change it with "
        + "`tq-parent routine edit \"\(name)\" --player \"\(player)\"`"
    case .unknownRoutine(let name, let player?):
      "player '\(player)' has no routine named '\(name)': see `tq-parent routine list --player \"\(player)\"`"
    case .unknownRoutine(let name, nil):
      "no routine named '\(name)': see `tq-parent routine list`"
    case .ambiguousRoutine(let name, let players):
      "more than one player has a routine named '\(name)' (\(players.joined(separator: ", "))): "
        + "say whose with --player NAME"
    case .unknownSession(let id):
      "there is no game session \(id): see `tq-player history`"
    case .gameGone(let id):
      "game \(id) is no longer in the household: it was replaced by `tq-parent import` or its player was removed "
        + "while it was played, so this task was not saved and nothing else was changed; "
        + "start a new game with `tq-player play`"
    case .invalid(let reason):
      reason
    case .databaseNewerThanApp(let path, let migrations):
      "the database at \(path) was written by a newer version of TimeQuest (it has changes this version does "
        + "not know: \(migrations.joined(separator: ", "))); it was left untouched: install the newer version, "
        + "or move the file aside and restore a backup made by this version with `tq-parent import BACKUP`"
    case .corrupt(let path):
      "the database at \(path) is damaged or is not a TimeQuest database; it was left untouched: move it aside "
        + "(e.g. `mv \"\(path)\" \"\(path).broken\"`) and restore from a backup with `tq-parent import BACKUP`"
    case .damaged(let path, let what):
      "the database at \(path) holds a value TimeQuest never writes (\(what)); it was left untouched: "
        + "move it aside (e.g. `mv \"\(path)\" \"\(path).damaged\"`) and restore a backup with "
        + "`tq-parent import BACKUP`, or correct the value with sqlite3"
    case .emptyDatabase(let path, let backups):
      "the database at \(path) is an empty file (0 bytes), not a household; it was left untouched: if you did not "
        + "empty it on purpose, move it aside (`mv \"\(path)\" \"\(path).empty\"`) and restore a backup with "
        + "`tq-parent import BACKUP`"
        + (backups.map { " (automatic backups are in \($0); your own are the files `tq-parent export` wrote)" } ?? "")
    case .busy(let path):
      "the database at \(path) stayed locked by another TimeQuest program for too long: try again in a moment"
    case .io(let path, let reason):
      "cannot use the database at \(path): \(reason); check that its folder exists and that you may write to it"
    case .notAFile(let path, let kind):
      "the database at \(path) is \(kind), not a file: it was not opened; move it aside and run the command again"
    }
  }

  var isNewerDatabase: Bool {
    if case .databaseNewerThanApp = self { return true }
    return false
  }

  /// The sysexits code an app exits with: 65 bad data, 66 no database file to open, 74 I/O, 75 temporary
  /// (locked, or a game deleted while played).
  public var exitCode: Int32 {
    switch self {
    case .unknownPlayer, .duplicatePlayer, .ambiguousPlayer, .duplicateRoutine, .unknownRoutine, .ambiguousRoutine,
      .unknownSession,
      .invalid,
      .databaseNewerThanApp, .corrupt, .damaged, .emptyDatabase:
      65
    // The game's data was fine; the household changed under it, and a new game is the remedy.
    case .busy, .gameGone: 75
    case .io: 74
    case .notAFile: 66
    }
  }
}
