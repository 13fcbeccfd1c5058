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
struct OutsideEvent: Sendable {
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
  var timeZones: [String: [Observance]] = [:]
  var warnings: [(line: Int?, message: String)] = []
  var sawCalendar = false
}

/// Turns bytes into a `ParsedDocument`, leniently: broken lines and components are skipped with a
/// warning naming their line; properties the engine does not use are never decoded.
enum ICalParser {
  private enum Frame {
    case calendar, event, timeZone, observance
  }

  static func isWanted(_ name: ByteSpan) -> Bool {
    guard let first = name.first else { return false }
    switch first | 0x20 {
    case 0x62: return Bytes.equalsIgnoringCase(name, "BEGIN")  // b
    case 0x65:  // e
      return Bytes.equalsIgnoringCase(name, "END") || Bytes.equalsIgnoringCase(name, "EXDATE")
        || Bytes.equalsIgnoringCase(name, "EXRULE")
    case 0x75: return Bytes.equalsIgnoringCase(name, "UID")  // u
    case 0x73:
      return Bytes.equalsIgnoringCase(name, "SUMMARY") || Bytes.equalsIgnoringCase(name, "STATUS")
        || Bytes.equalsIgnoringCase(name, "SEQUENCE")
    case 0x64:
      return Bytes.equalsIgnoringCase(name, "DTSTART") || Bytes.equalsIgnoringCase(name, "DTEND")
        || Bytes.equalsIgnoringCase(name, "DURATION")
    case 0x72:
      return Bytes.equalsIgnoringCase(name, "RRULE") || Bytes.equalsIgnoringCase(name, "RDATE")
        || Bytes.equalsIgnoringCase(name, "RECURRENCE-ID")
    case 0x74:
      return Bytes.equalsIgnoringCase(name, "TZID") || Bytes.equalsIgnoringCase(name, "TZOFFSETFROM")
        || Bytes.equalsIgnoringCase(name, "TZOFFSETTO")
    case 0x78: return Bytes.equalsIgnoringCase(name, "X-WR-CALNAME") || Bytes.equalsIgnoringCase(name, "X-WR-TIMEZONE")
    default: return false
    }
  }

  static func parse(_ bytes: [UInt8], limits: CalendarLimits = .standard) -> ParsedDocument {
    bytes.withUnsafeBufferPointer { parse(buffer: $0, limits: limits) }
  }

