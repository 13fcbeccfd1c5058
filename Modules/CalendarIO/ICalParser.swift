/// A DATE or DATE-TIME together with the TZID it was written with.
struct ZonedValue: Sendable {
  var value: DateTimeValue
  var tzid: String?
}

/// One VEVENT as written, before zones are applied.
struct ParsedEvent: Sendable {
  var line: Int
  var uid: String?
  var summary = ""
  var status = ""
  var sequence = 0
  var start: ZonedValue?
  var end: ZonedValue?
  var duration: DurationValue?
  var rules: [(text: String, line: Int)] = []
  /// EXRULE (RFC 2445, dropped by RFC 5545 but still written by old clients).
  var exceptionRules: [(text: String, line: Int)] = []
  /// RDATE values; a PERIOD carries its own end or duration.
  var rdates: [(start: ZonedValue, end: ZonedValue?, duration: DurationValue?)] = []
  var exdates: [ZonedValue] = []
  var recurrenceID: ZonedValue?
  var thisAndFuture = false
  /// DESCRIPTION (the first one) and every CATEGORIES property, undecoded: one-off events far from
  /// the window are dropped with them, and the others have them decoded only at their first
  /// occurrence in the window (`EventSeries.keepTexts`).
  var notesText: PendingText?
  var categoryTexts: [PendingText] = []
}

/// One STANDARD or DAYLIGHT observance of a VTIMEZONE.
struct Observance: Sendable {
  var start: DateTimeValue?
  var offsetFrom: Int?
  var offsetTo: Int?
  var rule: String?
  var rdates: [DateTimeValue] = []
}

/// A one-off event left out because it lies far outside the query window. Only its UID and
/// SEQUENCE are kept, so that it still beats an older copy of itself inside the window; the UID
/// stays as raw bytes of the document (`uidBytes`, no escapes, trimmed) unless it needed decoding.
/// `uidHash` (`Bytes.fnv1a` of the UID's UTF-8) is taken while the bytes are in cache: tens of
/// thousands of these are compared with the few UIDs in the window by hash alone.
struct OutsideEvent: Sendable {
  var uidHash: UInt64
  var uidBytes: Range<Int>?
  var uid: String?
  var sequence: Int
}

/// Everything a document says that the engine uses.
struct ParsedDocument: Sendable {
  var calendarName: String?
  var defaultTimeZone: String?
  var events: [ParsedEvent] = []
  var outside: [OutsideEvent] = []
  /// The events and left-out events of the later parts of a document parsed in parts
  /// (`ParallelParse`), their lines counted from the document's start. They are kept apart rather
  /// than appended to `events` and `outside`: on a large calendar, that copy into fresh memory
  /// cost more than a tenth of what the parts saved.
  var laterParts: [(events: [ParsedEvent], outside: [OutsideEvent])] = []
  var timeZones: [String: [Observance]] = [:]
  var warnings: [(line: Int?, message: String)] = []
  var sawCalendar = false

  /// Every event, part by part, in document order.
  var eventLists: [[ParsedEvent]] { [events] + laterParts.map(\.events) }

  /// Every left-out event, part by part, in document order.
  var outsideLists: [[OutsideEvent]] { [outside] + laterParts.map(\.outside) }
}

/// Turns bytes into a `ParsedDocument`, leniently: broken lines and components are skipped with a
/// warning naming their line; properties the engine does not use are never decoded.
enum ICalParser {
  private enum Frame {
    case calendar, event, timeZone, observance
  }

  /// The property names the engine reads; everything else is `.other` and never decoded.
  enum Name {
    case other, begin, end, uid, summary, status, sequence, dtstart, dtend, duration, rrule, rdate, exdate, exrule
    case recurrenceID, tzid, tzoffsetfrom, tzoffsetto, calendarName, calendarTimeZone, description, categories
  }

