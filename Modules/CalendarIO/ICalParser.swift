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

/// Everything a document says that the engine uses.
struct ParsedDocument: Sendable {
  var calendarName: String?
  var defaultTimeZone: String?
  var events: [ParsedEvent] = []
  var timeZones: [String: [Observance]] = [:]
  var warnings: [(line: Int?, message: String)] = []
  var sawCalendar = false
}

/// Turns bytes into a `ParsedDocument`, leniently: broken lines and components are skipped with a
/// warning naming their line; properties the engine does not use are never decoded.
enum ICalParser {
  private enum Frame {
    case calendar
    case event(ParsedEvent)
    case timeZone(tzid: String?, observances: [Observance], line: Int)
    case observance(Observance)
    /// A component we do not read (VTODO, VALARM, VJOURNAL, VFREEBUSY, X-…), by name.
    case skipped(ArraySlice<UInt8>)
  }

  static func isWanted(_ name: ArraySlice<UInt8>) -> Bool {
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
    var doc = ParsedDocument()
    var lexer = ContentLexer(bytes: bytes)
    var stack: [Frame] = []
    var skipDepth = 0  // nesting inside a skipped component

    func warn(_ line: Int?, _ message: String) {
      if doc.warnings.count < 1000 { doc.warnings.append((line, message)) }
    }

    func closeTop(at line: Int) {
      guard let top = stack.popLast() else { return }
      switch top {
      case .event(let event):
        if event.start == nil {
          warn(event.line, "VEVENT without a valid DTSTART skipped")
        } else if doc.events.count >= limits.maxEventsPerDocument {
          warn(event.line, "more than \(limits.maxEventsPerDocument) events; the rest skipped")
        } else {
          doc.events.append(event)
        }
      case .observance(let obs):
        if case .timeZone(let tzid, var list, let l)? = stack.last {
          list.append(obs)
          stack[stack.count - 1] = .timeZone(tzid: tzid, observances: list, line: l)
        }
      case .timeZone(let tzid, let list, let l):
        if let tzid { doc.timeZones[tzid] = list } else { warn(l, "VTIMEZONE without TZID ignored") }
      case .calendar, .skipped:
        break
      }
    }

    while let line = lexer.next(wanted: isWanted) {
      // Inside a skipped component only BEGIN/END matter.
      let isBegin = line.nameIs("BEGIN")
      let isEnd = !isBegin && line.nameIs("END")
      if skipDepth > 0 && !isBegin && !isEnd { continue }
      if !isBegin && !isEnd && !isWanted(line.name) {
        if line.nameEnd == line.text.endIndex && line.text.count > 0 && line.nameEnd == line.text.endIndex
          && !line.text.contains(0x3A)
        {
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
          case "VCALENDAR":
            doc.sawCalendar = true
            stack.append(.calendar)
          case "VEVENT" where stack.isEmpty, "VTIMEZONE" where stack.isEmpty:
            // A bare component with no VCALENDAR around it (some vdir items): read it anyway.
            warn(line.number, "BEGIN:\(name) outside VCALENDAR; read as if inside one")
            doc.sawCalendar = true
            stack.append(.calendar)
            stack.append(name == "VEVENT" ? .event(ParsedEvent(line: line.number)) : .timeZone(tzid: nil, observances: [], line: line.number))
          case "VEVENT" where isInCalendar(stack):
            stack.append(.event(ParsedEvent(line: line.number)))
          case "VTIMEZONE" where isInCalendar(stack):
            stack.append(.timeZone(tzid: nil, observances: [], line: line.number))
          case "STANDARD", "DAYLIGHT":
            if case .timeZone? = stack.last { stack.append(.observance(Observance())) } else { skipDepth = 1 }
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
            while stack.count > index { closeTop(at: line.number) }
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
      case .event(var event):
        stack[stack.count - 1] = .calendar  // release the copy so the edit below is in place
        readEventProperty(prop, into: &event, warn: warn, limits: limits)
        stack[stack.count - 1] = .event(event)
      case .timeZone(let tzid, let list, let l):
        if prop.nameIs("TZID"), tzid == nil {
          stack[stack.count - 1] = .timeZone(tzid: Bytes.string(prop.value).trimmingSpaces(), observances: list, line: l)
        }
      case .observance(var obs):
        if prop.nameIs("DTSTART") {
          obs.start = ICalValues.parseDateTime(prop.value)
          if obs.start == nil { warn(prop.line, "VTIMEZONE DTSTART '\(prop.valueString)' is not a date-time") }
        } else if prop.nameIs("TZOFFSETFROM") {
          obs.offsetFrom = ICalValues.parseUTCOffset(prop.value)
          if obs.offsetFrom == nil { warn(prop.line, "TZOFFSETFROM '\(prop.valueString)' is not a UTC offset") }
        } else if prop.nameIs("TZOFFSETTO") {
          obs.offsetTo = ICalValues.parseUTCOffset(prop.value)
          if obs.offsetTo == nil { warn(prop.line, "TZOFFSETTO '\(prop.valueString)' is not a UTC offset") }
        } else if prop.nameIs("RRULE") {
          obs.rule = prop.valueString
        } else if prop.nameIs("RDATE") {
          for item in ICalValues.splitList(prop.value).prefix(limits.maxListValues) {
            if let v = ICalValues.parseDateTime(item.split(separator: 0x2F).first ?? item) { obs.rdates.append(v) }
          }
        }
        stack[stack.count - 1] = .observance(obs)
      case .skipped:
        break
      }
    }
    if !stack.isEmpty {
      var open = 0
      for f in stack { if case .event = f { open += 1 } }
      warn(nil, "file ends inside \(frameName(stack.last!)); \(open > 0 ? "the open event was kept" : "closed")")
      while !stack.isEmpty { closeTop(at: lexer.lineNumber) }
    }
    return doc
  }

  private static func isInCalendar(_ stack: [Frame]) -> Bool {
    if case .calendar? = stack.last { return true }
    return false
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
    case .skipped(let n): return Bytes.upperString(n)
    }
  }

