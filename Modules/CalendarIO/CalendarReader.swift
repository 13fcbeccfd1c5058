import Domain
import Foundation

/// Reads calendars fresh and answers what overlaps a window. Nothing is cached between calls.
public struct CalendarReader: Sendable {
  public var limits: CalendarLimits
  public var localZone: TimeZone
  public var registry: CalendarSourceRegistry

  public init(
    limits: CalendarLimits = .standard, localZone: TimeZone = .current,
    registry: CalendarSourceRegistry = .local()
  ) {
    self.limits = limits
    self.localZone = localZone
    self.registry = registry
  }

  /// Reads `source` and returns occurrences overlapping `window` in `EventOrder`, cancelled ones left out.
  /// - Throws: `CalendarIOError` when the source cannot be read or is not iCalendar at all.
  public func read(_ source: CalendarSourceSetting, window: DateWindow) async throws(CalendarIOError)
    -> CalendarReadResult
  {
    let plugin = try registry.source(for: source)
    if let built = try await plugin.events(in: window, localZone: localZone) { return built }
    // Handed over, not kept: the reader lets go of the bytes (often a mapping of the whole file)
    // before expanding, which lowers the peak memory of large queries by the file's size.
    return try read(
      documents: await plugin.load(limits: limits, window: window), location: source.location, window: window)
  }

