import Domain
import Foundation
import Settings

/// The bundled demo family, copied into a fresh temporary home so a new user sees the real thing.
public enum DemoHousehold {
  struct Seed: Decodable {
    struct RoutineSeed: Decodable {
      var name: String
      var player: String
      var days: String
      var mode: CalendarMode
      var tasks: [String]
    }
    struct CalendarSeed: Decodable {
      var file: String
      var name: String
    }
    var players: [String]
    var routines: [RoutineSeed]
    var calendar: CalendarSeed
    var games: DemoGames.Seed?
  }

  /// Creates a temporary home holding the demo household and returns its path.
  /// The school calendar's dates are moved to the school year containing `today`, so the demo always looks current,
  /// and the weeks before `today` hold the demo's games (`DemoGames`), played on days the calendar puts them on the list.
  public static func makeHome(today: LocalDate, environment: AppEnvironment) async throws -> String {
    let resources = try resourceDirectory(environment: environment)
    let data = try Data(contentsOf: resources.appendingPathComponent("household.json"))
    let seed = try JSONDecoder().decode(Seed.self, from: data)

    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "timequest-demo-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))")
    do {
      try FileManager.default.createDirectory(
        at: home, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw AppError.homeNotWritable(path: home.path, reason: "\(error.localizedDescription)")
    }
    var demoEnvironment = environment
    demoEnvironment.home = home.path
    let dependencies = AppDependencies.live(environment: demoEnvironment)

    let calendarText = try String(contentsOf: resources.appendingPathComponent(seed.calendar.file), encoding: .utf8)
    let calendarFile = home.appendingPathComponent("calendars").appendingPathComponent(seed.calendar.file)
    try FileManager.default.createDirectory(
      at: calendarFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    try shiftSchoolYear(calendarText, to: today).write(to: calendarFile, atomically: true, encoding: .utf8)

    let household = Household(dependencies)
    for player in seed.players { _ = try household.addPlayer(player) }
    for routine in seed.routines {
      _ = try household.addRoutine(
        name: routine.name, player: routine.player, days: routine.days, mode: routine.mode, tasks: routine.tasks)
    }
    var settings = AppSettings()
    settings.calendar.enabled = true
    settings.calendar.sources = [
      CalendarSourceSetting(id: "maple-grove", location: calendarFile.path, name: seed.calendar.name)
    ]
    try dependencies.settings.save(settings)
    if let games = seed.games { try await addGames(games, today: today, dependencies: dependencies) }
    return home.path
  }

  /// Stores the demo's games in one transaction (one write per game would slow every `--demo` run).
  static func addGames(_ seed: DemoGames.Seed, today: LocalDate, dependencies: AppDependencies) async throws {
    let from = today.adding(days: -7 * seed.weeks)
    let kinds = GameStats.kinds(
      try await ContextService(dependencies).contexts(from: from, through: today, player: nil))
    let database = try dependencies.database.open()
    var snapshot = try database.snapshot()
    snapshot.sessions = DemoGames.sessions(
      seed, routines: snapshot.routines, kinds: kinds, today: today, timeZone: dependencies.environment.timeZone)
    try database.replaceAll(with: snapshot)
  }

  /// The demo calendar is written for the 2026–27 school year; other years get the same dates a whole number of years on.
  static func shiftSchoolYear(_ text: String, to today: LocalDate) -> String {
    let startYear = today.month >= 8 ? today.year : today.year - 1
    let shift = startYear - 2026
    guard shift != 0 else { return text }
    // Replace the later year first so 2026→2027 does not then become 2028.
    let years = shift > 0 ? [2027, 2026] : [2026, 2027]
    var result = text
    for year in years {
      result = result.replacingOccurrences(of: "\(year)", with: "\(year + shift)")
    }
    return result
  }

  /// The demo files: beside the executable (a build or an install), or `TIMEQUEST_DEMO_DIR`.
  static func resourceDirectory(environment: AppEnvironment) throws -> URL {
    var candidates: [URL] = []
    if let dir = environment.variables["TIMEQUEST_DEMO_DIR"] { candidates.append(URL(fileURLWithPath: dir)) }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    candidates.append(executable.appendingPathComponent("TimeQuest_AppCore.resources/Demo"))
    candidates.append(executable.deletingLastPathComponent().appendingPathComponent("share/timequest/Demo"))
    for candidate in candidates
    where FileManager.default.fileExists(atPath: candidate.appendingPathComponent("household.json").path) {
      return candidate
    }
    throw AppError.demoDataMissing(candidates.map(\.path).joined(separator: ", "))
  }
}
