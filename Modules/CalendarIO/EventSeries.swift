import Domain

/// A VEVENT with its zone applied: a master series or one override, ready to expand.
///
/// A class: expansion passes series around a lot, and a struct of a dozen reference-counted
/// fields cost a retain and a release per field on every copy (a fifth of a one-day query).
final class EventSeries {
  var uid: String
  var title: String
  var status: CalendarEvent.Status
  var cancelled: Bool
  var sequence: Int
  var line: Int
  var isDate: Bool
  /// Wall-clock start in `zone` (midnight for all-day events).
  var start: Int64
  var zone: Zone
  /// Nominal days and exact seconds from start to end.
  var durationDays: Int
  var durationSeconds: Int64
  var rule: RecurrenceRule?
  var untilWall: Int64?
  /// EXRULEs with their UNTIL already in this series' wall clock.
  var exceptionRules: [(rule: RecurrenceRule, untilWall: Int64?)] = []
  /// Extra occurrence starts: instants for timed series, day numbers × 86 400 for all-day ones,
  /// with an optional own duration in seconds (PERIOD values).
  var rdates: [(key: Int64, seconds: Int64?)] = []
  var exInstants: Set<Int64> = []
  var exDays: Set<Int> = []
  /// For an override: the occurrence it replaces (an instant, or a day for all-day series).
  var recurrenceKey: Int64?
  var recurrenceIsDate = false
  var thisAndFuture = false
  /// DESCRIPTION and CATEGORIES, decoded by `decodeTexts` at the series' first occurrence in the
  /// window (from the bytes `keepTexts` copied out of the document); an override has its own.
  var notes: String?
  var categories: [String] = []
  var notesText: PendingText?
  var categoryTexts: [PendingText] = []

  /// The longest an occurrence lasts, in seconds (negative parts count as none): how much earlier
  /// than a window an occurrence may start and still reach into it.
  var span: Int64 { Int64(max(0, durationDays)) * Civil.secondsPerDay + max(0, durationSeconds) }

  /// A rule series wholly before the window (UNTIL and DTSTART before it) or wholly after it
  /// (DTSTART after it) has nothing to expand: a one-day query meets hundreds of these.
  /// The bounds are those `SeriesExpansion` gives the expander, wide enough for any zone's offset.
  func ruleMissesWindow(start windowStart: Int64, end windowEnd: Int64) -> Bool {
    guard rule != nil else { return false }
    if start > windowEnd + Civil.wallMargin { return true }
    let lower = windowStart - Civil.wallMargin - span
    if let until = untilWall, until < lower, start < lower { return true }
    return false
  }

  /// Whether an occurrence carrying this series' own texts can overlap the window: not for a rule
  /// series without RDATEs that misses it (a THISANDFUTURE override's shifted occurrences carry
  /// the override's texts, not the master's).
  func mayCarryTexts(windowStart: Int64, windowEnd: Int64) -> Bool {
    recurrenceKey != nil || !rdates.isEmpty || !ruleMissesWindow(start: windowStart, end: windowEnd)
  }

  /// Before the document's bytes are let go: a series that can touch the window copies its
  /// undecoded texts to `arena`, to be decoded only if an occurrence of its own does overlap the
  /// window (a one-day query meets thousands of running series, a few hundred of which occur);
  /// texts longer than a decoded one can need are decoded at once (then it returns true), so that
  /// no huge value is copied. Other series let go of them.
  func keepTexts(
    from buffer: UnsafeBufferPointer<UInt8>, to arena: inout [UInt8], windowStart: Int64, windowEnd: Int64,
    limits: CalendarLimits
  ) -> Bool {
    // DESCRIPTION and CATEGORIES are evidence about whole days, so only whole-day events carry
    // them: the notes of a club or a meeting are never read (nor their cost paid, ~10 % of a
    // school-year preview of a large calendar).
    guard isDate, mayCarryTexts(windowStart: windowStart, windowEnd: windowEnd) else {
      notesText = nil
      categoryTexts = []
      return false
    }
    let written = categoryTexts.reduce(notesText?.count ?? 0) { $0 + $1.count }
    if written > limits.maxNotesCharacters * 16 {
      decodeTexts(in: buffer, limits: limits)
      return true
    }
    notesText = notesText?.moved(from: buffer, to: &arena)
    for i in categoryTexts.indices { categoryTexts[i] = categoryTexts[i].moved(from: buffer, to: &arena) }
    return false
  }

