import AppCore
import Domain
import Notifications
import Settings
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
