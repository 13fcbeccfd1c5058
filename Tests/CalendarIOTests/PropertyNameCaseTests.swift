import Testing

@testable import CalendarIO

/// Property and component names are case-insensitive (RFC 5545, 2.1): the parser names each line by
/// comparing its name as one word (`Bytes.upperKey`), so each short name it reads is checked here
/// spelt in lower and mixed case, against the same event spelt in upper case.
@Suite("Property names in any case")
struct PropertyNameCaseTests {
  private static let upper = """
    BEGIN:VEVENT\nUID:a\nSUMMARY:Concert\nSTATUS:CONFIRMED\nSEQUENCE:2\nDTSTART:20260105T080000Z
    DTEND:20260105T090000Z\nRRULE:FREQ=DAILY;COUNT=3\nRDATE:20260110T080000Z\nEXDATE:20260106T080000Z
    END:VEVENT
    """
  private static let mixed = """
    begin:VEVENT\nUid:a\nsummary:Concert\nStatus:CONFIRMED\nsequence:2\ndtStart:20260105T080000Z
    DtEnd:20260105T090000Z\nrrule:FREQ=DAILY;COUNT=3\nrDate:20260110T080000Z\nexDate:20260106T080000Z
    End:VEVENT
    """

  @Test("lower- and mixed-case names are read as their upper-case spelling")
  func namesInAnyCase() {
    let expected = ICalParser.parse(TestCalendars.calendar(Self.upper))
    let read = ICalParser.parse(TestCalendars.calendar(Self.mixed))
    #expect(expected.events.map(\.summary) == ["Concert"])
    #expect(read.events.map(\.summary) == ["Concert"])
    #expect(String(describing: read.events) == String(describing: expected.events))
  }
}
