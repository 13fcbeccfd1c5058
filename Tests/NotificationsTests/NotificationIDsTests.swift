import Domain
import Foundation
import Testing

@testable import Notifications

/// The desktop sink remembers a bounded number of notification ids: the cap is reached here, not
/// only described.
@Suite("Kept notification ids: the cap reached")
struct NotificationIDsTests {
  static func date(_ offset: Int) -> String { LocalDate("2026-01-01")!.adding(days: offset).description }

  @Test("at the cap every id is kept; one more drops the oldest date only, and a date older than all goes itself")
  func capReached() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ids-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let ids = NotificationIDs(path: folder.appendingPathComponent("desktop-notifications.json").path)
    let capacity = NotificationIDs.capacity
    for offset in 0..<capacity { try ids.record(UInt32(100 + offset), player: "Maya", date: Self.date(offset)) }
    for offset in 0..<capacity {
      #expect(try ids.id(player: "Maya", date: Self.date(offset)) == UInt32(100 + offset), "date \(offset)")
    }

    try ids.record(999, player: "Maya", date: Self.date(capacity))
    #expect(try ids.id(player: "Maya", date: Self.date(0)) == nil)
    for offset in 1...capacity {
      #expect(try ids.id(player: "Maya", date: Self.date(offset)) != nil, "date \(offset)")
    }

    try ids.record(7, player: "Leo", date: "2025-12-31")
    #expect(try ids.id(player: "Leo", date: "2025-12-31") == nil)
    #expect(try ids.id(player: "Maya", date: Self.date(1)) != nil)
  }
}

@Suite("What a failing notify-send said: cut at its limit")
struct ProgramExcerptTests {
  @Test("300 characters are shown whole, 301 are cut to 299 and an ellipsis; a flag counts as one")
  func excerptLimit() {
    let flags = String(repeating: "🇫🇷", count: 300)
    #expect(DesktopSink.excerpt(Array(flags.utf8)) == flags)
    let cut = DesktopSink.excerpt(Array((flags + "x").utf8))
    #expect(cut == String(repeating: "🇫🇷", count: 299) + "…")
  }

  @Test("at most three lines are kept, joined with a slash")
  func threeLines() {
    #expect(DesktopSink.excerpt(Array("one\ntwo\n\nthree\nfour".utf8)) == "one / two / three")
  }
}
