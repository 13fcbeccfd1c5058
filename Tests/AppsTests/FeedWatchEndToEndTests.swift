import Foundation
import TestSupport
import Testing

/// `tq-notify --watch` reads network calendars again on its interval, asking with the validators
/// the server gave; what it learns of them stays in the process.
@Suite("tq-notify --watch re-reads feeds with conditional requests, keeping the validators in memory only")
struct FeedWatchEndToEndTests {
  /// The server's answers for `key`: how many 200s and 304s, and the ETag it gives.
  static func counts(_ server: FeedServer, key: String) throws -> (ok: Int, notModified: Int, etag: String) {
    let object = try parseJSON(try server.get("/counts?key=\(key)")) as? [String: Any] ?? [:]
    return (object["200"] as? Int ?? 0, object["304"] as? Int ?? 0, object["etag"] as? String ?? "")
  }

  @Test("the second read is a 304, the day unchanged and delivered once; no validator reaches the disk")
  func conditional() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture.seeded()
    let key = UUID().uuidString
    let added = try household.parent("calendar", "add", server.url("/validated?key=\(key)"))
    #expect(added.status == 0, "\(added.stderr)")
    try household.parent("calendar", "enable", "--yes")
    let before = try Self.counts(server, key: key)

    let watcher = try LineReader(
      Executable.binDirectory.appendingPathComponent("tq-notify").path,
      [
        "--watch", "--sink", "json", "--date", "2026-10-27", "--network-refresh", "1", "--home", household.home.path,
      ])
    defer { watcher.kill() }
    let first = try #require(watcher.waitForLines(1).first)
    #expect(first.contains("\"kind\":\"freeDay\""), "\(first)")
    // Two refreshes answered 304, each time with the calendar already read.
    let deadline = ContinuousClock.now + .seconds(30)
    var now = try Self.counts(server, key: key)
    while now.notModified < 2 && ContinuousClock.now < deadline {
      Thread.sleep(forTimeInterval: 0.2)
      now = try Self.counts(server, key: key)
    }
    #expect(now.ok - before.ok == 1, "only the first read of the watch has the whole calendar")
    #expect(now.notModified >= 2)
    let status = watcher.terminate()
    #expect(status == 0)
    #expect(watcher.lines.count == 1, "a 304 changed what was said: \(watcher.lines)")

    // The ETag's token, without its quotes: the server's own, in no address.
    let etag = now.etag.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    #expect(etag.count == 24)
    for (path, data) in try household.home.snapshot() where data.range(of: Data(etag.utf8)) != nil {
      Issue.record("\(path) holds the server's validator")
    }
  }
}
