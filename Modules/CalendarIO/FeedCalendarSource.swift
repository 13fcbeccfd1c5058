import Domain
import Foundation
import Platform
import Synchronization

extension CalendarSourceRegistry {
  /// Registers feeds: `https`, `webcal` and `webcals` (both read over https) and plain `http`.
  /// The factory captures the HTTP client, the process runner (for a password command) and the
  /// validators this process was given (for `--watch`'s conditional requests).
  public mutating func registerFeeds(http: any HTTPFetching, processes: any ProcessRunning) {
    let memory = FeedMemory()
    for scheme in FeedAddress.schemes {
      register(scheme: scheme) { setting throws(CalendarIOError) in
        FeedCalendarSource(
          location: setting.location, options: FeedOptions(setting: setting), http: http, processes: processes,
          memory: memory)
      }
    }
  }
}

/// The validators servers gave (ETag, Last-Modified) with the calendar each stands for, in this
/// process only: a later read asks with them, and a 304 reuses the calendar already read. Nothing
/// of it is written anywhere; the next process reads fresh.
public final class FeedMemory: Sendable {
  struct Remembered: Sendable {
    var etag: String?
    var lastModified: String?
    var body: [UInt8]
  }

  private let entries = Mutex<[String: Remembered]>([:])

  public init() {}

  func remembered(_ key: String) -> Remembered? { entries.withLock { $0[key] } }

  /// Keeps `body` under `key` when the response gave a validator; forgets it otherwise.
  func remember(_ key: String, response: HTTPFetchResponse, body: [UInt8]) {
    let etag = response.header("ETag")
    let lastModified = response.header("Last-Modified")
    entries.withLock {
      $0[key] =
        etag == nil && lastModified == nil ? nil : Remembered(etag: etag, lastModified: lastModified, body: body)
    }
  }
}

/// How one feed is fetched. Each has a default; `init(setting:)` is the one place a source's
/// settings become options.
public struct FeedOptions: Sendable, Equatable {
  /// Follows the programs' `--version`: some servers refuse a library's agent.
  public static let defaultUserAgent = "TimeQuest/\(ProductVersion.current)"

  public var connectTimeout: Duration = .seconds(5)
  /// For the whole read: every redirect, a wait the server asked for and the body.
  public var totalTimeout: Duration = .seconds(15)
  /// Most bytes of the calendar once decompressed (the reader's file limit applies too).
  public var maxBytes: Int = 64 << 20
  public var userAgent: String = Self.defaultUserAgent
  /// A PEM file of certificate authorities trusted besides the system's (a self-hosted server).
  public var caFile: String?
  /// For basic auth, with `passwordCommand`; a user and password in the address serve too.
  public var user: String?
  /// Run at every read, its first line of output the password: never stored, never shown.
  public var passwordCommand: [String]?
  /// Longest a password command may run.
  public var passwordCommandTimeout: Duration = .seconds(10)

  public init() {}

  /// The options a connected source's setting asks for; the defaults where it says nothing.
  public init(setting: CalendarSourceSetting) {
    self.init()
    let network = setting.network
    if let seconds = network.connectTimeoutSeconds { connectTimeout = .seconds(seconds) }
    if let seconds = network.timeoutSeconds { totalTimeout = .seconds(seconds) }
    if let bytes = network.maxBytes { maxBytes = bytes }
    if let agent = network.userAgent { userAgent = agent }
    caFile = network.caFile
    user = network.user
    passwordCommand = network.passwordCommand
  }
}

/// A location of a feed, parsed: `webcal` and `webcals` mean https. The location itself is kept
/// as the parent gave it (that is what `calendar remove` is given again and what they recognise);
/// only the request goes to https.
public struct FeedAddress: Sendable, Equatable {
  public static let schemes = ["https", "http", "webcal", "webcals"]
  static let maxRedirects = 5

  /// `https` or `http`.
  public var scheme: String
  public var host: String
  /// The address requested: https for webcal, without a user and password.
  public var requestURL: String
  /// Scheme, host and port: credentials go only where they were given.
  var origin: String
  var user: String?
  var password: String?

  /// How a location is shown in every message and warning.
  public static func shown(_ location: String) -> String { SecretMask.location(location) }

