import AppCore
import Domain
import Foundation
import Notifications
import Platform
import Settings
import Synchronization
import TestSupport
import Testing

/// A user manager that keeps the timer's enabled and active state, and records every command.
final class FakeUserManager: ProcessRunning {
  struct State {
    var running: Bool
    var enabled = false
    var active = false
    var linger: String? = "no"
    var failing: String?
    var commands: [[String]] = []
  }
  let state: Mutex<State>

  init(running: Bool) { state = Mutex(State(running: running)) }

  var commands: [[String]] { state.withLock { $0.commands } }
  /// The systemctl commands that change something (not the questions).
  var changes: [String] {
    commands.map { $0.joined(separator: " ") }.filter {
      !$0.contains("is-system-running") && !$0.contains(" show ") && !$0.hasPrefix("loginctl")
    }
  }

  func run(_ arguments: [String], environment: [String: String]?, limits: ProcessLimits) async throws
    -> ProcessOutput
  {
    state.withLock { state in
      state.commands.append(arguments)
      func answer(_ text: String, _ status: Int32 = 0) -> ProcessOutput {
        ProcessOutput(status: status, stdout: Array(text.utf8), stderr: [])
      }
      if arguments.first == "loginctl" {
        return state.linger.map { answer("Linger=\($0)\n") } ?? answer("", 1)
      }
      let verb = arguments.dropFirst(2).first ?? ""
      guard state.running else {
        return verb == "is-system-running"
          ? answer("offline\n", 1)
          : ProcessOutput(status: 1, stdout: [], stderr: Array("Failed to connect to bus".utf8))
      }
      if verb == state.failing { return ProcessOutput(status: 1, stdout: [], stderr: Array("Access denied".utf8)) }
      switch verb {
      case "is-system-running": return answer("running\n")
      case "enable":
        state.enabled = true
        state.active = true
      case "disable":
        state.enabled = false
        state.active = false
      case "show":
        // As systemd 252 (Debian 12) answers: `--timestamp=unix` is ignored by `show`, and the
        // time is written in systemctl's zone, which is UTC only when the caller says so.
        let next = environment?["TZ"] == "UTC" ? "Tue 2026-11-24 06:45:00 UTC" : "Tue 2026-11-24 00:45:00 CST"
        return answer(
          "LoadState=loaded\nUnitFileState=\(state.enabled ? "enabled" : "disabled")\n"
            + "ActiveState=\(state.active ? "active" : "inactive")\nNextElapseUSecRealtime=\(next)\n"
            + "LastTriggerUSec=\n")
      default: break
      }
      return answer("")
    }
  }
}

@Suite("tq-notify timer install, remove and status")
struct DailyTimerTests {
  let config: TemporaryDirectory
  var dependencies: AppDependencies
  let program = DailyTimer.Program(executable: "/opt/tq/tq-notify", userID: 1000)
  var folder: String { config.path + "/systemd/user" }

  init() throws {
    config = try TemporaryDirectory()
    dependencies = try AppDependencies.test()
    dependencies.environment.variables["XDG_CONFIG_HOME"] = config.path
    _ = try Household(dependencies).addPlayer("Maya")
  }

  func timer(_ manager: FakeUserManager) -> DailyTimer {
    var dependencies = dependencies
    dependencies.processes = manager
    return DailyTimer(dependencies, program: program)
  }

  func file(_ name: String) -> String? {
    FileManager.default.contents(atPath: folder + "/" + name).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("with a user manager: writes both units, reloads, enables and starts the timer")
  func installWithManager() async throws {
    let manager = FakeUserManager(running: true)
    let done = try await timer(manager).install(at: "7:30", sink: "json", player: "maya")
    #expect(done.activation == .enabled)
    #expect(!done.unchanged)
    #expect(done.schedule == DailyTimerSchedule(at: DailyTime(hour: 7, minute: 30)!, sink: "json", player: "Maya"))
    #expect(
      manager.changes == ["systemctl --user daemon-reload", "systemctl --user enable --now timequest-notify.timer"])
    let service = try #require(file("timequest-notify.service"))
    #expect(service.contains("ExecStart=\"/opt/tq/tq-notify\" --once --sink json --player Maya\n"))
    #expect(try #require(file("timequest-notify.timer")).contains("OnCalendar=*-*-* 07:30:00\n"))
  }

  @Test("the sink and player stay the unit's: plain tq-notify's saved defaults are not touched")
  func leavesDefaults() async throws {
    try dependencies.settings.update { $0.notifications.player = "Maya" }
    let before = try dependencies.settings.load()
    _ = try await timer(FakeUserManager(running: true)).install(at: nil, sink: "waybar", player: nil)
    _ = try await timer(FakeUserManager(running: true)).install(at: nil, sink: "json", player: "Maya")
    #expect(try dependencies.settings.load() == before)
    _ = try await timer(FakeUserManager(running: true)).remove()
    #expect(try dependencies.settings.load() == before)
  }

