import Domain
import Foundation
import Notifications
import Platform
import Presentation
import Synchronization
import Testing

final class Buffer: ByteSink, Sendable {
  private let text = Mutex("")
  func write(_ bytes: [UInt8]) { text.withLock { $0 += String(decoding: bytes, as: UTF8.self) } }
  var contents: String { text.withLock { $0 } }
}

@Suite("Notification sinks")
struct SinkTests {
  static let winterBreak = DayContext(
    date: LocalDate("2026-12-21")!, kind: .freeDay, reason: "Winter Break", rule: .freeDayMarker,
    events: ["Winter Break"], next: .init(date: LocalDate("2027-01-04")!, kind: .schoolDay))

  @Test("the JSON object says tomorrow in chip, next and relative; today's has no relative field")
  func tomorrowJSON() {
    let context = Self.winterBreak
    let tomorrow = context.json(relative: .tomorrow).serialized()
    #expect(tomorrow.contains("\"chip\":\"Free day tomorrow · Winter Break\""))
    #expect(tomorrow.hasSuffix(",\"relative\":\"tomorrow\"}"))
    #expect(!context.json.serialized().contains("relative"))
  }

  @Test("sinks are found by name and an unknown name lists the known ones")
  func registry() async throws {
    #expect(NotificationSinks.standard(output: Buffer()).names == ["stdout", "json", "waybar"])
    #expect(throws: NotificationError.unknownSink("pigeon", known: ["stdout", "json", "waybar"])) {
      try NotificationSinks.standard(output: Buffer()).sink(named: "pigeon")
    }
    #expect(NotificationError.unknownSink("pigeon", known: ["stdout"]).exitCode == 64)
  }

  @Test("stdout delivers one passive sentence")
  func text() async throws {
    let buffer = Buffer()
    try await TextSink(output: buffer).deliver(Delivery(context: Self.winterBreak, player: "Maya"))
    #expect(buffer.contents == "Maya · Monday 2026-12-21: Free day · Winter Break. School resumes Monday, January 4.\n")
  }

  @Test("json delivers the context object on one line")
  func json() async throws {
    let buffer = Buffer()
    try await JSONSink(output: buffer).deliver(Delivery(context: Self.winterBreak))
    #expect(buffer.contents.filter { $0 == "\n" }.count == 1)
    let object = try JSONSerialization.jsonObject(with: Data(buffer.contents.utf8)) as! [String: Any]
    #expect(object["reason"] as? String == "Winter Break")
    #expect((object["next"] as? [String: Any])?["chip"] as? String == "School resumes Monday, January 4")
  }

  @Test("waybar gets the chip as text, the kind as class, and the next change in the tooltip")
  func waybar() async throws {
    let buffer = Buffer()
    try await WaybarSink(output: buffer).deliver(Delivery(context: Self.winterBreak))
    let object = try JSONSerialization.jsonObject(with: Data(buffer.contents.utf8)) as! [String: String]
    #expect(object["text"] == "Free day · Winter Break")
    #expect(object["class"] == "freeDay")
    #expect(object["alt"] == "freeDay")
    #expect(object["tooltip"]?.contains("School resumes Monday, January 4") == true)
  }

  @Test("waybar's text and tooltip are Pango markup that shows a title literally, controls visibly")
  func waybarMarkup() async throws {
    let buffer = Buffer()
    let context = DayContext(
      date: LocalDate("2026-12-21")!, kind: .freeDay, reason: "Tom & Jerry <b>Day</b>\u{1B}[2J", rule: .freeDayMarker)
    try await WaybarSink(output: buffer).deliver(Delivery(context: context))
    let object = try JSONSerialization.jsonObject(with: Data(buffer.contents.utf8)) as! [String: String]
    #expect(object["text"] == "Free day · Tom &amp; Jerry &lt;b&gt;Day&lt;/b&gt;␛[2J")
    #expect(object["tooltip"]?.contains("Tom &amp; Jerry &lt;b&gt;Day&lt;/b&gt;␛[2J") == true)
  }

  @Test("an early-release day is classed apart for styling")
  func earlyReleaseClass() async throws {
    let buffer = Buffer()
    let context = DayContext(date: LocalDate("2026-10-21")!, kind: .schoolDay, freeAfternoon: true, rule: .earlyRelease)
    try await WaybarSink(output: buffer).deliver(Delivery(context: context))
    #expect(buffer.contents.contains(#""class":"freeAfternoon""#))
  }
}
