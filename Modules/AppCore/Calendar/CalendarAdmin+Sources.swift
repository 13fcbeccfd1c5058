import CalendarIO
import Domain
import Foundation
import Settings

/// Connecting and disconnecting sources: each new location is saved as its source normalises it,
/// once the source has verified it.
extension CalendarAdmin {
  /// Connects a source. A path must exist and be a folder or a readable iCalendar file; only whether it is
  /// iCalendar is looked at, and nothing of it is kept until reading is enabled. `network` is for a
  /// source reached over a network (refused for any other); `check: false` (`--no-check`) skips
  /// the look at its content, for a server that is down right now.
  public func addSource(
    _ location: String, name: String?, role: CalendarRole? = nil, network: NetworkOptions = NetworkOptions(),
    check: Bool = true
  ) async throws -> CalendarSourceSetting {
    let name = try name.map { try StoredText.validate($0, as: .sourceName) }
    var resolved = try normalize(location)
    if !network.isEmpty, try !dependencies.calendarSources.source(for: resolved).usesNetwork {
      throw CalendarAdminError.networkOptionsUnused(location: resolved, options: network.fields.map(\.flag))
    }
    var network = network
    network.caFile = try network.caFile.map(Self.certificateFile)
    let plugin = try dependencies.calendarSources.source(
      for: CalendarSourceSetting(id: SecretMask.location(resolved), location: resolved, network: network))
    // A FIFO, device or non-calendar file connected today would only fail (or hang) at every later
    // read, so it is refused now.
    // An https address a CalDAV server answers comes back as the CalDAV account's location.
    if check { resolved = try await plugin.verified(resolved, limits: .standard) }
    var added: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      if let existing = settings.calendar.sources.first(where: { $0.location == resolved }) {
        throw CalendarAdminError.alreadyConnected(location: resolved, id: existing.id)
      }
      let base = Slug.make(name ?? Self.defaultName(resolved))
      // The id is shown everywhere and typed back: it never holds an address's secret.
      var id = base
      var counter = 2
      while settings.calendar.sources.contains(where: { $0.id == id }) {
        id = "\(base)-\(counter)"
        counter += 1
      }
      let source = CalendarSourceSetting(id: id, location: resolved, name: name, role: role, network: network)
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
        // A CalDAV account is saved as `caldavs://…`; the parent may name it by the https address typed at add.
        ?? sources.first(where: { $0.location == CalDAVAddress.dav(key) })
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

  /// A file's name, or an address's host (its path's last part is "basic.ics" or a token too often).
  static func defaultName(_ location: String) -> String {
    if let url = URL(string: location), url.scheme != nil, url.scheme != "file", let host = url.host, !host.isEmpty {
      return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
    let last = URL(fileURLWithPath: location).deletingPathExtension().lastPathComponent
    return last.isEmpty ? "calendar" : last
  }
}

extension CalendarAdmin {
  /// Changes a connected network source's options (`calendar set`): each one `changes` sets is
  /// replaced, each in `reset` goes back to the default; the rest stay.
  /// - Throws: `.unknownSource`; `.networkOptionsUnused` for a source not read over a network.
  public func setNetworkOptions(_ key: String, _ changes: NetworkOptions, reset: [NetworkOptions.Field]) throws
    -> CalendarSourceSetting
  {
    var changes = changes
    changes.caFile = try changes.caFile.map(Self.certificateFile)
    var changed: CalendarSourceSetting?
    try dependencies.settings.update { settings in
      let found = try source(key, in: settings.calendar.sources)
      guard let index = settings.calendar.sources.firstIndex(where: { $0.id == found.id }) else { return }
      let named = changes.fields + reset
      if !named.isEmpty, try !dependencies.calendarSources.source(for: found).usesNetwork {
        throw CalendarAdminError.networkOptionsUnused(
          location: found.location, options: NetworkOptions.Field.allCases.filter(named.contains).map(\.flag))
      }
      var network = found.network
      for field in reset { network.reset(field) }
      settings.calendar.sources[index].network = network.updated(with: changes)
      changed = settings.calendar.sources[index]
    }
    return try changed ?? source(key, in: settings().sources)
  }

  /// A CA file as it is saved: absolute, so that the timer reads the same file as the parent's
  /// shell; it must exist and be readable now (66 otherwise).
  static func certificateFile(_ path: String) throws -> String {
    if let problem = StoredText.readBackProblem(in: path) {
      throw CalendarAdminError.unusableOption("--ca-file", problem)
    }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), !isFolder.boolValue,
      FileManager.default.isReadableFile(atPath: absolute)
    else { throw CalendarAdminError.missingCertificateFile(absolute) }
    return absolute
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
