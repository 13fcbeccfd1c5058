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

  /// Connects a source. A path must exist and be a folder or a readable iCalendar file; only whether it is
  /// iCalendar is looked at, and nothing of it is kept until reading is enabled.
  public func addSource(_ location: String, name: String?, role: CalendarRole? = nil) throws -> CalendarSourceSetting {
    let name = try name.map { try StoredText.validate($0, as: .sourceName) }
    let resolved = try normalize(location)
    try verify(resolved)
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
      let source = CalendarSourceSetting(id: id, location: resolved, name: name, role: role)
      settings.calendar.sources.append(source)
      added = source
    }
    return added!
  }

  /// Disconnects a source named by id, location or name.
  public func removeSource(_ key: String) throws -> CalendarSourceSetting {
    var removed: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      let match = try source(key, in: settings.calendar.sources)
      settings.calendar.sources.removeAll { $0.id == match.id }
      removed = match
    }
    return removed!
  }

  /// Sets what a source is for (nil: detected from the calendar again).
  public func setRole(_ key: String, _ role: CalendarRole?) throws -> CalendarSourceSetting {
    var changed: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      let match = try source(key, in: settings.calendar.sources)
      let index = settings.calendar.sources.firstIndex { $0.id == match.id }!
      settings.calendar.sources[index].role = role
      changed = settings.calendar.sources[index]
    }
    return changed!
  }

  /// The source a parent names by id, location or name.
  func source(_ key: String, in sources: [CalendarSourceSetting]) throws -> CalendarSourceSetting {
    guard
      let match = sources.first(where: { $0.id == key || $0.location == key })
        ?? sources.first(where: { $0.name?.lowercased() == key.lowercased() })
        ?? (try? normalize(key)).flatMap({ path in sources.first { $0.location == path } })
    else {
      throw CalendarAdminError.unknownSource(key, known: sources.map(\.id))
    }
    return match
  }

  public func setEnabled(_ enabled: Bool) throws {
    try dependencies.settings.update { $0.calendar.enabled = enabled }
  }

  /// The words a parent sees in the consent question, and the question itself.
  public static func consentQuestion(_ sources: [CalendarSourceSetting]) -> String {
    let list =
      sources.isEmpty ? "calendars you connect later" : sources.map { "  \($0.location)" }.joined(separator: "\n")
    return """
      TimeQuest will read, never change, these calendars each time it decides a day:
      \(list)
      Event details are not stored anywhere. Turn reading on? [y/N]\u{20}
      """
  }

  /// Turns calendar reading on: the "minimum access" moment. Unless `confirmed`, the parent is first
  /// shown exactly which calendars will be read and asked, on a terminal only.
  /// - Returns: whether reading is now on (false when the parent said no).
  /// - Throws: `.confirmationNeeded` without `confirmed` and without a terminal to ask on.
  public func enable(confirmed: Bool) throws -> Bool {
    if !confirmed {
      guard dependencies.environment.stdinIsTTY else { throw CalendarAdminError.confirmationNeeded }
      let answer = try dependencies.terminal.ask(Self.consentQuestion(try settings().sources)) ?? ""
      guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else { return false }
    }
    try setEnabled(true)
    return true
  }

  /// Which calendars count; empty means all. Per player where siblings go to different schools.
  /// Each word names a source (its id or name) or a calendar (its id or title, known once reading
  /// is on); it is saved as the id it names, so that a later title shared by two feeds cannot
  /// widen the choice.
  /// - Returns: the choices as saved, in the parent's words ("Maple", "Lincoln · School").
  /// - Throws: `CalendarAdminError.ambiguousCalendar` or `.unknownCalendar` naming the candidates;
  ///   nothing is saved then.
  @discardableResult
  public func select(_ words: [String], player: String?) async throws -> [String] {
    let resolvedPlayer = try player.map { try Household(dependencies).resolvePlayer($0) }
    let current = try settings()
    var calendars: [(source: CalendarSourceSetting, calendar: CalendarInfo)] = []
    let needsCalendars = words.contains { word in !current.sources.contains { CalendarChoice.names(word, source: $0) } }
    if needsCalendars, current.enabled {
      let today = dependencies.today
      let window = DateWindow(from: today, through: today, in: dependencies.environment.timeZone)
      for read in try await dependencies.readCalendars(current.sources, window: window) {
        guard case .success(let result) = read.outcome else { continue }
        calendars += result.calendars.map { (read.source, $0) }
      }
    }
    var chosen: [String] = []
    var described: [String] = []
    for word in words {
      let (id, label) = try Self.resolve(word, sources: current.sources, calendars: calendars, reading: current.enabled)
      if !chosen.contains(id) {
        chosen.append(id)
        described.append(label)
      }
    }
    try dependencies.settings.update { settings in
      if let resolvedPlayer {
        settings.calendar.playerSelection[resolvedPlayer] = chosen.isEmpty ? nil : chosen
      } else {
        settings.calendar.selection = chosen
      }
    }
    return described
  }

  /// The id a word names and how to say it: a source by id, then by name, then a calendar by id, then by title.
  static func resolve(
    _ word: String, sources: [CalendarSourceSetting],
    calendars: [(source: CalendarSourceSetting, calendar: CalendarInfo)],
    reading: Bool
  ) throws -> (id: String, label: String) {
    if let source = sources.first(where: { $0.id == word }) { return (source.id, source.displayName) }
    let named = sources.filter { $0.name?.lowercased() == word.lowercased() }
    if named.count == 1 { return (named[0].id, named[0].displayName) }
    if named.count > 1 {
      throw CalendarAdminError.ambiguousCalendar(word, candidates: named.map { "\($0.displayName) (id \($0.id))" })
    }
    if let match = calendars.first(where: { $0.calendar.id == word }) {
      return (match.calendar.id, ContextService.label(match.calendar, source: match.source))
    }
    let titled = calendars.filter { $0.calendar.title.lowercased() == word.lowercased() }
    if titled.count == 1 {
      return (titled[0].calendar.id, ContextService.label(titled[0].calendar, source: titled[0].source))
    }
    if titled.count > 1 {
      throw CalendarAdminError.ambiguousCalendar(
        word,
        candidates: titled.map { "\($0.source.displayName) (source id \($0.source.id), calendar id \($0.calendar.id))" }
      )
    }
    var candidates = sources.map { "\($0.displayName) (id \($0.id))" }
    candidates += calendars.map { "\"\($0.calendar.title)\" in \($0.source.displayName)" }
    throw CalendarAdminError.unknownCalendar(word, candidates: candidates, readingOn: reading)
  }

  // MARK: Overrides

  public func addOverride(_ range: String, kind: DayOverride.Kind, note: String?, player: String?) throws -> DayOverride
  {
    let (from, through) = try Self.parseRange(range)
    let note = try note.map { try StoredText.validate($0, as: .note) }
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
    let word = try StoredText.validate(word, as: .keyword)
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
    if location.allSatisfy(\.isWhitespace) { throw CalendarAdminError.emptyLocation }
    guard scheme == "file" else {
      _ = try dependencies.calendarSources.source(for: location)
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

  /// A FIFO, device or non-calendar file connected today would only fail (or hang) at every later
  /// read, so it is refused now.
  func verify(_ location: String) throws {
    guard CalendarSourceRegistry.scheme(of: location) == "file" else { return }
    try PathCalendarSource(location: location).verify()
  }

  static func defaultName(_ location: String) -> String {
    let last = URL(fileURLWithPath: location).deletingPathExtension().lastPathComponent
    return last.isEmpty ? "calendar" : last
  }
}

/// Problems with the parent's calendar choices.
public enum CalendarAdminError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  case alreadyConnected(location: String, id: String)
  case unknownSource(String, known: [String])
  case ambiguousCalendar(String, candidates: [String])
  case unknownCalendar(String, candidates: [String], readingOn: Bool)
  case noOverride(date: LocalDate, player: String?)
  case emptyKeyword(String)
  case unknownKeyword(String)
  case unknownLanguage(String, known: [String])
  case stdinNotASource
  /// An empty location: as a path it would be the current folder, which nobody means.
  case emptyLocation
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
    case .ambiguousCalendar(let word, let candidates):
      "'\(word)' names more than one calendar: \(candidates.joined(separator: "; ")); choose one by its name or id"
    case .unknownCalendar(let word, let candidates, let readingOn):
      (candidates.isEmpty
        ? "no calendar is called '\(word)': none is connected; add one with 'tq-parent calendar add FILE'"
        : "no calendar is called '\(word)': choose among \(candidates.joined(separator: "; "))")
        + (readingOn ? "" : " (calendar titles are known once reading is on: 'tq-parent calendar enable')")
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
    case .emptyLocation:
      "the calendar location is empty: give a file, a folder or a URL (write ./ for the current folder)"
    case .readingOff:
      "calendar reading is off: turn it on with 'tq-parent calendar enable', or read a file directly with --source FILE"
    case .confirmationNeeded:
      "enabling calendar reading needs a yes: run it in a terminal to confirm, or pass --yes"
    }
  }

  public var exitCode: Int32 {
    switch self {
    case .alreadyConnected, .unknownSource, .ambiguousCalendar, .unknownCalendar, .noOverride, .unknownKeyword: 65
    case .emptyKeyword, .unknownLanguage, .stdinNotASource, .emptyLocation, .readingOff, .confirmationNeeded: 64
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
