import AppCore
import Domain
import Notifications
import Settings
import Synchronization
import TestSupport
import Testing

@Suite("Delivering the day's context")
struct NotifierTests {
  static let monday = LocalDate("2026-11-23")!

  /// A household of Maya and Leo whose "stdout" and "json" sinks record what they are given.
  struct Fixture {
    var dependencies: AppDependencies
    let stdout = RecordingSink()
    let json = RecordingSink()

    init(sink: String = "stdout", player: String? = nil) throws {
      var settings = AppSettings()
      settings.notifications.sink = sink
      settings.notifications.player = player
      dependencies = try AppDependencies.test(settings: settings)
      dependencies.sinks = dependencies.sinks.registering("stdout", stdout).registering("json", json)
      let household = Household(dependencies)
      _ = try household.addPlayer("Maya")
      _ = try household.addPlayer("Leo")
    }
  }

  @Test("without a sink named, the one saved in settings delivers")
  func savedSink() async throws {
    let fixture = try Fixture(sink: "json")
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: nil)
    #expect(fixture.json.deliveries.map(\.context.date) == [Self.monday])
    #expect(fixture.stdout.deliveries.isEmpty)
  }

  @Test("the default saved sink is stdout")
  func defaultSink() async throws {
    let fixture = try Fixture()
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: nil)
    #expect(fixture.stdout.deliveries.count == 1)
    #expect(fixture.json.deliveries.isEmpty)
  }

  @Test("a sink named on the command line wins over the saved one")
  func explicitSink() async throws {
    let fixture = try Fixture(sink: "json")
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: "stdout")
    #expect(fixture.stdout.deliveries.count == 1)
    #expect(fixture.json.deliveries.isEmpty)
  }

  @Test("the delivery carries the player's name as stored, and the day's context")
  func storedSpelling() async throws {
    let fixture = try Fixture()
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: "maya", sink: nil)
    #expect(fixture.stdout.deliveries == [Delivery(context: .calendarOff(Self.monday), player: "Maya")])
  }

  @Test("without a player named, the one saved in settings is spoken about; a player named wins")
  func savedPlayer() async throws {
    let fixture = try Fixture(player: "leo")
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: nil)
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: "Maya", sink: nil)
    #expect(fixture.stdout.deliveries.map(\.player) == ["Leo", "Maya"])
  }

  @Test("a saved player who has since been removed gives the household's day, not an error")
  func removedSavedPlayer() async throws {
    let fixture = try Fixture(player: "Ana")
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: nil)
    #expect(fixture.stdout.deliveries == [Delivery(context: .calendarOff(Self.monday), player: nil)])
  }

  /// Settings that count how often they are read, and fail every read with `failure` when given.
  final class CountingSettingsStore: SettingsStoring {
    let settings: AppSettings
    let failure: SettingsError?
    private let count = Mutex(0)

    init(_ settings: AppSettings, failure: SettingsError? = nil) {
      self.settings = settings
      self.failure = failure
    }

    var reads: Int { count.withLock { $0 } }

    func load() throws -> AppSettings {
      count.withLock { $0 += 1 }
      if let failure { throw failure }
      return settings
    }
    func save(_ settings: AppSettings) throws { Issue.record("a delivery saved the settings") }
    func update(_ body: (inout AppSettings) throws -> Void) throws -> AppSettings {
      Issue.record("a delivery updated the settings")
      return settings
    }
  }

  @Test("one delivery reads the settings once, for the saved sink, the saved player and the calendars")
  func settingsReadOnce() async throws {
    var fixture = try Fixture()
    var settings = AppSettings()
    settings.notifications.sink = "json"
    settings.notifications.player = "leo"
    let store = CountingSettingsStore(settings)
    fixture.dependencies.settings = store
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: nil)
    #expect(fixture.json.deliveries == [Delivery(context: .calendarOff(Self.monday), player: "Leo")])
    #expect(store.reads == 1)
  }

  @Test("settings that cannot be read are read once, and the weekday view with the reason goes to stdout")
  func brokenSettingsReadOnce() async throws {
    var fixture = try Fixture()
    let failure = SettingsError.notJSON(file: "/home/settings.json", reason: "unexpected end of file")
    let store = CountingSettingsStore(AppSettings(), failure: failure)
    fixture.dependencies.settings = store
    try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: nil)
    let expected = DayContext(
      date: Self.monday, kind: .unknown, reason: ExitStatus.message(for: failure), rule: .noInformation)
    #expect(fixture.stdout.deliveries == [Delivery(context: expected, player: nil)])
    #expect(store.reads == 1)
  }

  @Test("a sink and an unknown player named on the command line are refused before the settings are read")
  func unknownPlayerReadsNoSettings() async throws {
    var fixture = try Fixture()
    let store = CountingSettingsStore(AppSettings())
    fixture.dependencies.settings = store
    await #expect(throws: AppError.unknownPlayer("Zoe", known: ["Leo", "Maya"])) {
      try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: "Zoe", sink: "stdout")
    }
    #expect(store.reads == 0)
  }

  @Test("an unknown player lists the household's players and delivers nothing")
  func unknownPlayer() async throws {
    let fixture = try Fixture()
    await #expect(throws: AppError.unknownPlayer("Zoe", known: ["Leo", "Maya"])) {
      try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: "Zoe", sink: nil)
    }
    #expect(fixture.stdout.deliveries.isEmpty)
  }

  @Test("an unknown sink name lists the sinks")
  func unknownSink() async throws {
    let fixture = try Fixture()
    await #expect(throws: NotificationError.unknownSink("carrier-pigeon", known: ["waybar", "stdout", "json"])) {
      try await Notifier(fixture.dependencies).deliver(date: Self.monday, player: nil, sink: "carrier-pigeon")
    }
  }

  @Test("the test dependencies' sinks fail loudly instead of printing", arguments: ["stdout", "json", "waybar"])
  func testSinksFail(name: String) async throws {
    let dependencies = try AppDependencies.test()
    let error = await #expect(throws: NotificationError.self) {
      try await Notifier(dependencies).deliver(date: Self.monday, player: nil, sink: name)
    }
    guard case .deliveryFailed(let sink, let reason) = error else {
      Issue.record("expected a failed delivery, got \(String(describing: error))")
      return
    }
    #expect(sink == name)
    #expect(reason.contains("without setting one up"))
  }
}
