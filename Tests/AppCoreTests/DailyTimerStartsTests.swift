import AppCore
import Domain
import Foundation
import TestSupport
import Testing

/// The daily timer also runs at the routines' starts: a line of the timer (or of the crontab) each,
/// recorded in the units' schedule so `status` and a second install read them back.
@Suite("tq-notify timer install and the routines' starts")
struct DailyTimerStartsTests {
  let config: TemporaryDirectory
  var dependencies: AppDependencies
  let program = DailyTimer.Program(executable: "/opt/tq/tq-notify", userID: 1000)

  init() throws {
    config = try TemporaryDirectory()
    dependencies = try AppDependencies.test()
    dependencies.environment.variables["XDG_CONFIG_HOME"] = config.path
    let household = Household(dependencies)
    _ = try household.addPlayer("Maya")
    _ = try household.addPlayer("Leo")
    _ = try household.addRoutine(
      name: "Morning", player: "Maya", days: "weekdays", mode: .always, tasks: ["Dress=5m", "Breakfast=15m"],
      doneBy: "08:05")
    _ = try household.addRoutine(
      name: "Bedtime", player: "Leo", days: "daily", mode: .always, tasks: ["Bath=15m"], doneBy: "19:30")
    _ = try household.addRoutine(name: "Violin", player: "Maya", days: "tue", mode: .always, tasks: ["Scales=10m"])
  }

  func install(player: String?) async throws -> DailyTimerInstallation {
    var dependencies = dependencies
    dependencies.processes = FakeUserManager(running: false)
    return try await DailyTimer(dependencies, program: program).install(at: "06:45", sink: "json", player: player)
  }

  func timerFile() -> String {
    String(
      decoding: FileManager.default.contents(atPath: config.path + "/systemd/user/timequest-notify.timer") ?? Data(),
      as: UTF8.self)
  }

  @Test("the household's timer runs at 06:45 and at each start, earliest first; the crontab gets a line each")
  func household() async throws {
    let done = try await install(player: nil)
    #expect(done.schedule.starts.map(\.description) == ["07:45", "19:15"])
    let calendars = timerFile().split(separator: "\n").filter { $0.hasPrefix("OnCalendar=") }
    #expect(calendars == ["OnCalendar=*-*-* 06:45:00", "OnCalendar=*-*-* 07:45:00", "OnCalendar=*-*-* 19:15:00"])
    guard case .noUserManager(let cron) = done.activation else {
      Issue.record("expected the crontab lines: \(done.activation)")
      return
    }
    let times = cron.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    #expect(times == ["45 6", "45 7", "15 19"])
    #expect(cron.split(separator: "\n").allSatisfy { $0.hasSuffix("/opt/tq/tq-notify --once --sink json") })
    #expect(DailyTimerUnits.schedule(in: timerFile()) == done.schedule)
  }

  @Test("a player's timer runs only at that player's starts; with none, the units are as before")
  func player() async throws {
    #expect(try await install(player: "Leo").schedule.starts.map(\.description) == ["19:15"])
    _ = try Household(dependencies).editRoutine(
      name: "Bedtime", player: "Leo", newName: nil, days: nil, mode: nil, tasks: nil, doneBy: "none")
    let done = try await install(player: "Leo")
    #expect(done.schedule.starts.isEmpty)
    #expect(!timerFile().contains("starts"))
    #expect(timerFile().split(separator: "\n").filter { $0.hasPrefix("OnCalendar=") } == ["OnCalendar=*-*-* 06:45:00"])
  }
}
