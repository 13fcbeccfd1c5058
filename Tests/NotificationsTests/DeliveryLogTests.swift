import Domain
import Foundation
import Notifications
import Testing

@Suite("The once-a-day delivery log")
struct DeliveryLogTests {
  static let monday = LocalDate("2026-11-23")!
  let school = Delivery(
    context: DayContext(date: monday, kind: .schoolDay, rule: .schoolEvents, events: ["Assembly"]), player: "Maya")
  let snow = Delivery(
    context: DayContext(date: monday, kind: .freeDay, reason: "Snow Day", rule: .freeDayMarker, events: ["Snow Day"]),
    player: "Maya")

  @Test("a recorded delivery is found for its slot; changed words, another sink or player are not")
  func slots() {
    let log = DeliveryLog().recording(school, sink: "desktop", today: Self.monday)
    #expect(log.contains(school, sink: "desktop"))
    #expect(!log.contains(school, sink: "waybar"))
    #expect(!log.contains(snow, sink: "desktop"))
    var leo = school
    leo.player = "Leo"
    #expect(!log.contains(leo, sink: "desktop"))
    var tomorrow = school
    tomorrow.relative = .tomorrow
    #expect(!log.contains(tomorrow, sink: "desktop"))
    // The slot keeps the latest words only.
    let again = log.recording(snow, sink: "desktop", today: Self.monday)
    #expect(again.entries.count == 1)
    #expect(again.contains(snow, sink: "desktop") && !again.contains(school, sink: "desktop"))
  }

  @Test("entries older than the kept days are dropped when a delivery is recorded")
  func pruning() {
    var old = school
    old.context.date = Self.monday.adding(days: -(DeliveryLog.keptDays + 1))
    let log = DeliveryLog().recording(old, sink: "stdout", today: Self.monday)
      .recording(school, sink: "stdout", today: Self.monday)
    #expect(log.entries.map(\.date) == ["2026-11-23"])
  }

  @Test("an entry exactly the kept days old stays; one a day older goes")
  func pruningBoundary() {
    var edge = school
    edge.context.date = Self.monday.adding(days: -DeliveryLog.keptDays)
    var older = school
    older.context.date = Self.monday.adding(days: -(DeliveryLog.keptDays + 1))
    let log = DeliveryLog().recording(edge, sink: "stdout", today: Self.monday)
      .recording(older, sink: "stdout", today: Self.monday)
      .recording(school, sink: "stdout", today: Self.monday)
    #expect(log.entries.map(\.date).sorted() == [edge.context.date.description, "2026-11-23"])
  }

  @Test("the file holds dates, players, sinks and kinds, and no title or reason")
  func noTitles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = DeliveryLogStore(folder: folder)
    try store.update { $0.recording(snow, sink: "stdout", today: Self.monday) }
    let text = try String(contentsOfFile: store.path, encoding: .utf8)
    #expect(text.contains("2026-11-23") && text.contains("Maya") && text.contains("freeDay"))
    #expect(!text.contains("Snow"))
    #expect(store.load().contains(snow, sink: "stdout"))
    try Data("not json".utf8).write(to: URL(fileURLWithPath: store.path))
    #expect(store.load() == DeliveryLog())
  }

  @Test("the fingerprint is stable and follows kind, chip and the next change")
  func fingerprint() {
    #expect(DeliveryLog.fingerprint(of: school) == DeliveryLog.fingerprint(of: school))
    #expect(DeliveryLog.fingerprint(of: school) != DeliveryLog.fingerprint(of: snow))
    var next = school
    next.context.next = .init(date: Self.monday.adding(days: 1), kind: .freeDay)
    #expect(DeliveryLog.fingerprint(of: school) != DeliveryLog.fingerprint(of: next))
    var otherTitle = school
    otherTitle.context.events = ["Another assembly"]
    #expect(DeliveryLog.fingerprint(of: school) == DeliveryLog.fingerprint(of: otherTitle))
  }
}
