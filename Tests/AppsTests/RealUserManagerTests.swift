import Foundation
import TestSupport
import Testing

/// A real systemd user manager (`systemd --user`, Debian `systemd`), private to one test: its own
/// runtime folder, its own `XDG_CONFIG_HOME`. A user manager only starts on a machine booted with
/// systemd, which it tells by `/run/systemd/system`; a test machine (a container) is not, so the
/// manager and every command that asks it run in a private mount namespace (`unshare -m`, root)
/// where a tmpfs on `/run/systemd` holds that folder. Nothing outside the namespace changes.
final class UserManagerFixture: @unchecked Sendable {
  let household: HouseholdFixture
  let runtime: TemporaryDirectory
  let config: TemporaryDirectory
  /// Spawned directly, not with `Process`: systemd closes the descriptors it inherits, and
  /// Foundation's `Process` takes a closed descriptor for the child's exit and blocks in `waitpid`
  /// on it, which stalls every other `Process` of the test run.
  private var manager: pid_t = 0
  var unitFolder: String { config.path + "/systemd/user" }

  /// Runs ARGUMENTS in a fresh private mount namespace that looks booted with systemd.
  static let booted = [
    "/usr/bin/unshare", "-m", "/bin/sh", "-c",
    "mount -t tmpfs tmpfs /run/systemd && mkdir /run/systemd/system && exec \"$0\" \"$@\"",
  ]

  var environment: [String: String] {
    [
      "PATH": "/usr/bin:/bin", "HOME": config.path, "XDG_RUNTIME_DIR": runtime.path, "XDG_CONFIG_HOME": config.path,
      "XDG_STATE_HOME": config.path + "/state", "TZ": "UTC", "LANG": "C.UTF-8",
    ]
  }

  init() throws {
    household = try HouseholdFixture()
    runtime = try TemporaryDirectory()
    config = try TemporaryDirectory()
    try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: runtime.path)
    // The mount point itself; an empty folder, as on every machine that runs systemd.
    try FileManager.default.createDirectory(atPath: "/run/systemd", withIntermediateDirectories: true)
    var environment = self.environment
    environment["SYSTEMD_LOG_LEVEL"] = "warning"
    manager = try Self.spawn(Self.booted + ["/usr/lib/systemd/systemd", "--user"], environment: environment)
    // Up once `systemctl --user` gets an answer through the manager's private socket.
    let deadline = Date().addingTimeInterval(15)
    while Date() < deadline {
      var status: Int32 = 0
      if waitpid(manager, &status, WNOHANG) == manager {
        manager = 0
        break
      }
      if FileManager.default.fileExists(atPath: runtime.path + "/systemd/private"),
        (try? systemctl("is-system-running").stdout.contains("running")) == true
      {
        return
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
    stop()
    throw FixtureError(
      "systemd --user did not start within 15 s (needs root for unshare -m and Debian's systemd; "
        + "Scripts/test.sh installs it)")
  }

  struct FixtureError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }

