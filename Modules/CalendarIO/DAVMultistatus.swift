import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

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

/// Reads a multistatus with Foundation's XML parser, namespaces resolved, external entities never
/// fetched: whatever prefix a server picks (`D:`, `ns0:`, none), only namespace and name count.
enum DAVMultistatus {
  static func parse(_ body: [UInt8]) throws(FeedProblem) -> [DAVResponse] {
    let parser = XMLParser(data: Data(body))
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let reader = DAVReader()
    parser.delegate = reader
    guard parser.parse() else {
      throw .badDAVAnswer(reason: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown")")
    }
    guard reader.sawMultistatus else { throw .badDAVAnswer(reason: "no multistatus") }
    return reader.responses
  }

  /// The code of `HTTP/1.1 200 OK`.
  static func code(_ line: String) -> Int? {
    let parts = line.split(separator: " ")
    return parts.count >= 2 ? Int(parts[1]) : nil
  }
}

/// The parser's delegate: a stack of qualified names and the text of the current leaf.
private final class DAVReader: NSObject, XMLParserDelegate {
  var responses: [DAVResponse] = []
  var sawMultistatus = false
  private var current: DAVResponse?
  private var pending = DAVResponse()
  private var pendingStatus: Int?
  private var stack: [String] = []
  private var text = ""

  private var parent: String? { stack.count >= 2 ? stack[stack.count - 2] : nil }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let name = (namespaceURI ?? "") + elementName
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

  func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

  func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) { text += String(decoding: CDATABlock, as: UTF8.self) }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    let name = (namespaceURI ?? "") + elementName
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
    // Kept as sent: line folding and CRLF matter to the iCalendar parser.
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