  /// Names a content line once, by its first letter and length, so that the parser never
  /// compares a line's name more than once or twice.
  static func classify(_ name: ByteSpan) -> Name {
    guard let first = name.first else { return .other }
    func eq(_ upper: StaticString) -> Bool { Bytes.equalsIgnoringCase(name, upper) }
    // A name of up to 8 bytes is compared as one word (`Bytes.upperKey`), not a byte at a time:
    // every content line's name of a calendar is named here, most of them that short.
    func key() -> UInt64 { Bytes.upperKey(name) }
    switch first | 0x20 {
    case 0x62: return name.count == 5 && key() == NameKey.begin ? .begin : .other  // b
    case 0x65:  // e
      switch name.count {
      case 3: return key() == NameKey.end ? .end : .other
      case 6:
        let k = key()
        return k == NameKey.exdate ? .exdate : k == NameKey.exrule ? .exrule : .other
      default: return .other
      }
    case 0x75: return name.count == 3 && key() == NameKey.uid ? .uid : .other  // u
    case 0x63: return eq("CATEGORIES") ? .categories : .other  // c
    case 0x73:  // s
      switch name.count {
      case 7: return key() == NameKey.summary ? .summary : .other
      case 6: return key() == NameKey.status ? .status : .other
      case 8: return key() == NameKey.sequence ? .sequence : .other
      default: return .other
      }
    case 0x64:  // d
      switch name.count {
      case 7: return key() == NameKey.dtstart ? .dtstart : .other
      case 5: return key() == NameKey.dtend ? .dtend : .other
      case 8: return key() == NameKey.duration ? .duration : .other
      case 11: return eq("DESCRIPTION") ? .description : .other
      default: return .other
      }
    case 0x72:  // r
      switch name.count {
      case 5:
        let k = key()
        return k == NameKey.rrule ? .rrule : k == NameKey.rdate ? .rdate : .other
      case 13: return eq("RECURRENCE-ID") ? .recurrenceID : .other
      default: return .other
      }
    case 0x74:  // t
      switch name.count {
      case 4: return key() == NameKey.tzid ? .tzid : .other
      case 12: return eq("TZOFFSETFROM") ? .tzoffsetfrom : .other
      case 10: return eq("TZOFFSETTO") ? .tzoffsetto : .other
      default: return .other
      }
    case 0x78:  // x
      return eq("X-WR-CALNAME") ? .calendarName : eq("X-WR-TIMEZONE") ? .calendarTimeZone : .other
    default: return .other
    }
  }

  /// The short names' `Bytes.upperKey`s, each compared with a name of its own length.
  private enum NameKey {
    static let begin = Bytes.upperKey("BEGIN")
    static let end = Bytes.upperKey("END")
    static let exdate = Bytes.upperKey("EXDATE")
    static let exrule = Bytes.upperKey("EXRULE")
    static let uid = Bytes.upperKey("UID")
    static let summary = Bytes.upperKey("SUMMARY")
    static let status = Bytes.upperKey("STATUS")
    static let sequence = Bytes.upperKey("SEQUENCE")
    static let dtstart = Bytes.upperKey("DTSTART")
    static let dtend = Bytes.upperKey("DTEND")
    static let duration = Bytes.upperKey("DURATION")
    static let rrule = Bytes.upperKey("RRULE")
    static let rdate = Bytes.upperKey("RDATE")
    static let tzid = Bytes.upperKey("TZID")
  }

  /// What the parser needs of a folded line: DESCRIPTION and CATEGORIES as written (a long
  /// description is not unfolded unless its event is kept), the other names it reads unfolded.
  static func want(_ name: ByteSpan) -> ContentLexer.Want {
    switch classify(name) {
    case .other: return .skip
    case .description, .categories: return .raw
    default: return .text
    }
  }

  static func parse(_ bytes: [UInt8], limits: CalendarLimits = .standard) -> ParsedDocument {
    bytes.withUnsafeBufferPointer { parse(buffer: $0, limits: limits) }
  }

  /// With `window` (wall-clock bounds, see `SeriesBuilder.clearlyOutside`), one-off events that
  /// cannot touch it go to `outside` instead of `events`, and their texts are never decoded.
  /// A large document is parsed in parts on several cores (`ParallelParse`), with the same result.
  static func parse(
    buffer: UnsafeBufferPointer<UInt8>, limits: CalendarLimits, window: (lowerWall: Int64, upperWall: Int64)? = nil
  ) -> ParsedDocument {
    ParallelParse.parse(buffer: buffer, limits: limits, window: window, plan: .automatic)
  }

  /// One part of a document that `parse` read from `range` on its own.
  struct Part: Sendable {
    var document: ParsedDocument
    /// Physical lines in the range: the next part's line numbers start after them.
    var lines: Int
    /// The part ended inside the VCALENDAR and nothing else, as the next part was assumed to begin.
    var endsInsideCalendar: Bool
  }

