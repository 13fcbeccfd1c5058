import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A calendar another program keeps on this machine, as `calendar discover` lists it.
public struct FoundCalendar: Sendable, Equatable {
  public enum Kind: String, Sendable {
    case file, folder, feed, caldav
  }

  public var title: String
  /// What `calendar add` is given: an absolute path, a feed's address or a `caldavs://` account.
  public var location: String
  public var kind: Kind
  /// The programs whose settings name it ("Evolution", "khal", …), in the order they were looked at.
  public var foundBy: [String]
  /// The user name a network calendar is reached with, where its program says.
  public var user: String?
  /// `BEGIN:VEVENT` lines of a local calendar; nil for a network one (never fetched) or one unreadable.
  public var events: Int?

  public var usesNetwork: Bool { kind == .feed || kind == .caldav }
}

/// Finds the calendars that Evolution (and GNOME Calendar, which keeps its calendars there), khal,
/// vdirsyncer and Thunderbird know of, and the usual calendar folders and downloaded `.ics` files.
/// Only names, places and counts are read: a network calendar is never fetched, and no event's
/// content is kept.
public struct CalendarDiscovery: Sendable {
  /// The user's home folder.
  public var home: String
  /// The environment, for the XDG base folders.
  public var variables: [String: String]

  public init(home: String, variables: [String: String]) {
    self.home = home
    self.variables = variables
  }

  var configHome: String { xdg("XDG_CONFIG_HOME") ?? home + "/.config" }
  var dataHome: String { xdg("XDG_DATA_HOME") ?? home + "/.local/share" }

  /// Every calendar found, each place once (the programs that name it together), in a stable order.
  public func scan() -> [FoundCalendar] {
    var found: [FoundCalendar] = []
    for calendar in evolution() + khal() + vdirsyncer() + thunderbird() + folders() + downloads() {
      if let index = found.firstIndex(where: { $0.location == calendar.location }) {
        for program in calendar.foundBy where !found[index].foundBy.contains(program) {
          found[index].foundBy.append(program)
        }
      } else {
        found.append(calendar)
      }
    }
    return found.map { calendar in
      guard !calendar.usesNetwork else { return calendar }
      var counted = calendar
      let scan = Self.lightScan(calendar.location)
      counted.events = scan?.events
      return counted
    }
  }

  // MARK: - Evolution and GNOME Calendar

  func evolution() -> [FoundCalendar] {
    let sourcesFolder = configHome + "/evolution/sources"
    let calendarsFolder = dataHome + "/evolution/calendar"
    var found: [FoundCalendar] = []
    var titles: [String: String] = ["system": "Personal"]
    for entry in Self.entries(sourcesFolder) where entry.hasSuffix(".source") {
      guard let text = Self.text(sourcesFolder + "/" + entry) else { continue }
      let groups = DiscoveryFormats.keyFile(text)
      guard let backend = groups["Calendar"]?["BackendName"] else { continue }
      let uid = String(entry.dropLast(".source".count))
      let title = groups["Data Source"]?["DisplayName"].flatMap { $0.isEmpty ? nil : $0 } ?? uid
      titles[uid] = title
      guard backend == "webcal" || backend == "caldav", let address = Self.evolutionAddress(groups) else { continue }
      let user = groups["Authentication"]?["User"].flatMap { $0.isEmpty ? nil : $0 }
      found.append(
        backend == "caldav"
          ? FoundCalendar(
            title: title, location: CalDAVAddress.dav(address), kind: .caldav, foundBy: ["Evolution"], user: user)
          : FoundCalendar(title: title, location: address, kind: .feed, foundBy: ["Evolution"], user: user))
    }
    let local = Self.entries(calendarsFolder).compactMap { uid -> FoundCalendar? in
      let file = calendarsFolder + "/" + uid + "/calendar.ics"
      guard Self.isFile(file) else { return nil }
      return FoundCalendar(title: titles[uid] ?? uid, location: file, kind: .file, foundBy: ["Evolution"])
    }
    return local + found
  }

  /// A web calendar's address: `ResourceUri` where Evolution wrote one, else put together from the
  /// host, port and path it keeps apart.
  static func evolutionAddress(_ groups: [String: [String: String]]) -> String? {
    let webdav = groups["WebDAV Backend"] ?? [:]
    if let uri = webdav["ResourceUri"], !uri.isEmpty { return uri }
    guard let host = groups["Authentication"]?["Host"], !host.isEmpty else { return nil }
    let secure = groups["Security"]?["Method"] != "none"
    let port = groups["Authentication"]?["Port"].flatMap { Int($0) }
    let defaultPort = secure ? 443 : 80
    var address = (secure ? "https://" : "http://") + host
    if let port, port != 0, port != defaultPort { address += ":\(port)" }
    let path = webdav["ResourcePath"] ?? "/"
    address += path.hasPrefix("/") ? path : "/" + path
    if let query = webdav["ResourceQuery"], !query.isEmpty { address += "?" + query }
    return address
  }

