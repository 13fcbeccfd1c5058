import CalendarIO
import Domain
import Foundation
import Settings

/// The parent's calendar choices: which sources, whether reading is on, which calendars count,
/// overrides and keywords. Only choices are stored, never anything read from a calendar.
public struct CalendarAdmin: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public func settings() throws -> CalendarSettings { try dependencies.settings.load().calendar }

  /// Connects a source. A path must exist and be readable; its contents are not read until reading is enabled.
  public func addSource(_ location: String, name: String?) throws -> CalendarSourceSetting {
    let resolved = try normalize(location)
    var added: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      if let existing = settings.calendar.sources.first(where: { $0.location == resolved }) {
        throw CalendarAdminError.alreadyConnected(location: resolved, id: existing.id)
      }
      let base = Slug.make(name ?? Self.defaultName(resolved))
      var id = base
      var counter = 2
      while settings.calendar.sources.contains(where: { $0.id == id }) {
        id = "\(base)-\(counter)"
        counter += 1
      }
      let source = CalendarSourceSetting(id: id, location: resolved, name: name)
      settings.calendar.sources.append(source)
      added = source
    }
    return added!
  }

  /// Disconnects a source named by id, location or name.
  public func removeSource(_ key: String) throws -> CalendarSourceSetting {
    var removed: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      let sources = settings.calendar.sources
      guard
        let match = sources.first(where: { $0.id == key || $0.location == key })
          ?? sources.first(where: { $0.name?.lowercased() == key.lowercased() })
          ?? (try? normalize(key)).flatMap({ path in sources.first { $0.location == path } })
      else {
        throw CalendarAdminError.unknownSource(key, known: sources.map(\.id))
      }
      settings.calendar.sources.removeAll { $0.id == match.id }
      removed = match
    }
    return removed!
  }

  public func setEnabled(_ enabled: Bool) throws {
    try dependencies.settings.update { $0.calendar.enabled = enabled }
  }

  /// Which calendars count (ids or titles); empty means all. Per player where siblings go to different schools.
  public func select(_ choices: [String], player: String?) throws {
    let resolvedPlayer = try player.map { try Household(dependencies).resolvePlayer($0) }
    try dependencies.settings.update { settings in
      if let resolvedPlayer {
        settings.calendar.playerSelection[resolvedPlayer] = choices.isEmpty ? nil : choices
      } else {
        settings.calendar.selection = choices
      }
    }
  }

  // MARK: Overrides

  public func addOverride(_ range: String, kind: DayOverride.Kind, note: String?, player: String?) throws -> DayOverride
  {
    let (from, through) = try Self.parseRange(range)
    let resolvedPlayer = try player.map { try Household(dependencies).resolvePlayer($0) }
    let override = DayOverride(from: from, through: through, kind: kind, note: note, player: resolvedPlayer)
    try dependencies.settings.update { settings in
      // A new override for exactly the same dates and player replaces the old one.
      settings.calendar.overrides.removeAll {
        $0.from == from && $0.through == through && $0.player == resolvedPlayer
      }
      settings.calendar.overrides.append(override)
    }
    return override
  }

  /// Removes the overrides covering `date` (for the player, or the household's when none is given).
  public func removeOverride(covering text: String, player: String?) throws -> [DayOverride] {
    guard let date = LocalDate(text) else { throw AppError.invalidDate(text) }
    let resolvedPlayer = try player.map { try Household(dependencies).resolvePlayer($0) }
    var removed: [DayOverride] = []
    try dependencies.settings.update { settings in
      removed = settings.calendar.overrides.filter { $0.covers(date) && $0.player == resolvedPlayer }
      guard !removed.isEmpty else { throw CalendarAdminError.noOverride(date: date, player: resolvedPlayer) }
      settings.calendar.overrides.removeAll { $0.covers(date) && $0.player == resolvedPlayer }
    }
    return removed
  }

  public func overrides() throws -> [DayOverride] {
    try settings().overrides.sorted { ($0.from, $0.player ?? "") < ($1.from, $1.player ?? "") }
  }

  // MARK: Keywords

  public func keywords() throws -> KeywordPreferences { try settings().rules.keywords }

  public func addKeyword(_ word: String, kind: KeywordKind) throws {
    guard !KeywordText.tokens(word).isEmpty else { throw CalendarAdminError.emptyKeyword(word) }
    try dependencies.settings.update { $0.calendar.rules.keywords.add(Keyword(word: word, kind: kind)) }
  }

  public func removeKeyword(_ word: String) throws {
    try dependencies.settings.update { settings in
      guard settings.calendar.rules.keywords.remove(word) else {
        throw CalendarAdminError.unknownKeyword(word)
      }
    }
  }

  public func resetKeywords() throws {
    try dependencies.settings.update { $0.calendar.rules.keywords.reset() }
  }

  public func setLanguages(_ codes: [String]) throws {
    let lowered = codes.map { $0.lowercased() }
    if let bad = lowered.first(where: { !KeywordCatalog.isSupported(language: $0) }) {
      throw CalendarAdminError.unknownLanguage(bad, known: KeywordCatalog.languages)
    }
    guard !lowered.isEmpty else { throw CalendarAdminError.unknownLanguage("", known: KeywordCatalog.languages) }
    try dependencies.settings.update { $0.calendar.rules.keywords.languages = lowered }
  }

  // MARK: Helpers

  /// `2026-12-21` or `2026-12-21..2027-01-01`.
  public static func parseRange(_ text: String) throws -> (LocalDate, LocalDate) {
    let parts = text.components(separatedBy: "..")
    guard parts.count <= 2, let from = LocalDate(parts[0]) else { throw AppError.invalidDate(text) }
    guard parts.count == 2 else { return (from, from) }
    guard let through = LocalDate(parts[1]) else { throw AppError.invalidDate(text) }
    guard from <= through else { throw AppError.invalidRange(from: from, to: through) }
    return (from, through)
  }

  /// Paths become absolute (so the source works from any folder) and must exist; URLs must have a reader.
  func normalize(_ location: String) throws -> String {
    let scheme = CalendarSourceRegistry.scheme(of: location)
    if location == "-" { throw CalendarAdminError.stdinNotASource }
    guard scheme == "file" else {
      _ = try CalendarSourceRegistry.standard.source(for: location)
      return location
    }
    var path = location.hasPrefix("file://") ? String(location.dropFirst("file://".count)) : location
    path = AppEnvironment.absolutePath(path)
    path = URL(fileURLWithPath: path).standardizedFileURL.path
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw CalendarIOError.notFound(path: path)
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw CalendarIOError.unreadable(path: path, reason: "permission denied")
    }
    return path
  }

  static func defaultName(_ location: String) -> String {
    let last = URL(fileURLWithPath: location).deletingPathExtension().lastPathComponent
    return last.isEmpty ? "calendar" : last
  }
}