  /// Reads a bare location (a path, a URL or `-`), as `--source` names one.
  public func read(_ location: String, window: DateWindow) async throws(CalendarIOError) -> CalendarReadResult {
    try await read(CalendarSourceSetting(location: location), window: window)
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
  public func read(documents: consuming [CalendarDocument], location: String, window: DateWindow)
    throws(CalendarIOError) -> CalendarReadResult
  {
    try readDetailed(documents: documents, location: location, window: window).result
  }

  /// `periodsExamined` and `textsDecoded` (series whose DESCRIPTION or CATEGORIES were decoded)
  /// let tests prove the shortcuts.
  func readDetailed(documents: consuming [CalendarDocument], location: String, window: DateWindow)
    throws(CalendarIOError) -> (result: CalendarReadResult, periodsExamined: Int, textsDecoded: Int)
  {
    var result = CalendarReadResult()
    let local = Zone(localZone)
    let ws = Int64((window.start.timeIntervalSince1970).rounded(.down))
    let we = Int64((window.end.timeIntervalSince1970).rounded(.up))
    var calendarOrder: [String] = []
    var seriesByCalendar: [String: [EventSeries]] = [:]
    var titles: [String: String] = [:]
    var fallbackTitles: [String: String] = [:]
    var colors: [String: CalendarColor] = [:]
    var warningsByCalendar: [String: [CalendarWarning]] = [:]
    var resolver = ZoneResolver()
    let lowerWall = ws - Civil.wallMargin
    let upperWall = we + Civil.wallMargin
    // One-off events left out by the parser, per calendar: each document's list as the parser made it.
    var outside: [String: [(document: Int, events: [OutsideEvent])]] = [:]
    // The undecoded texts of the series that can touch the window, copied out of the documents.
    var texts: [UInt8] = []
    var textsDecoded = 0
    for (docIndex, doc) in documents.enumerated() {
      if let reason = doc.skipReason {
        result.warnings.append(CalendarWarning(source: doc.label, line: nil, message: reason))
        continue
      }
      let parsed = doc.withBuffer {
        ICalParser.parse(buffer: $0, limits: limits, window: (lowerWall, upperWall))
      }
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
      if colors[doc.calendarID] == nil, let color = doc.color { colors[doc.calendarID] = color }
      if titles[doc.calendarID] == nil, let name = parsed.calendarName { titles[doc.calendarID] = name }
      var builder = SeriesBuilder(document: parsed, localZone: local, limits: limits, resolver: resolver)
      var built: [EventSeries] = []
      let lists = parsed.eventLists
      built.reserveCapacity(lists.reduce(0) { $0 + $1.count })
      var index = 0
      for list in lists {
        for event in list {
          if let s = builder.build(event, index: index) { built.append(s) }
          index += 1
        }
      }
      doc.withBuffer { buffer in
        // Sized once: growing by doubling would copy megabytes more than once.
        var needed = 0
        for s in built where s.hasPendingTexts && s.mayCarryTexts(windowStart: ws, windowEnd: we) {
          needed += s.categoryTexts.reduce(s.notesText?.count ?? 0) { $0 + $1.count }
        }
        texts.reserveCapacity(texts.count + needed)
        for s in built where s.hasPendingTexts {
          if s.keepTexts(from: buffer, to: &texts, windowStart: ws, windowEnd: we, limits: limits) {
            textsDecoded += 1
          }
        }
      }
      for list in parsed.outsideLists where !list.isEmpty {
        outside[doc.calendarID, default: []].append((docIndex, list))
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
    // Everything that needs the documents' bytes is done before expanding; then they are let go.
    var outsideByCalendar: [String: [String: Int]] = [:]
    var labels: [String: String] = [:]
    for id in calendarOrder {
      outsideByCalendar[id] = Self.outsideSequences(
        outside[id] ?? [], documents: documents, series: seriesByCalendar[id] ?? [])
      labels[id] = documents.first { $0.calendarID == id }?.label ?? id
    }
    documents = []
    outside = [:]

    var periods = 0
    // Every calendar's occurrences go into one pair of arrays (keys beside events), which the
    // expansion appends to in place.
    var keys: [Int64] = []
    var events: [CalendarEvent] = []
    // Most series near the window are one-off events with one occurrence: room for those at
    // once, so that a large calendar's events are not copied over and over as the arrays double.
    let built = seriesByCalendar.values.reduce(0) { $0 + $1.count }
    keys.reserveCapacity(built)
    events.reserveCapacity(built)
    for id in calendarOrder {
      // A source may name a calendar by its address, which may be secret: a title is shown everywhere.
      let title = titles[id] ?? SecretMask.location(fallbackTitles[id] ?? id)
      result.calendars.append(CalendarInfo(id: id, title: title, location: location, color: colors[id]))
      var expansion = SeriesExpansion(
        windowStart: ws, windowEnd: we, localZone: local, limits: limits, calendarID: id, calendarTitle: title)
      expansion.outsideSequences = outsideByCalendar.removeValue(forKey: id) ?? [:]
      expansion.texts = texts
      swap(&expansion.keys, &keys)
      swap(&expansion.events, &events)
      expansion.expand(seriesByCalendar.removeValue(forKey: id) ?? [])
      swap(&expansion.keys, &keys)
      swap(&expansion.events, &events)
      periods += expansion.periodsExamined
      textsDecoded += expansion.textsDecoded
      result.warnings += warningsByCalendar[id] ?? []
      let label = labels[id] ?? id
      result.warnings += expansion.warnings.map { CalendarWarning(source: label, line: $0.line, message: $0.message) }
    }
    texts = []
    result.events = EventOrder.sorted(consume events, keys: keys)
    return (result, periods, textsDecoded)
  }

  /// The highest SEQUENCE among the left-out events of each UID that some series in the window
  /// shares. Their UIDs are compared by the hash the parser took first, so the thousands of
  /// unrelated ones are never read again, let alone turned into strings.
  static func outsideSequences(
    _ outside: [(document: Int, events: [OutsideEvent])], documents: [CalendarDocument], series: [EventSeries]
  ) -> [String: Int] {
    if outside.isEmpty || series.isEmpty { return [:] }
    var hashes = Set<UInt64>(minimumCapacity: series.count)
    for s in series { hashes.insert(Bytes.fnv1a(s.uid.utf8)) }
    var result: [String: Int] = [:]
    for (index, events) in outside {
      for o in events where hashes.contains(o.uidHash) {
        // A hash is only a hint: the UID itself decides.
        guard let uid = o.uid ?? o.uidBytes.map({ range in documents[index].withBuffer { Bytes.string($0[range]) } })
        else { continue }
        result[uid] = max(result[uid] ?? Int.min, o.sequence)
      }
    }
    return result
  }
}