  private static func trimmedUpper(_ bytes: ArraySlice<UInt8>) -> String { Bytes.upperString(bytes).trimmingSpaces() }

  private static func zoned(_ prop: Property, _ item: ArraySlice<UInt8>) -> ZonedValue? {
    guard let v = ICalValues.parseDateTime(item) else { return nil }
    let tzid = v.isUTC || v.isDate ? nil : prop.parameter("TZID").map { $0.trimmingSpaces() }
    return ZonedValue(value: v, tzid: tzid?.isEmpty == true ? nil : tzid)
  }

  private static func readEventProperty(
    _ prop: Property, into event: inout ParsedEvent, warn: (Int?, String) -> Void, limits: CalendarLimits
  ) {
    if prop.nameIs("DTSTART") || prop.nameIs("DTEND") || prop.nameIs("RECURRENCE-ID") {
      guard let v = zoned(prop, prop.value) else {
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
      for item in ICalValues.splitList(prop.value) {
        if event.rdates.count >= limits.maxListValues { break }
        if let slash = item.firstIndex(of: 0x2F) {
          guard let s = zoned(prop, item[item.startIndex..<slash]) else {
            bad += 1
            continue
          }
          let rest = item[(slash + 1)...]
          if let e = zoned(prop, rest) {
            event.rdates.append((s, e, nil))
          } else if let d = ICalValues.parseDuration(rest) {
            event.rdates.append((s, nil, d))
          } else {
            bad += 1
          }
        } else if let v = zoned(prop, item) {
          event.rdates.append((v, nil, nil))
        } else {
          bad += 1
        }
      }
      if bad > 0 { warn(prop.line, "RDATE: \(bad) value(s) not understood; skipped") }
    } else if prop.nameIs("EXDATE") {
      var bad = 0
      for item in ICalValues.splitList(prop.value) {
        if event.exdates.count >= limits.maxListValues { break }
        if let v = zoned(prop, item) { event.exdates.append(v) } else { bad += 1 }
      }
      if bad > 0 { warn(prop.line, "EXDATE: \(bad) value(s) not understood; skipped") }
    }
  }
}