  /// Decodes DESCRIPTION and CATEGORIES from `buffer`, the document the series was parsed from or
  /// the arena `keepTexts` copied them to.
  func decodeTexts(in buffer: UnsafeBufferPointer<UInt8>, limits: CalendarLimits) {
    if let text = notesText {
      notes = text.withSpan(in: buffer) { EventTexts.notes($0, maxScalars: limits.maxNotesCharacters) }
      notesText = nil
    }
    for text in categoryTexts {
      text.withSpan(in: buffer) {
        EventTexts.categories(
          $0, maxScalars: limits.maxNotesCharacters, maxValues: limits.maxListValues, into: &categories)
      }
    }
    categoryTexts = []
  }

  var hasPendingTexts: Bool { notesText != nil || !categoryTexts.isEmpty }

  init(
    uid: String, title: String, status: CalendarEvent.Status, cancelled: Bool, sequence: Int, line: Int,
    isDate: Bool, start: Int64, zone: Zone, durationDays: Int, durationSeconds: Int64
  ) {
    self.uid = uid
    self.title = title
    self.status = status
    self.cancelled = cancelled
    self.sequence = sequence
    self.line = line
    self.isDate = isDate
    self.start = start
    self.zone = zone
    self.durationDays = durationDays
    self.durationSeconds = durationSeconds
  }
}

/// Applies zones and the end rules to parsed events.
struct SeriesBuilder {
  var resolver = ZoneResolver()
  let document: ParsedDocument
  let floating: Zone
  let limits: CalendarLimits
  private var vtimezoneCache: [String: Zone?] = [:]
  private(set) var warnings: [(line: Int?, message: String)] = []
  private var warnedZones: Set<String> = []
  /// Parsed RRULE/EXRULE texts: real calendars repeat the same few rules thousands of times.
  private var ruleCache: [String: (rule: RecurrenceRule?, notes: [String])] = [:]

  mutating func parseRule(_ text: String) -> (rule: RecurrenceRule?, notes: [String]) {
    if let cached = ruleCache[text] { return cached }
    var notes: [String] = []
    let rule = RecurrenceRule.parse(text, maxListValues: limits.maxListValues, notes: &notes)
    if ruleCache.count < 10_000 { ruleCache[text] = (rule, notes) }
    return (rule, notes)
  }

  /// `resolver` carries zones already resolved by earlier documents of the same read.
  init(document: ParsedDocument, localZone: Zone, limits: CalendarLimits, resolver: ZoneResolver = ZoneResolver()) {
    self.document = document
    self.limits = limits
    var resolver = resolver
    var floating = localZone
    var notes: [(Int?, String)] = []
    if let name = document.defaultTimeZone {
      if let z = resolver.system(name) ?? resolver.strippedVendor(name) ?? resolver.windows(name) {
        floating = z
      } else {
        notes.append((nil, "X-WR-TIMEZONE '\(name)' is unknown; floating times use the local zone"))
      }
    }
    self.resolver = resolver
    self.floating = floating
    warnings = notes
  }

  /// The zone for a TZID, or the floating zone (with one warning per unknown TZID).
  private var lastZone: (tzid: String, zone: Zone)?

  mutating func zone(for tzid: String?, isUTC: Bool, line: Int) -> Zone {
    if isUTC { return .utc }
    guard let tzid else { return floating }
    if let lastZone, lastZone.tzid == tzid { return lastZone.zone }
    let z = resolveZone(tzid, line: line)
    lastZone = (tzid, z)
    return z
  }

