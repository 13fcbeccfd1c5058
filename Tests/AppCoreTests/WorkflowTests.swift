import AppCore
import Domain
import Foundation
import Persistence
import Settings
import TestSupport
import Testing

@Suite("Shared use cases")
struct WorkflowTests {
  @Test("with calendar reading off the context is unknown and every weekday routine shows")
  func calendarOff() async throws {
    let dependencies = try AppDependencies.test()
    let household = Household(dependencies)
    _ = try household.addPlayer("Maya")
    _ = try household.addRoutine(name: "School", player: "Maya", days: "weekdays", mode: .schoolDay, tasks: ["A=5m"])
    _ = try household.addRoutine(name: "Free", player: "Maya", days: "daily", mode: .freeDay, tasks: ["B=5m"])
    _ = try household.addRoutine(name: "Sat", player: "Maya", days: "sat", mode: .always, tasks: ["C=5m"])
    let monday = LocalDate("2026-11-23")!
    let day = try await TodayQuests(dependencies).day(for: "Maya", on: monday)
    #expect(day.context.rule == .calendarOff)
    #expect(day.quests.map(\.name) == ["School", "Free"])
  }

  @Test("enabled calendar reading with no calendar connected is the same as off")
  func enabledWithoutSources() async throws {
    var settings = AppSettings()
    settings.calendar.enabled = true
    let dependencies = try AppDependencies.test(settings: settings)
    let context = try await ContextService(dependencies).context(for: LocalDate("2026-11-23")!, player: nil)
    #expect(context.kind == .unknown)
    #expect(context.rule == .calendarOff)
  }

  @Test("an unreadable calendar makes the day unknown and names the calendar")
  func unavailable() async throws {
    var settings = AppSettings()
    settings.calendar.enabled = true
    settings.calendar.sources = [
      CalendarSourceSetting(id: "school", location: "/nonexistent/school.ics", name: "School")
    ]
    let dependencies = try AppDependencies.test(settings: settings).readingFiles()
    let context = try await ContextService(dependencies).context(for: LocalDate("2026-11-23")!, player: nil)
    #expect(context.kind == .unknown)
    #expect(context.rule == .calendarUnavailable)
    #expect(context.reason?.contains("School") == true)
  }

  @Test("player names resolve case-insensitively; unknown ones list the household")
  func playerResolution() throws {
    let dependencies = try AppDependencies.test()
    let household = Household(dependencies)
    _ = try household.addPlayer("Maya")
    _ = try household.addPlayer("Leo")
    #expect(try household.resolvePlayer("maya") == "Maya")
    #expect(throws: AppError.unknownPlayer("Zoe", known: ["Leo", "Maya"])) { try household.resolvePlayer("Zoe") }
    #expect(try TodayQuests(dependencies).players(named: nil) == ["Leo", "Maya"])
  }

  @Test("a failed routine edit leaves the routine as it was")
  func failedEdit() throws {
    let dependencies = try AppDependencies.test()
    let household = Household(dependencies)
    _ = try household.addPlayer("Leo")
    let original = try household.addRoutine(
      name: "Bedtime", player: "Leo", days: "daily", mode: .always, tasks: ["Bath=15m"])
    #expect(throws: DomainError.self) {
      try household.editRoutine(
        name: "Bedtime", player: nil, newName: nil, days: "mon,someday", mode: .freeDay, tasks: nil)
    }
    #expect(try household.routine(named: "Bedtime", player: "Leo") == original)
  }

  @Test("exit codes follow sysexits")
  func exitCodes() {
    #expect(ExitStatus.code(for: AppError.invalidDate("x")) == 64)
    #expect(ExitStatus.code(for: DomainError.unknownWeekday("x")) == 64)
    #expect(ExitStatus.code(for: AppError.unknownPlayer("x", known: [])) == 65)
    #expect(ExitStatus.code(for: AppError.homeNotWritable(path: "/x", reason: "y")) == 74)
  }
}
