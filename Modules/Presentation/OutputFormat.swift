/// How a command prints data: for people or for scripts.
public enum OutputFormat: String, CaseIterable, Sendable {
  case text, json
}
