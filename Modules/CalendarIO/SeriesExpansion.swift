import Domain
import Foundation

/// Expands one calendar's series into the occurrences overlapping a window: rule instances,
/// DTSTART, RDATEs, minus EXDATEs, with RECURRENCE-ID overrides (single and THISANDFUTURE)
/// replacing what they override, duplicates resolved by SEQUENCE, cancelled ones left out.
struct SeriesExpansion {
  let windowStart: Int64
  let windowEnd: Int64
  let localZone: Zone
  let limits: CalendarLimits
  let calendarID: String
  let calendarTitle: String
  /// The occurrences found, in the order found, each with its sort key (the start instant).
  var keys: [Int64] = []
  var events: [CalendarEvent] = []
  var warnings: [(line: Int?, message: String)] = []
  /// Periods examined by the rule expander, summed (tests use it to prove skip-ahead).
  var periodsExamined = 0
  /// Highest SEQUENCE of one-off events left unbuilt because they lie far outside the window.
  var outsideSequences: [String: Int] = [:]
  /// The bytes the series' undecoded DESCRIPTION and CATEGORIES point into (`EventSeries.keepTexts`).
  var texts: [UInt8] = []
  /// Series whose texts were decoded, at their first occurrence in the window.
  var textsDecoded = 0
  /// The dates of the instances the EXDATEs of the series being expanded take out.
  var skipped: [LocalDate] = []

  private struct Group {
    var master: EventSeries?
    var overrides: [EventSeries] = []
  }

  mutating func expand(_ all: [EventSeries]) {
    // Group by UID through indices, so series are not copied around.
    var groupIndex: [String: Int] = [:]
    groupIndex.reserveCapacity(all.count)
    var masters: [Int?] = []
    var overrides: [[Int]] = []
    for (i, s) in all.enumerated() {
      let g = groupIndex.value(for: s.uid, inserting: masters.count)
      if g == masters.count {
        masters.append(nil)
        overrides.append([])
      }
      if s.recurrenceKey == nil {
        if let m = masters[g], all[m].sequence > s.sequence { continue }
        if let outside = outsideSequences[s.uid], outside > s.sequence { continue }
        masters[g] = i
      } else {
        overrides[g].append(i)
      }
    }
    for g in 0..<masters.count {
      // The common case, a single event: no sets, no dictionaries.
      if overrides[g].isEmpty, let mi = masters[g], all[mi].rule == nil, all[mi].rdates.isEmpty {
        let m = all[mi]
        if !m.cancelled {
          emit(
            m, startKey: ownKey(m), durationDays: m.durationDays, durationSeconds: m.durationSeconds, title: m.title,
            status: m.status, cancelled: false)
        }
        continue
      }
      expandGroup(Group(master: masters[g].map { all[$0] }, overrides: overrides[g].map { all[$0] }))
    }
  }

  private func overlaps(_ s: Int64, _ e: Int64) -> Bool {
    s < windowEnd && (e > windowStart || (e == s && s >= windowStart))
  }

  private mutating func emit(
    _ s: EventSeries, startKey: Int64, durationDays: Int, durationSeconds: Int64, title: String,
    status: CalendarEvent.Status, cancelled: Bool
  ) {
    if cancelled { return }
    if s.isDate {
      let day = Civil.day(ofWall: startKey)
      let endDay = day + max(1, durationDays)
      let su = localZone.utc(fromWall: Int64(day) * Civil.secondsPerDay)
      let eu = localZone.utc(fromWall: Int64(endDay) * Civil.secondsPerDay)
      guard overlaps(su, eu) else { return }
      decodeTexts(s)
      keys.append(su)
      // Made in place in the list: a copy of an event retains each of its strings and arrays.
      events.append(
        CalendarEvent(
          uid: s.uid, title: title, start: .date(LocalDate(daysSinceEpoch: day)),
          end: .date(LocalDate(daysSinceEpoch: endDay)), calendarID: calendarID, calendarTitle: calendarTitle,
          status: status, notes: s.notes, categories: s.categories))
    } else {
      let su = startKey
      var eu = su + durationSeconds
      if durationDays > 0 {
        eu =
          s.zone.utc(fromWall: s.zone.wall(fromUTC: su) + Int64(durationDays) * Civil.secondsPerDay) + durationSeconds
      }
      guard overlaps(su, eu) else { return }
      // A timed event's description says nothing about a whole day: it is not read (`keepTexts`).
      keys.append(su)
      events.append(
        CalendarEvent(
          uid: s.uid, title: title, start: .instant(Date(timeIntervalSince1970: TimeInterval(su))),
          end: .instant(Date(timeIntervalSince1970: TimeInterval(eu))), calendarID: calendarID,
          calendarTitle: calendarTitle, status: status, notes: nil, categories: []))
    }
  }

