import CalendarIO
import Domain
import Foundation
import NetworkIO
import Platform
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// One misbehaving server for the whole suite: it holds no state a test depends on but the
/// `retry-once` counter, keyed per test.
private let server = Result { try FeedServer() }

@Suite("Feeds read over HTTP against a misbehaving server on 127.0.0.1")
struct FeedSourceTests {
  static let october = DateWindow(
    from: LocalDate(year: 2026, month: 10, day: 19)!, through: LocalDate(year: 2026, month: 11, day: 1)!,
    in: TimeZone(identifier: "UTC")!)
  static let processes = SystemProcessRunner(searchPath: ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")

  /// Reads `location` as the programs do (the registry, the reader, the live client) with `options`.
  func read(_ location: String, _ options: FeedOptions = Self.patient) async throws(CalendarIOError)
    -> CalendarReadResult
  {
    var registry = CalendarSourceRegistry()
    registry.register(scheme: CalendarSourceRegistry.scheme(of: location)) { setting throws(CalendarIOError) in
      FeedCalendarSource(
        location: setting.location, options: options, http: LiveHTTPFetcher(), processes: Self.processes)
    }
    return try await CalendarReader(localZone: TimeZone(identifier: "UTC")!, registry: registry)
      .read(location, window: Self.october)
  }

  /// Timeouts no test should meet: in the whole suite, tests that wait on programs hold the
  /// cooperative threads, and a read's task may not run for a minute. A test waits this long only
  /// when it is failing; the tests of timeouts set theirs below a second.
  static var patient: FeedOptions {
    var options = FeedOptions()
    options.connectTimeout = .seconds(300)
    options.totalTimeout = .seconds(600)
    return options
  }

  /// The feed problem a read ends with; nil, with an issue recorded, when it ends otherwise.
  func problem(reading location: String) async -> FeedProblem? {
    do {
      let result = try await read(location)
      Issue.record("\(location) was read: \(titles(result))")
    } catch {
      if case .feed(_, let problem) = error { return problem }
      Issue.record("\(error)")
    }
    return nil
  }

  func titles(_ result: CalendarReadResult) -> [String] { result.events.map(\.title).sorted() }

  static let expected = ["Autumn break", "Fête de l'école Müller"]

  @Test(
    "what real servers send is read as the calendar",
    arguments: [
      "/good.ics", "/bom", "/gzip", "/deflate", "/html-calendar", "/octets", "/mixed.ics", "/latin1",
      "/utf8-declared-latin1", "/redirect/5",
    ])
  func accepted(path: String) async throws {
    let result = try await read(try server.get().url(path))
    #expect(titles(result) == Self.expected)
    #expect(result.calendars.map(\.title) == ["Feed School"])
  }

  @Test("windows-1252 declared in the Content-Type is converted to UTF-8")
  func windows1252() async throws {
    let result = try await read(try server.get().url("/cp1252"))
    #expect(titles(result).contains("\u{201C}Autumn\u{201D} break \u{20AC}"))
  }

  @Test("the Accept and User-Agent headers are sent")
  func headers() async throws {
    let result = try await read(try server.get().url("/headers.ics"))
    #expect(titles(result).contains("agent TimeQuest-0.1.0 accept text/calendar, */*;q=0.9"))
  }

  @Test("a 503 asking for a wait within the deadline is waited for and read again")
  func retryAfterWithinDeadline() async throws {
    let result = try await read(try server.get().url("/retry-once?key=\(UUID().uuidString)"))
    #expect(titles(result) == Self.expected)
  }

  @Test(
    "what fails is the named problem, with its exit code",
    arguments: [
      ("/404", FeedProblem.gone(status: 404), Int32(65)),
      ("/410", .gone(status: 410), 65),
      ("/429", .busy(status: 429, retryAfter: 3600), 75),
      ("/500", .serverFailed(status: 500), 75),
      ("/403", .refused(status: 403, passwordGiven: false, host: "127.0.0.1"), 77),
      ("/auth", .refused(status: 401, passwordGiven: false, host: "127.0.0.1"), 77),
      ("/truncated", .truncated, 75),
      ("/loop-a", .redirectLoop, 76),
      ("/redirect/6", .tooManyRedirects(max: 5), 76),
      ("/not-calendar", .notCalendar, 65),
      ("/login", .webPage(title: "Sign in \u{1B}[31mto\u{1B}[0m School & Family\u{2019}s Portal"), 65),
    ])
  func refused(path: String, problem: FeedProblem, status: Int32) async throws {
    let location = try server.get().url(path)
    await #expect(throws: CalendarIOError.feed(location: FeedAddress.shown(location), problem: problem)) {
      try await read(location)
    }
    #expect(CalendarIOError.feed(location: FeedAddress.shown(location), problem: problem).exitCode == status)
  }

  @Test("a Retry-After given as an HTTP date past the deadline fails at once, naming the wait")
  func retryAfterDate() async throws {
    let problem = await problem(reading: try server.get().url("/busy-until"))
    guard case .busy(503, let wait?) = problem, (3000...3600).contains(wait) else {
      Issue.record("\(String(describing: problem))")
      return
    }
    #expect(problem?.exitCode == 75)
  }

