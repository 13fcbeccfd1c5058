// libFuzzer entry for the CalendarIO parser and expander, compiled by Scripts/fuzz.sh together
// with the module sources. The first byte picks the target:
//   even: the bytes are a calendar; read them (lexer, parser, zones, series, expansion) over a
//         window chosen by the second byte;
//   odd:  the bytes are "DTSTART\nRRULE"; parse the rule and expand it (also from a later lower
//         bound, to exercise skip-ahead).
import Domain
import Foundation

private let limits = CalendarLimits(
  maxFileBytes: 1 << 20, maxOccurrencesPerSeries: 300, maxIterationsWithoutHit: 5_000, maxIterationsPerSeries: 50_000,
  maxEventsPerDocument: 2_000, maxListValues: 500, maxNesting: 32)
private let berlin = TimeZone(identifier: "Europe/Berlin")!

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 1 else { return 0 }
  let mode = data[0]
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  if mode & 1 == 0 {
    let startYear = 1990 + Int(bytes.first ?? 0) % 60
    let from = LocalDate(year: startYear, month: 1, day: 1)!
    let through = from.adding(days: Int(mode >> 1) * 7)
    let reader = CalendarReader(limits: limits, localZone: berlin)
    if let result = try? reader.read(
      bytes: bytes, id: "fuzz", title: "fuzz", window: DateWindow(from: from, through: through, in: berlin))
    {
      // Invariants: sorted, nothing cancelled, every event overlaps the window or is empty at its start;
      // texts within their limits (a stray UTF-8 byte becomes one replacement character each).
      var previous: Date? = nil
      for e in result.events {
        precondition(e.status != .cancelled, "cancelled occurrence returned")
        precondition((e.notes?.unicodeScalars.count ?? 0) <= 4 * limits.maxNotesCharacters, "DESCRIPTION not cut")
        precondition(e.notes?.isEmpty != true, "empty DESCRIPTION kept")
        precondition(e.categories.count <= limits.maxListValues, "too many CATEGORIES")
        for c in e.categories {
          precondition(!c.isEmpty && c.unicodeScalars.count <= 4 * limits.maxNotesCharacters, "CATEGORIES value")
        }
        if case .instant(let s) = e.start {
          if let p = previous { precondition(p <= s, "events out of order") }
          previous = s
          if case .instant(let end) = e.end { precondition(end >= s, "end before start") }
        }
      }
    }
  } else {
    let text = String(decoding: bytes, as: UTF8.self)
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    guard parts.count == 2, let start = ICalValues.parseDateTime(String(parts[0])) else { return 0 }
    var notes: [String] = []
    guard let rule = RecurrenceRule.parse(String(parts[1]), maxListValues: 500, notes: &notes) else { return 0 }
    let until = rule.until.map { $0.isDate ? $0.wall + 86_399 : $0.wall }
    let expander = RecurrenceExpander(rule: rule, start: start.wall, dateOnly: start.isDate, untilWall: until)
    var all: [Int64] = []
    var stats = RecurrenceExpander.Stats()
    let horizon = start.wall + 40 * 366 * 86_400
    expander.expand(from: nil, through: horizon, limits: limits, stats: &stats) {
      all.append($0)
      return true
    }
    for i in all.indices.dropFirst() { precondition(all[i - 1] < all[i], "instances not strictly increasing") }
    if let c = rule.count, !stats.hitLimit { precondition(all.count <= c, "more instances than COUNT") }
    // Skip-ahead must agree with the full walk (without COUNT, when no limit cut the walk short).
    if rule.count == nil, !stats.hitLimit, all.count > 4 {
      let lower = all[all.count / 2]
      var tail: [Int64] = []
      var s2 = RecurrenceExpander.Stats()
      expander.expand(from: lower, through: horizon, limits: limits, stats: &s2) {
        tail.append($0)
        return true
      }
      if !s2.hitLimit {
        precondition(tail == Array(all[(all.count / 2)...]), "skip-ahead disagrees with the full walk")
      }
    }
  }
  return 0
}