  /// Parses `range` of `buffer` (the whole of it for a document read at once). `insideCalendar`
  /// starts the part inside an open VCALENDAR; `atEnd` says the range ends the document, so that
  /// open components are closed and reported there. Line numbers count from the range's start.
  static func parsePart(
    buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, insideCalendar: Bool, atEnd: Bool, limits: CalendarLimits,
    window: (lowerWall: Int64, upperWall: Int64)?
  ) -> Part {
    var parser = PartParser(
      buffer: buffer, range: range, insideCalendar: insideCalendar, limits: limits, window: window)
    return parser.run(atEnd: atEnd)
  }

  /// The open event's UID and SUMMARY, still undecoded.
  private struct PendingTexts {
    var uid: Range<Int>?
    var summary: Range<Int>?

    func decode(into event: inout ParsedEvent, buffer: UnsafeBufferPointer<UInt8>) {
      if let uid { event.uid = ICalParser.decodeUID(buffer[uid]) }
      if let summary { event.summary = Bytes.unescapeText(buffer[summary]) }
    }
  }

  /// A UID value as text, escapes decoded and blanks trimmed; `nil` when nothing is left.
  static func decodeUID(_ value: ByteSpan) -> String? {
    let uid = Bytes.unescapeText(value).trimmingSpaces()
    return uid.isEmpty ? nil : uid
  }

  /// The range of a UID that needs no decoding (no escapes), blanks trimmed; `nil` otherwise.
  private static func rawUID(_ value: ByteSpan) -> Range<Int>? {
    let trimmed = Bytes.trimmed(value)
    if trimmed.isEmpty || trimmed.contains(0x5C) { return nil }
    return trimmed.startIndex..<trimmed.endIndex
  }

  /// The components the parser opens; BEGIN/END values are named once, without building strings.
  private enum Component {
    case vcalendar, vevent, vtimezone, standard, daylight, other
  }

  private static func componentKind(_ value: ByteSpan) -> Component {
    let v = Bytes.trimmed(value)
    switch v.count {
    case 9:
      return Bytes.equalsIgnoringCase(v, "VCALENDAR")
        ? .vcalendar : Bytes.equalsIgnoringCase(v, "VTIMEZONE") ? .vtimezone : .other
    case 6: return Bytes.equalsIgnoringCase(v, "VEVENT") ? .vevent : .other
    case 8:
      return Bytes.equalsIgnoringCase(v, "STANDARD")
        ? .standard : Bytes.equalsIgnoringCase(v, "DAYLIGHT") ? .daylight : .other
    default: return .other
    }
  }

  private static func frameMatches(_ frame: Frame, _ component: Component) -> Bool {
    switch frame {
    case .calendar: return component == .vcalendar
    case .event: return component == .vevent
    case .timeZone: return component == .vtimezone
    case .observance: return component == .standard || component == .daylight
    }
  }

  private static func frameName(_ frame: Frame) -> String {
    switch frame {
    case .calendar: return "VCALENDAR"
    case .event: return "VEVENT"
    case .timeZone: return "VTIMEZONE"
    case .observance: return "STANDARD/DAYLIGHT"
    }
  }

  private static func trimmedUpper(_ bytes: ByteSpan) -> String { Bytes.upperString(bytes).trimmingSpaces() }

  private static func zoned(_ prop: Property, _ item: ByteSpan, tzid: String?) -> ZonedValue? {
    guard let v = ICalValues.parseDateTime(item) else { return nil }
    return ZonedValue(value: v, tzid: v.isUTC || v.isDate ? nil : tzid)
  }

  /// The TZID parameter; the last one seen is remembered so that the thousands of identical
  /// TZIDs of a real calendar share one string.
  private static func tzid(of prop: Property, cache: inout (bytes: [UInt8], string: String?)) -> String? {
    guard let span = prop.parameterSpan("TZID") else { return nil }
    if Bytes.equal(span, cache.bytes) { return cache.string }
    let t = Bytes.decodeParameter(span).trimmingSpaces()
    cache = (Array(span), t.isEmpty ? nil : t)
    return cache.string
  }
}