  /// `posix_spawn` with the standard streams on /dev/null.
  static func spawn(_ arguments: [String], environment: [String: String]) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, arguments[0], &actions, nil, argv, envp)
    guard result == 0 else { throw FixtureError("cannot start \(arguments[0]): \(String(cString: strerror(result)))") }
    return pid
  }

  /// Stops the manager: SIGTERM, and SIGKILL if it is still there after 5 s.
  func stop() {
    guard manager > 0 else { return }
    kill(manager, SIGTERM)
    var status: Int32 = 0
    let deadline = Date().addingTimeInterval(5)
    while waitpid(manager, &status, WNOHANG) == 0 {
      if Date() > deadline {
        kill(manager, SIGKILL)
        waitpid(manager, &status, 0)
        break
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
    manager = 0
  }

  deinit { stop() }

  /// Runs a program in the booted namespace, beside the manager.
  func booted(_ program: String, _ arguments: [String]) throws -> Executable.Result {
    try Executable.launch(
      URL(fileURLWithPath: Self.booted[0]), Array(Self.booted.dropFirst()) + [program] + arguments,
      environment: environment, deadline: .seconds(60))
  }

  @discardableResult
  func systemctl(_ arguments: String...) throws -> Executable.Result {
    try booted("/usr/bin/systemctl", ["--user"] + arguments)
  }

  @discardableResult
  func notify(_ arguments: String...) throws -> Executable.Result {
    try booted(TimerFixture.binary, arguments + ["--home", household.home.path])
  }

  /// When the manager will next start the timer, in seconds, from `list-timers`' JSON (microseconds):
  /// the manager's own answer, read another way than `tq-notify timer status` reads it.
  func nextElapse() throws -> Double? {
    let listed = try systemctl("list-timers", "--all", "--output=json").stdout
    let timers = try JSONSerialization.jsonObject(with: Data(listed.utf8)) as? [[String: Any]]
    let next = timers?.first { $0["unit"] as? String == "timequest-notify.timer" }?["next"] as? NSNumber
    return next.map { $0.doubleValue / 1_000_000 }
  }

  /// `systemctl --user show UNIT -p NAME --value`.
  func property(_ unit: String, _ name: String) throws -> String {
    try systemctl("show", unit, "--property=" + name, "--value").stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

@Suite("tq-notify timer with a real systemd user manager", .serialized)
struct RealUserManagerTests {
  @Test("install enables a timer the manager schedules for the chosen time, status reads it back, remove undoes it")
  func installStatusRemove() throws {
    let fixture = try UserManagerFixture()
    defer { fixture.stop() }
    #expect(try fixture.systemctl("is-system-running").stdout.contains("running"))

    let installed = try fixture.notify("timer", "install", "--at", "06:45", "--sink", "json")
    #expect(installed.status == 0, "\(installed.stderr)")
    #expect(
      installed.stdout.contains("Installed the daily timer: every day at 06:45 · sink json"), "\(installed.stdout)")
    #expect(try fixture.systemctl("is-enabled", "timequest-notify.timer").stdout.hasPrefix("enabled"))
    #expect(try fixture.property("timequest-notify.timer", "ActiveState") == "active")
    // The manager's own next elapse: 06:45 UTC today or tomorrow, within a day.
    let seconds = try #require(try fixture.nextElapse())
    let nextRun = Date(timeIntervalSince1970: seconds)
    #expect(nextRun > Date() && nextRun < Date().addingTimeInterval(86_400))
    #expect(Int(seconds) % 86_400 == 6 * 3600 + 45 * 60)

    let status = try fixture.notify("timer", "status")
    #expect(status.status == 0)
    #expect(status.stdout.contains("every day at 06:45 · sink json"), "\(status.stdout)")
    #expect(status.stdout.contains("enabled, active"), "\(status.stdout)")
    let day = ISO8601DateFormatter.string(
      from: nextRun, timeZone: TimeZone(identifier: "UTC")!, formatOptions: .withFullDate)
    #expect(status.stdout.contains("Next run: \(day) 06:45"), "\(status.stdout)")

    // The same again changes nothing the manager sees.
    let again = try fixture.notify("timer", "install", "--at", "06:45", "--sink", "json")
    #expect(again.stdout.contains("already installed"), "\(again.stdout)")

    // What the timer starts, started now: the service runs tq-notify --once and succeeds.
    let started = try fixture.systemctl("start", "timequest-notify.service")
    #expect(started.status == 0, "\(started.stderr)")
    #expect(try fixture.property("timequest-notify.service", "Result") == "success")
    #expect(try fixture.property("timequest-notify.service", "ExecMainStatus") == "0")

    let removed = try fixture.notify("timer", "remove")
    #expect(removed.status == 0, "\(removed.stderr)")
    #expect(try fixture.property("timequest-notify.timer", "LoadState") == "not-found")
    #expect(!(try fixture.systemctl("list-timers", "--all").stdout.contains("timequest")))
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.unitFolder).isEmpty)
  }

  @Test("moving the time restarts the running timer on the new schedule")
  func reschedule() throws {
    let fixture = try UserManagerFixture()
    defer { fixture.stop() }
    #expect(try fixture.notify("timer", "install", "--at", "06:45", "--sink", "json").status == 0)
    let moved = try fixture.notify("timer", "install", "--at", "07:30", "--sink", "json")
    #expect(moved.status == 0, "\(moved.stderr)")
    let seconds = try #require(try fixture.nextElapse())
    #expect(Int(seconds) % 86_400 == 7 * 3600 + 30 * 60)
    #expect(try fixture.property("timequest-notify.timer", "ActiveState") == "active")
  }
}