  // MARK: - khal and vdirsyncer

  func khal() -> [FoundCalendar] {
    guard let text = Self.text(configHome + "/khal/config") else { return [] }
    return DiscoveryFormats.khalCalendars(text).flatMap { calendar -> [FoundCalendar] in
      let path = expanded(calendar.path)
      switch calendar.type {
      case "discover":
        return Self.matches(path).filter(Self.isFolder).map { folder in
          FoundCalendar(
            title: LocalFile.displayName(in: folder) ?? LocalFile.stem(folder), location: folder, kind: .folder,
            foundBy: ["khal"])
        }
      case "calendar":
        let standard = Self.standardized(path)
        guard Self.isFolder(standard) || Self.isFile(standard) else { return [] }
        let title = (Self.isFolder(standard) ? LocalFile.displayName(in: standard) : nil) ?? calendar.name
        return [
          FoundCalendar(
            title: title, location: standard, kind: Self.isFolder(standard) ? .folder : .file, foundBy: ["khal"])
        ]
      default: return []  // birthdays: an address book
      }
    }
  }

  func vdirsyncer() -> [FoundCalendar] {
    guard let text = Self.text(configHome + "/vdirsyncer/config") else { return [] }
    return DiscoveryFormats.vdirsyncerStorages(text).filter { $0.fileExtension.lowercased() == ".ics" }.flatMap {
      storage in
      collections(in: Self.standardized(expanded(storage.path)), foundBy: "vdirsyncer")
    }
  }

  /// A folder's calendars: itself when it holds items or is a collection, else each subfolder that does.
  func collections(in folder: String, foundBy program: String) -> [FoundCalendar] {
    guard Self.isFolder(folder) else { return [] }
    func calendar(_ path: String) -> FoundCalendar {
      FoundCalendar(
        title: LocalFile.displayName(in: path) ?? LocalFile.stem(path), location: path, kind: .folder,
        foundBy: [program])
    }
    if Self.holdsItems(folder) { return [calendar(folder)] }
    return Self.entries(folder).map { folder + "/" + $0 }.filter { Self.isFolder($0) && Self.holdsItems($0) }.map(
      calendar)
  }

  // MARK: - Thunderbird

  func thunderbird() -> [FoundCalendar] {
    let roots = [
      home + "/.thunderbird", home + "/snap/thunderbird/common/.thunderbird",
      home + "/.var/app/org.mozilla.Thunderbird/.thunderbird",
    ]
    var profiles: [String] = []
    for root in roots where Self.isFolder(root) {
      let listed = Self.text(root + "/profiles.ini").map { DiscoveryFormats.thunderbirdProfiles($0, folder: root) }
      for profile in (listed ?? []) + Self.entries(root).map({ root + "/" + $0 }) {
        let standard = Self.standardized(profile)
        if !profiles.contains(standard), Self.isFile(standard + "/prefs.js") { profiles.append(standard) }
      }
    }
    return profiles.flatMap { profile -> [FoundCalendar] in
      guard let text = Self.text(profile + "/prefs.js") else { return [] }
      return DiscoveryFormats.thunderbirdCalendars(text).compactMap { calendar in
        let title = calendar.name ?? calendar.id
        let lowered = calendar.uri.lowercased()
        switch calendar.type {
        case "caldav":
          return FoundCalendar(
            title: title, location: CalDAVAddress.dav(calendar.uri), kind: .caldav, foundBy: ["Thunderbird"],
            user: calendar.user)
        case "ics" where lowered.hasPrefix("file://"):
          let path = URL(string: calendar.uri)?.path ?? String(calendar.uri.dropFirst("file://".count))
          guard Self.isFile(path) else { return nil }
          return FoundCalendar(title: title, location: path, kind: .file, foundBy: ["Thunderbird"])
        case "ics":
          return FoundCalendar(
            title: title, location: calendar.uri, kind: .feed, foundBy: ["Thunderbird"], user: calendar.user)
        default: return nil  // storage: Thunderbird's own database
        }
      }
    }
  }

  // MARK: - Folders and downloads

