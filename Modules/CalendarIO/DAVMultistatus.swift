import Foundation

/// One `response` of a WebDAV multistatus (RFC 4918 §14.16): its href and the properties that
/// came with a 2xx `propstat`; a property the server reports as 404 is as if absent.
struct DAVResponse: Sendable, Equatable {
  var href = ""
  /// The response's own status, when it has one instead of propstats (a member gone: 404).
  var status: Int?
  /// The `resourcetype` children, as `namespace` + local name: `DAV:collection`,
  /// `urn:ietf:params:xml:ns:caldavcalendar`.
  var resourceTypes: Set<String> = []
  var principal: String?
  var homes: [String] = []
  var displayName: String?
  var color: String?
  /// The `supported-calendar-component-set` names, uppercased; nil when the server says nothing,
  /// which RFC 4791 §5.2.3 reads as every component.
  var components: [String]?
  var calendarData: String?
  var contentType: String?

  static let calendarType = DAVName.caldav + "calendar"
  var isCalendar: Bool { resourceTypes.contains(Self.calendarType) }
  var isCollection: Bool { resourceTypes.contains(DAVName.dav + "collection") }
  /// Whether it may hold events: a collection for tasks only is not offered as a calendar.
  var holdsEvents: Bool { components.map { $0.contains("VEVENT") } ?? true }

  mutating func take(_ other: DAVResponse) {
    resourceTypes.formUnion(other.resourceTypes)
    principal = other.principal ?? principal
    homes += other.homes
    displayName = other.displayName ?? displayName
    color = other.color ?? color
    components = other.components ?? components
    calendarData = other.calendarData ?? calendarData
    contentType = other.contentType ?? contentType
  }
}

enum DAVName {
  static let dav = "DAV:"
  static let caldav = "urn:ietf:params:xml:ns:caldav"
  static let apple = "http://apple.com/ns/ical/"
}

/// Reads a multistatus, namespaces resolved: whatever prefix a server picks (`D:`, `ns0:`, none),
/// only namespace and name count. Not Foundation's `XMLParser`: on Linux it loads libxml2 and the
/// system's ICU into every program at start (2–4 ms each time, measured), for an answer that
/// needs elements, namespaces, text, CDATA and five entities. No DTD is read, no entity defined.
enum DAVMultistatus {
  static func parse(_ body: [UInt8]) throws(FeedProblem) -> [DAVResponse] {
    var reader = DAVReader()
    try DAVXML.read(body, into: &reader)
    guard reader.sawMultistatus else { throw .badDAVAnswer(reason: "no multistatus") }
    return reader.responses
  }

  /// The code of `HTTP/1.1 200 OK`.
  static func code(_ line: String) -> Int? {
    let parts = line.split(separator: " ")
    return parts.count >= 2 ? Int(parts[1]) : nil
  }
}

/// The XML of a DAV answer as events: an element's start (namespace + local name, attributes by
/// local name), its text, its end. Comments, processing instructions and a DOCTYPE are skipped.
enum DAVXML {
  static func read(_ bytes: [UInt8], into reader: inout DAVReader) throws(FeedProblem) {
    var scopes: [[String: String]] = [["xml": "http://www.w3.org/XML/1998/namespace"]]
    var open: [(qualified: String, resolved: String)] = []
    var i = 0
    func find(_ pattern: String, from start: Int) -> Int? {
      let needle = Array(pattern.utf8)
      var at = start
      while at + needle.count <= bytes.count {
        if bytes[at] == needle[0], Array(bytes[at..<at + needle.count]) == needle { return at }
        at += 1
      }
      return nil
    }
    func starts(_ prefix: String, at index: Int) -> Bool {
      let needle = Array(prefix.utf8)
      return index + needle.count <= bytes.count && Array(bytes[index..<index + needle.count]) == needle
    }
    let malformed = FeedProblem.badDAVAnswer(reason: "not well-formed XML")
    while i < bytes.count {
      guard bytes[i] == UInt8(ascii: "<") else {
        let end = find("<", from: i) ?? bytes.count
        reader.text(FeedContent.unescaped(String(decoding: bytes[i..<end], as: UTF8.self)))
        i = end
        continue
      }
      if starts("<![CDATA[", at: i) {
        guard let end = find("]]>", from: i + 9) else { throw malformed }
        reader.text(String(decoding: bytes[(i + 9)..<end], as: UTF8.self))
        i = end + 3
      } else if starts("<!--", at: i) {
        guard let end = find("-->", from: i + 4) else { throw malformed }
        i = end + 3
      } else if starts("<?", at: i) {
        guard let end = find("?>", from: i + 2) else { throw malformed }
        i = end + 2
      } else if starts("<!", at: i) {
        guard let end = find(">", from: i + 2) else { throw malformed }
        i = end + 1
      } else if starts("</", at: i) {
        guard let end = find(">", from: i + 2), let last = open.popLast() else { throw malformed }
        let name = String(decoding: bytes[(i + 2)..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard name == last.qualified else { throw malformed }
        scopes.removeLast()
        reader.end(last.resolved)
        i = end + 1
      } else {
        let tag = try Self.tag(bytes, from: i + 1)
        var scope = scopes[scopes.count - 1]
        for (name, value) in tag.attributes {
          if name == "xmlns" {
            scope[""] = value
          } else if name.hasPrefix("xmlns:") {
            scope[String(name.dropFirst(6))] = value
          }
        }
        let resolved = try Self.resolve(tag.name, in: scope)
        var attributes: [String: String] = [:]
        for (name, value) in tag.attributes where !name.hasPrefix("xmlns") {
          attributes[String(name.split(separator: ":").last ?? "")] = value
        }
        reader.start(resolved, attributes: attributes)
        if tag.closed {
          reader.end(resolved)
        } else {
          scopes.append(scope)
          open.append((tag.name, resolved))
        }
        i = tag.end
      }
    }
    guard open.isEmpty else { throw malformed }
  }

  /// A start tag from after its `<`: its name, attributes (values unescaped), whether it closes
  /// itself, and the index after its `>`.
  static func tag(_ bytes: [UInt8], from start: Int) throws(FeedProblem) -> (
    name: String, attributes: [(String, String)], closed: Bool, end: Int
  ) {
    let malformed = FeedProblem.badDAVAnswer(reason: "not well-formed XML")
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
    var i = start
    func word() -> String {
      let from = i
      while i < bytes.count, !isSpace(bytes[i]),
        ![UInt8(ascii: ">"), UInt8(ascii: "/"), UInt8(ascii: "=")].contains(bytes[i])
      {
        i += 1
      }
      return String(decoding: bytes[from..<i], as: UTF8.self)
    }
    let name = word()
    guard !name.isEmpty else { throw malformed }
    var attributes: [(String, String)] = []
    while true {
      while i < bytes.count, isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count else { throw malformed }
      if bytes[i] == UInt8(ascii: ">") { return (name, attributes, false, i + 1) }
      if bytes[i] == UInt8(ascii: "/") {
        guard i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: ">") else { throw malformed }
        return (name, attributes, true, i + 2)
      }
      let attribute = word()
      while i < bytes.count, isSpace(bytes[i]) { i += 1 }
      guard !attribute.isEmpty, i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw malformed }
      i += 1
      while i < bytes.count, isSpace(bytes[i]) { i += 1 }
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else { throw malformed }
      let quote = bytes[i]
      let from = i + 1
      guard let close = bytes[from...].firstIndex(of: quote) else { throw malformed }
      attributes.append((attribute, FeedContent.unescaped(String(decoding: bytes[from..<close], as: UTF8.self))))
      i = close + 1
    }
  }

