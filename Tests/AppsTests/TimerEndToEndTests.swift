import Foundation
import TestSupport
import Testing

/// A household, a private `XDG_CONFIG_HOME`, and `systemctl` and `loginctl` stand-ins first on
/// `PATH` that record each call and answer like a running user manager (or none). The real
/// ~/.config and the real systemctl are never touched.
final class TimerFixture: @unchecked Sendable {
  let household: HouseholdFixture
  let config: TemporaryDirectory
  let tools: TemporaryDirectory
  var unitFolder: String { config.path + "/systemd/user" }
  var service: String { unitFolder + "/timequest-notify.service" }
  var timer: String { unitFolder + "/timequest-notify.timer" }

  static let fakeSystemd = """
    #!/bin/bash
    # Records each call; answers like a user manager when $STATE/running exists, else like none.
    state="${FAKE_SYSTEMD_STATE:?}"
    name=$(basename "$0")
    printf '%s\\n' "$name $*" >> "$state/calls"
    if [[ $name == loginctl ]]; then echo "Linger=no"; exit 0; fi
    if [[ ! -e "$state/running" ]]; then
      if [[ "$*" == "--user is-system-running" ]]; then echo offline; exit 1; fi
      echo "Failed to connect to bus: No medium found" >&2; exit 1
    fi
    case "$2" in
      is-system-running) echo running ;;
      enable) touch "$state/enabled" ;;
      disable) rm -f "$state/enabled" ;;
      show)
        echo LoadState=loaded
        if [[ -e "$state/enabled" ]]; then
          printf 'UnitFileState=enabled\\nActiveState=active\\nNextElapseUSecRealtime=@1795502700\\n'
        else
          printf 'UnitFileState=disabled\\nActiveState=inactive\\nNextElapseUSecRealtime=\\n'
        fi
        echo "LastTriggerUSec=" ;;
    esac
    exit 0

    """

  init(userManager: Bool) throws {
    household = try HouseholdFixture()
    config = try TemporaryDirectory()
    tools = try TemporaryDirectory()
    let script = try tools.write("bin/systemctl", Self.fakeSystemd)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
    try FileManager.default.createSymbolicLink(atPath: tools.path + "/bin/loginctl", withDestinationPath: script)
    try FileManager.default.createDirectory(atPath: tools.path + "/state", withIntermediateDirectories: true)
    if userManager { try tools.write("state/running", "") }
  }

  @discardableResult
  func notify(_ arguments: String...) throws -> Executable.Result {
    try household.notify.run(
      arguments + ["--home", household.home.path],
      environment: [
        "PATH": tools.path + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        "XDG_CONFIG_HOME": config.path,
        "FAKE_SYSTEMD_STATE": tools.path + "/state",
      ])
  }

  /// Every call the stand-ins received, one line each: "systemctl --user daemon-reload".
  var calls: [String] {
    ((try? String(contentsOfFile: tools.path + "/state/calls", encoding: .utf8)) ?? "").split(separator: "\n")
      .map(String.init)
  }

  /// The calls that change something, as opposed to the questions.
  var changes: [String] {
    calls.filter { !$0.contains("is-system-running") && !$0.contains(" show ") && !$0.hasPrefix("loginctl") }
  }

  func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

  /// The real `systemd-analyze verify`, in user mode. It needs a runtime folder of its own to
  /// start its in-process manager (none runs here); it checks every setting and that ExecStart's
  /// binary exists and is executable.
  func verify() throws -> (status: Int32, output: String) {
    let runtime = try TemporaryDirectory()
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
    let result = try Executable.launch(
      URL(fileURLWithPath: "/usr/bin/systemd-analyze"), ["--user", "--man=no", "verify", service, timer],
      environment: [
        "PATH": "/usr/bin:/bin", "XDG_RUNTIME_DIR": runtime.path, "XDG_CONFIG_HOME": config.path,
        "HOME": config.path,
      ], stderr: .standardOutput)
    return (result.status, result.stdout)
  }

  static var binary: String {
    Executable.binDirectory.appendingPathComponent("tq-notify").resolvingSymlinksInPath().path
  }
}

