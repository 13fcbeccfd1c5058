import Domain

/// The words that mark days in event titles, as `tq-parent calendar keywords list` shows them.
public enum KeywordsView {
  /// The languages, then the words of each kind (the parent's own marked `*`), then the removed ones.
  public static func text(
    _ entries: [KeywordCatalog.Entry], preferences: KeywordPreferences, style: TerminalStyle
  ) -> String {
    var lines = ["Languages: \(preferences.languages.joined(separator: ", "))"]
    for kind in KeywordKind.allCases {
      let words = entries.filter { $0.keyword.kind == kind }.map { entry -> String in
        if case .added = entry.origin { return entry.keyword.word.terminalSafe + "*" }
        return entry.keyword.word.terminalSafe
      }
      lines.append("")
      lines.append(style.bold("\(kind.rawValue) (\(words.count))"))
      lines.append("  " + words.joined(separator: ", "))
    }
    if !preferences.removed.isEmpty {
      lines.append("\nRemoved: \(preferences.removed.map(\.terminalSafe).joined(separator: ", "))")
    }
    lines.append("\n* added by you")
    return lines.joined(separator: "\n")
  }

  /// Each word with its kind and origin: a language code, or `added`.
  public static func json(_ entries: [KeywordCatalog.Entry]) -> JSONValue {
    .array(
      entries.map { entry in
        let origin: String
        switch entry.origin {
        case .builtIn(let language): origin = language
        case .added: origin = "added"
        }
        return .object([
          ("word", .string(entry.keyword.word)), ("kind", .string(entry.keyword.kind.rawValue)),
          ("origin", .string(origin)),
        ])
      })
  }
}
