import CalendarIO
import Domain
import Settings

/// What each source is for, and which calendars count (for the household or one player).
extension CalendarAdmin {
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
    var titles: [String: String] = [:]
    for word in words {
      let (id, label) = try Self.resolve(word, sources: current.sources, calendars: calendars, reading: current.enabled)
      if !chosen.contains(id) {
        chosen.append(id)
        described.append(label)
      }
      if let calendar = calendars.first(where: { $0.calendar.id == id })?.calendar { titles[id] = calendar.title }
    }
    try dependencies.settings.update { settings in
      if let resolvedPlayer {
        settings.calendar.playerSelection[resolvedPlayer] = chosen.isEmpty ? nil : chosen
      } else {
        settings.calendar.selection = chosen
      }
      // Both the id and the title are kept: a re-synced calendar gets a new id, not a new title.
      settings.calendar.selectionTitles.merge(titles) { _, new in new }
      let inUse = Set(settings.calendar.selection + settings.calendar.playerSelection.values.flatMap { $0 })
      settings.calendar.selectionTitles = settings.calendar.selectionTitles.filter { inUse.contains($0.key) }
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
    let named = sources.filter { $0.name.map(StoredText.folded) == StoredText.folded(word) }
    if named.count == 1 { return (named[0].id, named[0].displayName) }
    if named.count > 1 {
      throw CalendarAdminError.ambiguousCalendar(word, candidates: named.map { "\($0.displayName) (id \($0.id))" })
    }
    if let match = calendars.first(where: { $0.calendar.id == word }) {
      return (match.calendar.id, ContextService.label(match.calendar, source: match.source))
    }
    let titled = calendars.filter { StoredText.folded($0.calendar.title) == StoredText.folded(word) }
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
    // A title two calendars share is one name to suggest, not two equally near ones.
    var names: [String] = []
    for name in sources.compactMap(\.name) + calendars.map(\.calendar.title)
    where !names.contains(where: { StoredText.folded($0) == StoredText.folded(name) }) {
      names.append(name)
    }
    throw CalendarAdminError.unknownCalendar(
      word, candidates: candidates, readingOn: reading, nearest: DidYouMean.nearest(to: word, among: names))
  }
}
