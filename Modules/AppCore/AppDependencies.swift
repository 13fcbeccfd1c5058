import CalendarIO
import Domain
import Foundation
import Holidays
import NetworkIO
import Notifications
import Persistence
import Platform
import Presentation
import Settings

/// Every service the programs use, in one value: built live at the edge, or from doubles in tests.
/// Plug-ins (calendar sources, notification sinks) are registries here, so a plug-in captures the
/// services it needs when `live(environment:)` builds it.
public struct AppDependencies: Sendable {
  public var environment: AppEnvironment
  /// Wall-clock time: what day it is.
  public var clock: any AppClock
  /// Monotonic time for waiting and measuring: deadlines, timers, sleeps.
  public var monotonicClock: any Clock<Duration>
  public var settings: any SettingsStoring
  public var database: any DatabaseProviding
  /// The calendar source plug-ins by scheme, the one place sources are known: reading goes through
  /// them, `calendar add` normalises and verifies with them, and the watcher asks them what to watch.
  public var calendarSources: CalendarSourceRegistry
  /// A stand-in for reading (a test's fixed or failing reader); nil reads through `calendarSources`.
  public var calendarReadingDouble: (any CalendarReading)?
  /// How long all the sources of one look together may take before the slow ones are given up.
  public var calendarDeadline: Duration
  /// The notification sinks by name.
  public var sinks: NotificationSinks
  public var terminal: any TerminalInput
  public var processes: any ProcessRunning
  /// The HTTP client of feeds, captured by their registration in `calendarSources`: a test that
  /// sets its own registers feeds again with it.
  public var http: any HTTPFetching

  public init(
    environment: AppEnvironment, clock: any AppClock, monotonicClock: any Clock<Duration>,
    settings: any SettingsStoring, database: any DatabaseProviding, calendarSources: CalendarSourceRegistry,
    calendarReadingDouble: (any CalendarReading)? = nil, calendarDeadline: Duration = .seconds(20),
    sinks: NotificationSinks, terminal: any TerminalInput, processes: any ProcessRunning,
    http: any HTTPFetching
  ) {
    self.environment = environment
    self.clock = clock
    self.monotonicClock = monotonicClock
    self.settings = settings
    self.database = database
    self.calendarSources = calendarSources
    self.calendarReadingDouble = calendarReadingDouble
    self.calendarDeadline = calendarDeadline
    self.sinks = sinks
    self.terminal = terminal
    self.processes = processes
    self.http = http
  }

  /// The real services for `environment`: files under its folders, the system clocks, real calendars.
  public static func live(environment: AppEnvironment) -> AppDependencies {
    let settings = SettingsStore(
      fileURL: environment.settingsFile, warn: { StandardError.write(TerminalText.message($0)) })
    var sources = CalendarSourceRegistry()
    sources.registerLocalSources(absolutePath: AppEnvironment.absolutePath)
    // The household's message language names the holidays; asked only when one is read.
    sources.registerHolidays(language: { HolidayNameLanguage.household(settings: settings, environment: environment) })
    let processes = SystemProcessRunner(searchPath: environment.variables["PATH"] ?? "/usr/bin:/bin")
    // The client lives in the `tq-fetch` helper, started at a fetch: a program that reads only files
    // neither starts nor links it.
    let http = LiveHTTPFetcher(variables: environment.variables)
    // A new calendar source is one line here (docs/recipes/add-a-calendar-source.md).
    sources.registerFeeds(http: http, processes: processes)
    sources.registerCalDAV(http: http, processes: processes)
    let database = OnDiskDatabase(
      path: environment.databaseFile.path,
      backups: environment.stateDirectory.appendingPathComponent("backups").path, timeZone: environment.timeZone)
    return AppDependencies(
      environment: environment,
      clock: SystemClock(),
      monotonicClock: ContinuousClock(),
      settings: ImportAwareSettings(settings) { store in
        StagedImportSettings(
          folder: environment.configDirectory, settings: store, database: database,
          warn: { StandardError.write(TerminalText.message($0)) })
      },
      database: database,
      calendarSources: sources,
      sinks: .live(environment: environment, processes: processes),
      terminal: StandardTerminalInput(),
      processes: processes,
      http: http
    )
  }

  /// In-memory settings and database at a fixed time; every service that reaches outside (calendars,
  /// sinks, terminal, processes, sleeping) is a double that fails loudly until a test sets its own.
  public static func test(
    now: Date = Date(timeIntervalSince1970: 1_795_000_000), timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    settings: AppSettings = AppSettings()
  ) throws -> AppDependencies {
    var testSources = CalendarSourceRegistry()
    testSources.registerLocalSources(absolutePath: AppEnvironment.absolutePath)
    testSources.registerHolidays()
    testSources.registerFeeds(http: FailingHTTPFetcher(), processes: FailingProcessRunner())
    testSources.registerCalDAV(http: FailingHTTPFetcher(), processes: FailingProcessRunner())
    return AppDependencies(
      environment: AppEnvironment(
        variables: [:], home: nil, userHome: "/nonexistent", stdinIsTTY: false, stdoutIsTTY: false,
        timeZone: timeZone),
      clock: FixedClock(now),
      monotonicClock: FailingClock(),
      settings: InMemorySettingsStore(settings),
      database: try InMemoryDatabase(),
      calendarSources: testSources,
      calendarReadingDouble: FailingCalendarReader(),
      sinks: NotificationSinks(["stdout", "json", "waybar"].map { ($0, FailingSink($0)) }),
      terminal: FailingTerminalInput(),
      processes: FailingProcessRunner(),
      http: FailingHTTPFetcher()
    )
  }

  /// Reads one source for a window: CalendarIO's reader over `calendarSources`, or the double set here.
  public var calendars: any CalendarReading {
    get { calendarReadingDouble ?? CalendarReader(localZone: environment.timeZone, registry: calendarSources) }
    set { calendarReadingDouble = newValue }
  }

  /// Today's date in the local zone.
  public var today: LocalDate { LocalDate(clock.now(), in: environment.timeZone) }
}

/// The language the built-in holidays are named in: the household's choice for messages, else the
/// locale's; nil when nothing chose one (the English fallback), so that both names are shown.
enum HolidayNameLanguage {
  static func household(settings: any SettingsStoring, environment: AppEnvironment) -> String? {
    let chosen = MessageLanguage.choose(
      player: nil, household: (try? settings.load())?.language, variables: environment.variables)
    if case .fallback = chosen.source { return nil }
    return chosen.code
  }
}
