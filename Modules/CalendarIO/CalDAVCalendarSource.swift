import Domain
import Foundation
import Platform

extension CalendarSourceRegistry {
  /// Registers CalDAV accounts: `caldavs` (read over https) and `caldav` (plain http). An https
  /// address that a CalDAV server answers at `calendar add` is saved in this form.
  public mutating func registerCalDAV(http: any HTTPFetching, processes: any ProcessRunning) {
    for scheme in CalDAVAddress.schemes {
      register(scheme: scheme) { setting throws(CalendarIOError) in
        CalDAVCalendarSource(
          location: setting.location, options: FeedOptions(setting: setting), http: http, processes: processes)
      }
    }
  }
}

/// The forms of a CalDAV account's location.
public enum CalDAVAddress {
  public static let schemes = ["caldavs", "caldav"]

  /// The address requested: `caldavs://` is https, `caldav://` http; an https address stays.
  static func http(_ location: String) -> String {
    replacingScheme(location, [("caldavs://", "https://"), ("caldav://", "http://")])
  }

  /// The location saved for an http(s) address a CalDAV server answered.
  public static func dav(_ location: String) -> String {
    replacingScheme(
      location,
      [("https://", "caldavs://"), ("http://", "caldav://"), ("webcals://", "caldavs://"), ("webcal://", "caldavs://")])
  }

  /// `location` trimmed, its first matching scheme (any case) replaced.
  private static func replacingScheme(_ location: String, _ pairs: [(from: String, to: String)]) -> String {
    let trimmed = location.trimmingCharacters(in: .whitespaces)
    let lowered = trimmed.lowercased()
    for pair in pairs where lowered.hasPrefix(pair.from) { return pair.to + trimmed.dropFirst(pair.from.count) }
    return trimmed
  }

  /// Google's CalDAV endpoints, which sign clients in with OAuth only.
  public static func isGoogle(_ location: String) -> Bool {
    guard let components = URLComponents(string: http(location)), let host = components.host?.lowercased() else {
      return false
    }
    let path = components.path.lowercased()
    switch host {
    case "apidata.googleusercontent.com": return path.hasPrefix("/caldav/")
    case "www.google.com", "google.com", "calendar.google.com": return path.hasPrefix("/calendar/dav/")
    default: return false
    }
  }
}

/// One calendar collection of an account, as discovery found it.
struct DAVCollection: Sendable {
  var address: FeedAddress
  var title: String
  /// `calendar-color` (Apple's property, which Nextcloud, Radicale, Xandikos and iCloud keep),
  /// when it is a hex colour.
  var color: CalendarColor?
}

/// A CalDAV account (Radicale, Xandikos, Nextcloud, Baïkal, Fastmail, iCloud): discovered afresh at
/// every read, so that a calendar added on the server appears; each collection that may hold events
/// is a calendar of the source. Nothing fetched is written anywhere.
public struct CalDAVCalendarSource: CalendarSource {
  public var location: String
  /// The exchanges go through the feed source's rules (redirects, Retry-After, credentials,
  /// errors), for the account's http(s) address.
  let client: FeedCalendarSource

  public init(location: String, options: FeedOptions, http: any HTTPFetching, processes: any ProcessRunning) {
    self.location = location
    client = FeedCalendarSource(
      location: CalDAVAddress.http(location), options: options, http: http, processes: processes)
  }

  /// A feed's: slow, over a network, read again every 15 minutes by `--watch`.
  public var mayBeSlow: Bool { client.mayBeSlow }
  public var usesNetwork: Bool { client.usesNetwork }
  public var watch: CalendarSourceWatch { client.watch }

  var shown: String { FeedAddress.shown(location) }

  public func normalize(_ location: String) throws(CalendarIOError) -> String {
    if CalDAVAddress.isGoogle(location) { throw .calDAV(location: FeedAddress.shown(location), problem: .googleCalDAV) }
    do throws(FeedProblem) {
      _ = try FeedAddress(CalDAVAddress.http(location))
    } catch {
      throw .calDAV(location: FeedAddress.shown(location), problem: error)
    }
    return location
  }

  /// Discovers the account once: one that offers no calendar with events is refused.
  public func verify(limits: CalendarLimits) async throws(CalendarIOError) {
    do throws(FeedProblem) {
      var account = try await CalDAVAccount(client: client)
      _ = try await account.collections(wellKnown: true)
    } catch {
      throw .calDAV(location: shown, problem: error)
    }
  }

