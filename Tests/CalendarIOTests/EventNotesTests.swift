import Foundation
import Testing

@testable import CalendarIO
@testable import Domain

/// DESCRIPTION and CATEGORIES reach `CalendarEvent` as evidence for the context engine: decoded
/// like every TEXT value, bounded in size, and decoded only for what can touch the window.
@Suite("Descriptions and categories reach the events")
struct EventNotesTests {
  private func read(_ body: String, from: String = "2026-06-09", to: String = "2026-06-09") throws -> [CalendarEvent] {
    try TestCalendars.read(body, from: from, to: to).events
  }

  private func readBytes(_ bytes: [UInt8], limits: CalendarLimits = .standard) throws -> [CalendarEvent] {
    let reader = CalendarReader(limits: limits, localZone: TestCalendars.berlin)
    return try reader.read(
      bytes: bytes, id: "/t.ics", title: "t", window: TestCalendars.window("2026-06-09", "2026-06-09")
    ).events
  }

  private func detailed(_ body: String, from: String, to: String) throws -> (events: [CalendarEvent], decoded: Int) {
    let reader = CalendarReader(localZone: TestCalendars.berlin)
    let doc = CalendarDocument(calendarID: "t", fallbackTitle: "t", label: "t", bytes: TestCalendars.calendar(body))
    let d = try reader.readDetailed(documents: [doc], location: "t", window: TestCalendars.window(from, to))
    return (d.result.events, d.textsDecoded)
  }

  // MARK: - DESCRIPTION