  @Test("--network-wait is saved as the notifier's wait, kept when left out, used when a delivery gives none")
  func savesNetworkWait() async throws {
    let notifier = Notifier(dependencies)
    #expect(notifier.networkWait(given: nil) == .seconds(30))
    _ = try await timer(FakeUserManager(running: true)).install(at: nil, sink: "json", player: nil, networkWait: 90)
    #expect(try dependencies.settings.load().notifications.networkWaitSeconds == 90)
    #expect(notifier.networkWait(given: nil) == .seconds(90))
    #expect(notifier.networkWait(given: 0) == .zero)
    _ = try await timer(FakeUserManager(running: true)).install(at: "07:00", sink: nil, player: nil)
    #expect(try dependencies.settings.load().notifications.networkWaitSeconds == 90)
    _ = try await timer(FakeUserManager(running: true)).install(at: nil, sink: nil, player: nil, networkWait: 0)
    #expect(notifier.networkWait(given: nil) == .zero)
  }

  @Test("installing again with the same options writes and asks systemd nothing")
  func idempotent() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    let before = try config.snapshot()
    let again = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    #expect(again.unchanged)
    #expect(again.activation == .alreadyEnabled)
    #expect(try config.snapshot() == before)
    #expect(manager.changes.count == 2)
  }

  @Test("options left out keep what is installed")
  func keepsInstalled() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: "05:10", sink: "waybar", player: "Maya")
    let again = try await timer(manager).install(at: nil, sink: nil, player: nil)
    #expect(again.unchanged)
    #expect(again.schedule.at.description == "05:10")
    #expect(again.schedule.sink == "waybar")
    #expect(again.schedule.player == "Maya")
  }

  @Test("a new time rewrites the timer, reloads and restarts it")
  func changedTime() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    let changed = try await timer(manager).install(at: "07:15", sink: nil, player: nil)
    #expect(!changed.unchanged)
    #expect(try #require(file("timequest-notify.timer")).contains("OnCalendar=*-*-* 07:15:00\n"))
    #expect(
      manager.changes.suffix(3) == [
        "systemctl --user daemon-reload", "systemctl --user enable --now timequest-notify.timer",
        "systemctl --user restart timequest-notify.timer",
      ])
  }

  @Test("the same files but a stopped timer: enabled and started again without a reload")
  func restartsStopped() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    manager.state.withLock {
      $0.enabled = false
      $0.active = false
    }
    let again = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    #expect(again.unchanged)
    #expect(again.activation == .enabled)
    #expect(manager.changes.last == "systemctl --user enable --now timequest-notify.timer")
    #expect(manager.changes.filter { $0.hasSuffix("daemon-reload") }.count == 1)
  }

  @Test("without a user manager: the units are written, nothing is enabled, and the crontab line is given")
  func installWithoutManager() async throws {
    let manager = FakeUserManager(running: false)
    let done = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    #expect(
      done.activation
        == .noUserManager(
          cronLine:
            "45 6 * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/1000/bus /opt/tq/tq-notify --once --sink json"
        ))
    #expect(manager.changes.isEmpty)
    #expect(file("timequest-notify.service") != nil)
    #expect(file("timequest-notify.timer") != nil)
  }

  @Test("bad input is refused before anything is written or saved")
  func refusals() async throws {
    let manager = FakeUserManager(running: true)
    for time in ["25:00", "6:7x", ""] {
      await #expect(throws: DailyTimerError.invalidTime(time)) {
        try await timer(manager).install(at: time, sink: "json", player: nil)
      }
    }
    await #expect(throws: NotificationError.unknownSink("pager", known: ["stdout", "json", "waybar"])) {
      try await timer(manager).install(at: nil, sink: "pager", player: nil)
    }
    await #expect(throws: AppError.unknownPlayer("Zoe", known: ["Maya"])) {
      try await timer(manager).install(at: nil, sink: "json", player: "Zoe")
    }
    #expect(try config.snapshot().isEmpty)
    #expect(manager.changes.isEmpty)
    #expect(try dependencies.settings.load() == AppSettings())
  }

  @Test("a unit of that name TimeQuest did not write is never overwritten")
  func foreignFile() async throws {
    let mine = try config.write("systemd/user/timequest-notify.timer", "[Timer]\nOnCalendar=daily\n")
    await #expect(throws: DailyTimerError.notOurs(path: mine)) {
      try await timer(FakeUserManager(running: true)).install(at: nil, sink: "json", player: nil)
    }
    #expect(file("timequest-notify.timer") == "[Timer]\nOnCalendar=daily\n")
    let removal = try await timer(FakeUserManager(running: true)).remove()
    #expect(removal.removed.isEmpty)
    #expect(removal.foreignFiles == [mine])
    #expect(file("timequest-notify.timer") != nil)
  }

  @Test("a path systemd and cron cannot carry is refused")
  func controlCharacters() async throws {
    var dependencies = dependencies
    dependencies.environment.home = "/tmp/a\nb"
    dependencies.processes = FakeUserManager(running: true)
    await #expect(throws: DailyTimerError.unsafePath("/tmp/a\nb")) {
      try await DailyTimer(dependencies, program: program).install(at: nil, sink: "json", player: nil)
    }
  }

  @Test("remove disables the timer, deletes both files and reloads; again it is fine")
  func remove() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: nil, sink: "json", player: nil)
    let removal = try await timer(manager).remove()
    #expect(removal.removed.count == 2)
    #expect(removal.warnings.isEmpty)
    #expect(
      manager.changes.suffix(2) == [
        "systemctl --user disable --now timequest-notify.timer", "systemctl --user daemon-reload",
      ])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    let again = try await timer(manager).remove()
    #expect(again.removed.isEmpty)
    #expect(manager.changes.count == 4)
  }

  @Test("without a user manager, remove deletes the files and the link enable left")
  func removeWithoutManager() async throws {
    let manager = FakeUserManager(running: false)
    _ = try await timer(manager).install(at: nil, sink: "json", player: nil)
    try FileManager.default.createDirectory(
      atPath: folder + "/timers.target.wants", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/timers.target.wants/timequest-notify.timer",
      withDestinationPath: folder + "/timequest-notify.timer")
    let removal = try await timer(manager).remove()
    #expect(removal.removed.count == 2)
    #expect(manager.changes.isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/timers.target.wants").isEmpty)
  }

  @Test("a failing disable is a warning: the files still go")
  func removeWithFailingDisable() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: nil, sink: "json", player: nil)
    manager.state.withLock { $0.failing = "disable" }
    let removal = try await timer(manager).remove()
    #expect(removal.removed.count == 2)
    #expect(removal.warnings.count == 1)
    #expect(removal.warnings.first?.contains("Access denied") == true)
  }

  @Test("status: the schedule, systemd's state and next run, and linger")
  func status() async throws {
    let manager = FakeUserManager(running: true)
    _ = try await timer(manager).install(at: "06:45", sink: "json", player: "Maya")
    let report = try await timer(manager).status()
    #expect(report.schedule == DailyTimerSchedule(at: DailyTime(hour: 6, minute: 45)!, sink: "json", player: "Maya"))
    #expect(report.userManager)
    #expect(report.runState?.enabled.word == "enabled")
    #expect(report.runState?.waiting.word == "active")
    #expect(report.runState?.nextRun == Date(timeIntervalSince1970: 1_795_502_700))
    #expect(report.runState?.lastRun == nil)
    #expect(report.linger == false)
    #expect(report.cronLine == nil)
  }

  @Test("status without a user manager gives the crontab line; with nothing installed, no schedule")
  func statusWithoutManager() async throws {
    let manager = FakeUserManager(running: false)
    #expect(try await timer(manager).status().schedule == nil)
    _ = try await timer(manager).install(at: "06:45", sink: "json", player: nil)
    let report = try await timer(manager).status()
    #expect(report.schedule?.sink == "json")
    #expect(report.runState == nil)
    #expect(report.linger == nil)
    #expect(report.cronLine?.hasPrefix("45 6 * * * ") == true)
  }

  @Test(
    "a path with DEL, a C1 control or any C0 control is refused as a line break is",
    arguments: ["/tmp/a\u{7F}b", "/tmp/a\u{85}b", "/tmp/a\u{9B}b", "/tmp/a\u{9F}b", "/tmp/a\u{1B}b", "/tmp/a\tb"])
  func everyControlCharacter(path: String) async throws {
    var dependencies = dependencies
    dependencies.environment.home = path
    dependencies.processes = FakeUserManager(running: true)
    await #expect(throws: DailyTimerError.unsafePath(path)) {
      try await DailyTimer(dependencies, program: program).install(at: nil, sink: "json", player: nil)
    }
    #expect(file("timequest-notify.service") == nil)
  }

  @Test("the characters either side of the control ranges are not refused: U+00A0 and ~ are written")
  func besideTheControls() async throws {
    var dependencies = dependencies
    dependencies.environment.home = "/srv/a\u{A0}b~c"
    dependencies.processes = FakeUserManager(running: true)
    _ = try await DailyTimer(dependencies, program: program).install(at: nil, sink: "json", player: nil)
    #expect(file("timequest-notify.service") != nil)
  }

  @Test("an empty or relative XDG_CONFIG_HOME falls through to ~/.config, as systemd does")
  func configHomeFallback() {
    for value in ["", "relative/config"] {
      var dependencies = dependencies
      dependencies.environment.variables["XDG_CONFIG_HOME"] = value
      let timer = DailyTimer(dependencies, program: program)
      #expect(timer.unitFolder == dependencies.environment.userHome + "/.config/systemd/user", "'\(value)'")
    }
    #expect(DailyTimer(dependencies, program: program).unitFolder == config.path + "/systemd/user")
  }

  @Test("--home does not move the units: systemd reads them only from the user's config folder")
  func homeLeavesUnitsInPlace() async throws {
    var dependencies = dependencies
    dependencies.environment.home = "/srv/family tq"
    dependencies.processes = FakeUserManager(running: true)
    let done = try await DailyTimer(dependencies, program: program).install(at: nil, sink: "json", player: nil)
    #expect(done.serviceFile == folder + "/timequest-notify.service")
    #expect(try #require(file("timequest-notify.service")).contains("--home \"/srv/family tq\"\n"))
  }
}