  public func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    try await read(limits: limits, window: nil)
  }

  public func load(limits: CalendarLimits, window: DateWindow) async throws(CalendarIOError) -> [CalendarDocument] {
    try await read(limits: limits, window: window)
  }

  func read(limits: CalendarLimits, window: DateWindow?) async throws(CalendarIOError) -> [CalendarDocument] {
    let maxBytes = min(client.options.maxBytes, limits.maxFileBytes)
    do throws(FeedProblem) {
      var account = try await CalDAVAccount(client: client)
      let collections = try await account.collections(wellKnown: true)
      let fixed = account
      // Every collection at once: a slow calendar costs its own time, not the sum.
      let reads = await withTaskGroup(of: (Int, Result<[CalendarDocument], FeedProblem>).self) { group in
        for (index, collection) in collections.enumerated() {
          group.addTask {
            do throws(FeedProblem) {
              return (index, .success(try await fixed.documents(collection, window: window, maxBytes: maxBytes)))
            } catch {
              return (index, .failure(error))
            }
          }
        }
        var results: [(Int, Result<[CalendarDocument], FeedProblem>)] = []
        for await read in group { results.append(read) }
        return results.sorted { $0.0 < $1.0 }.map(\.1)
      }
      var documents: [CalendarDocument] = []
      for read in reads { documents += try read.get() }
      return documents
    } catch {
      throw .calDAV(location: shown, problem: error)
    }
  }

  /// At `calendar add` of an http(s) address: the CalDAV location to save when a CalDAV server
  /// answers it (a 207 to PROPFIND), nil when it is no CalDAV server (a feed). Once the server has
  /// answered as CalDAV, what goes wrong after (no event calendars, refused) is its answer.
  static func probe(_ feed: FeedCalendarSource) async throws(CalendarIOError) -> String? {
    let location = CalDAVAddress.dav(feed.location)
    do throws(FeedProblem) {
      var account = try await CalDAVAccount(client: feed)
      if try await account.answersAsDAV() {
        _ = try await account.collections(wellKnown: true)
        return location
      }
      // A server's root may be an account whose service lives elsewhere (RFC 6764); a deeper
      // address that does not answer PROPFIND is a feed's.
      guard ["", "/"].contains(URLComponents(string: account.start.requestURL)?.path ?? "") else { return nil }
      do throws(FeedProblem) {
        _ = try await account.collections(wellKnown: true)
      } catch {
        if case .notCalDAV = error { return nil }
        throw error
      }
      return location
    } catch {
      throw .calDAV(location: FeedAddress.shown(location), problem: error)
    }
  }
}

/// One read of an account: its deadline, its credentials and the hosts they may go to.
///
/// The password goes to the host the parent named and to an https host that a trusted host
/// itself named — in a redirect or as an href in a DAV answer (iCloud's per-account
/// `pNN-caldav.icloud.com`). Any other host named (or one over plain http) gets no credentials.
struct CalDAVAccount: Sendable {
  let client: FeedCalendarSource
  let start: FeedAddress
  let deadline: ContinuousClock.Instant
  let authorization: String?
  private(set) var trusted: Set<String>
  /// The start's own answer to PROPFIND, kept by `answersAsDAV` for `collections`.
  private var first: (responses: [DAVResponse], address: FeedAddress)?

  init(client: FeedCalendarSource) async throws(FeedProblem) {
    let start = try FeedAddress(client.location)
    let deadline = ContinuousClock().now + client.options.totalTimeout
    self.client = client
    self.start = start
    self.deadline = deadline
    authorization = try await client.authorization(start, deadline: deadline)
    trusted = [start.origin]
  }

  static let discoveryProperties = """
    <D:resourcetype/><D:displayname/><D:current-user-principal/><C:calendar-home-set/>\
    <C:supported-calendar-component-set/><A:calendar-color/>
    """

  /// Whether the start address answers PROPFIND with a multistatus; a feed server does not.
  mutating func answersAsDAV() async throws(FeedProblem) -> Bool {
    do throws(FeedProblem) {
      first = try await propfind(start, depth: 0, properties: Self.discoveryProperties)
    } catch {
      return false
    }
    return first != nil
  }