  func folders() -> [FoundCalendar] {
    var seen: [String] = []
    return [home + "/.calendars", home + "/Calendars", home + "/.local/share/calendars", dataHome + "/calendars"]
      .map(Self.standardized).flatMap { folder -> [FoundCalendar] in
        guard !seen.contains(folder) else { return [] }
        seen.append(folder)
        return collections(in: folder, foundBy: "folder")
      }
  }

  func downloads() -> [FoundCalendar] {
    let named = Self.text(configHome + "/user-dirs.dirs").flatMap { DiscoveryFormats.downloadFolder($0, home: home) }
    let folder = named ?? home + "/Downloads"
    return Self.entries(folder).filter { $0.lowercased().hasSuffix(".ics") }.map { folder + "/" + $0 }.filter(
      Self.isFile
    ).map { file in
      FoundCalendar(
        title: Self.lightScan(file)?.name ?? LocalFile.stem(file), location: file, kind: .file,
        foundBy: ["downloads"])
    }
  }

  // MARK: - Counting

  /// The `BEGIN:VEVENT` lines of a file, or of a folder's `.ics` files and its subfolders' (as a
  /// folder is read), and the first `X-WR-CALNAME`; no event is parsed. Nil when nothing could be read.
  public static func lightScan(_ path: String) -> (events: Int, name: String?)? {
    if isFolder(path) {
      let files = entries(path).flatMap { entry -> [String] in
        let full = path + "/" + entry
        if isFolder(full) { return entries(full).filter { $0.lowercased().hasSuffix(".ics") }.map { full + "/" + $0 } }
        return entry.lowercased().hasSuffix(".ics") ? [full] : []
      }
      return (files.reduce(0) { $0 + (lightScan($1)?.events ?? 0) }, nil)
    }
    guard let bytes = try? LocalFile.read(path, limits: .standard) else { return nil }
    return bytes.withBuffer { buffer -> (events: Int, name: String?) in
      let event = Array("BEGIN:VEVENT".utf8)
      let calendarName = Array("X-WR-CALNAME:".utf8)
      var count = 0
      var name: String?
      var start = 0
      while start < buffer.count {
        var end = start
        while end < buffer.count, buffer[end] != 0x0A { end += 1 }
        var line = buffer[start..<end]
        if line.last == 0x0D { line = line.dropLast() }
        if line.elementsEqual(event) {
          count += 1
        } else if name == nil, line.starts(with: calendarName) {
          name = String(decoding: line.dropFirst(calendarName.count), as: UTF8.self)
        }
        start = end + 1
      }
      return (count, name?.isEmpty == false ? name : nil)
    }
  }

  // MARK: - Files

  private func xdg(_ name: String) -> String? { variables[name].flatMap { $0.hasPrefix("/") ? $0 : nil } }

  /// `~` and `$HOME` as the programs that wrote the path expand them.
  func expanded(_ path: String) -> String {
    if path == "~" || path.hasPrefix("~/") { return home + path.dropFirst() }
    if path.hasPrefix("$HOME") { return home + path.dropFirst("$HOME".count) }
    if path.hasPrefix("${HOME}") { return home + path.dropFirst("${HOME}".count) }
    return path
  }

  static func standardized(_ path: String) -> String {
    let standard = URL(fileURLWithPath: path).standardizedFileURL.path
    return standard.count > 1 && standard.hasSuffix("/") ? String(standard.dropLast()) : standard
  }

  /// Visible entries, sorted.
  static func entries(_ folder: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
  }

  static func text(_ path: String) -> String? {
    guard let bytes = try? LocalFile.read(path, limits: CalendarLimits(maxFileBytes: 4 * 1024 * 1024)) else {
      return nil
    }
    return bytes.withBuffer { String(decoding: $0, as: UTF8.self) }
  }

  static func isFolder(_ path: String) -> Bool { kind(path) == S_IFDIR }
  static func isFile(_ path: String) -> Bool { kind(path) == S_IFREG }

  private static func kind(_ path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }

  /// A vdir collection (its `displayname` or `color`) or a folder with `.ics` files in it.
  static func holdsItems(_ folder: String) -> Bool {
    entries(folder).contains { $0.lowercased().hasSuffix(".ics") || $0 == "displayname" || $0 == "color" }
  }

  /// A glob's matches (khal's `type = discover`), sorted, each standardized.
  static func matches(_ pattern: String) -> [String] {
    var result = glob_t()
    defer { globfree(&result) }
    guard glob(pattern, 0, nil, &result) == 0 else { return [] }
    return (0..<Int(result.gl_pathc)).compactMap { index in
      result.gl_pathv[index].map { standardized(String(cString: $0)) }
    }.sorted()
  }
}
