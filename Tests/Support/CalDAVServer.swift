import CalendarIO
import Foundation
import NetworkIO

#if canImport(Glibc)
  import Glibc
#endif

/// A real CalDAV server on 127.0.0.1, a free port and a fresh storage folder, for as long as this
/// value lives: Radicale (Debian's `radicale`, with a plain htpasswd user) or Xandikos (no
/// authentication, its principal `/user/`). The calendars a test needs it makes itself, over
/// CalDAV (MKCALENDAR, PUT), with the programs' own HTTP client.
public final class CalDAVServer: @unchecked Sendable {
  public enum Kind: String, Sendable, CaseIterable, CustomStringConvertible {
    case radicale, xandikos
    public var description: String { rawValue }
  }

  public static let user = "alice"
  public static let password = "s3cret-alice-pw"

  public let kind: Kind
  public let port: Int
  private let process: Process
  private let folder: TemporaryDirectory

  public struct StartFailed: Error, CustomStringConvertible {
    public let description: String
  }

  public init(_ kind: Kind) throws {
    self.kind = kind
    folder = try TemporaryDirectory()
    port = try Self.freePort()
    let storage = folder.url.appendingPathComponent("storage").path
    let arguments: [String]
    switch kind {
    case .radicale:
      let users = try folder.write("users", "\(Self.user):\(Self.password)\n")
      arguments = [
        "radicale", "--config", "", "--server-hosts", "127.0.0.1:\(port)", "--storage-filesystem-folder", storage,
        "--auth-type", "htpasswd", "--auth-htpasswd-filename", users, "--auth-htpasswd-encryption", "plain",
      ]
    case .xandikos:
      arguments = ["xandikos", "-d", storage, "-l", "127.0.0.1", "-p", String(port), "--autocreate"]
    }
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let log = folder.url.appendingPathComponent("server.log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = try FileHandle(forWritingTo: log)
    try process.run()
    // Ready once it accepts a connection; polled briefly, never slept on for long.
    let deadline = Date().addingTimeInterval(20)
    while !Self.accepts(port) {
      guard process.isRunning, Date() < deadline else {
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        throw StartFailed(
          description: "\(kind) did not start (Scripts/test.sh installs radicale and xandikos): \(said.suffix(2000))")
      }
      usleep(20_000)
    }
  }

  /// SIGKILL, not SIGTERM: a child spawned from one of Swift's worker threads inherits their
  /// blocked signals, SIGTERM among them, and would never stop. Its storage is thrown away anyway.
  deinit {
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  /// `http://127.0.0.1:PORT/path`.
  public func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

  /// Where a user's calendars are made: Radicale's `/alice/`, Xandikos's `/user/calendars/`.
  public var home: String { kind == .radicale ? "/\(Self.user)/" : "/user/calendars/" }

  /// Makes a calendar collection `name` under the home, titled `title`, for `components` (a
  /// tasks-only list: `["VTODO"]`); Xandikos ignores the components. `color` is Apple's
  /// `calendar-color`, sent as given (XML-escaped) by PROPPATCH, as calendar apps change it:
  /// Xandikos refuses it inside MKCALENDAR (404, the collection not yet a calendar). Returns its path.
  @discardableResult
  public func makeCalendar(
    _ name: String, title: String, components: [String] = ["VEVENT"], color: String? = nil
  ) async throws -> String {
    let path = home + name + "/"
    let set = components.map { "<C:comp name=\"\($0)\"/>" }.joined()
    let escaped = color.map {
      $0.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
    let body = """
      <?xml version="1.0" encoding="utf-8"?>
      <C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop>\
      <D:displayname>\(title)</D:displayname>\
      \(kind == .radicale ? "<C:supported-calendar-component-set>\(set)</C:supported-calendar-component-set>" : "")\
      </D:prop></D:set></C:mkcalendar>
      """
    try await send("MKCALENDAR", path, body: body, type: "application/xml; charset=utf-8")
    if let escaped {
      let patch = """
        <?xml version="1.0" encoding="utf-8"?>
        <D:propertyupdate xmlns:D="DAV:" xmlns:A="http://apple.com/ns/ical/"><D:set><D:prop>\
        <A:calendar-color>\(escaped)</A:calendar-color></D:prop></D:set></D:propertyupdate>
        """
      try await send("PROPPATCH", path, body: patch, type: "application/xml; charset=utf-8")
    }
    return path
  }

  /// Stores each event of `calendar` (a whole VCALENDAR) as its own object, as CalDAV asks: one
  /// UID per resource, with the calendar's time zones.
  public func put(_ calendar: String, in collection: String) async throws {
    for (uid, object) in Self.objects(calendar) {
      let name = uid.unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }.map(String.init).joined()
      try await send("PUT", collection + name + ".ics", body: object, type: "text/calendar; charset=utf-8")
    }
  }

  /// A VCALENDAR split by UID: each with the header, the time zones and every component of that UID.
  public static func objects(_ calendar: String) -> [(uid: String, text: String)] {
    let lines = calendar.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map(String.init)
    var header: [String] = []
    var shared: [String] = []
    var byUID: [(String, [String])] = []
    var component: [String] = []
    var depth = 0
    for line in lines {
      if line.hasPrefix("BEGIN:"), line != "BEGIN:VCALENDAR" { depth += 1 }
      if depth == 0 {
        if line != "END:VCALENDAR" { header.append(line) }
        continue
      }
      component.append(line)
      if line.hasPrefix("END:"), line != "END:VCALENDAR" { depth -= 1 }
      guard depth == 0 else { continue }
      if component.first == "BEGIN:VTIMEZONE" {
        shared += component
      } else {
        let uid = component.first { $0.hasPrefix("UID:") }.map { String($0.dropFirst(4)) } ?? UUID().uuidString
        if let index = byUID.firstIndex(where: { $0.0 == uid }) {
          byUID[index].1 += component
        } else {
          byUID.append((uid, component))
        }
      }
      component = []
    }
    return byUID.map { uid, parts in
      (uid, (header + shared + parts + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n")
    }
  }

  func send(_ method: String, _ path: String, body: String, type: String) async throws {
    let authorization = "Basic " + Data("\(Self.user):\(Self.password)".utf8).base64EncodedString()
    let request = HTTPFetchRequest(
      url: url(path),
      headers: [HTTPHeader("Content-Type", type), HTTPHeader("Authorization", authorization)],
      connectTimeout: .seconds(5), timeout: .seconds(20), maxBodyBytes: 1 << 20, method: method,
      body: Array(body.utf8))
    let response = try await LiveHTTPFetcher().fetch(request)
    guard (200..<300).contains(response.status) else {
      throw StartFailed(
        description: "\(kind): \(method) \(path) answered \(response.status): "
          + String(decoding: response.body.prefix(500), as: UTF8.self))
    }
  }

  /// A port nothing listens on now: the kernel's pick for a socket bound to port 0.
  static func freePort() throws -> Int {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw StartFailed(description: "no socket") }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
        bind(fd, socketAddress, length) == 0 && getsockname(fd, socketAddress, &length) == 0
      }
    }
    guard bound else { throw StartFailed(description: "no free port") }
    return Int(UInt16(bigEndian: address.sin_port))
  }

  static func accepts(_ port: Int) -> Bool {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = UInt16(port).bigEndian
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