  /// The account's calendars that may hold events: the start address when it is a calendar,
  /// else its principal's calendar home; `wellKnown`: `/.well-known/caldav` when the start names
  /// neither (RFC 6764).
  mutating func collections(wellKnown: Bool) async throws(FeedProblem) -> [DAVCollection] {
    var answer = first
    if answer == nil { answer = try await propfindOrNil(start) }
    if let answer, let own = answer.responses.first(where: { $0.isCalendar }) {
      guard own.holdsEvents else { throw .noEventCalendars }
      return [try collection(own, from: answer.address)]
    }
    var found = try await home(answer)
    if found == nil, wellKnown, let known = try? start.following("/.well-known/caldav") {
      found = try await home(try await propfindOrNil(known))
      if found == nil, answer == nil { throw .notCalDAV }
    }
    guard let calendarHome = found else {
      if answer == nil { throw .notCalDAV }
      throw .noEventCalendars
    }
    guard let members = try await propfind(calendarHome, depth: 1, properties: Self.discoveryProperties) else {
      throw .notCalDAV
    }
    var calendars: [DAVCollection] = []
    for response in members.responses where response.isCalendar && response.holdsEvents {
      calendars.append(try collection(response, from: members.address))
    }
    guard !calendars.isEmpty else { throw .noEventCalendars }
    return calendars
  }

  /// The calendar home an answer names, through its principal when it names only that.
  mutating func home(_ answer: (responses: [DAVResponse], address: FeedAddress)?) async throws(FeedProblem)
    -> FeedAddress?
  {
    guard let answer else { return nil }
    if let href = answer.responses.lazy.compactMap({ $0.homes.first }).first {
      return try named(href, by: answer.address)
    }
    guard let principal = answer.responses.lazy.compactMap(\.principal).first else { return nil }
    let principalAddress = try named(principal, by: answer.address)
    guard let own = try await propfind(principalAddress, depth: 0, properties: "<C:calendar-home-set/>"),
      let href = own.responses.lazy.compactMap({ $0.homes.first }).first
    else { return nil }
    return try named(href, by: own.address)
  }

  func collection(_ response: DAVResponse, from address: FeedAddress) throws(FeedProblem) -> DAVCollection {
    let target = response.href.isEmpty ? address : try address.following(response.href)
    let segment = target.requestURL.split(separator: "/").last.map(String.init) ?? target.host
    return DAVCollection(
      address: target, title: response.displayName ?? (segment.removingPercentEncoding ?? segment),
      color: response.color.flatMap(CalendarColor.init))
  }

  /// An address a DAV answer names (relative or absolute); an https host it names joins the
  /// trusted ones when the answer came from one.
  mutating func named(_ href: String, by address: FeedAddress) throws(FeedProblem) -> FeedAddress {
    let next = try address.following(href)
    if address.scheme == "https", next.scheme == "http" { throw .insecureRedirect }
    if next.scheme == "https", trusted.contains(address.origin) { trusted.insert(next.origin) }
    return next
  }

  /// PROPFIND, nil when the answer is not a multistatus; for an address that is not CalDAV, the
  /// errors a web server gives PROPFIND (405, 404, 501) are nil too.
  mutating func propfindOrNil(_ address: FeedAddress) async throws(FeedProblem)
    -> (responses: [DAVResponse], address: FeedAddress)?
  {
    do throws(FeedProblem) {
      return try await propfind(address, depth: 0, properties: Self.discoveryProperties)
    } catch {
      switch error {
      case .gone, .unexpectedStatus, .serverFailed(501): return nil
      default: throw error
      }
    }
  }

