import Foundation

/// Where TimeQuest keeps its files: the XDG base directories, or one folder given by `--home`.
public struct StorageLocations: Hashable, Sendable {
  /// The process's environment variables (only the `XDG_*` ones are read).
  public var variables: [String: String]
  /// The folder that holds everything when `--home` or `TIMEQUEST_HOME` is given.
  public var home: String?
  /// The user's home folder, under which the XDG defaults lie.
  public var userHome: String

  public init(variables: [String: String], home: String?, userHome: String) {
    self.variables = variables
    self.home = home
    self.userHome = userHome
  }

  /// `$XDG_CONFIG_HOME/timequest`, or `HOME/config` under `--home`.
  public var config: URL { directory(xdg: "XDG_CONFIG_HOME", fallback: ".config", homeName: "config") }
  /// `$XDG_DATA_HOME/timequest`, or `HOME/data` under `--home`.
  public var data: URL { directory(xdg: "XDG_DATA_HOME", fallback: ".local/share", homeName: "data") }
  /// `$XDG_STATE_HOME/timequest`, or `HOME/state` under `--home`.
  public var state: URL { directory(xdg: "XDG_STATE_HOME", fallback: ".local/state", homeName: "state") }

  /// `$XDG_RUNTIME_DIR/timequest`, or `HOME/runtime` under `--home`.
  ///
  /// XDG gives the runtime folder no default, so without a usable `XDG_RUNTIME_DIR` (cron, a
  /// plain `su`) files meant for it go to the state folder, which always exists somewhere.
  public var runtime: URL {
    if let home { return URL(fileURLWithPath: home).appendingPathComponent("runtime") }
    guard let base = absolute(variables["XDG_RUNTIME_DIR"]) else { return state }
    return URL(fileURLWithPath: base).appendingPathComponent("timequest")
  }

  /// `path` made absolute: `~` is the user's home, anything else relative is taken from the current folder.
  public static func absolutePath(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    if path == "~" || path.hasPrefix("~/") {
      return NSHomeDirectory() + path.dropFirst()
    }
    return FileManager.default.currentDirectoryPath + "/" + path
  }

  private func directory(xdg: String, fallback: String, homeName: String) -> URL {
    if let home { return URL(fileURLWithPath: home).appendingPathComponent(homeName) }
    let base = absolute(variables[xdg]) ?? (userHome + "/" + fallback)
    return URL(fileURLWithPath: base).appendingPathComponent("timequest")
  }

  /// XDG says relative paths in these variables are invalid and must be ignored.
  private func absolute(_ value: String?) -> String? {
    value.flatMap { $0.hasPrefix("/") ? $0 : nil }
  }
}