  private mutating func resolveZone(_ tzid: String, line: Int) -> Zone {
    if let z = resolver.system(tzid) ?? resolver.strippedVendor(tzid) { return z }
    if let cached = vtimezoneCache[tzid] {
      if let z = cached { return z }
    } else if let observances = document.timeZones[tzid] {
      let z = VTimeZoneRules.zone(named: tzid, observances: observances, limits: limits)
      vtimezoneCache[tzid] = .some(z)
      if let z { return z }
    }
    if let z = resolver.windows(tzid) { return z }
    if !warnedZones.contains(tzid) {
      warnedZones.insert(tzid)
      warnings.append((line, "unknown TZID '\(tzid)' with no VTIMEZONE; treated as floating (local) time"))
    }
    return floating
  }

  /// An instant (UTC seconds) for a zoned value; dates count from midnight in the floating zone.
  mutating func instant(_ v: ZonedValue, line: Int) -> Int64 {
    let z = zone(for: v.tzid, isUTC: v.value.isUTC, line: line)
    return z.utc(fromWall: v.value.wall)
  }

  /// A one-off event (no RRULE, RDATE, RECURRENCE-ID) whose wall-clock span ends before
  /// `lowerWall` or starts after `upperWall` cannot overlap the window, whatever its zone.
  static func clearlyOutside(_ e: ParsedEvent, lowerWall: Int64, upperWall: Int64) -> Bool {
    guard let start = e.start, e.rules.isEmpty, e.rdates.isEmpty, e.recurrenceID == nil else { return false }
    let s = start.value.wall
    if s > upperWall { return true }
    var end = s + (start.value.isDate ? Civil.secondsPerDay : 0)
    if let dtend = e.end { end = max(end, dtend.value.wall) }
    if let d = e.duration { end = max(end, s + Int64(max(0, d.days)) * Civil.secondsPerDay + Int64(max(0, d.seconds))) }
    return end < lowerWall
  }