  private mutating func decodeTexts(_ s: EventSeries) {
    guard s.hasPendingTexts else { return }
    texts.withUnsafeBufferPointer { s.decodeTexts(in: $0, limits: limits) }
    textsDecoded += 1
  }

  /// The occurrence key of a series' own start: an instant, or the all-day wall midnight.
  private func ownKey(_ s: EventSeries) -> Int64 { s.isDate ? s.start : s.zone.utc(fromWall: s.start) }

  private mutating func expandGroup(_ g: Group) {
    if g.overrides.isEmpty, let m = g.master, m.rdates.isEmpty, m.exceptionRules.isEmpty,
      m.ruleMissesWindow(start: windowStart, end: windowEnd)
    {
      return
    }
    let groupStart = events.count
    if let m = g.master, !m.exceptionRules.isEmpty { applyExceptionRules(m) }
    // Overrides: highest SEQUENCE wins per recurrence key.
    var byKey: [Int64: EventSeries] = [:]
    var byDay: [Int: EventSeries] = [:]
    let master = g.master
    for o in g.overrides {
      guard var key = o.recurrenceKey else { continue }
      if let m = master, m.isDate, !o.recurrenceIsDate {
        key = Int64(Civil.day(ofWall: m.zone.wall(fromUTC: key))) * Civil.secondsPerDay
      }
      if let m = master, !m.isDate, o.recurrenceIsDate {
        let day = Civil.day(ofWall: key)
        if let existing = byDay[day], existing.sequence > o.sequence { continue }
        byDay[day] = o
        continue
      }
      if let existing = byKey[key], existing.sequence > o.sequence { continue }
      byKey[key] = o
    }
    // Every override is an occurrence of its own (also when its master is missing).
    for o in byKey.values { emitOwn(o) }
    for o in byDay.values { emitOwn(o) }
    guard let m = master, !m.cancelled else { return }

    let future = byKey.filter { $0.value.thisAndFuture }.map { (key: $0.key, series: $0.value) }.sorted {
      $0.key < $1.key
    }
    var maxShift: Int64 = 0
    for f in future { maxShift = max(maxShift, abs(ownKey(f.series) - f.key)) }

    let context = MasterContext(master: m, byKey: byKey, byDay: byDay, future: future)
    // The instances EXDATEs take out are kept on every occurrence of the series (`skippedDates`),
    // and so are those a cancelled override takes out (STATUS:CANCELLED with a RECURRENCE-ID): a
    // lesson called off on a school day says what an excluded date says.
    skipped = []
    for (key, o) in byKey where o.cancelled && !o.thisAndFuture {
      let wall = m.isDate ? key : localZone.wall(fromUTC: key)
      skipped.append(LocalDate(daysSinceEpoch: Civil.day(ofWall: wall)))
    }
    for (day, o) in byDay where o.cancelled { skipped.append(LocalDate(daysSinceEpoch: day)) }
    defer {
      if !skipped.isEmpty {
        let dates = skipped.sorted()
        for i in groupStart..<events.count where events[i].uid == m.uid { events[i].skippedDates = dates }
      }
    }
    var seen: Set<Int64> = []
    consider(ownKey(m), ownSeconds: nil, context, &seen)
    for r in m.rdates { consider(r.key, ownSeconds: r.seconds, context, &seen) }
    guard let rule = m.rule else { return }
    let lower = windowStart - Civil.wallMargin - m.span - maxShift
    let upper = windowEnd + Civil.wallMargin + maxShift
    let expander = RecurrenceExpander(rule: rule, start: m.start, dateOnly: m.isDate, untilWall: m.untilWall)
    var stats = RecurrenceExpander.Stats()
    let zone = m.zone
    var keys: [Int64] = []
    expander.expand(from: lower, through: upper, limits: limits, stats: &stats, dtstartCounts: true) { wall in
      keys.append(m.isDate ? wall : zone.utc(fromWall: wall))
      return true
    }
    periodsExamined += stats.periods
    if stats.hitLimit {
      warnings.append((m.line, "recurrence of '\(m.title)' stopped at a safety limit"))
    }
    for key in keys { consider(key, ownSeconds: nil, context, &seen) }
  }

