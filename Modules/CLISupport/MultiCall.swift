import Domain
import Presentation

/// The installed `timequest` binary is all three programs: `tq-player`, `tq-parent` and `tq-notify`
/// are links to it, and the name it was started under says which one runs (docs/packaging.md).
public enum MultiCall {
  public enum Program: String, CaseIterable, Sendable {
    case player = "tq-player"
    case parent = "tq-parent"
    case notify = "tq-notify"
  }

  /// What a command line asks of the binary.
  public enum Choice: Equatable, Sendable {
    /// Run `program` with `arguments` (those after its name).
    case run(Program, arguments: [String])
    /// `timequest --help` or `--version`: `text` on standard output, exit 0.
    case answer(String)
    /// Neither a program's name nor a program as the first argument: `usage` on standard error, exit 64.
    case usage(String)
  }

  /// The program named by the binary's own name (argv[0]'s last component); otherwise by the first
  /// argument (`timequest tq-parent status`), for a copy of the binary that is not behind a link.
  public static func choose(invokedAs: String, arguments: [String]) -> Choice {
    let name = String(invokedAs.split(separator: "/").last ?? "")
    if let program = Program(rawValue: name) { return .run(program, arguments: arguments) }
    guard let first = arguments.first else { return .usage(usage) }
    if let program = Program(rawValue: first) { return .run(program, arguments: Array(arguments.dropFirst())) }
    switch first {
    case "--help", "-h", "help": return .answer(usage)
    case "--version": return .answer(ProductVersion.current)
    default: return .usage("timequest: '\(TerminalText.message(first))' is not one of its programs.\n\n" + usage)
    }
  }

  public static let usage = """
    USAGE: timequest <program> [<arguments> ...]
           or run it as tq-player, tq-parent or tq-notify (links to it, as installed)

    PROGRAMS:
      tq-player   Today's quests and the estimation game, for a child.
      tq-parent   Set up players, routines and the family's calendars.
      tq-notify   Deliver the day's context to a terminal, status bar or desktop notification.

    See `tq-parent --help` (and the others) for each program's commands.
    """
}