  mutating func build(_ e: ParsedEvent, index: Int) -> EventSeries? {
    guard let startValue = e.start else { return nil }
    let isDate = startValue.value.isDate
    let zone = isDate ? floating : zone(for: startValue.tzid, isUTC: startValue.value.isUTC, line: e.line)
    let start = startValue.value.wall
    var days = 0
    var seconds: Int64 = 0
    if let end = e.end {
      if isDate {
        var endDay: Int
        if end.value.isDate {
          endDay = Civil.day(ofWall: end.value.wall)
        } else {
          let w = self.zone(for: end.tzid, isUTC: end.value.isUTC, line: e.line)
          let wall = floating.wall(fromUTC: w.utc(fromWall: end.value.wall))
          endDay = Civil.day(ofWall: wall) + (Civil.secondOfDay(ofWall: wall) > 0 ? 1 : 0)
          warnings.append((e.line, "DTSTART is a DATE but DTEND is a DATE-TIME; treated as all-day"))
        }
        days = endDay - Civil.day(ofWall: start)
        if days <= 0 {
          warnings.append((e.line, "DTEND is not after DTSTART; lasting one day"))
          days = 1
        }
      } else {
        let startUTC = zone.utc(fromWall: start)
        let endUTC: Int64
        if end.value.isDate {
          endUTC = zone.utc(fromWall: end.value.wall)
          warnings.append((e.line, "DTSTART is a DATE-TIME but DTEND is a DATE; ending at that midnight"))
        } else {
          endUTC = self.zone(for: end.tzid, isUTC: end.value.isUTC, line: e.line).utc(fromWall: end.value.wall)
        }
        seconds = endUTC - startUTC
        if seconds < 0 {
          warnings.append((e.line, "DTEND is before DTSTART; treated as lasting no time"))
          seconds = 0
        }
      }
    } else if let d = e.duration {
      if isDate {
        days = d.days + (d.seconds > 0 ? (d.seconds + 86_399) / 86_400 : 0)
        if days <= 0 { days = 1 }
      } else {
        days = max(0, d.days)
        seconds = max(0, Int64(d.seconds))
        if d.days < 0 || d.seconds < 0 { warnings.append((e.line, "negative DURATION; treated as lasting no time")) }
      }
    } else if isDate {
      days = 1
    }

    let series = EventSeries(
      uid: e.uid ?? "no-uid-line-\(e.line)-\(index)", title: e.summary,
      status: e.status == "TENTATIVE" ? .tentative : .confirmed, cancelled: e.status == "CANCELLED",
      sequence: e.sequence, line: e.line, isDate: isDate, start: start, zone: zone,
      durationDays: days, durationSeconds: seconds)
    series.notesText = e.notesText
    series.categoryTexts = e.categoryTexts

    if e.recurrenceID == nil {
      for (text, line) in e.rules.prefix(1) {
        var (parsedRule, notes) = parseRule(text)
        _ = parsedRule
        if let rule = parsedRule {
          series.rule = rule
          if let u = rule.until {
            if isDate {
              let wall = u.isUTC ? floating.wall(fromUTC: u.wall) : u.wall
              series.untilWall = Int64(Civil.day(ofWall: wall)) * Civil.secondsPerDay + 86_399
              if !u.isDate { notes.append("UNTIL is a DATE-TIME for an all-day series; using its date") }
            } else if u.isDate {
              series.untilWall = u.wall + 86_399
              notes.append("UNTIL is a DATE for a timed series; including that whole day")
            } else {
              series.untilWall = u.isUTC ? zone.wall(fromUTC: u.wall) : u.wall
            }
            if let uw = series.untilWall, uw < start {
              notes.append("UNTIL is before DTSTART; only DTSTART occurs")
            }
          }
        }
        for note in notes { warnings.append((line, note)) }
      }
      if e.rules.count > 1 { warnings.append((e.line, "more than one RRULE; only the first is used")) }
      for (text, line) in e.exceptionRules {
        let (parsedRule, notes) = parseRule(text)
        if let rule = parsedRule {
          var until: Int64? = nil
          if let u = rule.until {
            until = u.isDate ? u.wall + 86_399 : (u.isUTC ? zone.wall(fromUTC: u.wall) : u.wall)
          }
          series.exceptionRules.append((rule, until))
        }
        for note in notes { warnings.append((line, "EXRULE: " + note)) }
      }
      for r in e.rdates {
        if isDate {
          let wall: Int64
          if r.start.value.isDate {
            wall = r.start.value.wall
          } else {
            wall = floating.wall(fromUTC: instant(r.start, line: e.line))
          }
          series.rdates.append((Int64(Civil.day(ofWall: wall)) * Civil.secondsPerDay, nil))
        } else {
          let key: Int64
          if r.start.value.isDate {
            key = zone.utc(fromWall: r.start.value.wall + Int64(Civil.secondOfDay(ofWall: start)))
          } else {
            key = instant(r.start, line: e.line)
          }
          var own: Int64? = nil
          if let end = r.end, !end.value.isDate {
            own = max(0, instant(end, line: e.line) - key)
          } else if let d = r.duration {
            own = max(0, Int64(d.days) * 86_400 + Int64(d.seconds))
          }
          series.rdates.append((key, own))
        }
      }
      for x in e.exdates {
        if isDate || x.value.isDate {
          let wall = x.value.isDate ? x.value.wall : floating.wall(fromUTC: instant(x, line: e.line))
          series.exDays.insert(Civil.day(ofWall: wall))
        } else {
          series.exInstants.insert(instant(x, line: e.line))
        }
      }
    } else if let rid = e.recurrenceID {
      series.recurrenceIsDate = rid.value.isDate
      series.recurrenceKey = rid.value.isDate ? rid.value.wall : instant(rid, line: e.line)
      series.thisAndFuture = e.thisAndFuture
    }
    return series
  }
}
