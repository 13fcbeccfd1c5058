import Foundation
import TestSupport
import Testing

/// `tq-notify --sink desktop` against a real notification server: dunst on a private session bus
/// and X display (TestSupport's `DesktopSession`, started once for the test process).
@Suite("tq-notify --sink desktop, against dunst on a private session bus", .serialized)
struct DesktopEndToEndTests {
  /// A school calendar whose winter break has a hostile title: markup, an escape sequence, a
  /// right-to-left override and shell syntax.
  static let hostileTitle = "Winter Break & <b>Jerry</b>\u{1B}[2J\u{202E}x $(touch pwned); |"

  /// - Parameter term: with a school-year event, so that the day after the break is a school day.
  static func household(title: String = hostileTitle, term: Bool = false) throws -> HouseholdFixture {
    let household = try HouseholdFixture()
    var events = [ICS.allDay(title, "20261221", "20270104"), ICS.allDay("Picture Day", "20261201", "20261202")]
    if term { events.append(ICS.allDay("School Year", "20260901", "20270620")) }
    let file = try household.home.write("school.ics", ICS.calendar("Maple School", events))
    #expect(try household.parent("calendar", "add", file).status == 0)
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    return household
  }

  /// The ids the notifier keeps under `--home`: `state/desktop-notifications.json`.
  static func keptIDs(_ household: HouseholdFixture) throws -> [Int] {
    let data = try Data(contentsOf: household.home.url.appendingPathComponent("state/desktop-notifications.json"))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return (object["notifications"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
  }

  @Test("dunst receives app name, summary, body, low urgency, category, the transient hint and the icon")
  func received() async throws {
    let session = try DesktopSession.shared()
    let household = try Self.household()
    var result: Executable.Result?
    let received = try await session.received {
      result = try household.notify.run(
        ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"], environment: session.environment)
    }
    #expect(result?.status == 0, "\(result?.stderr ?? "")")
    #expect(result?.stdout == "")
    #expect(result?.stderr == "")
    let notification = try #require(received.first)
    #expect(received.count == 1)
    #expect(notification.appName == "TimeQuest")
    #expect(notification.category == "x-timequest.context")
    #expect(notification.marks == ["urgency=low", "transient", "icon=x-office-calendar"])
    // Controls and the override dropped; the summary is plain text, the body escaped markup.
    #expect(notification.summary == "Free day · Winter Break & <b>Jerry</b>[2Jx $(touch pwned); |")
    #expect(
      notification.body
        == "Monday 2026-12-21: Free day · Winter Break &amp; &lt;b&gt;Jerry&lt;/b&gt;[2Jx $(touch pwned); |.")
    #expect(!FileManager.default.fileExists(atPath: household.home.path + "/pwned"))
    #expect(try Self.keptIDs(household) == [notification.id])
  }

  @Test("the body carries what changes next, and a player's name heads the summary")
  func nextAndPlayer() async throws {
    let session = try DesktopSession.shared()
    let household = try Self.household(title: "Winter Break", term: true)
    try household.parent("player", "add", "Maya")
    let received = try await session.received {
      let result = try household.notify.run(
        ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-28", "--player", "Maya"],
        environment: session.environment)
      #expect(result.status == 0, "\(result.stderr)")
    }
    let notification = try #require(received.first)
    #expect(notification.summary == "Maya · Free day · Winter Break")
    #expect(notification.body == "Monday 2026-12-28: Free day · Winter Break. School resumes Monday, January 4.")
  }

  @Test("a second delivery of the same day replaces the first; another day gets its own notification")
  func replaces() async throws {
    let session = try DesktopSession.shared()
    let household = try Self.household(title: "Winter Break")
    let arguments = ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"]
    var shownAfterTwo = -1
    var idsAfterTwo: [Int] = []
    let received = try await session.received {
      let before = try session.displayedCount()
      for _ in 0..<2 {
        let result = try household.notify.run(arguments, environment: session.environment)
        #expect(result.status == 0, "\(result.stderr)")
      }
      shownAfterTwo = try session.displayedCount() - before
      idsAfterTwo = try Self.keptIDs(household)
      let other = try household.notify.run(
        ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-22"], environment: session.environment)
      #expect(other.status == 0, "\(other.stderr)")
    }
    #expect(shownAfterTwo == 1, "the second notification replaced the first instead of stacking")
    #expect(idsAfterTwo.count == 1)
    // Newest first: the 22nd's, then the 21st's one notification under the id of the first send.
    #expect(received.map(\.body).map { $0.prefix(17) } == ["Tuesday 2026-12-2", "Monday 2026-12-21"])
    #expect(received.last?.id == idsAfterTwo.first)
    #expect(received.first?.id != received.last?.id)
  }

  @Test("words that change later in the day replace the notification; the same words again bring nothing back")
  func changedWords() async throws {
    let session = try DesktopSession.shared()
    let household = try Self.household(title: "Winter Break")
    let arguments = ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"]
    func deliver() throws {
      let result = try household.notify.run(arguments, environment: session.environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr == "")
    }
    var shown: [Int] = []
    let received = try await session.received {
      let before = try session.displayedCount()
      try deliver()
      // A snow day put in the calendar that morning: the day's words change.
      _ = try household.home.write(
        "school.ics", ICS.calendar("Maple School", [ICS.allDay("Snow Day", "20261221", "20261222")]))
      try deliver()
      shown.append(try session.displayedCount() - before)
      // Read and dismissed; a later run of the timer has the same words to say.
      try session.closeAll()
      try deliver()
      shown.append(try session.displayedCount())
    }
    #expect(shown == [1, 0], "one notification, replaced; nothing shown again for the same words")
    #expect(received.count == 1)
    #expect(received.first?.summary.contains("Snow Day") == true, "\(received)")
    #expect(try Self.keptIDs(household) == received.map(\.id))
    let kept = try String(contentsOfFile: household.home.path + "/state/desktop-notifications.json", encoding: .utf8)
    #expect(!kept.contains("Snow") && !kept.contains("Free day"), "\(kept)")
  }

  @Test("the sink saved in settings is the default")
  func settingsDefault() async throws {
    let session = try DesktopSession.shared()
    let household = try Self.household(title: "Winter Break")
    let settingsFile = household.home.path + "/config/settings.json"
    var settings = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: settingsFile))) as? [String: Any])
    settings["notifications"] = ["sink": "desktop"]
    try JSONSerialization.data(withJSONObject: settings).write(to: URL(fileURLWithPath: settingsFile))
    var result: Executable.Result?
    let received = try await session.received {
      result = try household.notify.run(
        ["--home", household.home.path, "--date", "2026-12-21"], environment: session.environment)
    }
    #expect(result?.status == 0, "\(result?.stderr ?? "")")
    #expect(result?.stdout == "")
    #expect(received.map(\.summary) == ["Free day · Winter Break"])
  }

  @Test("from cron, without DBUS_SESSION_BUS_ADDRESS, the bus is found at XDG_RUNTIME_DIR/bus")
  func runtimeBus() async throws {
    let session = try DesktopSession.shared()
    let household = try Self.household(title: "Winter Break")
    let received = try await session.received {
      let result = try household.notify.run(
        ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"],
        environment: ["XDG_RUNTIME_DIR": session.runtimeDirectory, "DISPLAY": session.display])
      #expect(result.status == 0, "\(result.stderr)")
    }
    #expect(received.map(\.appName) == ["TimeQuest"])
  }

  @Test("no notify-send on PATH: exit 69 naming libnotify-bin, nothing on standard output")
  func noNotifySend() throws {
    let session = try DesktopSession.shared()
    let household = try Self.household(title: "Winter Break")
    let empty = try TemporaryDirectory()
    let result = try household.notify.run(
      ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"],
      environment: session.environment.merging(["PATH": empty.path]) { $1 })
    #expect(result.status == 69)
    #expect(result.stdout == "")
    #expect(result.stderr.contains("libnotify-bin"))
  }

  @Test("libnotify 0.7.9 (no --print-id): plain sends, the argument vector as built, no shell")
  func oldNotifySend() throws {
    let household = try Self.household()
    let fake = try TemporaryDirectory()
    let log = fake.path + "/calls"
    // Answers --help as 0.7.9 does and records each argument vector: fields end in U+001F, calls in U+001E.
    let script = try fake.write(
      "bin/notify-send",
      """
      #!/bin/sh
      printf '%s\\037' "$@" >> "$FAKE_NOTIFY_LOG"
      printf '\\036' >> "$FAKE_NOTIFY_LOG"
      if [ "$1" = "--help" ]; then
        printf 'Usage:\\n  notify-send [OPTION...] <SUMMARY> [BODY] - create a notification\\n'
        printf '  -u, --urgency=LEVEL   Specifies the urgency level (low, normal, critical).\\n'
        printf '  -h, --hint=TYPE:NAME:VALUE   Specifies basic extra data to pass.\\n'
      fi
      exit 0
      """)
    chmod(script, 0o755)
    let environment = [
      "PATH": fake.path + "/bin:/usr/bin:/bin", "FAKE_NOTIFY_LOG": log,
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus",
    ]
    for _ in 0..<2 {
      let result = try household.notify.run(
        ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == "")
    }
    let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\u{1E}").map {
      $0.split(separator: "\u{1F}", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
    // The second process remembers what the first one's --help said.
    #expect(calls.count == 3)
    #expect(calls[0] == ["--help"])
    let send = [
      "--app-name=TimeQuest", "--urgency=low", "--category=x-timequest.context", "--hint=boolean:transient:true",
      "--icon=x-office-calendar", "--", "Free day · Winter Break & <b>Jerry</b>[2Jx $(touch pwned); |",
      "Monday 2026-12-21: Free day · Winter Break &amp; &lt;b&gt;Jerry&lt;/b&gt;[2Jx $(touch pwned); |.",
    ]
    #expect(calls[1] == send)
    #expect(calls[2] == send)
    #expect(!FileManager.default.fileExists(atPath: household.home.path + "/state/desktop-notifications.json"))
  }

  @Test("notify-send --help runs in the first process only, and again once notify-send is replaced")
  func helpRemembered() throws {
    let household = try Self.household(title: "Winter Break")
    let fake = try TemporaryDirectory()
    let log = fake.path + "/calls"
    // libnotify 0.8 as far as tq-notify can tell: the flags in --help, an id printed for each send.
    func install(_ version: String) throws {
      let script = try fake.write(
        "bin/notify-send",
        """
        #!/bin/sh
        # \(version)
        printf '%s\\n' "$1" >> "$FAKE_NOTIFY_LOG"
        if [ "$1" = "--help" ]; then
          printf '  -p, --print-id   Print the notification ID.\\n'
          printf '  -r, --replace-id=REPLACE_ID   The ID of the notification to replace.\\n'
        else
          echo 7
        fi
        exit 0
        """)
      chmod(script, 0o755)
    }
    let environment = [
      "PATH": fake.path + "/bin:/usr/bin:/bin", "FAKE_NOTIFY_LOG": log,
      "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus",
    ]
    func deliver() throws {
      let result = try household.notify.run(
        ["--home", household.home.path, "--sink", "desktop", "--date", "2026-12-21"], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stderr == "")
    }
    func helps() throws -> Int {
      try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0 == "--help" }.count
    }
    try install("libnotify 0.8.2")
    try deliver()
    try deliver()
    #expect(try helps() == 1, "the second process did not ask again")
    #expect(FileManager.default.fileExists(atPath: household.home.path + "/runtime/notify-send.json"))
    try install("libnotify 0.8.3, upgraded")
    try deliver()
    #expect(try helps() == 2, "an upgraded notify-send is asked again")
    try deliver()
    #expect(try helps() == 2)
    // The same words each time: the first send stands, and the later deliveries send nothing.
    let sends = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0 != "--help" }
    #expect(sends.count == 1)
    #expect(try Self.keptIDs(household) == [7])
  }

  @Test("tq-notify --help lists the desktop sink")
  func help() throws {
    let result = try Executable("tq-notify").run(["--help"])
    #expect(result.stdout.contains("desktop notification"))
    let deliver = try Executable("tq-notify").run(["deliver", "--help"])
    #expect(deliver.stdout.contains("stdout, json, waybar or desktop"))
  }
}