extension ICalParser {
  /// One part's parse, as steps: each content line is a BEGIN, an END, or a property of the open
  /// component, and each goes to its step. The state is the open components (only their kinds:
  /// the one being filled is held on its own so that each property edits it in place), that
  /// component, and the document so far.
  private struct PartParser {
    let buffer: UnsafeBufferPointer<UInt8>
    let lexer: ContentLexer
    let limits: CalendarLimits
    let window: (lowerWall: Int64, upperWall: Int64)?
    var doc = ParsedDocument()
    var stack: [Frame]
    var event = ParsedEvent(line: 0)
    var timeZoneID: String?
    var timeZoneLine = 0
    var observances: [Observance] = []
    var observance = Observance()
    /// Nesting inside a skipped component.
    var skipDepth = 0
    var tzidCache: (bytes: [UInt8], string: String?) = ([], nil)
    /// UID and SUMMARY of the open event as ranges of `buffer`, decoded only if the event is kept.
    var texts = PendingTexts()

    init(
      buffer: UnsafeBufferPointer<UInt8>, range: Range<Int>, insideCalendar: Bool, limits: CalendarLimits,
      window: (lowerWall: Int64, upperWall: Int64)?
    ) {
      self.buffer = buffer
      self.lexer = ContentLexer(buffer: buffer, range: range)
      self.limits = limits
      self.window = window
      self.stack = insideCalendar ? [.calendar] : []
      doc.events.reserveCapacity(min(range.count / 1500, 200_000))
    }

    mutating func run(atEnd: Bool) -> Part {
      while let line = lexer.next(want: ICalParser.want) { read(line) }
      let endsInsideCalendar = stack == [.calendar] && skipDepth == 0
      if atEnd && !stack.isEmpty {
        let open = stack.contains(.event)
        warn(nil, "file ends inside \(frameName(stack.last!)); \(open ? "the open event was kept" : "closed")")
        while !stack.isEmpty { closeTop() }
      }
      return Part(document: doc, lines: lexer.lineNumber, endsInsideCalendar: endsInsideCalendar)
    }

    mutating func warn(_ line: Int?, _ message: String) {
      if doc.warnings.count < 1000 { doc.warnings.append((line, message)) }
    }

    /// One content line, to the step for its name and the open component.
    mutating func read(_ line: ContentLexer.Line) {
      let name = classify(line.name)
      // Inside a skipped component only BEGIN/END matter.
      if skipDepth > 0 && name != .begin && name != .end { return }
      if name == .other {
        if !line.skipped && line.nameEnd == line.text.endIndex && !line.text.isEmpty {
          if !stack.isEmpty { warn(line.number, "line without ':' skipped") }
        }
        return
      }
      guard let prop = Property(line) else {
        warn(line.number, "broken line skipped (no ':' after the name)")
        return
      }
      if name == .begin {
        open(prop)
        return
      }
      if name == .end {
        close(prop)
        return
      }
      guard let top = stack.last else { return }
      switch top {
      case .calendar: readCalendarProperty(prop, name)
      case .event: readEventLine(prop, name)
      case .timeZone:
        if name == .tzid, timeZoneID == nil { timeZoneID = Bytes.string(prop.value).trimmingSpaces() }
      case .observance: readObservanceProperty(prop, name)
      }
    }

    // MARK: - Components

    /// BEGIN: opens a component the parser reads where it stands, and skips any other with all it holds.
    mutating func open(_ prop: Property) {
      if skipDepth > 0 || stack.count >= limits.maxNesting {
        skipDepth += 1
        return
      }
      let component = componentKind(prop.value)
      switch component {
      case .vcalendar where stack.isEmpty:
        doc.sawCalendar = true
        begin(.calendar, line: prop.line)
      case .vevent where stack.isEmpty, .vtimezone where stack.isEmpty:
        // A bare component with no VCALENDAR around it (some vdir items): read it anyway.
        warn(prop.line, "BEGIN:\(trimmedUpper(prop.value)) outside VCALENDAR; read as if inside one")
        doc.sawCalendar = true
        begin(.calendar, line: prop.line)
        begin(component == .vevent ? .event : .timeZone, line: prop.line)
      case .vevent where stack.last == .calendar:
        begin(.event, line: prop.line)
      case .vtimezone where stack.last == .calendar:
        begin(.timeZone, line: prop.line)
      case .standard where stack.last == .timeZone, .daylight where stack.last == .timeZone:
        begin(.observance, line: prop.line)
      default:
        skipDepth = 1
      }
    }