@Suite("tq-notify timer, end to end")
struct TimerEndToEndTests {
  @Test("install writes the units, which systemd-analyze verify accepts, and enables the timer")
  func install() throws {
    let fixture = try TimerFixture(userManager: true)
    let result = try fixture.notify("timer", "install", "--at", "07:05", "--sink", "json")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Installed the daily timer: every day at 07:05 · sink json"))
    let service = try fixture.text(fixture.service)
    let home = fixture.household.home.path
    #expect(service.contains("\nExecStart=\"\(TimerFixture.binary)\" --once --sink json --home \(home)\n"))
    #expect(service.contains("\nType=oneshot\n"))
    let timer = try fixture.text(fixture.timer)
    #expect(timer.contains("\nOnCalendar=*-*-* 07:05:00\n"))
    #expect(timer.contains("\nPersistent=true\n"))
    #expect(timer.contains("\nWantedBy=timers.target\n"))
    let verified = try fixture.verify()
    #expect(verified.status == 0, "\(verified.output)")
    #expect(
      fixture.changes == [
        "systemctl --user daemon-reload", "systemctl --user enable --now timequest-notify.timer",
      ])
  }

  @Test("install without --sink, then remove, leaves plain tq-notify printing to the terminal as before")
  func plainNotifyUntouched() throws {
    let fixture = try TimerFixture(userManager: true)
    let settingsFile = fixture.household.home.path + "/config/settings.json"
    let before = FileManager.default.contents(atPath: settingsFile)
    let plain = try fixture.notify("--date", "2026-11-24")
    #expect(plain.status == 0, "\(plain.stderr)")
    let installed = try fixture.notify("timer", "install")
    #expect(installed.status == 0, "\(installed.stderr)")
    // The unit names its own sink: desktop, as a timer printing to the journal helps nobody.
    #expect(try fixture.text(fixture.service).contains(" --once --sink desktop "))
    #expect(FileManager.default.contents(atPath: settingsFile) == before)
    let after = try fixture.notify("--date", "2026-11-24")
    #expect(after.status == 0, "\(after.stderr)")
    #expect(after.stdout == plain.stdout)
    let status = try fixture.notify("timer", "status")
    #expect(!status.stdout.contains("Plain:"), "\(status.stdout)")
    #expect(try fixture.notify("timer", "remove").status == 0)
    #expect(FileManager.default.contents(atPath: settingsFile) == before)
  }

  @Test("a sink saved by an earlier install is pointed out by timer status, with where to mend it")
  func earlierInstallNoted() throws {
    let fixture = try TimerFixture(userManager: true)
    let settingsFile = fixture.household.home.path + "/config/settings.json"
    #expect(try fixture.notify("timer", "install", "--sink", "desktop").status == 0)
    try FileManager.default.createDirectory(
      atPath: (settingsFile as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(#"{"notifications":{"sink":"desktop"}}"#.utf8).write(to: URL(fileURLWithPath: settingsFile))
    let status = try fixture.notify("timer", "status")
    #expect(status.status == 0, "\(status.stderr)")
    #expect(status.stdout.contains("tq-notify without --sink uses the saved sink desktop"))
    #expect(status.stdout.contains(settingsFile))
    let json = try fixture.notify("timer", "status", "--format", "json")
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["plainSink"] as? String == "desktop")
  }

  @Test("a home with spaces, quotes and % signs gives units systemd-analyze verify still accepts")
  func awkwardHome() throws {
    let fixture = try TimerFixture(userManager: true)
    let home = fixture.household.home.path + "/Ana's \"tq\" 100%Q $HOME"
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let result = try fixture.household.notify.run(
      ["timer", "install", "--sink", "waybar", "--home", home],
      environment: [
        "PATH": fixture.tools.path + "/bin:/usr/bin:/bin", "XDG_CONFIG_HOME": fixture.config.path,
        "FAKE_SYSTEMD_STATE": fixture.tools.path + "/state",
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let verified = try fixture.verify()
    #expect(verified.status == 0, "\(verified.output)")
    #expect(try fixture.text(fixture.service).contains(#"--home ""#))
    #expect(try fixture.text(fixture.service).contains(#"Ana's \"tq\" 100%%Q $$HOME""#))
  }

  @Test("the same install twice changes nothing: same bytes, same times, no call to systemd that changes anything")
  func idempotent() throws {
    let fixture = try TimerFixture(userManager: true)
    #expect(try fixture.notify("timer", "install", "--sink", "json").status == 0)
    let files = [fixture.service, fixture.timer]
    let bytes = try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
    let times = try files.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date }
    let changes = fixture.changes
    let again = try fixture.notify("timer", "install", "--sink", "json")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("already installed"))
    #expect(try files.map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == bytes)
    #expect(try files.map { try FileManager.default.attributesOfItem(atPath: $0)[.modificationDate] as? Date } == times)
    #expect(fixture.changes == changes)
    // Left out, the sink stays the installed one.
    #expect(try fixture.notify("timer", "install").stdout.contains("already installed"))
  }

  @Test("remove disables the timer and leaves no file; remove again is fine")
  func remove() throws {
    let fixture = try TimerFixture(userManager: true)
    #expect(try fixture.notify("timer", "install", "--sink", "json").status == 0)
    let removed = try fixture.notify("timer", "remove")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(
      fixture.changes.suffix(2) == [
        "systemctl --user disable --now timequest-notify.timer", "systemctl --user daemon-reload",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.unitFolder).isEmpty)
    let again = try fixture.notify("timer", "remove")
    #expect(again.status == 0)
    #expect(again.stdout.contains("nothing to remove"))
  }

  @Test("without a user manager: the units are written and the crontab line is printed, exit 0")
  func cronFallback() throws {
    let fixture = try TimerFixture(userManager: false)
    let result = try fixture.notify("timer", "install", "--at", "6:05", "--sink", "json")
    #expect(result.status == 0, "\(result.stderr)")
    let line =
      "5 6 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(getuid())/bus \(TimerFixture.binary) --once "
      + "--sink json --home \(fixture.household.home.path)"
    #expect(result.stdout.split(separator: "\n").contains { $0 == line }, "\(result.stdout)")
    #expect(result.stdout.contains("crontab -e"))
    #expect(fixture.changes.isEmpty)
    #expect(FileManager.default.fileExists(atPath: fixture.timer))
    let status = try fixture.notify("timer", "status")
    #expect(status.stdout.contains("no user manager"))
    #expect(status.stdout.split(separator: "\n").contains { $0 == line })
    let removed = try fixture.notify("timer", "remove")
    #expect(removed.stdout.contains("crontab -e"))
    #expect(!FileManager.default.fileExists(atPath: fixture.timer))
  }

  @Test("status shows the schedule, systemd's state, the next run and the linger hint; JSON too")
  func status() throws {
    let fixture = try TimerFixture(userManager: true)
    let before = try fixture.notify("timer", "status")
    #expect(before.status == 0)
    #expect(before.stdout.contains("Not installed"))
    fixture.household.seedPlayer("Maya")
    #expect(try fixture.notify("timer", "install", "--at", "06:45", "--sink", "waybar", "--player", "maya").status == 0)
    let text = try fixture.notify("timer", "status")
    #expect(text.stdout.contains("every day at 06:45 · sink waybar · for Maya"), "\(text.stdout)")
    #expect(text.stdout.contains("enabled, active"))
    #expect(text.stdout.contains("Next run: 2026-11-24 06:45"))
    #expect(text.stdout.contains("loginctl enable-linger"))
    let json = try #require(
      try parseJSON(try fixture.notify("timer", "status", "--format", "json").stdout) as? [String: Any])
    #expect(json["installed"] as? Bool == true)
    #expect(json["at"] as? String == "06:45")
    #expect(json["sink"] as? String == "waybar")
    #expect(json["player"] as? String == "Maya")
    #expect(json["userManager"] as? Bool == true)
    #expect(json["linger"] as? Bool == false)
    let systemd = try #require(json["systemd"] as? [String: Any])
    #expect(systemd["nextRun"] as? String == "2026-11-24T06:45:00+00:00")
    #expect(systemd["unitFileState"] as? String == "enabled")
  }

  @Test("status --format json: nulls before install; without a user manager the crontab line and no systemd")
  func statusJSONWithoutUserManager() throws {
    let fixture = try TimerFixture(userManager: false)
    let before = try #require(
      try parseJSON(try fixture.notify("timer", "status", "--format", "json").stdout) as? [String: Any])
    #expect(before["installed"] as? Bool == false)
    for field in ["at", "sink", "player", "home", "systemd", "linger", "cron"] {
      #expect(before[field] is NSNull, "\(field): \(String(describing: before[field]))")
    }
    #expect(before["userManager"] as? Bool == false)
    let files = try #require(before["files"] as? [String: Any])
    #expect(files["service"] as? String == fixture.service)
    #expect(files["timer"] as? String == fixture.timer)

    #expect(try fixture.notify("timer", "install", "--at", "6:05", "--sink", "json").status == 0)
    let after = try #require(
      try parseJSON(try fixture.notify("timer", "status", "--format", "json").stdout) as? [String: Any])
    #expect(after["installed"] as? Bool == true)
    #expect(after["at"] as? String == "06:05")
    #expect(after["sink"] as? String == "json")
    #expect(after["home"] as? String == fixture.household.home.path)
    #expect(after["systemd"] is NSNull)
    let line =
      "5 6 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(getuid())/bus \(TimerFixture.binary) --once "
      + "--sink json --home \(fixture.household.home.path)"
    #expect(after["cron"] as? String == line)

    let bad = try fixture.notify("timer", "status", "--format", "xml")
    #expect(bad.status == 64)
    #expect(bad.stdout.isEmpty)
    #expect(bad.stderr.contains("text") && bad.stderr.contains("json"), "\(bad.stderr)")
  }

  @Test("bad input: a wrong time or sink is 64, an unknown player 65, the demo 64; nothing is written")
  func refusals() throws {
    let fixture = try TimerFixture(userManager: true)
    for time in ["25:00", "6:7x", ""] {
      let result = try fixture.notify("timer", "install", "--at", time)
      #expect(result.status == 64, "\(time): \(result.stderr)")
      #expect(result.stderr.contains("is not a time of day"))
    }
    let sink = try fixture.notify("timer", "install", "--sink", "pager")
    #expect(sink.status == 64)
    #expect(sink.stderr.contains("stdout, json, waybar"))
    let player = try fixture.notify("timer", "install", "--player", "Zoe")
    #expect(player.status == 65, "\(player.stderr)")
    #expect(player.stderr.contains("no player named 'Zoe'"))
    let demo = try fixture.notify("timer", "install", "--demo")
    #expect(demo.status == 64)
    #expect(try fixture.config.snapshot().isEmpty)
    #expect(fixture.changes.isEmpty)
  }
}

extension HouseholdFixture {
  func seedPlayer(_ name: String) {
    _ = try? parent("player", "add", name)
  }
}
