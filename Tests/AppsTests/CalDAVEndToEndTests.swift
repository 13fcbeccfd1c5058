import Foundation
import TestSupport
import Testing

/// CalDAV accounts through the built programs, against Radicale and Xandikos on 127.0.0.1.
@Suite("CalDAV end to end: an account added by its address, its calendars read, refused with their codes")
struct CalDAVEndToEndTests {
  static let passwordCommand = "echo \(CalDAVServer.password)"

  /// A school calendar whose days off are on 4 December 2026 (NoCalendarDataEndToEndTests' words).
  static func school(on server: CalDAVServer, named name: String = "school", color: String? = nil) async throws
    -> String
  {
    let path = try await server.makeCalendar(name, title: "Maple School", color: color)
    try await server.put(NoCalendarDataEndToEndTests.calendar, in: path)
    return path
  }

  @Test("calendar add discovers a Radicale account from its root; its event calendars read by every program")
  func account() async throws {
    let server = try CalDAVServer(.radicale)
    _ = try await Self.school(on: server, color: "#3a87adff")
    try await server.makeCalendar("chores", title: "Chores", components: ["VTODO"])
    let household = try HouseholdFixture.seeded()
    let added = try household.parent(
      "calendar", "add", server.url("/"), "--user", CalDAVServer.user, "--password-command", Self.passwordCommand)
    #expect(added.status == 0, "\(added.stderr)")
    let account = "caldav://127.0.0.1:\(server.port)/"
    #expect(added.stdout.contains(account), "\(added.stdout)")
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)

    let status = try household.parent("calendar", "status")
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains(account))
    // Its objects' X-WR-CALNAME names it before the collection's displayname, as in a vdir.
    #expect(
      status.stdout.contains("reads \"Snorkelbury Primary\" (id \(server.url("/alice/school/")))"), "\(status.stdout)")
    #expect(!status.stdout.contains("Chores"))
    #expect(status.stdout.contains("      colour: #3A87ADFF\n"), "\(status.stdout)")
    let statusJSON = try household.parent("calendar", "status", "--format", "json")
    #expect(statusJSON.status == 0, "\(statusJSON.stderr)")
    let sources = try #require((try parseJSON(statusJSON.stdout) as? [String: Any])?["sources"] as? [[String: Any]])
    let calendars = try #require(sources.first?["calendars"] as? [[String: Any]])
    #expect(calendars.map { $0["color"] as? String } == ["#3A87ADFF"], "\(statusJSON.stdout)")

    let events = try household.parent(
      "calendar", "events", "--from", "2026-11-30", "--to", "2026-12-05", "--format", "json")
    #expect(events.status == 0, "\(events.stderr)")
    let titles = try #require(try parseJSON(events.stdout) as? [[String: Any]]).compactMap { $0["title"] as? String }
    #expect(
      Set(titles) == ["Zyxwv term days", "Plimsoll Narwhal Gala - Early Release", "Zyxwv Quokka Jamboree - No School"])

    let today = try household.player("today", "--player", "Maya", "--date", "2026-12-04", "--format", "json")
    #expect(today.status == 0, "\(today.stderr)")
    let context = try #require((try parseJSON(today.stdout) as? [String: Any])?["context"] as? [String: Any])
    #expect(context["kind"] as? String != "unknown", "\(today.stdout)")
    #expect(today.stdout.contains("Zyxwv Quokka Jamboree"), "\(today.stdout)")

    let notified = try household.notify("--date", "2026-12-04", "--sink", "json")
    #expect(notified.status == 0, "\(notified.stderr)")
    let object = try #require(try parseJSON(notified.stdout) as? [String: Any])
    #expect(object["kind"] as? String == context["kind"] as? String, "\(notified.stdout)")
  }

  @Test("calendar events --source reads one Xandikos collection by its caldav address")
  func source() async throws {
    let server = try CalDAVServer(.xandikos)
    let path = try await Self.school(on: server)
    let household = try HouseholdFixture()
    let result = try household.parent(
      "calendar", "events", "--source", "caldav://127.0.0.1:\(server.port)\(path)", "--from", "2026-12-04", "--to",
      "2026-12-04", "--format", "json")
    #expect(result.status == 0, "\(result.stderr)")
    let titles = try #require(try parseJSON(result.stdout) as? [[String: Any]]).compactMap { $0["title"] as? String }
    #expect(titles == ["Zyxwv Quokka Jamboree - No School"])
  }

  @Test("a wrong password is refused with 77 in plain words, and nothing is saved")
  func wrongPassword() async throws {
    let server = try CalDAVServer(.radicale)
    _ = try await Self.school(on: server)
    let household = try HouseholdFixture()
    let result = try household.parent(
      "calendar", "add", "caldav://127.0.0.1:\(server.port)/", "--user", CalDAVServer.user, "--password-command",
      "echo not-the-password")
    #expect(result.status == 77, "\(result.stderr)")
    #expect(result.stderr.contains("the server refused the password (HTTP 401)"), "\(result.stderr)")
    #expect(!result.stderr.contains("not-the-password"))
    #expect(!(try household.parent("calendar", "status").stdout.contains("127.0.0.1")))
  }

  @Test("a Google CalDAV address is refused with 64 and the secret iCal address's way")
  func google() throws {
    let household = try HouseholdFixture()
    let result = try household.parent(
      "calendar", "add", "https://apidata.googleusercontent.com/caldav/v2/family%40gmail.com/events", "--user",
      "family@gmail.com", "--password-command", "echo x")
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("\"Secret address in iCal format\""), "\(result.stderr)")
  }

  @Test("a calendar's secret in the account address is masked in every output and kept only in settings.json")
  func masked() async throws {
    let secret = "0a1b2c3d4e5f60718293a4b5c6d7e8f9"
    let server = try CalDAVServer(.radicale)
    let path = try await Self.school(on: server, named: secret)
    let household = try HouseholdFixture.seeded()
    var outputs = ""
    func run(_ result: Executable.Result, _ what: String) {
      #expect(result.status == 0, "\(what): \(result.stderr)")
      outputs += result.stdout + result.stderr
    }
    run(
      try household.parent(
        "calendar", "add", server.url(path), "--user", CalDAVServer.user, "--password-command", Self.passwordCommand),
      "add")
    run(try household.parent("calendar", "enable", "--yes"), "enable")
    run(try household.parent("calendar", "status"), "status")
    run(try household.parent("calendar", "events", "--from", "2026-12-01", "--to", "2026-12-05"), "events")
    run(try household.parent("calendar", "explain", "2026-12-04"), "explain")
    run(try household.player("today", "--player", "Maya", "--date", "2026-12-04"), "today")
    run(try household.notify("--date", "2026-12-04", "--sink", "json"), "notify")
    #expect(outputs.contains("Zyxwv Quokka Jamboree"), "the account was not read: \(outputs.prefix(2000))")
    #expect(outputs.contains("caldav://127.0.0.1:\(server.port)/alice/****/"), "\(outputs.prefix(2000))")
    #expect(!outputs.contains(secret))
    for (file, bytes) in try household.home.allFiles() where !file.hasSuffix("settings.json") {
      #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) holds the secret")
    }
    let settings = try #require(try household.home.allFiles().first { $0.key.hasSuffix("settings.json") }?.value)
    #expect(settings.range(of: Data(secret.utf8)) != nil)
  }
}
