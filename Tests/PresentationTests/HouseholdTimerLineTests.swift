import Domain
import Presentation
import Testing

/// The daily-timer line of `tq-parent status` takes one of four ways: not installed; run by a
/// systemd that knows it (its words shown); a user manager that does not know it yet (the schedule
/// alone); no user manager at all (said so). Each is taken here, since a way no test takes is a
/// fallback nothing guards.
@Suite("The household status's daily-timer line, each way")
struct HouseholdTimerLineTests {
  static let schedule = DailyTimerSchedule(at: DailyTime(hour: 7, minute: 5)!, sink: "desktop", player: "Maya")

  static func report(userManager: Bool, runState: DailyTimerRunState?) -> DailyTimerReport {
    DailyTimerReport(
      schedule: schedule, serviceFile: "/u/timequest-notify.service", timerFile: "/u/timequest-notify.timer",
      foreignFiles: [], userManager: userManager, runState: runState, linger: nil, cronLine: nil)
  }

  static func state(known: Bool, enabled: Bool = true, waiting: Bool = true) -> DailyTimerRunState {
    DailyTimerRunState(
      known: .init(known, word: known ? "loaded" : "not-found"),
      enabled: .init(enabled, word: enabled ? "enabled" : "disabled"),
      waiting: .init(waiting, word: waiting ? "active" : "inactive"), nextRun: nil, lastRun: nil)
  }

  /// The line under "Daily timer (tq-notify)".
  static func line(_ timer: DailyTimerReport?) throws -> String {
    var report = HouseholdReport(
      players: [], calendarReading: false, sources: [], pinSet: false, settingsFile: "s", databaseFile: "d",
      stateFolder: "t")
    report.timer = timer
    let lines = HouseholdStatusView.text(report, style: .plain).components(separatedBy: "\n")
    let heading = try #require(lines.firstIndex(of: "Daily timer (tq-notify)"))
    return lines[heading + 1]
  }

  static let every = "  every day at 07:05 · sink desktop · for Maya"

  @Test("a timer systemd knows shows systemd's own words for whether it is enabled and waiting")
  func systemdKnowsIt() throws {
    #expect(
      try Self.line(Self.report(userManager: true, runState: Self.state(known: true)))
        == Self.every + " · systemd: enabled, active")
    #expect(
      try Self.line(Self.report(userManager: true, runState: Self.state(known: true, enabled: false, waiting: false)))
        == Self.every + " · systemd: disabled, inactive")
  }

  @Test("a timer a running user manager does not know yet shows the schedule alone")
  func systemdDoesNotKnowIt() throws {
    #expect(try Self.line(Self.report(userManager: true, runState: Self.state(known: false))) == Self.every)
    #expect(try Self.line(Self.report(userManager: true, runState: nil)) == Self.every)
  }

  @Test("without a user manager the line says so, whatever a run state would say")
  func noUserManager() throws {
    #expect(
      try Self.line(Self.report(userManager: false, runState: nil))
        == Self.every + " · no user manager here (see tq-notify timer status)")
  }

  @Test("no timer installed says how to install one")
  func notInstalled() throws {
    #expect(try Self.line(nil) == "  not installed: tq-notify timer install [--at HH:MM] [--sink S]")
  }
}
