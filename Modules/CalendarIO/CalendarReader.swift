import Domain
import Foundation

/// Reads calendars fresh and answers what overlaps a window. Nothing is cached between calls.
public struct CalendarReader: Sendable {
  public var limits: CalendarLimits
  public var localZone: TimeZone
  public var registry: CalendarSourceRegistry

  public init(
    limits: CalendarLimits = .standard, localZone: TimeZone = .current,
    registry: CalendarSourceRegistry = .standard
  ) {
    self.limits = limits
    self.localZone = localZone
    self.registry = registry
  }

  /// Reads `location` and returns occurrences overlapping `window`, sorted by start then title,
  /// cancelled ones left out.
  /// - Throws: `CalendarIOError` when the location cannot be read or is not iCalendar at all.
  public func read(_ location: String, window: DateWindow) throws(CalendarIOError) -> CalendarReadResult {
    let source = try registry.source(for: location)
    let documents = try source.load(limits: limits)
    return try read(documents: documents, location: location, window: window)
  }

  /// Same, parsing in-memory bytes (for tests and for standard input already read).
  /// - Throws: `CalendarIOError.notICalendar` or `.tooLarge`.
  public func read(bytes: [UInt8], id: String, title: String, window: DateWindow) throws(CalendarIOError)
    -> CalendarReadResult
  {
    if bytes.count > limits.maxFileBytes { throw .tooLarge(path: id, bytes: bytes.count, limit: limits.maxFileBytes) }
    let doc = CalendarDocument(calendarID: id, fallbackTitle: title, label: id, bytes: bytes)
    return try read(documents: [doc], location: id, window: window)
  }

  /// Reads documents a source already loaded. With a single document, non-iCalendar content is
  /// an error; within a folder it is a warning and the rest still counts.
  public func read(documents: [CalendarDocument], location: String, window: DateWindow) throws(CalendarIOError)
    -> CalendarReadResult
  {
    try readDetailed(documents: documents, location: location, window: window).result
  }

  func readDetailed(documents: [CalendarDocument], location: String, window: DateWindow) throws(CalendarIOError)
    -> (result: CalendarReadResult, periodsExamined: Int)
  {
    var result = CalendarReadResult()
    let local = Zone(localZone)
    let ws = Int64((window.start.timeIntervalSince1970).rounded(.down))
    let we = Int64((window.end.timeIntervalSince1970).rounded(.up))
    var calendarOrder: [String] = []
    var seriesByCalendar: [String: [EventSeries]] = [:]
    var titles: [String: String] = [:]
    var fallbackTitles: [String: String] = [:]
    var warningsByCalendar: [String: [CalendarWarning]] = [:]
    var resolver = ZoneResolver()
    // Any zone's wall clock is within ±14 h of UTC; a day more covers rounding.
    let lowerWall = ws - 50_400 - Civil.secondsPerDay
    let upperWall = we + 50_400 + Civil.secondsPerDay
    var dropped: [String: [String: Int]] = [:]
    for doc in documents {
      let parsed = ICalParser.parse(doc.bytes, limits: limits)
      if !parsed.sawCalendar {
        if documents.count == 1 { throw .notICalendar(path: doc.label) }
        result.warnings.append(CalendarWarning(source: doc.label, line: nil, message: "not iCalendar; skipped"))
        continue
      }
      if seriesByCalendar[doc.calendarID] == nil {
        calendarOrder.append(doc.calendarID)
        seriesByCalendar[doc.calendarID] = []
        fallbackTitles[doc.calendarID] = doc.fallbackTitle
      }
      if titles[doc.calendarID] == nil, let name = parsed.calendarName { titles[doc.calendarID] = name }
      var builder = SeriesBuilder(document: parsed, localZone: local, limits: limits, resolver: resolver)
      var built: [EventSeries] = []
      built.reserveCapacity(parsed.events.count)
      for i in parsed.events.indices {
        // A one-off event clearly outside the window is not built at all (its UID and SEQUENCE
        // are kept so that a stale copy of it inside the window still loses to it).
        if SeriesBuilder.clearlyOutside(parsed.events[i], lowerWall: lowerWall, upperWall: upperWall) {
          if let uid = parsed.events[i].uid {
            let seq = parsed.events[i].sequence
            if let known = dropped[doc.calendarID, default: [:]][uid], known >= seq { continue }
            dropped[doc.calendarID, default: [:]][uid] = seq
          }
          continue
        }
        if let s = builder.build(parsed.events[i], index: i) { built.append(s) }
      }
      if seriesByCalendar[doc.calendarID]!.isEmpty {
        seriesByCalendar[doc.calendarID] = built
      } else {
        seriesByCalendar[doc.calendarID]!.append(contentsOf: built)
      }
      resolver = builder.resolver
      var warnings = parsed.warnings.map { CalendarWarning(source: doc.label, line: $0.line, message: $0.message) }
      warnings += builder.warnings.map { CalendarWarning(source: doc.label, line: $0.line, message: $0.message) }
      warningsByCalendar[doc.calendarID, default: []] += warnings
    }
    var periods = 0
    var collected: [(sortKey: Int64, event: CalendarEvent)] = []
    for id in calendarOrder {
      let title = titles[id] ?? fallbackTitles[id] ?? id
      result.calendars.append(CalendarInfo(id: id, title: title, location: location))
      var expansion = SeriesExpansion(
        windowStart: ws, windowEnd: we, localZone: local, limits: limits, calendarID: id, calendarTitle: title)
      expansion.outsideSequences = dropped[id] ?? [:]
      expansion.expand(seriesByCalendar.removeValue(forKey: id) ?? [])
      collected += expansion.output
      periods += expansion.periodsExamined
      result.warnings += warningsByCalendar[id] ?? []
      let label = documents.first { $0.calendarID == id }?.label ?? id
      result.warnings += expansion.warnings.map { CalendarWarning(source: label, line: $0.line, message: $0.message) }
    }
    collected.sort { a, b in
      if a.sortKey != b.sortKey { return a.sortKey < b.sortKey }
      if a.event.title != b.event.title { return a.event.title < b.event.title }
      return a.event.uid < b.event.uid
    }
    result.events = collected.map(\.event)
    return (result, periods)
  }
}
