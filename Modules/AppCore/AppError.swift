import CalendarIO
import Domain
import Notifications
import Persistence
import Settings

/// Problems the workflows themselves detect.
public enum AppError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case noPlayers
  case choosePlayer([String])
  case unknownPlayer(String, known: [String])
  case invalidDate(String)
  case invalidRange(from: LocalDate, to: LocalDate)
  case rangeTooLong(from: LocalDate, to: LocalDate)
  case reportTooLong(from: LocalDate, to: LocalDate)
  case demoDataMissing(String)
  case homeNotWritable(path: String, reason: String)

  public var description: String {
    switch self {
    case .noPlayers:
      "there are no players yet: add one with 'tq-parent player add NAME'"
    case .choosePlayer(let names):
      "this household has \(names.count) players (\(names.joined(separator: ", "))): choose one with --player NAME"
    case .unknownPlayer(let name, let known):
      known.isEmpty
        ? "no player named '\(name)': add one with 'tq-parent player add \(name)'"
        : "no player named '\(name)'\(DidYouMean.phrase(name, among: known)): known players are \(known.joined(separator: ", "))"
    case .invalidDate(let text):
      "'\(text)' is not a date: use YYYY-MM-DD, e.g. 2026-12-21"
    case .invalidRange(let from, let to):
      "the range \(from)..\(to) ends before it starts: put the earlier date first"
    case .rangeTooLong(let from, let to):
      "\(from)..\(to) is longer than two years: preview one school year at a time with --year"
    case .reportTooLong(let from, let to):
      "\(from)..\(to) is longer than two years: give a shorter window with --from and --to"
    case .demoDataMissing(let path):
      "the demo household is missing (looked in \(path)): reinstall TimeQuest with Scripts/install.sh"
    case .homeNotWritable(let path, let reason):
      "cannot write to \(path) (\(reason)): choose a writable folder with --home DIR"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .noPlayers, .unknownPlayer: 65
    case .choosePlayer, .invalidDate, .invalidRange, .rangeTooLong, .reportTooLong: 64
    case .demoDataMissing: 66
    case .homeNotWritable: 74
    }
  }
}

/// The sysexits code and one-line message for any error a workflow throws.
public enum ExitStatus {
  /// The error's own code; 70 (internal software error) for one that has none, which is a bug to report.
  public static func code(for error: any Error) -> Int32 {
    (error as? any ExitCoded)?.exitCode ?? 70
  }

  public static func message(for error: any Error) -> String {
    String(describing: error)
  }
}
