import Foundation
import TestSupport
import Testing

/// The HTTP client lives in `tq-fetch`, started for network sources only: the programs link none
/// of it, and a missing helper says what to install instead of passing for a network that is down.
@Suite("The network helper end to end: the programs without SwiftNIO, a missing helper named")
struct FetchHelperEndToEndTests {
  /// Symbols of `program` in the build folder whose names hold any of `modules` (mangled names
  /// carry their module's name).
  static func symbols(of program: String, from modules: [String]) throws -> Int {
    let binary = Executable.binDirectory.appendingPathComponent(program).path
    let result = try Executable.launch(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", "nm \"$1\" | grep -c -E \"$2\"", "sh", binary, modules.joined(separator: "|")],
      environment: Executable.plainEnvironment, deadline: .seconds(120))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    return try #require(Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)))
  }

  @Test("tq-player, tq-parent and tq-notify hold no SwiftNIO or AsyncHTTPClient; tq-fetch does")
  func noClientLinked() throws {
    let client = ["AsyncHTTPClient", "NIOCore", "NIOPosix", "NIOSSL", "NIOHTTP1"]
    for program in ["tq-player", "tq-parent", "tq-notify"] {
      #expect(try Self.symbols(of: program, from: client) == 0, "\(program)")
    }
    // The same search finds them where they are: a search that finds nothing proves nothing.
    #expect(try Self.symbols(of: "tq-fetch", from: client) > 1000)
  }

  @Test("a missing helper: calendar events --source exits 69 naming the file and how to install it")
  func missingHelper() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    let helper = household.home.path + "/no-such-folder/tq-fetch"
    let location = server.url("/gzip")
    let result = try household.parent.run(
      ["calendar", "events", "--source", location, "--from", "2026-10-20", "--home", household.home.path],
      environment: ["TIMEQUEST_FETCH_HELPER": helper])
    #expect(result.status == 69, "\(result.stderr)")
    #expect(result.stderr.contains("the network helper \(helper) is missing or not executable"), "\(result.stderr)")
    #expect(result.stderr.contains("Scripts/install.sh"))
    #expect(result.stderr.contains(location))

    // The same read with the helper beside the program, as a build or an install keeps it.
    let read = try household.parent(
      "calendar", "events", "--source", location, "--from", "2026-10-20", "--to", "2026-10-31")
    #expect(read.status == 0, "\(read.stderr)")
  }

  @Test("with a missing helper, a connected feed leaves the day unknown and tq-player still exits 0")
  func missingHelperToday() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture.seeded()
    #expect(try household.parent("calendar", "add", server.url("/gzip")).status == 0)
    try household.parent("calendar", "enable", "--yes")
    let today = try household.player.run(
      ["today", "--player", "Maya", "--date", "2026-10-27", "--format", "json", "--home", household.home.path],
      environment: ["TIMEQUEST_FETCH_HELPER": household.home.path + "/tq-fetch"])
    #expect(today.status == 0, "\(today.stderr)")
    let context = try #require((try parseJSON(today.stdout) as? [String: Any])?["context"] as? [String: Any])
    #expect(context["kind"] as? String == "unknown")
    #expect(context["rule"] as? String == "calendarUnavailable")
  }

  /// The built `tq-fetch` behind a script that first logs its pid to `log` (exec keeps the pid).
  static func loggingHelper(log: String, in folder: TemporaryDirectory) throws -> String {
    let real = Executable.binDirectory.appendingPathComponent("tq-fetch").path
    return try folder.script("tq-fetch-logging", "#!/bin/sh\necho $$ >> '\(log)'\nexec '\(real)'\n")
  }

  static func starts(_ log: String) -> [Int32] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
  }

  /// Whether `pid` has left within five seconds, looked at a little at a time (a zombie has left).
  static func leaves(_ pid: Int32) -> Bool {
    let deadline = ContinuousClock.now + .seconds(5)
    while ContinuousClock.now < deadline {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        stat.split(separator: ")").last?.split(separator: " ").first != "Z"
      else { return true }
      usleep(10_000)
    }
    return false
  }

  @Test("a CalDAV read, several exchanges, starts tq-fetch once, and it leaves with the program")
  func oneHelperPerRun() async throws {
    let server = try CalDAVServer(.xandikos)
    let path = try await CalDAVEndToEndTests.school(on: server)
    let household = try HouseholdFixture()
    let folder = try TemporaryDirectory()
    let log = folder.path + "/helper-starts"
    let helper = try Self.loggingHelper(log: log, in: folder)
    let result = try household.parent.run(
      [
        "calendar", "events", "--source", "caldav://127.0.0.1:\(server.port)\(path)", "--from", "2026-12-04", "--to",
        "2026-12-04", "--format", "json", "--home", household.home.path,
      ], environment: ["TIMEQUEST_FETCH_HELPER": helper])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Zyxwv Quokka Jamboree"))
    let starts = Self.starts(log)
    #expect(starts.count == 1, "\(starts)")
    for pid in starts { #expect(Self.leaves(pid)) }
  }

  @Test("a program killed mid-read leaves no tq-fetch behind: its input ends with the program")
  func noOrphan() throws {
    let server = try FeedServer()
    defer { withExtendedLifetime(server) {} }
    let household = try HouseholdFixture()
    let folder = try TemporaryDirectory()
    let log = folder.path + "/helper-starts"
    let helper = try Self.loggingHelper(log: log, in: folder)
    let parent = Executable.binDirectory.appendingPathComponent("tq-parent").path
    // The read waits on a server that answers in a minute; the program goes once its helper is up.
    let script = """
      TIMEQUEST_FETCH_HELPER="$4" "$1" calendar events --source "$2" --from 2026-10-20 --home "$3" >/dev/null 2>&1 &
      program=$!
      i=0
      while [ ! -s "$5" ] && [ $i -lt 400 ]; do sleep 0.05; i=$((i+1)); done
      kill -9 $program
      wait $program
      """
    try Executable.launch(
      URL(fileURLWithPath: "/bin/sh"),
      ["-c", script, "sh", parent, server.url("/slow-first-byte?s=60"), household.home.path, helper, log],
      environment: Executable.plainEnvironment, stdout: .discard, stderr: .discard, deadline: .seconds(60))
    let starts = Self.starts(log)
    #expect(starts.count == 1, "\(starts)")
    for pid in starts { #expect(Self.leaves(pid)) }
  }
}