  /// Turns EXRULE instances near the window into EXDATEs.
  private mutating func applyExceptionRules(_ m: EventSeries) {
    for (rule, until) in m.exceptionRules {
      let expander = RecurrenceExpander(rule: rule, start: m.start, dateOnly: m.isDate, untilWall: until)
      var stats = RecurrenceExpander.Stats()
      let zone = m.zone
      var instants: [Int64] = []
      expander.expand(
        from: windowStart - Civil.wallMargin - m.span - 366 * Civil.secondsPerDay,
        through: windowEnd + Civil.wallMargin + 366 * Civil.secondsPerDay,
        limits: limits, stats: &stats
      ) { wall in
        instants.append(m.isDate ? wall : zone.utc(fromWall: wall))
        return true
      }
      periodsExamined += stats.periods
      for i in instants {
        if m.isDate { m.exDays.insert(Civil.day(ofWall: i)) } else { m.exInstants.insert(i) }
      }
    }
  }

  private struct MasterContext {
    var master: EventSeries
    var byKey: [Int64: EventSeries]
    var byDay: [Int: EventSeries]
    var future: [(key: Int64, series: EventSeries)]
  }

  /// One candidate occurrence of a master: dropped when excluded or overridden, shifted by a
  /// THISANDFUTURE override, emitted otherwise.
  private mutating func consider(_ key: Int64, ownSeconds: Int64?, _ c: MasterContext, _ seen: inout Set<Int64>) {
    guard seen.insert(key).inserted else { return }
    let m = c.master
    if m.isDate {
      if m.exDays.contains(Civil.day(ofWall: key)) {
        skipped.append(LocalDate(daysSinceEpoch: Civil.day(ofWall: key)))
        return
      }
    } else {
      if m.exInstants.contains(key) {
        skipped.append(LocalDate(daysSinceEpoch: Civil.day(ofWall: localZone.wall(fromUTC: key))))
        return
      }
      if !m.exDays.isEmpty || !c.byDay.isEmpty {
        let day = Civil.day(ofWall: m.zone.wall(fromUTC: key))
        if m.exDays.contains(day) {
          skipped.append(LocalDate(daysSinceEpoch: Civil.day(ofWall: localZone.wall(fromUTC: key))))
          return
        }
        if c.byDay[day] != nil { return }
      }
    }
    if c.byKey[key] != nil { return }
    if let f = c.future.last(where: { $0.key < key }) {
      let o = f.series
      let shift = ownKey(o) - f.key
      emit(
        o, startKey: key + shift, durationDays: o.durationDays, durationSeconds: o.durationSeconds,
        title: o.title, status: o.status, cancelled: o.cancelled)
      return
    }
    emit(
      m, startKey: key, durationDays: m.durationDays, durationSeconds: ownSeconds ?? m.durationSeconds,
      title: m.title, status: m.status, cancelled: false)
  }

  private mutating func emitOwn(_ o: EventSeries) {
    emit(
      o, startKey: ownKey(o), durationDays: o.durationDays, durationSeconds: o.durationSeconds, title: o.title,
      status: o.status, cancelled: o.cancelled)
  }
}