  public init(_ location: String) throws(FeedProblem) {
    guard var components = URLComponents(string: location.trimmingCharacters(in: .whitespaces)),
      let given = components.scheme?.lowercased(), Self.schemes.contains(given)
    else { throw .invalidAddress(reason: "it is not a URL") }
    guard let host = components.host, !host.isEmpty else { throw .invalidAddress(reason: "it names no host") }
    scheme = given == "http" ? "http" : "https"
    components.scheme = scheme
    self.host = host
    user = components.user
    password = components.password
    components.user = nil
    components.password = nil
    guard let url = components.string else { throw .invalidAddress(reason: "it is not a URL") }
    requestURL = url
    origin = "\(scheme)://\(host.lowercased()):\(components.port ?? (scheme == "https" ? 443 : 80))"
  }

  /// Where a redirect's `Location` leads from here, relative or absolute.
  func following(_ location: String) throws(FeedProblem) -> FeedAddress {
    guard let base = URL(string: requestURL), let next = URL(string: location, relativeTo: base)?.absoluteString
    else { throw .badRedirect }
    do {
      return try FeedAddress(next)
    } catch {
      throw .badRedirect
    }
  }

  /// The last part of the path, without `.ics`; else the host: a title for a feed without `X-WR-CALNAME`.
  /// Taken from the masked address: the last segment of a published calendar's address is often
  /// its token (iCloud's `/published/2/<token>`), which a title must never carry.
  var fallbackTitle: String {
    let last = URL(string: SecretMask.location(requestURL))?.lastPathComponent ?? ""
    let stem = LocalFile.stem(last)
    return stem.isEmpty || stem == "/" || stem.contains("****") ? host : stem
  }
}

/// What one request sends besides the source's own headers: a feed's GET, a CalDAV PROPFIND or REPORT.
struct HTTPExchange: Sendable {
  var method = "GET"
  var body: [UInt8]? = nil
  /// Besides Accept, Accept-Encoding, User-Agent and Authorization: `Depth`, `Content-Type`.
  var headers: [HTTPHeader] = []
  var accept: String
  var maxBytes: Int
  /// Sends the validators of an earlier answer kept in `FeedMemory` (a feed's GET under `--watch`).
  var conditional = false
}

/// A calendar over HTTP: a school's `.ics`, a secret iCal address, a published Outlook calendar.
/// Read fresh on every load, nothing of it written anywhere.
public struct FeedCalendarSource: CalendarSource {
  public var location: String
  public var options: FeedOptions
  let http: any HTTPFetching
  let processes: any ProcessRunning
  let memory: FeedMemory?

  public init(
    location: String, options: FeedOptions, http: any HTTPFetching, processes: any ProcessRunning,
    memory: FeedMemory? = nil
  ) {
    self.location = location
    self.options = options
    self.http = http
    self.processes = processes
    self.memory = memory
  }

  public var mayBeSlow: Bool { true }

  /// Its network options (user, password command, timeouts, CA file) apply.
  public var usesNetwork: Bool { true }

  /// A feed says nothing when it changes.
  public var watch: CalendarSourceWatch { CalendarSourceWatch(refresh: .seconds(15 * 60)) }

  var shown: String { FeedAddress.shown(location) }

  /// The location as given, once it parses as a feed address.
  public func normalize(_ location: String) throws(CalendarIOError) -> String {
    if CalDAVAddress.isGoogle(location) { throw .calDAV(location: FeedAddress.shown(location), problem: .googleCalDAV) }
    do throws(FeedProblem) {
      _ = try FeedAddress(location)
    } catch {
      throw .feed(location: FeedAddress.shown(location), problem: error)
    }
    return location
  }

  /// Fetches once: an address that fails now is refused at `calendar add`.
  public func verify(limits: CalendarLimits) async throws(CalendarIOError) {
    _ = try await load(limits: limits)
  }

  /// A CalDAV server's address (it answers PROPFIND with a multistatus) is saved as the account's
  /// `caldavs://` location; any other is checked as a feed.
  public func verified(_ location: String, limits: CalendarLimits) async throws(CalendarIOError) -> String {
    if let account = try await CalDAVCalendarSource.probe(self) { return account }
    try await verify(limits: limits)
    return location
  }