/// Problems with the parent's calendar choices.
public enum CalendarAdminError: Error, Equatable, Sendable, CustomStringConvertible {
  case alreadyConnected(location: String, id: String)
  case unknownSource(String, known: [String])
  case noOverride(date: LocalDate, player: String?)
  case emptyKeyword(String)
  case unknownKeyword(String)
  case unknownLanguage(String, known: [String])
  case stdinNotASource
  case readingOff
  case confirmationNeeded

  public var description: String {
    switch self {
    case .alreadyConnected(let location, let id):
      "\(location) is already connected as '\(id)'"
    case .unknownSource(let key, let known):
      known.isEmpty
        ? "no calendar '\(key)' is connected: see 'tq-parent calendar status'"
        : "no calendar '\(key)' is connected: connected ones are \(known.joined(separator: ", "))"
    case .noOverride(let date, let player):
      "no override covers \(date)\(player.map { " for \($0)" } ?? " for the household"): see 'tq-parent calendar override list'"
    case .emptyKeyword(let word):
      "'\(word)' has no letters or digits to match: give a word or phrase"
    case .unknownKeyword(let word):
      "'\(word)' is not in the keyword list: see 'tq-parent calendar keywords list'"
    case .unknownLanguage(let code, let known):
      "'\(code)' is not a keyword language: use one or more of \(known.joined(separator: ", "))"
    case .stdinNotASource:
      "'-' (standard input) can be read once with --source, but not connected: give a file, a folder or a URL"
    case .readingOff:
      "calendar reading is off: turn it on with 'tq-parent calendar enable', or read a file directly with --source FILE"
    case .confirmationNeeded:
      "enabling calendar reading needs a yes: run it in a terminal to confirm, or pass --yes"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .alreadyConnected, .unknownSource, .noOverride, .unknownKeyword: 65
    case .emptyKeyword, .unknownLanguage, .stdinNotASource, .readingOff, .confirmationNeeded: 64
    }
  }
}

/// Short ids from names: "Maple Grove Elementary" → "maple-grove-elementary".
enum Slug {
  static func make(_ text: String) -> String {
    let words = KeywordText.tokens(text)
    let slug = words.joined(separator: "-")
    return slug.isEmpty ? "calendar" : String(slug.prefix(40))
  }
}