  @Test("the size limit holds for the decompressed bytes of a gzip bomb and for a long body")
  func sizeLimit() async throws {
    var options = Self.patient
    options.maxBytes = 1 << 20
    for path in ["/bomb", "/large?bytes=3000000"] {
      let location = try server.get().url(path)
      await #expect(
        throws: CalendarIOError.feed(location: FeedAddress.shown(location), problem: .tooLarge(limit: 1 << 20))
      ) {
        try await read(location, options)
      }
    }
  }

  @Test(
    "a server slow to answer or slow in its body is given up at the whole-fetch timeout",
    arguments: ["/slow-first-byte?s=20", "/slow-body?s=20"])
  func slow(path: String) async throws {
    var options = Self.patient
    options.totalTimeout = .milliseconds(700)
    let location = try server.get().url(path)
    await #expect(throws: CalendarIOError.feed(location: FeedAddress.shown(location), problem: .timedOut(seconds: 1))) {
      try await read(location, options)
    }
  }

  @Test("a port where nothing listens cannot be connected to: temporary")
  func nothingListens() async throws {
    // A port just freed by the kernel: nothing listens there.
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
    }
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
    }
    close(socket)
    let problem = await problem(reading: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/good.ics")
    guard case .cannotConnect(let reason) = problem else {
      Issue.record("\(String(describing: problem))")
      return
    }
    #expect(problem?.exitCode == 75)
    // The system's words for the errno, not SwiftNIO's description around them.
    #expect(reason == "connection refused")
  }

  @Test("TLS is verified: a self-signed server is refused, and read with its CA file; webcals means https")
  func tls() async throws {
    let server = try server.get()
    let location = server.url("/good.ics", secure: true)
    let problem = await problem(reading: location)
    guard case .untrusted = problem else {
      Issue.record("\(String(describing: problem))")
      return
    }
    #expect(problem?.exitCode == 76)
    var options = Self.patient
    options.caFile = server.caFile
    #expect(titles(try await read(location, options)) == Self.expected)
    let webcals = "webcals://127.0.0.1:\(server.httpsPort)/gzip"
    #expect(titles(try await read(webcals, options)) == Self.expected)
    let downgrade = server.url("/to-http", secure: true)
    await #expect(throws: CalendarIOError.feed(location: downgrade, problem: .insecureRedirect)) {
      try await read(downgrade, options)
    }
  }

  @Test("a CA file that holds no certificate is named")
  func badCAFile() async throws {
    var options = Self.patient
    options.caFile = "/etc/hostname"
    let location = try server.get().url("/good.ics", secure: true)
    await #expect(
      throws: CalendarIOError.feed(
        location: location, problem: .badCAFile(path: "/etc/hostname", reason: "it holds no PEM certificate"))
    ) {
      try await read(location, options)
    }
  }

  @Test("basic auth: the password command's first line is sent; a wrong one or a failing command is refused")
  func basicAuth() async throws {
    let location = try server.get().url("/auth")
    var options = Self.patient
    options.user = "parent"
    options.passwordCommand = ["printf", "s3cret-pw\\nsecond line\\n"]
    #expect(titles(try await read(location, options)) == Self.expected)

    options.passwordCommand = ["echo", "wrong"]
    await #expect(
      throws: CalendarIOError.feed(
        location: location, problem: .refused(status: 401, passwordGiven: true, host: "127.0.0.1"))
    ) {
      try await read(location, options)
    }

    options.passwordCommand = ["false"]
    await #expect(
      throws: CalendarIOError.feed(
        location: FeedAddress.shown(location), problem: .passwordCommandFailed(reason: "exit 1"))
    ) {
      try await read(location, options)
    }
  }

  @Test("a user and password in the address are sent as basic auth, not as part of the request")
  func passwordInAddress() async throws {
    let server = try server.get()
    let location = "http://parent:s3cret-pw@127.0.0.1:\(server.httpPort)/auth"
    #expect(titles(try await read(location)) == Self.expected)
  }

  @Test("credentials go only to the origin they were given for, not along a redirect to another host")
  func credentialsStayHome() async throws {
    let server = try server.get()
    let same = "http://parent:s3cret-pw@127.0.0.1:\(server.httpPort)/auth-seen"
    #expect(titles(try await read(same)).contains("authorization sent"))
    let elsewhere = "http://parent:s3cret-pw@127.0.0.1:\(server.httpPort)/elsewhere"
    #expect(titles(try await read(elsewhere)).contains("authorization none"))
  }

  @Test("a refused password is said to be refused, and for iCloud that an app-specific password is needed")
  func refusedWords() {
    let icloud = FeedProblem.refused(status: 401, passwordGiven: true, host: "p42-caldav.icloud.com").description
    #expect(icloud.contains("the server refused the password (HTTP 401)"))
    #expect(icloud.contains("iCloud needs an app-specific password"))
    let asked = FeedProblem.refused(status: 401, passwordGiven: false, host: "example.org").description
    #expect(asked.contains("asks for a user name and password"))
    #expect(!asked.contains("iCloud"))
  }

  @Test("a feed says what it is: slow, refreshed every 15 minutes, saved as given")
  func capabilities() throws {
    let source = FeedCalendarSource(
      location: "webcal://example.org/school.ics", options: FeedOptions(), http: LiveHTTPFetcher(),
      processes: Self.processes)
    #expect(source.mayBeSlow)
    #expect(source.canBeConnected)
    #expect(source.watch == CalendarSourceWatch(refresh: .seconds(900)))
    #expect(try source.normalize("webcal://example.org/school.ics") == "webcal://example.org/school.ics")
    #expect(throws: CalendarIOError.feed(location: "https://", problem: .invalidAddress(reason: "it names no host"))) {
      try source.normalize("https://")
    }
    #expect(FeedOptions(setting: CalendarSourceSetting(location: "https://example.org/a.ics")) == FeedOptions())
  }

  @Test("the programs' registry reads https, http, webcal and webcals as feeds")
  func registered() throws {
    var registry = CalendarSourceRegistry()
    registry.registerFeeds(http: LiveHTTPFetcher(), processes: Self.processes)
    for location in ["https://a.example/x.ics", "http://a.example/x", "webcal://a.example/x", "WEBCALS://a.example/x"] {
      #expect(try registry.source(for: location) is FeedCalendarSource)
    }
  }
}