  @Test("DESCRIPTION escapes are decoded: \\, \\; \\n \\N \\\\")
  func escapes() throws {
    let events = try read(
      #"""
      BEGIN:VEVENT
      UID:a
      SUMMARY:Holiday
      DTSTART;VALUE=DATE:20260609
      DESCRIPTION:No school for students\, really\; staff only\nBring: nothing\Nback\\slash \x
      END:VEVENT
      """#)
    #expect(events.count == 1)
    #expect(events.first?.notes == "No school for students, really; staff only\nBring: nothing\nback\\slash x")
    #expect(events.first?.categories == [])
  }

  @Test("folded DESCRIPTION lines are joined, also inside an escape and with LF-only line ends")
  func folded() throws {
    let body = """
      BEGIN:VEVENT
      UID:a
      SUMMARY:Closed
      DTSTART;VALUE=DATE:20260609
      DESCRIPTION;LANGUAGE=en:No sch
       ool for stu
      \tdents\\
       , staff\\
       n day
      END:VEVENT
      """
    #expect(try read(body).first?.notes == "No school for students, staff\n day")
    // The same with LF line ends throughout.
    let lf = Array(("BEGIN:VCALENDAR\n" + body + "\nEND:VCALENDAR\n").utf8)
    #expect(try readBytes(lf).first?.notes == "No school for students, staff\n day")
  }

  @Test("a fold inside a multi-byte character is joined on bytes, before decoding")
  func foldInsideCharacter() throws {
    var bytes = Array(
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20260609\r\nDESCRIPTION:Stra".utf8)
    bytes += [0xC3, 0x0D, 0x0A, 0x20, 0x9F] + Array("e gesperrt\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
    #expect(try readBytes(bytes).first?.notes == "Straße gesperrt")
  }

  @Test("no DESCRIPTION, an empty one, and a VALARM's own DESCRIPTION all leave the notes empty")
  func absent() throws {
    let events = try read(
      """
      BEGIN:VEVENT\nUID:a\nSUMMARY:A\nDTSTART:20260609T080000Z\nEND:VEVENT
      BEGIN:VEVENT\nUID:b\nSUMMARY:B\nDTSTART:20260609T090000Z\nDESCRIPTION:\nEND:VEVENT
      BEGIN:VEVENT\nUID:c\nSUMMARY:C\nDTSTART:20260609T100000Z
      BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:Reminder\nTRIGGER:-PT30M\nEND:VALARM\nEND:VEVENT
      """)
    #expect(events.map(\.title) == ["A", "B", "C"])
    #expect(events.map(\.notes) == [nil, nil, nil])
  }

  @Test("the first DESCRIPTION of an event counts")
  func firstDescription() throws {
    let events = try read(
      "BEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20260609\nDESCRIPTION:first\nDESCRIPTION:second\nEND:VEVENT")
    #expect(events.first?.notes == "first")
  }

  // MARK: - CATEGORIES

  @Test("every CATEGORIES property counts, values split at unescaped commas, unescaped and trimmed, in order")
  func categories() throws {
    let events = try read(
      #"""
      BEGIN:VEVENT
      UID:a
      SUMMARY:Day off
      DTSTART;VALUE=DATE:20260609
      CATEGORIES:Public holiday,SCHOOL
      DESCRIPTION:x
      CATEGORIES;LANGUAGE=de: Ferien\, Sommer , ,Trip\;Tour
      CATEGORIES:Long categ
       ory,last\\
      END:VEVENT
      """#)
    #expect(
      events.first?.categories == [
        "Public holiday", "SCHOOL", "Ferien, Sommer", "Trip;Tour", "Long category", "last\\",
      ])
  }

  // MARK: - Recurrence

  @Test("an override carries its own DESCRIPTION and CATEGORIES, or none, never its master's")
  func overrides() throws {
    let events = try read(
      """
      BEGIN:VEVENT\nUID:s\nSUMMARY:Swimming\nDTSTART;VALUE=DATE:20260601
      RRULE:FREQ=DAILY\nDESCRIPTION:Bring a towel\nCATEGORIES:Sport\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;VALUE=DATE:20260609\nSUMMARY:Swimming (pool closed)
      DTSTART;VALUE=DATE:20260609\nDESCRIPTION:Pool closed\\, no lesson\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;VALUE=DATE:20260610\nSUMMARY:Swimming (moved)
      DTSTART;VALUE=DATE:20260611\nEND:VEVENT
      """, from: "2026-06-08", to: "2026-06-11")
    let byTitle = Dictionary(grouping: events, by: \.title)
    #expect(byTitle["Swimming"]?.count == 2)
    #expect(byTitle["Swimming"]?.allSatisfy { $0.notes == "Bring a towel" && $0.categories == ["Sport"] } == true)
    #expect(byTitle["Swimming (pool closed)"]?.first?.notes == "Pool closed, no lesson")
    #expect(byTitle["Swimming (pool closed)"]?.first?.categories == [])
    #expect(byTitle["Swimming (moved)"]?.first?.notes == nil)
    #expect(byTitle["Swimming (moved)"]?.first?.categories == [])
  }

  @Test("the occurrences a THISANDFUTURE override shifts carry the override's texts")
  func thisAndFuture() throws {
    let events = try read(
      """
      BEGIN:VEVENT\nUID:s\nSUMMARY:Club\nDTSTART;VALUE=DATE:20260601\nRRULE:FREQ=DAILY\nDESCRIPTION:Old room\nEND:VEVENT
      BEGIN:VEVENT\nUID:s\nRECURRENCE-ID;VALUE=DATE;RANGE=THISANDFUTURE:20260605\nSUMMARY:Club
      DTSTART;VALUE=DATE:20260605\nDESCRIPTION:New room\nEND:VEVENT
      """, from: "2026-06-03", to: "2026-06-07")
    #expect(events.map(\.notes) == ["Old room", "Old room", "New room", "New room", "New room"])
  }

  // MARK: - Shortcuts and limits

  @Test(
    "a far one-off, an ended series and a running one with no occurrence in the window are never decoded; the in-window copy has its DESCRIPTION"
  )
  func farNeverDecoded() throws {
    let body = """
      BEGIN:VEVENT\nUID:x\nSEQUENCE:0\nSUMMARY:Plan\nDTSTART;VALUE=DATE:20190609\nDESCRIPTION:Old plan\nEND:VEVENT
      BEGIN:VEVENT\nUID:mondays\nSUMMARY:Mondays\nDTSTART;VALUE=DATE:20200106\nRRULE:FREQ=WEEKLY;BYDAY=MO
      DESCRIPTION:Only on Mondays\nCATEGORIES:Club\nEND:VEVENT
      BEGIN:VEVENT\nUID:far\nSUMMARY:Far\nDTSTART;VALUE=DATE:20190610\nDESCRIPTION:Far away\nCATEGORIES:Far\nEND:VEVENT
      BEGIN:VEVENT\nUID:ended\nSUMMARY:Ended\nDTSTART;VALUE=DATE:20180101\nRRULE:FREQ=DAILY;UNTIL=20180301
      DESCRIPTION:Ended long ago\nEND:VEVENT
      BEGIN:VEVENT\nUID:x\nSEQUENCE:1\nSUMMARY:Plan\nDTSTART;VALUE=DATE:20260609\nDESCRIPTION:No school\nEND:VEVENT
      """
    let now = try detailed(body, from: "2026-06-09", to: "2026-06-09")
    #expect(now.events.map(\.notes) == ["No school"])
    #expect(now.decoded == 1)

    // The parser keeps the far one-offs as UID and SEQUENCE only: no text of theirs is decoded.
    let parsed = ICalParser.parse(TestCalendars.calendar(body))
    #expect(parsed.events.count == 5)
    let window = TestCalendars.window("2026-06-09", "2026-06-09")
    let narrow = TestCalendars.calendar(body).withUnsafeBufferPointer {
      ICalParser.parse(
        buffer: $0, limits: .standard,
        window: (
          Int64(window.start.timeIntervalSince1970) - Civil.wallMargin,
          Int64(window.end.timeIntervalSince1970) + Civil.wallMargin
        ))
    }
    #expect(narrow.outside.count == 2)
    #expect(narrow.events.map(\.summary) == ["Mondays", "Ended", "Plan"])

    // Asked on its own day, the far one-off has its texts.
    let then = try detailed(body, from: "2019-06-10", to: "2019-06-10")
    #expect(then.events.map(\.notes) == ["Far away"])
    #expect(then.events.map(\.categories) == [["Far"]])

    // The running series has its texts on a Monday.
    let monday = try detailed(body, from: "2026-06-08", to: "2026-06-08")
    #expect(monday.events.map(\.notes) == ["Only on Mondays"])
    #expect(monday.events.map(\.categories) == [["Club"]])
    #expect(monday.decoded == 1)
  }

  @Test("an over-long DESCRIPTION is cut at the limit, on a character boundary")
  func truncated() throws {
    let long = String(repeating: "é\\,", count: 3_000)  // 6 000 characters after unescaping
    let body = "BEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20260609\nDESCRIPTION:\(long)\nEND:VEVENT"
    let notes = try #require(try read(body).first?.notes)
    #expect(notes.unicodeScalars.count == CalendarLimits.standard.maxNotesCharacters)
    #expect(notes.hasPrefix("é,é,"))
    #expect(notes == String(String(repeating: "é,", count: 3_000).prefix(2_000)))

    let small = CalendarLimits(maxNotesCharacters: 10)
    let events = try readBytes(
      TestCalendars.calendar(
        "BEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20260609\nDESCRIPTION:0123456789abc\n"
          + "CATEGORIES:short,0123456789abc,after\nEND:VEVENT"), limits: small)
    #expect(events.first?.notes == "0123456789")
    #expect(events.first?.categories == ["short", "0123456789", "after"])
  }

  @Test("a 10 MB folded DESCRIPTION is cut to the limit")
  func huge() throws {
    var body = "BEGIN:VEVENT\nUID:a\nDTSTART;VALUE=DATE:20260609\nDESCRIPTION:"
    body += String(
      repeating: "word word word word word word word word word word word word word word\n ", count: 150_000)
    body += "end\nEND:VEVENT"
    let notes = try #require(try read(body).first?.notes)
    #expect(notes.unicodeScalars.count == 2_000)
    #expect(notes.hasPrefix("word word word"))
    #expect(notes.contains("wordword"))
  }

  @Test("stray UTF-8 continuation bytes, which count as no character, are bounded all the same")
  func strayContinuationBytes() throws {
    let stray = [UInt8](repeating: 0x80, count: 50_000)
    var bytes = Array("BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:a\r\nDTSTART;VALUE=DATE:20260609\r\nDESCRIPTION:".utf8)
    bytes += stray + Array("\r\nCATEGORIES:".utf8) + stray + Array("\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n".utf8)
    let event = try #require(try readBytes(bytes).first)
    // Each stray byte becomes one U+FFFD; at most four bytes per allowed character are kept.
    #expect(event.notes?.unicodeScalars.count == 4 * CalendarLimits.standard.maxNotesCharacters)
    #expect(event.categories.map(\.unicodeScalars.count) == [4 * CalendarLimits.standard.maxNotesCharacters])
  }

  @Test("a timed event's DESCRIPTION and CATEGORIES are not read: they say nothing about a whole day")
  func timedEventsCarryNoTexts() throws {
    let day = try detailed(
      """
      BEGIN:VEVENT\nUID:club\nSUMMARY:Chess club\nDTSTART:20260609T150000Z\nDURATION:PT1H
      DESCRIPTION:No school tomorrow\nCATEGORIES:Holiday\nEND:VEVENT
      BEGIN:VEVENT\nUID:day\nSUMMARY:Sports day\nDTSTART;VALUE=DATE:20260609\nDESCRIPTION:Bring a hat\nEND:VEVENT
      """, from: "2026-06-09", to: "2026-06-09")
    let byTitle = Dictionary(uniqueKeysWithValues: day.events.map { ($0.title, $0) })
    #expect(byTitle["Chess club"]?.notes == nil)
    #expect(byTitle["Chess club"]?.categories == [])
    #expect(byTitle["Sports day"]?.notes == "Bring a hat")
    #expect(day.decoded == 1)
  }

  @Test("the lexer hands a line wanted raw over as written, folds included, without unfolding it")
  func rawLines() {
    let lexer = ContentLexer(bytes: Array("DESCRIPTION:a\r\n b\r\n\tc\r\nUID:x\r\n".utf8))
    let first = lexer.next(want: { _ in .raw })
    #expect(first.map { Bytes.string($0.text) } == "DESCRIPTION:a\r\n b\r\n\tc")
    #expect(first?.skipped == false)
    let second = lexer.next(want: { _ in .raw })
    #expect(second.map { Bytes.string($0.text) } == "UID:x")
    #expect(second?.number == 4)
  }
}