  mutating func propfind(_ address: FeedAddress, depth: Int, properties: String) async throws(FeedProblem)
    -> (responses: [DAVResponse], address: FeedAddress)?
  {
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <D:propfind xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav" xmlns:A="http://apple.com/ns/ical/">\
      <D:prop>\(properties)</D:prop></D:propfind>
      """
    let answer = try await send("PROPFIND", to: address, depth: depth, body: body, maxBytes: 16 << 20)
    if answer.address.scheme == "https", trusted.contains(address.origin) { trusted.insert(answer.address.origin) }
    guard answer.response.status == 207 else { return nil }
    return (try DAVMultistatus.parse(answer.response.body), answer.address)
  }

  func send(_ method: String, to address: FeedAddress, depth: Int, body: String?, maxBytes: Int)
    async throws(FeedProblem) -> (response: HTTPFetchResponse, address: FeedAddress)
  {
    var headers = [HTTPHeader("Depth", String(depth))]
    if body != nil { headers.append(HTTPHeader("Content-Type", "application/xml; charset=utf-8")) }
    let exchange = HTTPExchange(
      method: method, body: body.map { Array($0.utf8) }, headers: headers,
      accept: "application/xml, text/xml;q=0.9, text/calendar;q=0.8, */*;q=0.5", maxBytes: maxBytes)
    return try await client.send(
      exchange, to: address, deadline: deadline,
      authorization: trusted.contains(address.origin) ? authorization : nil, trustsRedirects: true)
  }

  /// The collection's event objects that may touch `window` (all of them without one): a
  /// calendar-query REPORT (RFC 4791 §7.8), series whole, since our engine expands recurrences.
  /// A server that rejects the query is read object by object instead. The first document is an
  /// empty calendar, so that a calendar with nothing in the window is still known by its title
  /// and colour.
  func documents(_ collection: DAVCollection, window: DateWindow?, maxBytes: Int) async throws(FeedProblem)
    -> [CalendarDocument]
  {
    var documents = [
      CalendarDocument(
        calendarID: collection.address.requestURL, fallbackTitle: collection.title,
        label: FeedAddress.shown(collection.address.requestURL),
        bytes: Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//TimeQuest//CalDAV//EN\r\nEND:VCALENDAR\r\n".utf8),
        color: collection.color)
    ]
    let objects: [(href: String, data: String)]
    do throws(FeedProblem) {
      let answer = try await send(
        "REPORT", to: collection.address, depth: 1, body: Self.query(window), maxBytes: maxBytes)
      guard answer.response.status == 207 else { throw FeedProblem.unexpectedStatus(status: answer.response.status) }
      objects = try DAVMultistatus.parse(answer.response.body).compactMap { response in
        response.calendarData.map { (href: response.href, data: $0) }
      }
    } catch {
      switch error {
      case .gone, .unexpectedStatus, .serverFailed(501):
        objects = try await fetchedOneByOne(collection, maxBytes: maxBytes)
      default: throw error
      }
    }
    for object in objects {
      let label = (try? collection.address.following(object.href)).map { FeedAddress.shown($0.requestURL) }
      documents.append(
        CalendarDocument(
          calendarID: collection.address.requestURL, fallbackTitle: collection.title,
          label: label ?? FeedAddress.shown(collection.address.requestURL), bytes: Array(object.data.utf8)))
    }
    return documents
  }

  /// The fallback: the collection's members by PROPFIND, each fetched with GET, all at once.
  func fetchedOneByOne(_ collection: DAVCollection, maxBytes: Int) async throws(FeedProblem) -> [(
    href: String, data: String
  )] {
    let listing = try await send(
      "PROPFIND", to: collection.address, depth: 1,
      body: """
        <?xml version="1.0" encoding="utf-8"?>
        <D:propfind xmlns:D="DAV:"><D:prop><D:resourcetype/><D:getcontenttype/></D:prop></D:propfind>
        """, maxBytes: 16 << 20)
    guard listing.response.status == 207 else { throw .unexpectedStatus(status: listing.response.status) }
    let members = try DAVMultistatus.parse(listing.response.body).filter { !$0.isCollection && !$0.href.isEmpty }
    let base = listing.address
    let results = await withTaskGroup(of: (Int, Result<(href: String, data: String)?, FeedProblem>).self) { group in
      for (index, member) in members.enumerated() {
        group.addTask {
          do throws(FeedProblem) {
            let target = try base.following(member.href)
            guard target.origin == base.origin else { return (index, .success(nil)) }
            let answer = try await send("GET", to: target, depth: 0, body: nil, maxBytes: maxBytes)
            guard let bytes = try? FeedContent.calendar(answer.response) else { return (index, .success(nil)) }
            return (index, .success((href: member.href, data: String(decoding: bytes, as: UTF8.self))))
          } catch {
            return (index, .failure(error))
          }
        }
      }
      var all: [(Int, Result<(href: String, data: String)?, FeedProblem>)] = []
      for await result in group { all.append(result) }
      return all.sorted { $0.0 < $1.0 }.map(\.1)
    }
    var objects: [(href: String, data: String)] = []
    for result in results { if let object = try result.get() { objects.append(object) } }
    return objects
  }

  /// A calendar-query for VEVENTs overlapping `window`, widened by two days each way: the reader
  /// places floating times in the local zone, which may lie a day on either side of UTC.
  static func query(_ window: DateWindow?) -> String {
    var range = ""
    if let window {
      let format = DateFormatter()
      format.locale = Locale(identifier: "en_US_POSIX")
      format.timeZone = TimeZone(identifier: "UTC")
      format.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
      let margin: TimeInterval = 2 * 86_400
      let start = format.string(from: window.start.addingTimeInterval(-margin))
      let end = format.string(from: window.end.addingTimeInterval(margin))
      range = "<C:time-range start=\"\(start)\" end=\"\(end)\"/>"
    }
    return """
      <?xml version="1.0" encoding="utf-8"?>
      <C:calendar-query xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">\
      <D:prop><D:getetag/><C:calendar-data/></D:prop>\
      <C:filter><C:comp-filter name="VCALENDAR"><C:comp-filter name="VEVENT">\(range)</C:comp-filter>\
      </C:comp-filter></C:filter></C:calendar-query>
      """
  }
}
