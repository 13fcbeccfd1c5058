import Domain
import Foundation
import Platform

/// Parses a large document in parts, one per core, and joins them into the document one pass
/// would have made. A part begins at a `BEGIN:VEVENT` line and the parts after the first start
/// inside the VCALENDAR: when a part turns out to end anywhere else (a second VCALENDAR, an
/// unclosed event, a skipped component) or the parts together hold more events than the limit,
/// the guess was wrong and the document is parsed again in one pass. Line numbers, warnings,
/// events and left-out events come out in the same order with the same numbers either way (the
/// later parts' events in `ParsedDocument.laterParts`).
enum ParallelParse {
  /// How a document may be cut.
  struct Plan: Sendable {
    /// At most this many parts.
    var parts: Int
    /// No part is planned smaller than this: a thread costs more than parsing a small file.
    var minimumPartBytes: Int

    /// One part per core for files of a megabyte or more.
    static var automatic: Plan {
      Plan(parts: Processors.parallelWidth, minimumPartBytes: 1 << 20)
    }
  }

  static func parse(
    buffer: UnsafeBufferPointer<UInt8>, limits: CalendarLimits, window: (lowerWall: Int64, upperWall: Int64)?,
    plan: Plan
  ) -> ParsedDocument {
    let starts = partStarts(buffer, plan: plan)
    let whole = { () -> ParsedDocument in
      ICalParser.parsePart(
        buffer: buffer, range: 0..<buffer.count, insideCalendar: false, atEnd: true, limits: limits, window: window
      ).document
    }
    if starts.count < 2 { return whole() }
    let shared = Shared(buffer: buffer)
    let parts = Parallel.map(starts.count) { i in
      let end = i + 1 < starts.count ? starts[i + 1] : shared.buffer.count
      return ICalParser.parsePart(
        buffer: shared.buffer, range: starts[i]..<end, insideCalendar: i > 0, atEnd: i == starts.count - 1,
        limits: limits, window: window)
    }
    return join(consume parts, limits: limits) ?? whole()
  }

  /// The document, only read by every part.
  private struct Shared: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
  }

  /// Where the parts begin: 0, then the first `BEGIN:VEVENT` line at or after each even share
  /// of the bytes. Fewer parts than planned when the events run out.
  static func partStarts(_ buffer: UnsafeBufferPointer<UInt8>, plan: Plan) -> [Int] {
    let count = buffer.count
    let parts = min(plan.parts, count / max(plan.minimumPartBytes, 1))
    var starts = [0]
    guard parts >= 2 else { return starts }
    for k in 1..<parts {
      let target = max(count / parts * k, starts[starts.count - 1] + 1)
      guard let start = eventLine(in: buffer, from: target) else { break }
      starts.append(start)
    }
    return starts
  }

  private static let beginEvent: StaticString = "BEGIN:VEVENT"

  /// The first index at or after `from` where a line `BEGIN:VEVENT` (as most writers spell it)
  /// starts, right after a line end and followed by one.
  static func eventLine(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    let needle = beginEvent.utf8Start
    let length = beginEvent.utf8CodeUnitCount
    let count = buffer.count
    var i = max(from, 1)
    while i + length <= count {
      guard let hit = memchr(base + i, Int32(needle[0]), count - length + 1 - i) else { return nil }
      i = UnsafeRawPointer(hit).assumingMemoryBound(to: UInt8.self) - base
      let before = base[i - 1]
      let after = i + length < count ? base[i + length] : 0x0A
      if (before == 0x0A || before == 0x0D) && (after == 0x0A || after == 0x0D) && memcmp(base + i, needle, length) == 0
      {
        return i
      }
      i += 1
    }
    return nil
  }

  /// The parts as one document, or nil when a part did not end where the next one was assumed
  /// to begin, or when the events together pass the limit (one pass warns at the first one over).
  static func join(_ taken: consuming [ICalParser.Part], limits: CalendarLimits) -> ParsedDocument? {
    var parts = taken
    guard parts.dropLast().allSatisfy(\.endsInsideCalendar) else { return nil }
    let events = parts.reduce(0) { $0 + $1.document.events.count }
    guard events <= limits.maxEventsPerDocument else { return nil }
    // Swapped out rather than copied: a copy of a part's document would share its arrays, and
    // editing their line numbers would then copy every event.
    var doc = ParsedDocument()
    swap(&doc, &parts[0].document)
    var offset = parts[0].lines
    for k in parts.indices.dropFirst() {
      var next = ParsedDocument()
      swap(&next, &parts[k].document)
      for i in next.events.indices {
        next.events[i].line += offset
        for j in next.events[i].rules.indices { next.events[i].rules[j].line += offset }
        for j in next.events[i].exceptionRules.indices { next.events[i].exceptionRules[j].line += offset }
      }
      doc.laterParts.append((next.events, next.outside))
      // One pass keeps the first 1,000 warnings; so does this, part by part in order.
      for warning in next.warnings.prefix(max(0, 1000 - doc.warnings.count)) {
        doc.warnings.append((warning.line.map { $0 + offset }, warning.message))
      }
      // The first calendar name counts, the last default zone, the last definition of a zone.
      if doc.calendarName == nil { doc.calendarName = next.calendarName }
      if let zone = next.defaultTimeZone { doc.defaultTimeZone = zone }
      doc.timeZones.merge(next.timeZones) { _, later in later }
      doc.sawCalendar = doc.sawCalendar || next.sawCalendar
      offset += parts[k].lines
    }
    return doc
  }
}
