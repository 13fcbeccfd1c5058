/// Global options before the subcommand, as git, khal and gcalcli take them: `tq-parent --home DIR
/// status` means `tq-parent status --home DIR`. argument-parser reads options only after the
/// subcommand that declares them, so the programs move them there before parsing.
public enum GlobalArguments {
  /// `--home`, `--demo` and `--color`, which every command of the three programs takes (`true`: takes a value).
  public static let common: [String: Bool] = ["--home": true, "--demo": false, "--color": true]
  /// tq-parent's too: how the parent gate is answered.
  public static let parent = common.merging(["--pin-stdin": false]) { old, _ in old }

  /// The same command with the global options that come before the first other option moved to
  /// the end (before a `--`, which ends the options).
  public static func reordered(_ arguments: [String], globals: [String: Bool] = common) -> [String] {
    var moved: [String] = []
    var kept: [String] = []
    var index = 0
    // Only the leading part: global options and words (the subcommand path, positional arguments),
    // up to the first option that belongs to a subcommand.
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      let name = String(argument.split(separator: "=", maxSplits: 1).first ?? "")
      if let takesValue = globals[name] {
        moved.append(argument)
        if takesValue, !argument.contains("="), index + 1 < arguments.count {
          moved.append(arguments[index + 1])
          index += 1
        }
      } else if argument.hasPrefix("-") {
        break
      } else {
        kept.append(argument)
      }
      index += 1
    }
    var rest = Array(arguments[index...])
    let end = rest.firstIndex(of: "--") ?? rest.endIndex
    rest.insert(contentsOf: moved, at: end)
    return kept + rest
  }

  /// The sentence each program's help carries.
  public static let helpNote =
    "Global options (--home DIR, --demo, --color auto|always|never) go before or after the subcommand."
}
