import Foundation
import TestSupport
import Testing

/// Feeds through the built programs, against the misbehaving server of `feedserver.py`.
@Suite("Feeds end to end: https/http addresses read, refused with their codes, failing without holding up the day")
struct FeedEndToEndTests {
  @Test("calendar events --source reads a feed")
  func events() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    let result = try household.parent(
      "calendar", "events", "--source", server.url("/gzip"), "--from", "2026-10-20", "--to", "2026-10-31",
      "--format", "json")
    #expect(result.status == 0, "\(result.stderr)")
    let events = try #require(try parseJSON(result.stdout) as? [[String: Any]])
    #expect(Set(events.compactMap { $0["title"] as? String }) == ["Autumn break", "Fête de l'école Müller"])
  }

  @Test(
    "calendar events --source exits 75 for temporary trouble, 77 for refused credentials, 65 for no calendar",
    arguments: [
      ("/500", Int32(75), "the server failed (HTTP 500)"),
      ("/truncated", 75, "broke off before its end"),
      ("/404", 65, "there is no calendar at this address (HTTP 404)"),
      (
        "/login", 65,
        "this address returned a web page, not a calendar (\"Sign in ␛[31mto␛[0m School & Family’s Portal\")"
      ),
      ("/bomb", 65, "larger than the limit of 67108864 bytes"),
      ("/loop-a", 76, "redirects lead in a loop"),
    ])
  func refused(path: String, status: Int32, words: String) throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    let location = server.url(path)
    let result = try household.parent("calendar", "events", "--source", location, "--from", "2026-10-20")
    #expect(result.status == status, "\(result.stderr)")
    #expect(result.stderr.contains(location))
    #expect(result.stderr.contains(words), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test("a wrong password in the address is refused with 77, and the right one reads")
  func credentials() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    let wrong = "http://parent:nope@127.0.0.1:\(server.httpPort)/auth"
    let refused = try household.parent("calendar", "events", "--source", wrong, "--from", "2026-10-20")
    #expect(refused.status == 77, "\(refused.stderr)")
    #expect(refused.stderr.contains("refused the password (HTTP 401)"))
    let right = "http://parent:s3cret-pw@127.0.0.1:\(server.httpPort)/auth"
    let read = try household.parent("calendar", "events", "--source", right, "--from", "2026-10-20")
    #expect(read.status == 0, "\(read.stderr)")
  }

  @Test("a certificate nothing trusts is refused with 76, for https and for webcals, which is read over https")
  func untrusted() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    for location in [server.url("/good.ics", secure: true), "webcals://127.0.0.1:\(server.httpsPort)/good.ics"] {
      let result = try household.parent("calendar", "events", "--source", location, "--from", "2026-10-20")
      #expect(result.status == 76, "\(result.stderr)")
      #expect(result.stderr.contains("calendar feed \(location): the server's certificate is not trusted"))
    }
  }

  @Test("calendar add fetches once and refuses a feed that fails, saving nothing")
  func addChecks() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    let result = try household.parent("calendar", "add", server.url("/login"))
    #expect(result.status == 65, "\(result.stderr)")
    #expect(!(try household.parent("calendar", "status").stdout.contains("/login")))
    #expect(try household.parent("calendar", "add", server.url("/good.ics")).status == 0)
  }

  @Test("a connected feed that fails later makes the day unknown; tq-player and tq-notify still exit 0")
  func failingLater() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture.seeded()
    let location = server.url("/once?key=\(UUID().uuidString)")
    let added = try household.parent("calendar", "add", location)
    #expect(added.status == 0, "\(added.stderr)")
    try household.parent("calendar", "enable", "--yes")

    let today = try household.player("today", "--player", "Maya", "--date", "2026-10-27", "--format", "json")
    #expect(today.status == 0, "\(today.stderr)")
    let context = try #require((try parseJSON(today.stdout) as? [String: Any])?["context"] as? [String: Any])
    #expect(context["kind"] as? String == "unknown")
    #expect(context["rule"] as? String == "calendarUnavailable")

    let notified = try household.notify("--date", "2026-10-27", "--sink", "json")
    #expect(notified.status == 0, "\(notified.stderr)")
    let object = try #require(try parseJSON(notified.stdout) as? [String: Any])
    #expect(object["kind"] as? String == "unknown")
  }
}
