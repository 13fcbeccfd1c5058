import CalendarIO
import Domain
import Foundation
import Notifications
import Persistence
import Settings
import Synchronization

/// The current time, as a dependency so tests can fix it.
public protocol AppClock: Sendable {
  func now() -> Date
}

public struct SystemClock: AppClock {
  public init() {}
  public func now() -> Date { Date() }
}

public struct FixedClock: AppClock {
  public var instant: Date
  public init(_ instant: Date) { self.instant = instant }
  public func now() -> Date { instant }
}

/// Loads and saves the parent's settings.
public protocol SettingsStoring: Sendable {
  func load() throws -> AppSettings
  func save(_ settings: AppSettings) throws
  /// Load, change, save, with no other update in between.
  @discardableResult
  func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings
}

extension SettingsStore: SettingsStoring {}

/// Settings held in memory, for tests.
public final class InMemorySettingsStore: SettingsStoring {
  private let state: Mutex<AppSettings>
  public init(_ settings: AppSettings = AppSettings()) { state = Mutex(settings) }
  public func load() throws -> AppSettings { state.withLock { $0 } }
  public func save(_ settings: AppSettings) throws { state.withLock { $0 = settings } }
  public func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings {
    try state.withLock { current in
      var copy = current
      try body(&copy)
      current = copy
      return copy
    }
  }
}

/// Opens the household database on first use, so commands that never touch it never create it.
public protocol DatabaseProviding: Sendable {
  func open() throws -> AppDatabase
}

/// The SQLite file in the data folder, opened once per process.
public final class OnDiskDatabase: DatabaseProviding {
  private let path: String
  private let opened = Mutex<AppDatabase?>(nil)

  public init(path: String) { self.path = path }

  public func open() throws -> AppDatabase {
    try opened.withLock { cached in
      if let cached { return cached }
      let database = try AppDatabase.open(at: path)
      cached = database
      return database
    }
  }
}

/// A database living in memory, for tests.
public struct InMemoryDatabase: DatabaseProviding {
  public let database: AppDatabase
  public init() throws { database = try AppDatabase.inMemory() }
  public func open() throws -> AppDatabase { database }
}

/// Reads calendars fresh; the live value is CalendarIO's reader.
public protocol CalendarReading: Sendable {
  func read(_ location: String, window: DateWindow) throws -> CalendarReadResult
}

extension CalendarReader: CalendarReading {}

/// Every service the programs use, in one value: built live at the edge, or from doubles in tests.
public struct AppDependencies: Sendable {
  public var environment: AppEnvironment
  public var clock: any AppClock
  public var settings: any SettingsStoring
  public var database: any DatabaseProviding
  public var calendars: any CalendarReading
  public var sinks: NotificationSinks

  public init(
    environment: AppEnvironment, clock: any AppClock, settings: any SettingsStoring, database: any DatabaseProviding,
    calendars: any CalendarReading, sinks: NotificationSinks
  ) {
    self.environment = environment
    self.clock = clock
    self.settings = settings
    self.database = database
    self.calendars = calendars
    self.sinks = sinks
  }

  /// The real services for `environment`: files under its folders, the system clock, real calendars.
  public static func live(environment: AppEnvironment) -> AppDependencies {
    AppDependencies(
      environment: environment,
      clock: SystemClock(),
      settings: SettingsStore(fileURL: environment.settingsFile),
      database: OnDiskDatabase(path: environment.databaseFile.path),
      calendars: CalendarReader(localZone: environment.timeZone),
      sinks: .standard
    )
  }

  /// In-memory services at a fixed time; change single fields for a test's needs.
  public static func test(
    now: Date = Date(timeIntervalSince1970: 1_795_000_000), timeZone: TimeZone = TimeZone(identifier: "UTC")!,
    settings: AppSettings = AppSettings()
  ) throws -> AppDependencies {
    AppDependencies(
      environment: AppEnvironment(
        variables: [:], home: nil, userHome: "/nonexistent", stdinIsTTY: false, stdoutIsTTY: false,
        timeZone: timeZone),
      clock: FixedClock(now),
      settings: InMemorySettingsStore(settings),
      database: try InMemoryDatabase(),
      calendars: CalendarReader(localZone: timeZone),
      sinks: .standard
    )
  }

  /// Today's date in the local zone.
  public var today: LocalDate { LocalDate(clock.now(), in: environment.timeZone) }
}