  public func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    let address: FeedAddress
    let body: [UInt8]
    do throws(FeedProblem) {
      address = try FeedAddress(location)
      body = try await fetch(address, maxBytes: min(options.maxBytes, limits.maxFileBytes))
    } catch {
      throw .feed(location: shown, problem: error)
    }
    return [CalendarDocument(calendarID: location, fallbackTitle: address.fallbackTitle, label: shown, bytes: body)]
  }

  /// Follows redirects and honours a short Retry-After, all within `totalTimeout`.
  func fetch(_ start: FeedAddress, maxBytes: Int) async throws(FeedProblem) -> [UInt8] {
    let deadline = ContinuousClock().now + options.totalTimeout
    let authorization = try await authorization(start, deadline: deadline)
    let exchange = HTTPExchange(accept: "text/calendar, */*;q=0.9", maxBytes: maxBytes, conditional: true)
    let (response, address) = try await send(exchange, to: start, deadline: deadline, authorization: authorization)
    let key = memoryKey(start, address)
    if response.status == 304, let remembered = memory?.remembered(key) { return remembered.body }
    let body = try FeedContent.calendar(response)
    memory?.remember(key, response: response, body: body)
    return body
  }

  /// The user is part of the key: another account's calendar at the same address is another calendar.
  func memoryKey(_ start: FeedAddress, _ address: FeedAddress) -> String {
    "\(options.user ?? start.user ?? "")\u{1F}\(address.requestURL)"
  }

  /// The `Authorization` header for `address`'s credentials, if it has any.
  func authorization(_ address: FeedAddress, deadline: ContinuousClock.Instant) async throws(FeedProblem) -> String? {
    try await credentials(address, deadline: deadline).map {
      "Basic " + Data("\($0.0):\($0.1)".utf8).base64EncodedString()
    }
  }

  /// Sends one request, following redirects (never to plain http, never in a loop, at most five)
  /// and honouring a short Retry-After, until a 2xx answer, within `deadline`. `authorization`
  /// goes to `start`'s origin and, with `trustsRedirects` (a CalDAV account), to an https host a
  /// redirect names; a feed's redirect to another host never carries it.
  /// - Returns: the answer and the address that gave it.
  func send(
    _ exchange: HTTPExchange, to start: FeedAddress, deadline: ContinuousClock.Instant, authorization: String?,
    trustsRedirects: Bool = false
  ) async throws(FeedProblem) -> (response: HTTPFetchResponse, address: FeedAddress) {
    let clock = ContinuousClock()
    let seconds = max(1, Int((options.totalTimeout / .seconds(1)).rounded(.up)))
    var address = start
    var trusted: Set<String> = [start.origin]
    var visited: Set<String> = [start.requestURL]
    var redirects = 0
    var waits = 0
    while true {
      let remaining = deadline - clock.now
      guard remaining > .zero else { throw .timedOut(seconds: seconds) }
      var headers = [
        HTTPHeader("Accept", exchange.accept), HTTPHeader("Accept-Encoding", "gzip, deflate"),
        HTTPHeader("User-Agent", options.userAgent),
      ]
      headers += exchange.headers
      if let authorization, trusted.contains(address.origin) {
        headers.append(HTTPHeader("Authorization", authorization))
      }
      let remembered = exchange.conditional ? memory?.remembered(memoryKey(start, address)) : nil
      if let etag = remembered?.etag { headers.append(HTTPHeader("If-None-Match", etag)) }
      if let lastModified = remembered?.lastModified { headers.append(HTTPHeader("If-Modified-Since", lastModified)) }
      let request = HTTPFetchRequest(
        url: address.requestURL, headers: headers, connectTimeout: min(options.connectTimeout, remaining),
        timeout: remaining, maxBodyBytes: exchange.maxBytes, caFile: options.caFile, method: exchange.method,
        body: exchange.body)
      let response: HTTPFetchResponse
      do throws(HTTPFetchError) {
        response = try await http.fetch(request)
      } catch {
        throw Self.problem(error, seconds: seconds)
      }
      switch response.status {
      case 200..<300:
        return (response, address)
      case 304 where remembered != nil:
        // Not modified since the read whose validators were sent: the caller reuses that read.
        return (response, address)
      case 301, 302, 303, 307, 308:
        guard let target = response.header("Location") else { throw .badRedirect }
        let next = try address.following(target)
        if address.scheme == "https", next.scheme == "http" { throw .insecureRedirect }
        guard visited.insert(next.requestURL).inserted else { throw .redirectLoop }
        redirects += 1
        guard redirects <= FeedAddress.maxRedirects else { throw .tooManyRedirects(max: FeedAddress.maxRedirects) }
        if trustsRedirects, next.scheme == "https", trusted.contains(address.origin) { trusted.insert(next.origin) }
        address = next
      case 401, 403:
        throw .refused(status: response.status, passwordGiven: authorization != nil, host: address.host)
      case 404, 410:
        throw .gone(status: response.status)
      case 429, 503:
        let wait = Self.retryAfter(response.header("Retry-After"), now: Date())
        // A wait that ends before the deadline is taken; a longer one fails now rather than late.
        guard let wait, wait >= 0, waits < 3, clock.now + .seconds(wait) < deadline else {
          throw .busy(status: response.status, retryAfter: wait)
        }
        waits += 1
        do {
          try await clock.sleep(for: .seconds(wait))
        } catch {
          throw .timedOut(seconds: seconds)
        }
      case 500..<600:
        throw .serverFailed(status: response.status)
      default:
        throw .unexpectedStatus(status: response.status)
      }
    }
  }

  /// The seconds a `Retry-After` asks for: a number, or an HTTP date from `now` on.
  static func retryAfter(_ value: String?, now: Date) -> Int? {
    guard let value = value?.trimmingCharacters(in: .whitespaces) else { return nil }
    if let seconds = Int(value) { return seconds }
    let format = DateFormatter()
    format.locale = Locale(identifier: "en_US_POSIX")
    format.timeZone = TimeZone(identifier: "GMT")
    format.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
    guard let date = format.date(from: value) else { return nil }
    return max(0, Int(date.timeIntervalSince(now).rounded(.up)))
  }

  /// The user and password to send: from the address, or the user with the password command's
  /// first line, run now (never kept beyond this read).
  func credentials(_ address: FeedAddress, deadline: ContinuousClock.Instant) async throws(FeedProblem)
    -> (String, String)?
  {
    if let user = address.user {
      let password = address.password.map { $0.removingPercentEncoding ?? $0 } ?? ""
      return (user.removingPercentEncoding ?? user, password)
    }
    guard let user = options.user else { return nil }
    guard let command = options.passwordCommand, !command.isEmpty else { return (user, "") }
    let timeout = min(options.passwordCommandTimeout, deadline - ContinuousClock().now)
    let output: ProcessOutput
    do {
      output = try await processes.run(
        command, environment: nil, limits: ProcessLimits(timeout: max(timeout, .milliseconds(1)), keptBytes: 4096))
    } catch {
      throw .passwordCommandFailed(reason: "\(error)")
    }
    guard output.end == .exited(0) else { throw .passwordCommandFailed(reason: output.end.description) }
    let line =
      String(decoding: output.stdout, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .first.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "\r")) } ?? ""
    guard !line.isEmpty else { throw .passwordCommandFailed(reason: "it printed nothing") }
    return (user, line)
  }

  static func problem(_ error: HTTPFetchError, seconds: Int) -> FeedProblem {
    switch error {
    case .cannotResolve(let host): .cannotResolve(host: host)
    case .cannotConnect(let reason): .cannotConnect(reason: reason)
    case .connectTimedOut: .cannotConnect(reason: "no connection within the connect timeout")
    case .timedOut: .timedOut(seconds: seconds)
    case .untrusted(let reason): .untrusted(reason: reason)
    case .truncated: .truncated
    case .tooLarge(let limit): .tooLarge(limit: limit)
    case .invalidAddress(let reason): .invalidAddress(reason: reason)
    case .badCAFile(let path, let reason): .badCAFile(path: path, reason: reason)
    case .failed(let reason): .cannotConnect(reason: reason)
    case .helper(let path, let reason): .fetchHelper(path: path, reason: reason)
    }
  }
}

