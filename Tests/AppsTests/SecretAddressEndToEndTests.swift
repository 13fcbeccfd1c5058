import Foundation
import TestSupport
import Testing

/// Secret calendar addresses are credentials (issue 24): after every program and sink that shows a
/// source has run, the secrets are in settings.json and nowhere else — no output, no exit message,
/// no other file under the home. The addresses point at a closed port on loopback, so that no test
/// reaches a real server whether or not a feed plug-in is registered.
@Suite("Secret calendar addresses are kept in settings.json and masked everywhere else, end to end")
struct SecretAddressEndToEndTests {
  /// The parts of the addresses that are secret.
  static let secrets = [
    "0a1b2c3d4e5f60718293a4b5c6d7e8f9", "maple.family", "8f2d1a3c4b5e4f708192a3b4c5d6e7f8",
    "a1b2c3d4e5f60718293a4b5c6d7e8f90123456789", "MTIzNDU2Nzg5MDEyMzQ1Nh9xQmVyZ3dLc2hPQXpwS0t6Ug", "hunter2pass",
    "qT0k3nV4lue99",
  ]

  /// Each address, and how every output shows it.
  static let addresses: [(address: String, shown: String)] = [
    (
      "https://127.0.0.1:1/calendar/ical/maple.family%40gmail.com/private-0a1b2c3d4e5f60718293a4b5c6d7e8f9/basic.ics",
      "https://127.0.0.1:1/…/private-****/basic.ics"
    ),
    (
      "https://127.0.0.1:1/owa/calendar/8f2d1a3c4b5e4f708192a3b4c5d6e7f8@district.org/"
        + "a1b2c3d4e5f60718293a4b5c6d7e8f90123456789/calendar.ics",
      "https://127.0.0.1:1/owa/calendar/****@district.org/****/calendar.ics"
    ),
    (
      "webcal://127.0.0.1:1/published/2/MTIzNDU2Nzg5MDEyMzQ1Nh9xQmVyZ3dLc2hPQXpwS0t6Ug",
      "webcal://127.0.0.1:1/published/2/****"
    ),
    ("https://anna:hunter2pass@127.0.0.1:1/dav/school.ics", "https://anna:****@127.0.0.1:1/dav/school.ics"),
    ("https://127.0.0.1:1/feed.ics?token=qT0k3nV4lue99&lang=en", "https://127.0.0.1:1/feed.ics?token=****&lang=****"),
  ]

