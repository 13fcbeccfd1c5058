import CalendarIO
import Domain
import Foundation
import Settings
import Synchronization
import TestSupport
import Testing

@testable import AppCore

/// A calendar service held in memory and reached as `memo://NAME`: the source that
/// docs/recipes/add-a-calendar-source.md adds, written as a real one would be (its own type, its
/// capabilities stated, the defaults taken for the rest).
struct MemoCalendarSource: CalendarSource {
  /// The calendars the service holds, by lower-case name.
  static let calendars = [
    "school": """
    BEGIN:VCALENDAR
    VERSION:2.0
    X-WR-CALNAME:Memo School
    BEGIN:VEVENT
    UID:snow@memo
    DTSTART;VALUE=DATE:20261123
    SUMMARY:Snow day
    END:VEVENT
    END:VCALENDAR

    """
  ]

  var location: String

  static func name(of location: String) -> String { String(location.dropFirst("memo://".count)) }

  func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    let name = Self.name(of: location)
    guard let text = Self.calendars[name] else { throw .notFound(path: location) }
    return [CalendarDocument(calendarID: location, fallbackTitle: name, label: location, bytes: Array(text.utf8))]
  }

  // Its capabilities: a service answers over a network, names calendars in any case, and says
  // nothing when a calendar changes.

  var mayBeSlow: Bool { true }

  func normalize(_ location: String) throws(CalendarIOError) -> String {
    "memo://" + Self.name(of: location).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "/"))
  }

  func verify(limits: CalendarLimits) async throws(CalendarIOError) {
    guard Self.calendars[Self.name(of: location)] != nil else { throw .notFound(path: location) }
  }

  var watch: CalendarSourceWatch { CalendarSourceWatch(refresh: .seconds(900)) }
}

/// Notes each sleep asked of it and wakes only when cancelled: a deadline that never comes, so a
/// look that sets one can only end by its reads finishing.
private final class HeldClock: Clock {
  private let base = TestClock()
  private let asked = Mutex<[Duration]>([])

  var now: TestClock.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: TestClock.Instant, tolerance: Duration?) async throws {
    asked.withLock { $0.append(now.duration(to: deadline)) }
    let (wakes, waker) = AsyncStream<Never>.makeStream()
    for await _ in wakes {}  // ends when the task is cancelled
    waker.finish()
    throw CancellationError()
  }

  var sleeps: [Duration] { asked.withLock { $0 } }
}

@Suite("Adding a calendar source: the recipe done once")
struct CalendarSourceRecipeTests {
  /// The test dependencies reading through their registry, with the memo source registered.
  static func dependencies(settings: AppSettings = AppSettings()) throws -> AppDependencies {
    var dependencies = try AppDependencies.test(settings: settings).readingFiles()
    // The one registration line (in the programs it goes in AppDependencies.live(environment:)).
    dependencies.calendarSources.register(scheme: "memo") { setting in MemoCalendarSource(location: setting.location) }
    return dependencies
  }

