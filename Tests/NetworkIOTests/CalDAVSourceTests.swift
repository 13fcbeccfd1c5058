import CalendarIO
import Domain
import Foundation
import NetworkIO
import Platform
import TestSupport
import Testing

/// Records every request and answer while the live client carries them.
private final class RecordingHTTP: HTTPFetching, @unchecked Sendable {
  let lock = NSLock()
  var exchanges: [(request: HTTPFetchRequest, response: HTTPFetchResponse)] = []
  let inner: any HTTPFetching

  init(_ inner: any HTTPFetching = LiveHTTPFetcher()) { self.inner = inner }

  func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    let response = try await inner.fetch(request)
    lock.withLock { exchanges.append((request, response)) }
    return response
  }

  var received: String {
    lock.withLock { exchanges.map { String(decoding: $0.response.body, as: UTF8.self) }.joined(separator: "\n") }
  }
}

/// Answers from a table by method and URL, as an iCloud-like account would: nothing else is reached.
private final class TableHTTP: HTTPFetching, @unchecked Sendable {
  let lock = NSLock()
  var answers: [String: HTTPFetchResponse]
  var requests: [HTTPFetchRequest] = []

  init(_ answers: [String: HTTPFetchResponse]) { self.answers = answers }

  func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    lock.withLock { requests.append(request) }
    guard let answer = answers[request.method + " " + request.url] else {
      return HTTPFetchResponse(status: 404, headers: [], body: [])
    }
    return answer
  }

  func authorization(sentTo url: String) -> String? {
    lock.withLock { requests.first { $0.url == url }?.headers.first { $0.name == "Authorization" }?.value }
  }

  static func multistatus(_ responses: String) -> HTTPFetchResponse {
    HTTPFetchResponse(
      status: 207, headers: [HTTPHeader("Content-Type", "application/xml")],
      body: Array(
        ("<?xml version=\"1.0\"?><d:multistatus xmlns:d=\"DAV:\" xmlns:c=\"urn:ietf:params:xml:ns:caldav\">"
          + responses + "</d:multistatus>").utf8))
  }
}

private let feedServer = Result { try FeedServer() }