    mutating func begin(_ frame: Frame, line: Int) {
      switch frame {
      case .event:
        event = ParsedEvent(line: line)
        texts = PendingTexts()
      case .timeZone:
        timeZoneID = nil
        timeZoneLine = line
        observances = []
      case .observance: observance = Observance()
      case .calendar: break
      }
      stack.append(frame)
    }

    /// END: closes up to the matching open component; a mismatched END is reported.
    mutating func close(_ prop: Property) {
      if skipDepth > 0 {
        skipDepth -= 1
        return
      }
      guard !stack.isEmpty else {
        warn(prop.line, "END:\(trimmedUpper(prop.value)) without BEGIN ignored")
        return
      }
      let component = componentKind(prop.value)
      guard let index = stack.lastIndex(where: { frameMatches($0, component) }) else {
        warn(prop.line, "END:\(trimmedUpper(prop.value)) does not match an open component; ignored")
        return
      }
      if index != stack.count - 1 {
        warn(prop.line, "END:\(trimmedUpper(prop.value)) closes \(stack.count - 1 - index) unclosed component(s)")
      }
      while stack.count > index { closeTop() }
    }

    mutating func closeTop() {
      guard let top = stack.popLast() else { return }
      switch top {
      case .event: closeEvent()
      case .observance:
        observances.append(observance)
        observance = Observance()
      case .timeZone:
        if let timeZoneID {
          doc.timeZones[timeZoneID] = observances
        } else {
          warn(timeZoneLine, "VTIMEZONE without TZID ignored")
        }
        timeZoneID = nil
        observances = []
      case .calendar:
        break
      }
    }

    /// The event is kept; or left out as far outside the window, its UID and SEQUENCE only; or
    /// skipped. `begin` starts the next event afresh.
    mutating func closeEvent() {
      if event.start == nil {
        warn(event.line, "VEVENT without a valid DTSTART skipped")
      } else if let window,
        SeriesBuilder.clearlyOutside(event, lowerWall: window.lowerWall, upperWall: window.upperWall)
      {
        if let range = texts.uid, let raw = rawUID(buffer[range]) {
          doc.outside.append(
            OutsideEvent(uidHash: Bytes.fnv1a(buffer[raw]), uidBytes: raw, uid: nil, sequence: event.sequence))
        } else if let uid = texts.uid.map({ decodeUID(buffer[$0]) }) ?? event.uid {
          doc.outside.append(
            OutsideEvent(uidHash: Bytes.fnv1a(uid.utf8), uidBytes: nil, uid: uid, sequence: event.sequence))
        }
      } else if doc.events.count >= limits.maxEventsPerDocument {
        warn(event.line, "more than \(limits.maxEventsPerDocument) events; the rest skipped")
      } else {
        texts.decode(into: &event, buffer: buffer)
        // Moved, not copied: no reference counting for its strings and lists.
        var kept = ParsedEvent(line: 0)
        swap(&kept, &event)
        doc.events.append(kept)
      }
    }

    // MARK: - Properties

    mutating func readCalendarProperty(_ prop: Property, _ name: Name) {
      if name == .calendarName {
        let name = Bytes.unescapeText(prop.value).trimmingSpaces()
        if !name.isEmpty && doc.calendarName == nil { doc.calendarName = name }
      } else if name == .calendarTimeZone {
        let tz = Bytes.string(prop.value).trimmingSpaces()
        if !tz.isEmpty { doc.defaultTimeZone = tz }
      }
    }

    /// A line of the open event. A UID or SUMMARY on one physical line is a view into `buffer`,
    /// and DESCRIPTION and CATEGORIES are kept as written (folds included): their ranges are kept
    /// and decoded only if the event is. The rest is read now.
    mutating func readEventLine(_ prop: Property, _ name: Name) {
      let inBuffer = prop.value.base.baseAddress == buffer.baseAddress
      if inBuffer, name == .uid || name == .summary {
        if name == .uid {
          texts.uid = prop.value.startIndex..<prop.value.endIndex
          event.uid = nil
        } else {
          texts.summary = prop.value.startIndex..<prop.value.endIndex
        }
        return
      }
      if name == .uid { texts.uid = nil } else if name == .summary { texts.summary = nil }
      if name == .description || name == .categories {
        let text: PendingText =
          inBuffer ? .bytes(prop.value.startIndex..<prop.value.endIndex) : .copied(Array(prop.value))
        if name == .description {
          // RFC 5545 allows one DESCRIPTION in a VEVENT; the first is what readers show.
          if event.notesText == nil { event.notesText = text }
        } else if event.categoryTexts.count < limits.maxListValues {
          event.categoryTexts.append(text)
        }
        return
      }
      readEventProperty(prop, name)
    }