  @Test("calendar add saves the location as the source normalises it, and refuses what it cannot verify")
  func add() async throws {
    let unregistered = try AppDependencies.test()
    await #expect(throws: CalendarIOError.unsupportedScheme(scheme: "memo", location: "memo://School/")) {
      try await CalendarAdmin(unregistered).addSource("memo://School/", name: nil)
    }
    let dependencies = try Self.dependencies()
    let admin = CalendarAdmin(dependencies)
    let added = try await admin.addSource("memo://School/", name: nil)
    #expect(added.location == "memo://school")
    #expect(added.id == "school")
    await #expect(throws: CalendarIOError.notFound(path: "memo://sports")) {
      try await admin.addSource("memo://Sports", name: nil)
    }
    #expect(try admin.settings().sources.map(\.location) == ["memo://school"])
    // The saved location names the source again, in the parent's spelling too.
    #expect(try admin.removeSource("memo://SCHOOL").id == "school")
  }

  @Test(
    "a feed or a CalDAV account that no server answered is offline (the morning waits); one a server refused is not")
  func offline() {
    let source = CalendarSourceSetting(id: "account", location: "caldavs://dav.example.org/")
    func read(_ error: CalendarIOError) -> SourceRead { SourceRead(source: source, outcome: .failure(error)) }
    #expect(read(.calDAV(location: "dav.example.org", problem: .cannotConnect(reason: "connection refused"))).isOffline)
    #expect(read(.calDAV(location: "dav.example.org", problem: .cannotResolve(host: "dav.example.org"))).isOffline)
    #expect(read(.feed(location: "dav.example.org", problem: .cannotResolve(host: "dav.example.org"))).isOffline)
    #expect(!read(.calDAV(location: "dav.example.org", problem: .gone(status: 404))).isOffline)
    #expect(!read(.notFound(path: "/srv/school.ics")).isOffline)
  }

  @Test("a CalDAV account, saved as caldavs://, is named again by the https address the parent typed")
  func accountByTypedAddress() throws {
    var settings = AppSettings()
    settings.calendar.sources = [
      CalendarSourceSetting(id: "feed", location: "https://dav.example.org/school.ics"),
      CalendarSourceSetting(id: "account", location: "caldavs://dav.example.org/"),
    ]
    let admin = CalendarAdmin(try Self.dependencies(settings: settings))
    #expect(try admin.removeSource("https://dav.example.org/").id == "account")
    #expect(try admin.settings().sources.map(\.id) == ["feed"])
    #expect(throws: CalendarAdminError.self) { try admin.removeSource("https://dav.example.org/other/") }
  }

  @Test("a read of a source that may be slow sets the look's deadline; a local file's does not")
  func deadline() async throws {
    let folder = try TemporaryDirectory()
    let file = try folder.write("home.ics", MemoCalendarSource.calendars["school"]!)
    var dependencies = try Self.dependencies()
    let clock = HeldClock()
    dependencies.monotonicClock = clock
    dependencies.calendarDeadline = .seconds(7)
    let window = DateWindow(from: LocalDate("2026-11-23")!, through: LocalDate("2026-11-23")!, in: .gmt)

    let local = try await dependencies.readCalendars([CalendarSourceSetting(location: file)], window: window)
    #expect(try local[0].get().events.map(\.title) == ["Snow day"])
    #expect(clock.sleeps.isEmpty)

    let memo = try await dependencies.readCalendars([CalendarSourceSetting(location: "memo://school")], window: window)
    #expect(try memo[0].get().events.map(\.title) == ["Snow day"])
    #expect(try memo[0].get().calendars.map(\.title) == ["Memo School"])
    #expect(clock.sleeps == [.seconds(7)])
  }

  @Test("the watcher asks each source what to watch and how often to read it again")
  func watcher() throws {
    let folder = try TemporaryDirectory()
    let file = try folder.write("home.ics", MemoCalendarSource.calendars["school"]!)
    var settings = AppSettings()
    settings.calendar.sources = [
      CalendarSourceSetting(id: "school", location: "memo://school"),
      CalendarSourceSetting(id: "home", location: file),
    ]
    let dependencies = try Self.dependencies(settings: settings)
    let watched = ContextWatcher(dependencies).watchedSources()
    #expect(watched.refresh == .seconds(900))
    #expect(watched.paths.folders.isEmpty)
    #expect(watched.paths.files.dropFirst(2) == [URL(fileURLWithPath: file).standardizedFileURL.path])

    // Without its registration line the memo source is unknown, and nothing asks for a refresh.
    let unregistered = try AppDependencies.test(settings: settings)
    #expect(ContextWatcher(unregistered).watchedSources().refresh == nil)
  }
}

/// The zone's country, searched for in zone.tab's bytes.
struct ZoneCountriesTests {
  @Test("a zone's country is the first field of its line in zone.tab; comments, other zones and UTC name none")
  func lookup() {
    let table = Array(
      "# comment\tX\tEurope/Dublin\nIE\t+5320-00615\tEurope/Dublin\nUS\t+415100-0873900\tAmerica/Chicago\tCentral (most areas)\nAU\t-3352+15113\tAustralia/Sydney"
        .utf8)
    #expect(ZoneCountries.country(of: "Europe/Dublin", in: table) == "IE")
    #expect(ZoneCountries.country(of: "America/Chicago", in: table) == "US")
    #expect(ZoneCountries.country(of: "Australia/Sydney", in: table) == "AU")
    #expect(ZoneCountries.country(of: "America/Chic", in: table) == nil)
    #expect(ZoneCountries.country(of: "UTC", in: table) == nil)
    #expect(ZoneCountries.country(of: "", in: table) == nil)
    #expect(ZoneCountries.country(of: TimeZone(identifier: "Europe/Berlin")!) == "DE")
  }
}
