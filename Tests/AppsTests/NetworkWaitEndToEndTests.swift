import Foundation
import TestSupport
import Testing

/// The morning delivery on a laptop that has just woken: no network source can be reached yet.
@Suite("tq-notify waits a bounded time for the network when no network calendar can be reached")
struct NetworkWaitEndToEndTests {
  /// A seeded household reading one feed of the server, connected without a check (it refuses now).
  static func household(_ server: FeedServer) throws -> HouseholdFixture {
    let household = try HouseholdFixture.seeded()
    let added = try household.parent("calendar", "add", server.url("/good.ics"), "--no-check")
    #expect(added.status == 0, "\(added.stderr)")
    try household.parent("calendar", "enable", "--yes")
    return household
  }

  static func kind(_ result: Executable.Result) throws -> String? {
    (try parseJSON(result.stdout) as? [String: Any])?["kind"] as? String
  }

  @Test("a feed server that starts listening two seconds late: the delivery waits and reads it")
  func serverComesUp() throws {
    let server = try FeedServer(listening: false)
    defer { withExtendedLifetime(server) {} }
    let household = try Self.household(server)
    // Refused now, as the default 30 s wait begins: only reading again finds the autumn break.
    let before = try household.notify("--date", "2026-10-27", "--sink", "json", "--network-wait", "0")
    #expect(try Self.kind(before) == "unknown", "\(before.stdout)")
    server.listen(after: 2)
    let result = try household.notify("--date", "2026-10-27", "--sink", "json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try Self.kind(result) == "freeDay", "\(result.stdout)")
  }

  @Test("--network-wait 1 against a port that never listens gives up after about a second: unknown, exit 0")
  func givesUp() throws {
    let server = try FeedServer(listening: false)
    defer { withExtendedLifetime(server) {} }
    let household = try Self.household(server)
    let start = ContinuousClock.now
    let result = try household.notify("--date", "2026-10-27", "--sink", "json", "--network-wait", "1")
    let took = ContinuousClock.now - start
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    #expect(object["kind"] as? String == "unknown")
    #expect(object["rule"] as? String == "calendarUnavailable", "\(result.stdout)")
    // At least the second asked for, and far short of the default 30 s.
    #expect(took >= .seconds(1) && took < .seconds(15), "\(took)")
  }

  @Test("--network-wait out of range: 64 naming the option")
  func outOfRange() throws {
    let household = try HouseholdFixture()
    let result = try household.notify("--network-wait", "601")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--network-wait takes 0 to 600 seconds"), "\(result.stderr)")
  }

  @Test("timer install --network-wait saves the morning's wait in settings; out of range is 64 and saves nothing")
  func savedByTimer() throws {
    let fixture = try TimerFixture(userManager: true)
    let settings = fixture.household.home.path + "/config/settings.json"
    let refused = try fixture.notify("timer", "install", "--network-wait", "601")
    #expect(refused.status == 64)
    #expect(refused.stderr.contains("--network-wait takes 0 to 600 seconds"), "\(refused.stderr)")
    #expect(((try? fixture.text(settings)) ?? "").contains("networkWait") == false)
    let installed = try fixture.notify("timer", "install", "--network-wait", "90")
    #expect(installed.status == 0, "\(installed.stderr)")
    let saved = try #require(try parseJSON(fixture.text(settings)) as? [String: Any])
    #expect((saved["notifications"] as? [String: Any])?["networkWaitSeconds"] as? Int == 90, "\(saved)")
  }
}