    mutating func readEventProperty(_ prop: Property, _ name: Name) {
      if name == .dtstart || name == .dtend || name == .recurrenceID {
        guard let v = ICalParser.zoned(prop, prop.value, tzid: ICalParser.tzid(of: prop, cache: &tzidCache)) else {
          warn(prop.line, "\(Bytes.string(prop.name)) value '\(prop.valueString)' is not a date or date-time; ignored")
          return
        }
        if name == .dtstart {
          event.start = v
        } else if name == .dtend {
          event.end = v
        } else {
          event.recurrenceID = v
          event.thisAndFuture = prop.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
        }
      } else if name == .summary {
        event.summary = Bytes.unescapeText(prop.value)
      } else if name == .uid {
        if let uid = ICalParser.decodeUID(prop.value) { event.uid = uid }
      } else if name == .status {
        event.status = Bytes.upperString(prop.value).trimmingSpaces()
      } else if name == .sequence {
        event.sequence = Int(Bytes.string(prop.value).trimmingSpaces()) ?? 0
      } else if name == .duration {
        event.duration = ICalValues.parseDuration(prop.value)
        if event.duration == nil { warn(prop.line, "DURATION '\(prop.valueString)' is not a duration; ignored") }
      } else if name == .rrule {
        if event.rules.count < 8 { event.rules.append((prop.valueString, prop.line)) }
      } else if name == .exrule {
        if event.exceptionRules.count < 8 { event.exceptionRules.append((prop.valueString, prop.line)) }
      } else if name == .rdate {
        var bad = 0
        let tz = ICalParser.tzid(of: prop, cache: &tzidCache)
        for item in ICalValues.splitList(prop.value) {
          if event.rdates.count >= limits.maxListValues { break }
          if let slash = item.firstIndex(of: 0x2F) {
            guard let s = ICalParser.zoned(prop, item[item.startIndex..<slash], tzid: tz) else {
              bad += 1
              continue
            }
            let rest = item[(slash + 1)...]
            if let e = ICalParser.zoned(prop, rest, tzid: tz) {
              event.rdates.append((s, e, nil))
            } else if let d = ICalValues.parseDuration(rest) {
              event.rdates.append((s, nil, d))
            } else {
              bad += 1
            }
          } else if let v = ICalParser.zoned(prop, item, tzid: tz) {
            event.rdates.append((v, nil, nil))
          } else {
            bad += 1
          }
        }
        if bad > 0 { warn(prop.line, "RDATE: \(bad) value(s) not understood; skipped") }
      } else if name == .exdate {
        var bad = 0
        let tz = ICalParser.tzid(of: prop, cache: &tzidCache)
        for item in ICalValues.splitList(prop.value) {
          if event.exdates.count >= limits.maxListValues { break }
          if let v = ICalParser.zoned(prop, item, tzid: tz) { event.exdates.append(v) } else { bad += 1 }
        }
        if bad > 0 { warn(prop.line, "EXDATE: \(bad) value(s) not understood; skipped") }
      }
    }

    mutating func readObservanceProperty(_ prop: Property, _ name: Name) {
      if name == .dtstart {
        observance.start = ICalValues.parseDateTime(prop.value)
        if observance.start == nil { warn(prop.line, "VTIMEZONE DTSTART '\(prop.valueString)' is not a date-time") }
      } else if name == .tzoffsetfrom {
        observance.offsetFrom = ICalValues.parseUTCOffset(prop.value)
        if observance.offsetFrom == nil { warn(prop.line, "TZOFFSETFROM '\(prop.valueString)' is not a UTC offset") }
      } else if name == .tzoffsetto {
        observance.offsetTo = ICalValues.parseUTCOffset(prop.value)
        if observance.offsetTo == nil { warn(prop.line, "TZOFFSETTO '\(prop.valueString)' is not a UTC offset") }
      } else if name == .rrule {
        observance.rule = prop.valueString
      } else if name == .rdate {
        for item in ICalValues.splitList(prop.value).prefix(limits.maxListValues) {
          if let v = ICalValues.parseDateTime(item.split(separator: 0x2F).first ?? item) {
            observance.rdates.append(v)
          }
        }
      }
    }
  }
}
