import Foundation
import Platform
import Presentation
import Storage

/// Everything the programs read from the process's surroundings, read once at start-up.
public struct AppEnvironment: Sendable {
  public var variables: [String: String]
  /// The folder that holds config, data and state when `--home` or `TIMEQUEST_HOME` is given.
  public var home: String?
  public var userHome: String
  public var stdinIsTTY: Bool
  public var stdoutIsTTY: Bool
  /// The local zone: `TZ` when it names a zone, else the system's.
  public var timeZone: TimeZone
  /// `--color`: whether output is coloured (`.auto` decides from the terminal and `NO_COLOR`).
  public var color: ColorChoice
  /// How wide standard output's lines may be (`TerminalStyle.columns`), nil for whole lines
  /// (`columns(variables:stdoutIsTTY:terminalWidth:)`).
  public var columns: Int?

  public init(
    variables: [String: String], home: String?, userHome: String, stdinIsTTY: Bool, stdoutIsTTY: Bool,
    timeZone: TimeZone, color: ColorChoice = .auto, columns: Int? = nil
  ) {
    self.variables = variables
    self.home = home
    self.userHome = userHome
    self.stdinIsTTY = stdinIsTTY
    self.stdoutIsTTY = stdoutIsTTY
    self.timeZone = timeZone
    self.color = color
    self.columns = columns
  }

  /// The running process's environment; `home` (from `--home`) wins over `TIMEQUEST_HOME`.
  public static func current(home: String? = nil) -> AppEnvironment {
    let variables = ProcessInfo.processInfo.environment
    let chosenHome = home ?? variables["TIMEQUEST_HOME"].flatMap { $0.isEmpty ? nil : $0 }
    return AppEnvironment(
      variables: variables,
      home: chosenHome.map(absolutePath),
      userHome: variables["HOME"] ?? NSHomeDirectory(),
      stdinIsTTY: isatty(STDIN_FILENO) == 1,
      stdoutIsTTY: isatty(STDOUT_FILENO) == 1,
      timeZone: zone(from: variables["TZ"]) ?? .current,
      columns: columns(
        variables: variables, stdoutIsTTY: isatty(STDOUT_FILENO) == 1,
        terminalWidth: { PosixTerminal(output: STDOUT_FILENO).width })
    )
  }

  /// The width text views fit: `TIMEQUEST_COLUMNS` wherever the output goes (the user asks for
  /// it); on a terminal, `COLUMNS`, else the terminal's own width. To a pipe or a file, nil: lines
  /// stay whole, as systemctl and journalctl keep them, because a `COLUMNS` exported for the
  /// terminal (a login script, `watch`, a pager) is not a wish to cut what another program reads.
  public static func columns(variables: [String: String], stdoutIsTTY: Bool, terminalWidth: () -> Int?) -> Int? {
    let positive = { (name: String) in Int(variables[name] ?? "").flatMap { $0 > 0 ? $0 : nil } }
    if let asked = positive("TIMEQUEST_COLUMNS") { return asked }
    guard stdoutIsTTY else { return nil }
    return positive("COLUMNS") ?? terminalWidth()
  }

  /// Where the files live: the XDG folders, or `home`.
  public var locations: StorageLocations { StorageLocations(variables: variables, home: home, userHome: userHome) }

  /// `$XDG_CONFIG_HOME/timequest`, or `HOME/config` under `--home`.
  public var configDirectory: URL { locations.config }
  /// `$XDG_DATA_HOME/timequest`, or `HOME/data` under `--home`.
  public var dataDirectory: URL { locations.data }
  /// `$XDG_STATE_HOME/timequest`, or `HOME/state` under `--home`.
  public var stateDirectory: URL { locations.state }

  public var settingsFile: URL { configDirectory.appendingPathComponent("settings.json") }
  public var databaseFile: URL { dataDirectory.appendingPathComponent("timequest.sqlite") }

  static func zone(from tz: String?) -> TimeZone? {
    guard var name = tz, !name.isEmpty else { return nil }
    if name.hasPrefix(":") { name.removeFirst() }
    if name.hasPrefix("/") {
      // TZ=/usr/share/zoneinfo/Europe/Berlin
      if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
    }
    return TimeZone(identifier: name)
  }

  static func absolutePath(_ path: String) -> String { StorageLocations.absolutePath(path) }
}