@Suite("CalDAV accounts read from real servers (Radicale, Xandikos) on 127.0.0.1")
struct CalDAVSourceTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let processes = SystemProcessRunner(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

  /// Patient timeouts: a test waits this long only when it is failing.
  static func options(password: String? = CalDAVServer.password) -> FeedOptions {
    var options = FeedOptions()
    options.connectTimeout = .seconds(300)
    options.totalTimeout = .seconds(600)
    if let password {
      options.user = CalDAVServer.user
      options.passwordCommand = ["echo", password]
    }
    return options
  }

  static func read(
    _ location: String, window: DateWindow, options: FeedOptions = options(), http: any HTTPFetching = LiveHTTPFetcher()
  ) async throws(CalendarIOError) -> CalendarReadResult {
    var registry = CalendarSourceRegistry()
    registry.register(scheme: CalendarSourceRegistry.scheme(of: location)) { setting throws(CalendarIOError) in
      CalDAVCalendarSource(location: setting.location, options: options, http: http, processes: Self.processes)
    }
    return try await CalendarReader(localZone: utc, registry: registry).read(location, window: window)
  }

  static let autumn = DateWindow(
    from: LocalDate("2026-09-14")!, through: LocalDate("2026-10-05")!, in: TimeZone(identifier: "UTC")!)

  /// A weekly swim on Mondays from 7 September 2026: the 14th left out (EXDATE), the 21st moved to
  /// Tuesday the 22nd, the 28th cancelled; and a spring fair far outside the autumn window.
  static let series = """
    BEGIN:VCALENDAR\r
    VERSION:2.0\r
    PRODID:-//Test//CalDAV//EN\r
    BEGIN:VEVENT\r
    UID:swim@example.org\r
    DTSTAMP:20260801T000000Z\r
    DTSTART:20260907T150000Z\r
    DTEND:20260907T160000Z\r
    RRULE:FREQ=WEEKLY;COUNT=10\r
    EXDATE:20260914T150000Z\r
    SUMMARY:Swim club\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:swim@example.org\r
    DTSTAMP:20260801T000000Z\r
    RECURRENCE-ID:20260921T150000Z\r
    DTSTART:20260922T150000Z\r
    DTEND:20260922T160000Z\r
    SUMMARY:Swim club (moved)\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:swim@example.org\r
    DTSTAMP:20260801T000000Z\r
    RECURRENCE-ID:20260928T150000Z\r
    DTSTART:20260928T150000Z\r
    DTEND:20260928T160000Z\r
    STATUS:CANCELLED\r
    SUMMARY:Swim club\r
    END:VEVENT\r
    BEGIN:VEVENT\r
    UID:fair@example.org\r
    DTSTAMP:20260801T000000Z\r
    DTSTART;VALUE=DATE:20270320\r
    SUMMARY:Spring fair\r
    END:VEVENT\r
    END:VCALENDAR\r

    """

  static func account(_ server: CalDAVServer) -> String { "caldav://127.0.0.1:\(server.port)/" }

  @Test(
    "an account is discovered from the server's root: its calendars with their titles, no task list",
    arguments: CalDAVServer.Kind.allCases)
  func discovery(kind: CalDAVServer.Kind) async throws {
    let server = try CalDAVServer(kind)
    try await server.makeCalendar("school", title: "Maple School")
    try await server.makeCalendar("family", title: "Family")
    if kind == .radicale { try await server.makeCalendar("chores", title: "Chores", components: ["VTODO"]) }
    let result = try await Self.read(Self.account(server), window: Self.autumn)
    #expect(Set(result.calendars.map(\.title)) == ["Maple School", "Family"])
    #expect(
      Set(result.calendars.map(\.id)) == [server.url(server.home + "school/"), server.url(server.home + "family/")])
  }

  @Test(
    "each collection's calendar-color comes with its calendar when it is a hex colour, else none",
    arguments: CalDAVServer.Kind.allCases)
  func colors(kind: CalDAVServer.Kind) async throws {
    let server = try CalDAVServer(kind)
    try await server.makeCalendar("school", title: "Maple School", color: "#3a87ad")
    try await server.makeCalendar("family", title: "Family", color: "#FF2968FF")
    try await server.makeCalendar("club", title: "Swim Club", color: "red; rm -rf")
    try await server.makeCalendar("plain", title: "Plain")
    let result = try await Self.read(Self.account(server), window: Self.autumn)
    let colors = Dictionary(uniqueKeysWithValues: result.calendars.map { ($0.title, $0.color?.hex ?? "none") })
    #expect(colors == ["Maple School": "#3A87AD", "Family": "#FF2968FF", "Swim Club": "none", "Plain": "none"])
  }

  @Test(
    "a time-range read brings the series whole and nothing outside the window; our engine expands it",
    arguments: CalDAVServer.Kind.allCases)
  func recurrence(kind: CalDAVServer.Kind) async throws {
    let server = try CalDAVServer(kind)
    let school = try await server.makeCalendar("school", title: "Maple School")
    try await server.put(Self.series, in: school)
    let http = RecordingHTTP()
    let result = try await Self.read(Self.account(server), window: Self.autumn, http: http)
    let format = ISO8601DateFormatter()
    format.formatOptions = [.withFullDate]
    let days = result.events.map { event -> String in
      guard case .instant(let date) = event.start else { return "all day" }
      return format.string(from: date) + " " + event.title
    }
    #expect(days == ["2026-09-22 Swim club (moved)", "2026-10-05 Swim club"])
    #expect(http.received.contains("RRULE:FREQ=WEEKLY"))
    #expect(!http.received.contains("Spring fair"), "the server was not asked for the window only")
    #expect(http.exchanges.contains { $0.request.method == "REPORT" && $0.response.status == 207 })
  }

  @Test("a password command's password reads; a wrong one is refused with 77 in plain words")
  func password() async throws {
    let server = try CalDAVServer(.radicale)
    try await server.makeCalendar("school", title: "Maple School")
    let read = try await Self.read(Self.account(server), window: Self.autumn)
    #expect(read.calendars.map(\.title) == ["Maple School"])
    do {
      _ = try await Self.read(Self.account(server), window: Self.autumn, options: Self.options(password: "wrong"))
      Issue.record("a wrong password was accepted")
    } catch {
      #expect(error.exitCode == 77)
      #expect("\(error)".contains("the server refused the password (HTTP 401)"), "\(error)")
      #expect(!"\(error)".contains("wrong"))
    }
  }

  @Test("a server that rejects calendar-query is read object by object")
  func fallback() async throws {
    let http = RecordingHTTP()
    let result = try await Self.read(
      "caldav://127.0.0.1:\(try feedServer.get().httpPort)/dav-no-report/",
      window: DateWindow(from: LocalDate("2026-10-19")!, through: LocalDate("2026-11-01")!, in: Self.utc),
      options: Self.options(password: nil), http: http)
    // The objects' own X-WR-CALNAME names the calendar before the collection's displayname, as in a vdir.
    #expect(result.calendars.map(\.title) == ["Feed School"])
    #expect(result.calendars.map(\.id) == ["http://127.0.0.1:\(try feedServer.get().httpPort)/dav-no-report/"])
    #expect(Set(result.events.map(\.title)) == ["Autumn break", "Fête de l'école Müller"])
    #expect(http.exchanges.contains { $0.request.method == "REPORT" && $0.response.status == 501 })
  }

  @Test("objects read one by one come in the order the collection lists them, at every read")
  func fallbackOrder() async throws {
    let base = "http://127.0.0.1:\(try feedServer.get().httpPort)/dav-two-objects/"
    let source = CalDAVCalendarSource(
      location: "caldav://127.0.0.1:\(try feedServer.get().httpPort)/dav-two-objects/",
      options: Self.options(password: nil), http: LiveHTTPFetcher(), processes: Self.processes)
    let window = DateWindow(from: LocalDate("2026-10-19")!, through: LocalDate("2026-11-01")!, in: Self.utc)
    // Fetched at once, so their answers may come in any order; the listing says b.ics, then a.ics.
    for _ in 1...3 {
      let documents = try await source.load(limits: CalendarLimits(), window: window)
      #expect(documents.map(\.label) == [base, base + "b.ics", base + "a.ics"])
    }
  }

  @Test("calendar add of an https address a CalDAV server answers saves the account; a feed stays a feed")
  func probe() async throws {
    let server = try CalDAVServer(.radicale)
    try await server.makeCalendar("school", title: "Maple School")
    let feed = FeedCalendarSource(
      location: server.url("/"), options: Self.options(), http: LiveHTTPFetcher(), processes: Self.processes)
    #expect(try await feed.verified(server.url("/"), limits: .standard) == Self.account(server))
    let good = try feedServer.get().url("/good.ics")
    let plain = FeedCalendarSource(
      location: good, options: Self.options(password: nil), http: LiveHTTPFetcher(), processes: Self.processes)
    #expect(try await plain.verified(good, limits: .standard) == good)
  }

  @Test(
    "Google's CalDAV addresses are refused with the secret iCal address's way, 64",
    arguments: [
      "https://apidata.googleusercontent.com/caldav/v2/family%40gmail.com/events",
      "https://www.google.com/calendar/dav/family@gmail.com/events",
      "caldavs://apidata.googleusercontent.com/caldav/v2/x/events",
    ])
  func google(location: String) throws {
    let registry = {
      var registry = CalendarSourceRegistry()
      registry.registerFeeds(http: LiveHTTPFetcher(), processes: Self.processes)
      registry.registerCalDAV(http: LiveHTTPFetcher(), processes: Self.processes)
      return registry
    }()
    do {
      _ = try registry.source(for: location).normalize(location)
      Issue.record("\(location) was accepted")
    } catch {
      #expect(error.exitCode == 64)
      #expect("\(error)".contains("Secret address in iCal format"), "\(error)")
    }
  }

  @Test("credentials go to the host an account's answer names over https (iCloud's per-account host), not over http")
  func namedHost() async throws {
    let principal = TableHTTP.multistatus(
      "<d:response><d:href>/</d:href><d:propstat><d:prop><d:current-user-principal><d:href>/123/principal/</d:href>"
        + "</d:current-user-principal></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    let home = TableHTTP.multistatus(
      "<d:response><d:href>/123/principal/</d:href><d:propstat><d:prop><c:calendar-home-set>"
        + "<d:href>https://p07-caldav.example.com:443/123/calendars/</d:href></c:calendar-home-set></d:prop>"
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    let calendars = TableHTTP.multistatus(
      "<d:response><d:href>/123/calendars/home/</d:href><d:propstat><d:prop><d:displayname>Home</d:displayname>"
        + "<d:resourcetype><d:collection/><c:calendar/></d:resourcetype></d:prop>"
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    let http = TableHTTP([
      "PROPFIND https://caldav.example.com/": principal,
      "PROPFIND https://caldav.example.com/123/principal/": home,
      "PROPFIND https://p07-caldav.example.com:443/123/calendars/": calendars,
    ])
    let source = CalDAVCalendarSource(
      location: "caldavs://caldav.example.com/", options: Self.options(), http: http, processes: Self.processes)
    try await source.verify(limits: .standard)
    let sent = try #require(http.authorization(sentTo: "https://caldav.example.com/"))
    #expect(http.authorization(sentTo: "https://p07-caldav.example.com:443/123/calendars/") == sent)

    // The same home named over plain http is refused, and no password went there.
    http.answers["PROPFIND https://caldav.example.com/123/principal/"] = TableHTTP.multistatus(
      "<d:response><d:href>/123/principal/</d:href><d:propstat><d:prop><c:calendar-home-set>"
        + "<d:href>http://p07-caldav.example.com/123/calendars/</d:href></c:calendar-home-set></d:prop>"
        + "<d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>")
    await #expect(throws: CalendarIOError.calDAV(location: "caldavs://caldav.example.com/", problem: .insecureRedirect))
    {
      try await source.verify(limits: .standard)
    }
    #expect(http.authorization(sentTo: "http://p07-caldav.example.com/123/calendars/") == nil)
  }
}