  @Test("every command, sink and file but settings.json: the addresses only masked")
  func masked() throws {
    let household = try HouseholdFixture()
    try household.seed()
    var outputs = ""
    func run(_ result: Executable.Result, _ what: String, mustSucceed: Bool = false) {
      if mustSucceed { #expect(result.status == 0, "\(what): \(result.stderr)") }
      outputs += "\n[\(what)]\n" + result.stdout + result.stderr
    }

    // Connecting: refused or connected, what is echoed is masked (a feed plug-in may not exist yet,
    // and its server is not there: --no-check).
    for (address, shown) in Self.addresses {
      let result = try household.parent(
        "calendar", "add", address, "--no-check", "--user", "anna", "--password-command", "pass show school",
        "--timeout", "2", "--connect-timeout", "1")
      run(result, "add \(shown)")
      #expect((result.stdout + result.stderr).contains(shown), "add: \(result.stdout)\(result.stderr)")
    }
    // A usage error repeats the argument it did not expect.
    let unexpected = try household.parent("calendar", "add", Self.addresses[0].address, Self.addresses[3].address)
    #expect(unexpected.status == 64)
    #expect(unexpected.stderr.contains(Self.addresses[3].shown), "\(unexpected.stderr)")
    run(unexpected, "unexpected argument")
    run(try household.parent("calendar", "add", Self.addresses[4].address, "--timeout", "0"), "timeout out of range")

    // The sources as a parent would have them connected, read with reading on.
    let sources = Self.addresses.enumerated().map { index, pair in
      #"{"id":"feed-\#(index)","location":"\#(pair.address)","user":"anna","passwordCommand":["pass","show","x"],"timeoutSeconds":2,"connectTimeoutSeconds":1}"#
    }
    try household.home.write(
      "config/settings.json",
      #"{"version":4,"calendar":{"enabled":true,"sources":[\#(sources.joined(separator: ","))]}}"#)

    run(try household.parent("status"), "status", mustSucceed: true)
    run(try household.parent("status", "--format", "json"), "status json", mustSucceed: true)
    let status = try household.parent("calendar", "status")
    run(status, "calendar status", mustSucceed: true)
    for (_, shown) in Self.addresses { #expect(status.stdout.contains(shown), "\(status.stdout)") }
    run(try household.parent("calendar", "explain", "2026-12-04"), "explain", mustSucceed: true)
    run(try household.parent("calendar", "explain", "2026-12-04", "--format", "json"), "explain json")
    run(try household.parent("calendar", "events", "--from", "2026-12-01", "--to", "2026-12-05"), "events")
    run(try household.parent("calendar", "preview", "--year", "2026"), "preview")
    run(try household.parent("calendar", "preview", "--year", "2026", "--format", "json"), "preview json")
    let html = try household.parent("calendar", "preview", "--year", "2026", "--format", "html")
    try household.home.write("planner.html", html.stdout)
    run(html, "preview html")
    for (address, _) in Self.addresses {
      run(try household.parent("calendar", "events", "--source", address, "--from", "2026-12-01"), "events --source")
      run(
        try household.parent("calendar", "events", "--source", address, "--format", "json"), "events --source json")
      run(try household.parent("calendar", "explain", "2026-12-04", "--source", address), "explain --source")
      run(try household.parent("calendar", "preview", "--year", "2026", "--source", address), "preview --source")
      run(try household.parent("calendar", "region", address), "region")
      run(try household.parent("calendar", "role", address, "school"), "role")
      run(try household.parent("calendar", "select", address), "select")
    }
    for date in ["2026-12-04", "2026-12-05"] {
      run(try household.player("today", "--date", date), "today", mustSucceed: true)
      run(try household.player("today", "--date", date, "--player", "Maya", "--format", "json"), "today json")
      for sink in ["stdout", "json", "waybar", "polybar"] {
        // A closed port on purpose: waiting for it to open would only cost the test time.
        run(
          try household.notify("--date", date, "--sink", sink, "--network-wait", "0"), "notify \(sink)",
          mustSucceed: true)
      }
      run(try household.notify("--date", date, "--sink", "desktop", "--network-wait", "0"), "notify desktop")
      run(try household.notify("is", "school-day", "--date", date), "is")
    }
    run(try household.parent("calendar", "remove", Self.addresses[3].address), "remove", mustSucceed: true)

    // The sources were really there: their masked forms reached the output.
    #expect(outputs.contains("private-****"), "\(outputs.prefix(3000))")
    for secret in Self.secrets {
      if let found = outputs.range(of: secret) {
        let before = outputs[..<found.lowerBound].suffix(300)
        Issue.record("an output holds '\(secret)': …\(before)\(outputs[found.lowerBound...].prefix(80))")
      }
    }
    let files = try household.home.allFiles()
    let settings = try #require(files.first { $0.key.hasSuffix("/config/settings.json") })
    #expect(files.keys.contains { $0.hasSuffix("planner.html") })
    for secret in Self.secrets where secret != "hunter2pass" {
      #expect(settings.value.range(of: Data(secret.utf8)) != nil, "settings.json lost '\(secret)'")
    }
    for (path, bytes) in files where path != settings.key {
      for secret in Self.secrets {
        #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(path) holds '\(secret)'")
      }
    }
  }

  @Test("an http:// address given to read is read with a warning that it is unencrypted, masked; https:// without")
  func unencrypted() throws {
    let household = try HouseholdFixture()
    for command in [["events"], ["explain", "2026-12-04"], ["preview", "--year", "2026"]] {
      let plain = try household.parent.run(
        ["calendar"] + command + [
          "--source", "HTTP://127.0.0.1:1/cal.ics?key=qT0k3nV4lue99", "--home", household.home.path,
        ])
      #expect(
        plain.stderr.contains("warning: HTTP://127.0.0.1:1/cal.ics?key=**** is read unencrypted (http)"),
        "\(command): \(plain.stderr)")
      #expect(!plain.stderr.contains("qT0k3nV4lue99"))
      let secure = try household.parent.run(
        ["calendar"] + command + ["--source", "https://127.0.0.1:1/cal.ics", "--home", household.home.path])
      #expect(!secure.stderr.contains("unencrypted"), "\(command): \(secure.stderr)")
    }
  }
}
