import Foundation

/// The configuration files other calendar programs leave, read only for the names and places of
/// their calendars. Each reader takes the file's text and never fails: a line it does not
/// understand is passed over, as those programs' own readers do with keys they do not know.
public enum DiscoveryFormats {
  /// A GLib key file (Evolution's `*.source`): `[Group]` headers, `Key=Value` lines, `#` comments;
  /// a localised key (`DisplayName[de]`) is left to the plain one. Values unescape `\s \n \t \r \\`.
  public static func keyFile(_ text: String) -> [String: [String: String]] {
    var groups: [String: [String: String]] = [:]
    var group: String?
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        group = String(line.dropFirst().dropLast())
        continue
      }
      guard let group, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      if key.contains("[") { continue }
      groups[group, default: [:]][key] = unescapedKeyFileValue(
        line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces))
    }
    return groups
  }

  private static func unescapedKeyFileValue(_ value: String) -> String {
    var result = ""
    var escaped = false
    for character in value {
      if escaped {
        switch character {
        case "s": result.append(" ")
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        default: result.append(character)
        }
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else {
        result.append(character)
      }
    }
    return result
  }

  /// One calendar of khal's configuration: its `[[name]]`, `path` and `type` under `[calendars]`.
  public struct KhalCalendar: Equatable, Sendable {
    public var name: String
    public var path: String
    /// `calendar` (the default), `discover` (a glob of vdirs) or `birthdays` (an address book).
    public var type: String
  }

  /// khal's ConfigObj file: sections `[calendars]`, subsections `[[name]]` (a nesting level per
  /// bracket), `key = value`, values optionally quoted, `#` comments outside quotes.
  public static func khalCalendars(_ text: String) -> [KhalCalendar] {
    var calendars: [KhalCalendar] = []
    var section: [String] = []
    var current: (name: String, values: [String: String])?
    func finish() {
      guard let done = current, let path = done.values["path"] else { return }
      calendars.append(KhalCalendar(name: done.name, path: path, type: done.values["type"] ?? "calendar"))
    }
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("[") {
        let depth = line.prefix { $0 == "[" }.count
        let name = line.dropFirst(depth).prefix { $0 != "]" }.trimmingCharacters(in: .whitespaces)
        finish()
        current = nil
        section = Array(section.prefix(depth - 1)) + [unquoted(name)]
        if depth == 2, section.first == "calendars" { current = (section[1], [:]) }
        continue
      }
      guard current != nil, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      current?.values[key] = unquoted(withoutComment(String(line[line.index(after: equals)...])))
    }
    finish()
    return calendars
  }

  /// A filesystem storage of vdirsyncer's configuration: `[storage NAME]` with `type = "filesystem"`.
  public struct VdirsyncerStorage: Equatable, Sendable {
    public var name: String
    public var path: String
    public var fileExtension: String
  }

  /// vdirsyncer's INI file, whose values are JSON (`"…"` strings, `null`, lists).
  public static func vdirsyncerStorages(_ text: String) -> [VdirsyncerStorage] {
    var storages: [VdirsyncerStorage] = []
    var current: (name: String, values: [String: String])?
    func finish() {
      guard let done = current, done.values["type"] == "filesystem", let path = done.values["path"] else { return }
      storages.append(VdirsyncerStorage(name: done.name, path: path, fileExtension: done.values["fileext"] ?? ""))
    }
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
      if line.hasPrefix("["), line.hasSuffix("]") {
        finish()
        let header = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
        current = header.hasPrefix("storage ") ? (String(header.dropFirst("storage ".count)), [:]) : nil
        continue
      }
      guard current != nil, let equals = line.firstIndex(of: "=") else { continue }
      let key = line[..<equals].trimmingCharacters(in: .whitespaces)
      current?.values[key] = unquoted(String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces))
    }
    finish()
    return storages
  }

  /// One calendar of a Thunderbird profile: `calendar.registry.<id>.uri`, `.name`, `.type` and
  /// `.username` in its `prefs.js`.
  public struct ThunderbirdCalendar: Equatable, Sendable {
    public var id: String
    public var name: String?
    public var uri: String
    /// `ics`, `caldav` or `storage` (Thunderbird's own database, which no other program reads).
    public var type: String
    public var user: String?
  }

  /// The `user_pref("calendar.registry.…", …);` lines of a `prefs.js`, in the order of their ids.
  public static func thunderbirdCalendars(_ text: String) -> [ThunderbirdCalendar] {
    let prefix = "calendar.registry."
    var values: [String: [String: String]] = [:]
    var order: [String] = []
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("user_pref("), let open = line.firstIndex(of: "(") else { continue }
      let arguments = jsonArguments(String(line[line.index(after: open)...]))
      guard arguments.count == 2, arguments[0].hasPrefix(prefix) else { continue }
      let name = arguments[0].dropFirst(prefix.count)
      guard let dot = name.lastIndex(of: ".") else { continue }
      let id = String(name[..<dot])
      if values[id] == nil { order.append(id) }
      values[id, default: [:]][String(name[name.index(after: dot)...])] = arguments[1]
    }
    return order.compactMap { id in
      guard let entry = values[id], let uri = entry["uri"], let type = entry["type"] else { return nil }
      return ThunderbirdCalendar(id: id, name: entry["name"], uri: uri, type: type, user: entry["username"])
    }
  }

  /// The relative or absolute `Path=` of each `[Profile…]` in Thunderbird's `profiles.ini`.
  public static func thunderbirdProfiles(_ text: String, folder: String) -> [String] {
    keyFile(text).filter { $0.key.hasPrefix("Profile") }.sorted { $0.key < $1.key }.compactMap { _, values in
      guard let path = values["Path"], !path.isEmpty else { return nil }
      return values["IsRelative"] == "0" ? path : folder + "/" + path
    }
  }

  /// `XDG_DOWNLOAD_DIR` in `user-dirs.dirs` (shell syntax: `XDG_DOWNLOAD_DIR="$HOME/Downloads"`).
  public static func downloadFolder(_ text: String, home: String) -> String? {
    for raw in text.split(whereSeparator: \.isNewline) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      guard line.hasPrefix("XDG_DOWNLOAD_DIR=") else { continue }
      let value = unquoted(String(line.dropFirst("XDG_DOWNLOAD_DIR=".count)))
      if value.hasPrefix("$HOME") { return home + value.dropFirst("$HOME".count) }
      return value.hasPrefix("/") ? value : nil
    }
    return nil
  }

  /// A JS call's string, number and boolean arguments, up to its closing parenthesis.
  private static func jsonArguments(_ text: String) -> [String] {
    var arguments: [String] = []
    var current = ""
    var inString = false
    var escaped = false
    for character in text {
      if inString {
        if escaped {
          current.append(character == "n" ? "\n" : character == "t" ? "\t" : character)
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          inString = false
        } else {
          current.append(character)
        }
        continue
      }
      switch character {
      case "\"": inString = true
      case ",":
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      case ")":
        arguments.append(current.trimmingCharacters(in: .whitespaces))
        return arguments
      default: current.append(character)
      }
    }
    return []
  }

  private static func withoutComment(_ value: String) -> String {
    var quote: Character?
    for index in value.indices {
      let character = value[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "#" {
        return String(value[..<index])
      }
    }
    return value
  }

  private static func unquoted(_ value: String) -> String {
    let trimmed = value.trimmingCharacters(in: .whitespaces)
    guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else {
      return trimmed
    }
    return String(trimmed.dropFirst().dropLast())
  }
}
