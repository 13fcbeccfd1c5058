import CalendarIO
import Domain
import Foundation
import Settings

/// Connecting and disconnecting sources: each new location is saved as its source normalises it,
/// once the source has verified it.
extension CalendarAdmin {
  /// Connects a source. A path must exist and be a folder or a readable iCalendar file; only whether it is
  /// iCalendar is looked at, and nothing of it is kept until reading is enabled.
  public func addSource(_ location: String, name: String?, role: CalendarRole? = nil) async throws
    -> CalendarSourceSetting
  {
    let name = try name.map { try StoredText.validate($0, as: .sourceName) }
    let resolved = try normalize(location)
    // A FIFO, device or non-calendar file connected today would only fail (or hang) at every later
    // read, so it is refused now.
    let plugin = try dependencies.calendarSources.source(for: resolved)
    try await plugin.verify(limits: .standard)
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

  /// The location as its source saves it: a path becomes absolute (so the source works from any
  /// folder) and must exist; a URL must have a reader.
  func normalize(_ location: String) throws -> String {
    if location.allSatisfy(\.isWhitespace) { throw CalendarAdminError.emptyLocation }
    // What the settings would refuse to read back (a control character, kilobytes) is refused here.
    if let problem = StoredText.plainReadBackProblem(in: location) {
      throw DomainError.unusableText("calendar location", problem + ": give the path of a file or folder, or a URL")
    }
    let source = try dependencies.calendarSources.source(for: location)
    guard source.canBeConnected else { throw CalendarAdminError.stdinNotASource }
    return try source.normalize(location)
  }

  static func defaultName(_ location: String) -> String {
    let last = URL(fileURLWithPath: location).deletingPathExtension().lastPathComponent
    return last.isEmpty ? "calendar" : last
  }
}

/// Short ids from names: "Maple Grove Elementary" → "maple-grove-elementary"; "東京小学校 行事" →
/// "東京小学校-行事" (the words the name is written in, not `KeywordText`'s one word per Han, kana or
/// Hangul character).
enum Slug {
  static func make(_ text: String) -> String {
    let pieces = text.split { !$0.isLetter && !$0.isNumber }.map { KeywordText.tokens(String($0)).joined() }
    let slug = pieces.filter { !$0.isEmpty }.joined(separator: "-")
    return slug.isEmpty ? "calendar" : String(slug.prefix(40))
  }
}
