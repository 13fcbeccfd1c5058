import Foundation
import Testing

@testable import CalendarIO

/// A document parsed in parts must be the document one pass makes: same events in the same order
/// with the same line numbers, same left-out events, warnings, names and zones.
@Suite struct ParallelParseTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Everything a parse yields, in a form two parses can be compared by.
  static func summary(_ doc: ParsedDocument) -> String {
    var lines = [
      "calendar \(String(describing: doc.calendarName)) zone \(String(describing: doc.defaultTimeZone))",
      "saw \(doc.sawCalendar)",
    ]
    lines += doc.eventLists.joined().map { String(describing: $0) }
    lines += doc.outsideLists.joined().map { String(describing: $0) }
    lines += doc.warnings.map { "warning \(String(describing: $0.line)): \($0.message)" }
    lines += doc.timeZones.keys.sorted().map { "zone \($0): \(String(describing: doc.timeZones[$0]!))" }
    return lines.joined(separator: "\n")
  }

  static func onePass(
    _ bytes: [UInt8], limits: CalendarLimits = .standard, window: (lowerWall: Int64, upperWall: Int64)? = nil
  ) -> ParsedDocument {
    bytes.withUnsafeBufferPointer {
      ICalParser.parsePart(
        buffer: $0, range: 0..<$0.count, insideCalendar: false, atEnd: true, limits: limits, window: window
      ).document
    }
  }

  static func inParts(
    _ bytes: [UInt8], parts: Int, limits: CalendarLimits = .standard,
    window: (lowerWall: Int64, upperWall: Int64)? = nil
  ) -> ParsedDocument {
    bytes.withUnsafeBufferPointer {
      ParallelParse.parse(
        buffer: $0, limits: limits, window: window, plan: .init(parts: parts, minimumPartBytes: 1))
    }
  }

  /// Every split a small document allows is tried: parts of 2 to 6, cut wherever events begin.
  static func expectSame(
    _ bytes: [UInt8], name: String, limits: CalendarLimits = .standard,
    window: (lowerWall: Int64, upperWall: Int64)? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let expected = summary(onePass(bytes, limits: limits, window: window))
    for parts in 2...6 {
      let got = summary(inParts(bytes, parts: parts, limits: limits, window: window))
      #expect(got == expected, "\(name) in \(parts) parts", sourceLocation: sourceLocation)
    }
  }

  static func calendarFiles(under folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "ics" }
      .sorted { $0.path < $1.path }
  }

  @Test func theSharedCorpusAndTheRealCalendarsParseTheSameInParts() throws {
    let corpus =
      ProcessInfo.processInfo.environment["TQ_CORPUS"].map { URL(fileURLWithPath: $0) }
      ?? Self.repository.deletingLastPathComponent().appendingPathComponent("shared/corpus")
    let shared = Self.calendarFiles(under: corpus)
    try #require(shared.count > 100, "the shared corpus (\(corpus.path)) is where conformance reads it")
    let real = Self.calendarFiles(under: Self.repository.appendingPathComponent("Tests/AppsTests/RealCalendars"))
    try #require(real.count >= 10)
    var cut = 0
    for file in shared + real {
      let bytes = try [UInt8](Data(contentsOf: file))
      Self.expectSame(bytes, name: file.lastPathComponent)
      // With a window, far events are left out by both the same way.
      Self.expectSame(bytes, name: file.lastPathComponent + " (window)", window: (1_700_000_000, 1_700_900_000))
      let starts = bytes.withUnsafeBufferPointer {
        ParallelParse.partStarts($0, plan: .init(parts: 4, minimumPartBytes: 1))
      }
      if starts.count > 1 { cut += 1 }
    }
    // The comparison means something only if most files were really cut.
    #expect(cut > (shared.count + real.count) / 2, "only \(cut) files were cut into parts")
  }

  static func lines(_ text: String, ending: String = "\r\n") -> [UInt8] {
    Array(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: ending).utf8)
  }

  static let event = """
    BEGIN:VEVENT
    UID:a
    DTSTART:20260105T080000Z
    DTEND:20260105T090000Z
    SUMMARY:One
    RRULE:FREQ=WEEKLY;COUNT=3
    END:VEVENT
    """

  @Test(arguments: ["\r\n", "\n", "\r"])
  func awkwardDocumentsParseTheSameInParts(ending: String) {
    let e = Self.event
    let cases: [(String, String)] = [
      ("plain", "BEGIN:VCALENDAR\n\(e)\n\(e)\n\(e)\nEND:VCALENDAR\n"),
      ("bare events, no VCALENDAR", "\(e)\n\(e)\n\(e)\n"),
      (
        "two calendars",
        "BEGIN:VCALENDAR\nX-WR-CALNAME:First\n\(e)\nEND:VCALENDAR\nBEGIN:VCALENDAR\n"
          + "X-WR-CALNAME:Second\nX-WR-TIMEZONE:Europe/Berlin\n\(e)\n\(e)\nEND:VCALENDAR\n"
      ),
      (
        "unclosed event before the next",
        "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:open\nDTSTART:20260101\n\(e)\n\(e)\n"
          + "END:VCALENDAR\n"
      ),
      (
        "event inside an unknown component",
        "BEGIN:VCALENDAR\nBEGIN:X-THING\n\(e)\nEND:X-THING\n\(e)\n\(e)\n"
          + "END:VCALENDAR\n"
      ),
      (
        "names and zones late",
        "BEGIN:VCALENDAR\n\(e)\n\(e)\nX-WR-CALNAME:Late\nX-WR-TIMEZONE:America/Chicago\n"
          + "BEGIN:VTIMEZONE\nTZID:Here\nBEGIN:STANDARD\nDTSTART:19700101T000000\nTZOFFSETFROM:+0100\n"
          + "TZOFFSETTO:+0100\nEND:STANDARD\nEND:VTIMEZONE\n\(e)\nBEGIN:VTIMEZONE\nTZID:Here\nBEGIN:STANDARD\n"
          + "DTSTART:19700101T000000\nTZOFFSETFROM:+0200\nTZOFFSETTO:+0200\nEND:STANDARD\nEND:VTIMEZONE\nEND:VCALENDAR\n"
      ),
      (
        "broken lines and blank lines",
        "BEGIN:VCALENDAR\n\n\(e)\nNO COLON HERE\n\n\(e)\nBEGIN:VEVENT\nDTSTART:bad\n"
          + "END:VEVENT\n\(e)\nEND:VCALENDAR"
      ),
      (
        "folded lines",
        "BEGIN:VCALENDAR\n\(e)\nBEGIN:VEVENT\nUID:f\nDTSTART:20260105T080000Z\nDESCRIPTION:long\n "
          + "text\n\tmore\nSUMMARY:Fol\n ded\nEND:VEVENT\n\(e)\nEND:VCALENDAR\n"
      ),
      ("file ends inside an event", "BEGIN:VCALENDAR\n\(e)\n\(e)\nBEGIN:VEVENT\nUID:z\nDTSTART:20260101\n"),
      (
        "lowercase begin",
        "begin:vcalendar\n\(e)\nbegin:vevent\nuid:l\ndtstart:20260101\nend:vevent\n\(e)\n"
          + "end:vcalendar\n"
      ),
    ]
    for (name, text) in cases {
      Self.expectSame(Self.lines(text, ending: ending), name: "\(name) (\(ending.debugDescription))")
    }
    // A byte order mark belongs to the first part only.
    Self.expectSame([0xEF, 0xBB, 0xBF] + Self.lines(cases[0].1, ending: ending), name: "BOM")
  }

  @Test func morePartsThanTheEventLimitFallsBackToOnePassAndItsWarnings() {
    var limits = CalendarLimits.standard
    limits.maxEventsPerDocument = 4
    let text =
      "BEGIN:VCALENDAR\n" + Array(repeating: Self.event, count: 9).joined(separator: "\n") + "\nEND:VCALENDAR\n"
    let bytes = Self.lines(text)
    Self.expectSame(bytes, name: "over the limit", limits: limits)
    let doc = Self.inParts(bytes, parts: 3, limits: limits)
    #expect(doc.events.count == 4 && doc.laterParts.isEmpty)
    #expect(doc.warnings.count == 5 && doc.warnings.allSatisfy { $0.message.hasPrefix("more than 4 events") })
  }

  @Test func partsBeginOnlyAtEventLinesAndFewerWhenEventsRunOut() {
    let text =
      "BEGIN:VCALENDAR\nX-NOTE:BEGIN:VEVENT\nDESCRIPTION:x\n BEGIN:VEVENT\n\(Self.event)\n\(Self.event)\n"
      + "END:VCALENDAR\n"
    let bytes = Self.lines(text)
    let starts = bytes.withUnsafeBufferPointer {
      ParallelParse.partStarts($0, plan: .init(parts: 8, minimumPartBytes: 1))
    }
    #expect(starts.first == 0)
    #expect(starts.count == 3, "two events, so two cuts at most: \(starts)")
    for start in starts.dropFirst() {
      #expect(Array(bytes[start..<(start + 14)]) == Array("BEGIN:VEVENT\r\n".utf8))
      #expect(bytes[start - 1] == 0x0A)
    }
    // A small file is not cut at all with the automatic plan.
    let automatic = bytes.withUnsafeBufferPointer { ParallelParse.partStarts($0, plan: .automatic) }
    #expect(automatic == [0])
  }
}