  /// `prefix:local` as namespace + local; an unprefixed element takes the default namespace.
  static func resolve(_ qualified: String, in scope: [String: String]) throws(FeedProblem) -> String {
    let parts = qualified.split(separator: ":", maxSplits: 1)
    if parts.count == 2 {
      guard let namespace = scope[String(parts[0])] else {
        throw .badDAVAnswer(reason: "the prefix \(parts[0]) is not declared")
      }
      return namespace + parts[1]
    }
    return (scope[""] ?? "") + qualified
  }
}

/// Builds the responses from the reader's events: a stack of names and the text of the current leaf.
struct DAVReader {
  var responses: [DAVResponse] = []
  var sawMultistatus = false
  private var current: DAVResponse?
  private var pending = DAVResponse()
  private var pendingStatus: Int?
  private var stack: [String] = []
  private var text = ""

  private var parent: String? { stack.count >= 2 ? stack[stack.count - 2] : nil }

  mutating func start(_ name: String, attributes: [String: String]) {
    let outer = stack.last
    stack.append(name)
    text = ""
    switch name {
    case DAVName.dav + "multistatus": sawMultistatus = true
    case DAVName.dav + "response": current = DAVResponse()
    case DAVName.dav + "propstat":
      pending = DAVResponse()
      pendingStatus = nil
    case DAVName.caldav + "supported-calendar-component-set": pending.components = pending.components ?? []
    case DAVName.caldav + "comp" where outer == DAVName.caldav + "supported-calendar-component-set":
      if let component = attributes["name"] { pending.components?.append(component.uppercased()) }
    default:
      if outer == DAVName.dav + "resourcetype" { pending.resourceTypes.insert(name) }
    }
  }

  mutating func text(_ string: String) { text += string }

  mutating func end(_ name: String) {
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    switch name {
    case DAVName.dav + "href":
      switch parent {
      case DAVName.dav + "response": current?.href = value
      case DAVName.dav + "current-user-principal": pending.principal = value
      case DAVName.caldav + "calendar-home-set": pending.homes.append(value)
      default: break
      }
    case DAVName.dav + "status":
      if parent == DAVName.dav + "propstat" {
        pendingStatus = DAVMultistatus.code(value)
      } else if parent == DAVName.dav + "response" {
        current?.status = DAVMultistatus.code(value)
      }
    case DAVName.dav + "displayname": pending.displayName = value.isEmpty ? nil : value
    case DAVName.apple + "calendar-color": pending.color = value.isEmpty ? nil : value
    case DAVName.dav + "getcontenttype": pending.contentType = value
    // Kept as sent: line folding matters to the iCalendar parser.
    case DAVName.caldav + "calendar-data": pending.calendarData = text
    case DAVName.dav + "propstat":
      if (200..<300).contains(pendingStatus ?? 200) { current?.take(pending) }
    case DAVName.dav + "response":
      if let current { responses.append(current) }
      current = nil
    default: break
    }
    stack.removeLast()
    text = ""
  }
}
