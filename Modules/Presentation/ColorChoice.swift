/// `--color auto|always|never`: whether terminal output is coloured.
public enum ColorChoice: String, CaseIterable, Sendable {
  /// Colours on an interactive terminal unless `NO_COLOR` is set or `TERM` is `dumb`.
  case auto
  /// Colours wherever the output goes, a pipe or a file too: the explicit flag wins over `NO_COLOR`.
  case always
  /// No colours at all.
  case never
}