  /// With `window` (wall-clock bounds, see `SeriesBuilder.clearlyOutside`), one-off events that
  /// cannot touch it go to `outside` instead of `events`, and their texts are never decoded.
  static func parse(
    buffer: UnsafeBufferPointer<UInt8>, limits: CalendarLimits, window: (lowerWall: Int64, upperWall: Int64)? = nil
  ) -> ParsedDocument {
    var doc = ParsedDocument()
    doc.events.reserveCapacity(min(buffer.count / 1500, 200_000))
    let lexer = ContentLexer(buffer: buffer)
    // Only the kinds live on the stack; the component being filled is held on its own so that
    // each property edits it in place.
    var stack: [Frame] = []
    var event = ParsedEvent(line: 0)
    var timeZoneID: String?
    var timeZoneLine = 0
    var observances: [Observance] = []
    var observance = Observance()
    var skipDepth = 0  // nesting inside a skipped component
    var tzidCache: (bytes: [UInt8], string: String?) = ([], nil)
    // UID and SUMMARY of the open event as ranges of `buffer`, decoded only if the event is kept.
    var texts = PendingTexts()

    func warn(_ line: Int?, _ message: String) {
      if doc.warnings.count < 1000 { doc.warnings.append((line, message)) }
    }

    func closeTop() {
      guard let top = stack.popLast() else { return }
      switch top {
      case .event:
        if event.start == nil {
          warn(event.line, "VEVENT without a valid DTSTART skipped")
        } else if let window,
          SeriesBuilder.clearlyOutside(event, lowerWall: window.lowerWall, upperWall: window.upperWall)
        {
          if let range = texts.uid, let raw = rawUID(buffer[range]) {
            doc.outside.append(OutsideEvent(uidBytes: raw, uid: nil, sequence: event.sequence))
          } else if let range = texts.uid {
            let uid = Bytes.unescapeText(buffer[range]).trimmingSpaces()
            if !uid.isEmpty { doc.outside.append(OutsideEvent(uidBytes: nil, uid: uid, sequence: event.sequence)) }
          } else if let uid = event.uid {
            doc.outside.append(OutsideEvent(uidBytes: nil, uid: uid, sequence: event.sequence))
          }
        } else if doc.events.count >= limits.maxEventsPerDocument {
          warn(event.line, "more than \(limits.maxEventsPerDocument) events; the rest skipped")
        } else {
          texts.decode(into: &event, buffer: buffer)
          doc.events.append(event)
        }
        event = ParsedEvent(line: 0)
        texts = PendingTexts()
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

    func begin(_ frame: Frame, line: Int) {
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

    while let line = lexer.next(wanted: isWanted) {
      // Inside a skipped component only BEGIN/END matter.
      let isBegin = line.nameIs("BEGIN")
      let isEnd = !isBegin && line.nameIs("END")
      if skipDepth > 0 && !isBegin && !isEnd { continue }
      if !isBegin && !isEnd && !isWanted(line.name) {
        if !line.skipped && line.nameEnd == line.text.endIndex && !line.text.isEmpty {
          if !stack.isEmpty { warn(line.number, "line without ':' skipped") }
        }
        continue
      }
      guard let prop = Property(line) else {
        warn(line.number, "broken line skipped (no ':' after the name)")
        continue
      }
      if isBegin || isEnd {
        let name = trimmedUpper(prop.value)
        if isBegin {
          if skipDepth > 0 || stack.count >= limits.maxNesting {
            skipDepth += 1
            continue
          }
          switch name {
          case "VCALENDAR" where stack.isEmpty:
            doc.sawCalendar = true
            begin(.calendar, line: line.number)
          case "VEVENT" where stack.isEmpty, "VTIMEZONE" where stack.isEmpty:
            // A bare component with no VCALENDAR around it (some vdir items): read it anyway.
            warn(line.number, "BEGIN:\(name) outside VCALENDAR; read as if inside one")
            doc.sawCalendar = true
            begin(.calendar, line: line.number)
            begin(name == "VEVENT" ? .event : .timeZone, line: line.number)
          case "VEVENT" where stack.last == .calendar:
            begin(.event, line: line.number)
          case "VTIMEZONE" where stack.last == .calendar:
            begin(.timeZone, line: line.number)
          case "STANDARD" where stack.last == .timeZone, "DAYLIGHT" where stack.last == .timeZone:
            begin(.observance, line: line.number)
          default:
            skipDepth = 1
          }
        } else {
          if skipDepth > 0 {
            skipDepth -= 1
            continue
          }
          guard !stack.isEmpty else {
            warn(line.number, "END:\(name) without BEGIN ignored")
            continue
          }
          // Close up to the matching frame; mismatched ENDs are reported.
          if let index = stack.lastIndex(where: { frameMatches($0, name) }) {
            if index != stack.count - 1 {
              warn(line.number, "END:\(name) closes \(stack.count - 1 - index) unclosed component(s)")
            }
            while stack.count > index { closeTop() }
          } else {
            warn(line.number, "END:\(name) does not match an open component; ignored")
          }
        }
        continue
      }
      guard let top = stack.last else { continue }
      switch top {
      case .calendar:
        if prop.nameIs("X-WR-CALNAME") {
          let name = Bytes.unescapeText(prop.value).trimmingSpaces()
          if !name.isEmpty && doc.calendarName == nil { doc.calendarName = name }
        } else if prop.nameIs("X-WR-TIMEZONE") {
          let tz = Bytes.string(prop.value).trimmingSpaces()
          if !tz.isEmpty { doc.defaultTimeZone = tz }
        }
      case .event:
        // A UID or SUMMARY on one physical line is a view into `buffer`: keep its range for later.
        if prop.value.base.baseAddress == buffer.baseAddress, prop.nameIs("UID") || prop.nameIs("SUMMARY") {
          if prop.nameIs("UID") {
            texts.uid = prop.value.startIndex..<prop.value.endIndex
            event.uid = nil
          } else {
            texts.summary = prop.value.startIndex..<prop.value.endIndex
          }
          continue
        }
        if prop.nameIs("UID") { texts.uid = nil } else if prop.nameIs("SUMMARY") { texts.summary = nil }
        readEventProperty(prop, into: &event, warn: warn, limits: limits, tzidCache: &tzidCache)
      case .timeZone:
        if prop.nameIs("TZID"), timeZoneID == nil { timeZoneID = Bytes.string(prop.value).trimmingSpaces() }
      case .observance:
        if prop.nameIs("DTSTART") {
          observance.start = ICalValues.parseDateTime(prop.value)
          if observance.start == nil { warn(prop.line, "VTIMEZONE DTSTART '\(prop.valueString)' is not a date-time") }
        } else if prop.nameIs("TZOFFSETFROM") {
          observance.offsetFrom = ICalValues.parseUTCOffset(prop.value)
          if observance.offsetFrom == nil { warn(prop.line, "TZOFFSETFROM '\(prop.valueString)' is not a UTC offset") }
        } else if prop.nameIs("TZOFFSETTO") {
          observance.offsetTo = ICalValues.parseUTCOffset(prop.value)
          if observance.offsetTo == nil { warn(prop.line, "TZOFFSETTO '\(prop.valueString)' is not a UTC offset") }
        } else if prop.nameIs("RRULE") {
          observance.rule = prop.valueString
        } else if prop.nameIs("RDATE") {
          for item in ICalValues.splitList(prop.value).prefix(limits.maxListValues) {
            if let v = ICalValues.parseDateTime(item.split(separator: 0x2F).first ?? item) {
              observance.rdates.append(v)
            }
          }
        }
      }
    }
    if !stack.isEmpty {
      let open = stack.contains(.event)
      warn(nil, "file ends inside \(frameName(stack.last!)); \(open ? "the open event was kept" : "closed")")
      while !stack.isEmpty { closeTop() }
    }
    return doc
  }

  /// The open event's UID and SUMMARY, still undecoded.
  private struct PendingTexts {
    var uid: Range<Int>?
    var summary: Range<Int>?

    func decode(into event: inout ParsedEvent, buffer: UnsafeBufferPointer<UInt8>) {
      if let uid {
        let text = Bytes.unescapeText(buffer[uid]).trimmingSpaces()
        event.uid = text.isEmpty ? nil : text
      }
      if let summary { event.summary = Bytes.unescapeText(buffer[summary]) }
    }
  }

  /// The range of a UID that needs no decoding (no escapes), blanks trimmed; `nil` otherwise.
  private static func rawUID(_ value: ByteSpan) -> Range<Int>? {
    let trimmed = Bytes.trimmed(value)
    if trimmed.isEmpty || trimmed.contains(0x5C) { return nil }
    return trimmed.startIndex..<trimmed.endIndex
  }

  private static func frameMatches(_ frame: Frame, _ name: String) -> Bool {
    if case .observance = frame { return name == "STANDARD" || name == "DAYLIGHT" }
    return frameName(frame) == name
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

  private static func readEventProperty(
    _ prop: Property, into event: inout ParsedEvent, warn: (Int?, String) -> Void, limits: CalendarLimits,
    tzidCache: inout (bytes: [UInt8], string: String?)
  ) {
    if prop.nameIs("DTSTART") || prop.nameIs("DTEND") || prop.nameIs("RECURRENCE-ID") {
      guard let v = zoned(prop, prop.value, tzid: tzid(of: prop, cache: &tzidCache)) else {
        warn(prop.line, "\(Bytes.string(prop.name)) value '\(prop.valueString)' is not a date or date-time; ignored")
        return
      }
      if prop.nameIs("DTSTART") {
        event.start = v
      } else if prop.nameIs("DTEND") {
        event.end = v
      } else {
        event.recurrenceID = v
        event.thisAndFuture = prop.parameter("RANGE")?.uppercased() == "THISANDFUTURE"
      }
    } else if prop.nameIs("SUMMARY") {
      event.summary = Bytes.unescapeText(prop.value)
    } else if prop.nameIs("UID") {
      let uid = Bytes.unescapeText(prop.value).trimmingSpaces()
      if !uid.isEmpty { event.uid = uid }
    } else if prop.nameIs("STATUS") {
      event.status = Bytes.upperString(prop.value).trimmingSpaces()
    } else if prop.nameIs("SEQUENCE") {
      event.sequence = Int(Bytes.string(prop.value).trimmingSpaces()) ?? 0
    } else if prop.nameIs("DURATION") {
      event.duration = ICalValues.parseDuration(prop.value)
      if event.duration == nil { warn(prop.line, "DURATION '\(prop.valueString)' is not a duration; ignored") }
    } else if prop.nameIs("RRULE") {
      if event.rules.count < 8 { event.rules.append((prop.valueString, prop.line)) }
    } else if prop.nameIs("EXRULE") {
      if event.exceptionRules.count < 8 { event.exceptionRules.append((prop.valueString, prop.line)) }
    } else if prop.nameIs("RDATE") {
      var bad = 0
      let tz = tzid(of: prop, cache: &tzidCache)
      for item in ICalValues.splitList(prop.value) {
        if event.rdates.count >= limits.maxListValues { break }
        if let slash = item.firstIndex(of: 0x2F) {
          guard let s = zoned(prop, item[item.startIndex..<slash], tzid: tz) else {
            bad += 1
            continue
          }
          let rest = item[(slash + 1)...]
          if let e = zoned(prop, rest, tzid: tz) {
            event.rdates.append((s, e, nil))
          } else if let d = ICalValues.parseDuration(rest) {
            event.rdates.append((s, nil, d))
          } else {
            bad += 1
          }
        } else if let v = zoned(prop, item, tzid: tz) {
          event.rdates.append((v, nil, nil))
        } else {
          bad += 1
        }
      }
      if bad > 0 { warn(prop.line, "RDATE: \(bad) value(s) not understood; skipped") }
    } else if prop.nameIs("EXDATE") {
      var bad = 0
      let tz = tzid(of: prop, cache: &tzidCache)
      for item in ICalValues.splitList(prop.value) {
        if event.exdates.count >= limits.maxListValues { break }
        if let v = zoned(prop, item, tzid: tz) { event.exdates.append(v) } else { bad += 1 }
      }
      if bad > 0 { warn(prop.line, "EXDATE: \(bad) value(s) not understood; skipped") }
    }
  }
}
