import Domain
import Foundation
import Platform

/// `tq-parent calendar events`: an agenda grouped by day, or the JSON array of the contract.
///
/// Both are streamed: a school year of a large calendar is hundreds of thousands of occurrences,
/// and building the whole document first cost more time and memory than reading the calendar.
public enum EventsView {
  /// The contract's JSON array, two-space indented, and a final newline.
  public static func writeJSON<Sink: ByteSink>(
    _ events: [CalendarEvent], zone: TimeZone, to sink: inout Sink
  ) throws(Sink.Failure) {
    var json = JSONWriter(pretty: true)
    var time: [UInt8] = []
    func timestamp(_ value: CalendarEvent.Time) {
      time.removeAll(keepingCapacity: true)
      Timestamp.write(value, zone: zone, into: &time)
      json.string(utf8: time)
    }
    json.beginArray()
    for event in events {
      json.beginObject()
      json.key("uid")
      json.string(event.uid)
      json.key("title")
      json.string(event.title)
      json.key("allDay")
      json.bool(event.isAllDay)
      json.key("start")
      timestamp(event.start)
      json.key("end")
      timestamp(event.end)
      json.key("calendar")
      json.string(event.calendarTitle)
      json.key("status")
      json.string(event.status.rawValue)
      json.endObject()
      try sink.writeChunk(&json.bytes)
    }
    json.endArray()
    json.bytes.append(UInt8(ascii: "\n"))
    try sink.write(json.bytes)
  }

  /// Each day of the window with the events touching it, one line per event and a blank line
  /// between days; multi-day events repeat on each day.
  public static func writeText<Sink: ByteSink>(
    _ events: [CalendarEvent], from: LocalDate, through: LocalDate, zone: TimeZone, style: TerminalStyle,
    to sink: inout Sink
  ) throws(Sink.Failure) {
    // Positions, not copies: an event lasting the whole window would otherwise be copied per day.
    var byDay: [LocalDate: [Int]] = [:]
    for (index, event) in events.enumerated() {
      guard let span = event.localDates(in: zone) else { continue }
      var day = max(span.lowerBound, from)
      let last = min(span.upperBound, through)
      while day <= last {
        byDay[day, default: []].append(index)
        day = day.adding(days: 1)
      }
    }
    var out: [UInt8] = []
    guard !byDay.isEmpty else {
      out.append(contentsOf: "No events between \(from) and \(through).\n".utf8)
      return try sink.write(out)
    }
    let newline = UInt8(ascii: "\n")
    for (number, day) in byDay.keys.sorted().enumerated() {
      if number > 0 { out.append(newline) }
      out.append(contentsOf: style.bold(DateText.long(day)).utf8)
      out.append(newline)
      for index in byDay[day]! {
        let event = events[index]
        out.append(contentsOf: "  ".utf8)
        switch (event.start, event.end) {
        case (.instant(let start), .instant(let end)):
          // Always 11 characters, the column's width: two-digit hours and minutes.
          Timestamp.writeClock(start, zone: zone, into: &out)
          out.append(contentsOf: "–".utf8)
          Timestamp.writeClock(end, zone: zone, into: &out)
        default:
          out.append(contentsOf: allDay)
        }
        out.append(UInt8(ascii: " "))
        out.append(contentsOf: event.title.terminalSafe.utf8)
        if event.status == .tentative { out.append(contentsOf: style.dim(" (tentative)").utf8) }
        out.append(contentsOf: "  ".utf8)
        out.append(contentsOf: style.dim(event.calendarTitle.terminalSafe).utf8)
        out.append(newline)
        try sink.writeChunk(&out)
      }
    }
    try sink.write(out)
  }

  /// The agenda as one string, without the final newline.
  public static func text(
    _ events: [CalendarEvent], from: LocalDate, through: LocalDate, zone: TimeZone, style: TerminalStyle
  ) -> String {
    var bytes: [UInt8] = []
    writeText(events, from: from, through: through, zone: zone, style: style, to: &bytes)
    return String(decoding: bytes.dropLast(), as: UTF8.self)
  }

  private static let allDay = Array("all day".padded(to: 11).utf8)
}