/// What a server sent, made into calendar bytes or refused: the body of a web page (a login or
/// error page served with 200) is not a calendar, whatever its status.
enum FeedContent {
  static func calendar(_ response: HTTPFetchResponse) throws(FeedProblem) -> [UInt8] {
    var body = response.body
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
    let head = String(decoding: body.prefix(4096), as: UTF8.self)
    let start = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
    if start.hasPrefix("<") {
      throw Self.looksLikeHTML(head) ? .webPage(title: Self.title(of: body)) : .notCalendar
    }
    guard head.uppercased().contains("BEGIN:VCALENDAR") else { throw .notCalendar }
    return decoded(body, charset: charset(of: response.header("Content-Type")))
  }

  /// The `charset` parameter of a Content-Type, lowercased; nil when none is given.
  static func charset(of contentType: String?) -> String? {
    guard let contentType else { return nil }
    for parameter in contentType.split(separator: ";").dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "charset" else { continue }
      return parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " \t\"'")).lowercased()
    }
    return nil
  }

  static let latin1Names: Set<String> = ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "iso_8859-1", "cp819"]
  static let windows1252Names: Set<String> = ["windows-1252", "cp1252", "x-cp1252"]

  /// UTF-8 bytes for a body in a declared single-byte charset. A body that is valid UTF-8 is kept
  /// as it is: servers often declare ISO-8859-1 by default for UTF-8 files, and Latin-1 text with
  /// any accented letter is almost never valid UTF-8.
  static func decoded(_ body: [UInt8], charset: String?) -> [UInt8] {
    guard let charset, latin1Names.contains(charset) || windows1252Names.contains(charset),
      body.contains(where: { $0 >= 0x80 }), String(validating: body, as: UTF8.self) == nil
    else { return body }
    let windows = windows1252Names.contains(charset)
    var scalars = String.UnicodeScalarView()
    for byte in body {
      if windows, (0x80...0x9F).contains(byte), let mapped = Unicode.Scalar(windows1252High[Int(byte - 0x80)]) {
        scalars.append(mapped)
      } else {
        scalars.append(Unicode.Scalar(byte))
      }
    }
    return Array(String(scalars).utf8)
  }

  /// Windows-1252 at 0x80–0x9F; the five bytes it leaves undefined stay the C1 controls of Latin-1.
  static let windows1252High: [UInt32] = [
    0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
    0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
    0x0153, 0x9D, 0x017E, 0x0178,
  ]

  static func looksLikeHTML(_ head: String) -> Bool {
    let lower = head.lowercased()
    return ["<!doctype html", "<html", "<head", "<body", "<title"].contains { lower.contains($0) }
  }

  static let namedEntities = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " "]

  /// HTML's character references as the page's reader sees them: `&amp;` is `&`, `&#8211;` a dash.
  static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    var result = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      result += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      guard let semicolon = after.prefix(10).firstIndex(of: ";") else {
        result += "&"
        rest = after
        continue
      }
      let name = after[..<semicolon]
      var replacement = namedEntities[String(name)]
      if replacement == nil, name.hasPrefix("#") {
        let digits = name.dropFirst()
        let code = digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        replacement = code.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
      }
      if let replacement {
        result += replacement
        rest = after[after.index(after: semicolon)...]
      } else {
        result += "&"
        rest = after
      }
    }
    return result + rest
  }

  /// The page's `<title>`, whitespace (line breaks too) collapsed and cut at 80 characters; the
  /// terminal-safe rendering of messages takes care of control characters.
  static func title(of body: [UInt8]) -> String? {
    let text = String(decoding: body.prefix(65_536), as: UTF8.self)
    guard let open = text.range(of: "<title", options: .caseInsensitive),
      let close = text[open.upperBound...].firstIndex(of: ">"),
      let end = text[close...].range(of: "</title", options: .caseInsensitive)
    else { return nil }
    let words = text[text.index(after: close)..<end.lowerBound].split(whereSeparator: { $0.isWhitespace })
    let title = unescaped(words.joined(separator: " "))
    guard !title.isEmpty else { return nil }
    return title.count > 80 ? String(title.prefix(80)) + "…" : title
  }
}
