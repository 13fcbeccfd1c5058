/// Expands an RRULE in the wall clock of its DTSTART, period by period, without Foundation.
///
/// Every period (year, month, week, day, hour, minute, second) yields its candidates from the
/// BYxxx parts (expanding or limiting as RFC 5545 §3.3.10 tabulates), BYSETPOS picks among them,
/// and COUNT/UNTIL bound the whole. Without COUNT the walk starts at the period holding the lower
/// bound, computed arithmetically, so the cost of a query does not grow with the age of a series.
struct RecurrenceExpander {
  /// What one expansion cost and why it stopped.
  struct Stats: Sendable {
    /// Periods examined.
    var periods = 0
    /// Index of the first period examined (0 when the walk began at DTSTART).
    var firstPeriod = 0
    /// A hard limit ended the walk early.
    var hitLimit = false
  }

  /// COUNT and BYSETPOS of the rule (the other parts are unpacked below).
  private let count: Int?
  private let bySetPos: [Int]
  let start: Int64
  let dateOnly: Bool
  /// Inclusive upper bound in the same wall clock, from UNTIL.
  let untilWall: Int64?

  private let frequency: RecurrenceRule.Frequency
  private let interval: Int
  private let monthMask: [Bool]?
  private let monthList: [Int]
  private let monthDays: [Int]
  private let yearDays: [Int]
  private let weekNos: [Int]
  private let plainWeekdays: [Bool]
  private let ordinalDays: [RecurrenceRule.WeekdayNum]
  private let hasDayFilter: Bool
  private let ordinalsInMonth: Bool
  private let hours: [Int]
  private let minutes: [Int]
  private let seconds: [Int]
  private let hourMask: [Bool]?
  private let minuteMask: [Bool]?
  private let secondMask: [Bool]?
  private let weekStart: Int
  private let startDay: Int
  private let startYear: Int
  private let startMonth: Int

  init(rule: RecurrenceRule, start: Int64, dateOnly: Bool, untilWall: Int64?) {
    count = rule.count
    bySetPos = rule.bySetPos
    self.start = start
    self.dateOnly = dateOnly
    self.untilWall = untilWall
    var freq = rule.frequency
    var interval = rule.interval
    if dateOnly && freq < .daily {
      freq = .daily
      interval = 1
    }
    frequency = freq
    self.interval = interval
    weekStart = rule.weekStart
    let day0 = Civil.day(ofWall: start)
    let sod = Civil.secondOfDay(ofWall: start)
    let (y0, m0, d0) = Civil.date(fromDays: day0)
    let wd0 = Civil.weekday(ofDay: day0)
    startDay = day0
    startYear = y0
    startMonth = m0

    var byMonth = rule.byMonth
    var byMonthDay = rule.byMonthDay
    var byDay = rule.byDay
    let noDayParts = rule.byWeekNo.isEmpty && rule.byYearDay.isEmpty && byMonthDay.isEmpty && byDay.isEmpty
    switch freq {
    case .yearly:
      if noDayParts {
        byMonthDay = [d0]
        if byMonth.isEmpty { byMonth = [m0] }
      } else if !byMonthDay.isEmpty && byDay.isEmpty && byMonth.isEmpty && rule.byWeekNo.isEmpty
        && rule.byYearDay.isEmpty
      {
        byMonth = [m0]
      } else if !rule.byWeekNo.isEmpty && byDay.isEmpty && byMonthDay.isEmpty && rule.byYearDay.isEmpty {
        byDay = [.init(ordinal: 0, weekday: wd0)]
      }
    case .monthly:
      if noDayParts { byMonthDay = [d0] }
    case .weekly:
      if byDay.isEmpty { byDay = [.init(ordinal: 0, weekday: wd0)] }
    default:
      break
    }
    if byMonth.isEmpty {
      monthMask = nil
      monthList = RecurrenceExpander.allMonths
    } else {
      var mask = [Bool](repeating: false, count: 13)
      for m in byMonth { mask[m] = true }
      monthMask = mask
      monthList = (1...12).filter { mask[$0] }
    }
    monthDays = RecurrenceExpander.sortedUnique(byMonthDay)
    yearDays = RecurrenceExpander.sortedUnique(rule.byYearDay)
    weekNos = RecurrenceExpander.sortedUnique(rule.byWeekNo)
    let ordinalScopeMonth = freq == .monthly || (freq == .yearly && !byMonth.isEmpty)
    let ordinalsUsed = freq == .monthly || freq == .yearly
    var plain = [Bool](repeating: false, count: 7)
    var ordinals: [RecurrenceRule.WeekdayNum] = []
    for d in byDay {
      if d.ordinal == 0 || !ordinalsUsed { plain[d.weekday] = true } else { ordinals.append(d) }
    }
    plainWeekdays = plain
    ordinalDays = ordinals
    ordinalsInMonth = ordinalScopeMonth
    hasDayFilter = !byDay.isEmpty

    func sortedUnique(_ a: [Int]) -> [Int] { RecurrenceExpander.sortedUnique(a) }
    func mask(_ a: [Int], _ n: Int) -> [Bool]? {
      if a.isEmpty { return nil }
      var m = [Bool](repeating: false, count: n)
      for v in a where v < n { m[v] = true }
      return m
    }
    if dateOnly {
      hours = [0]
      minutes = [0]
      seconds = [0]
      hourMask = nil
      minuteMask = nil
      secondMask = nil
    } else {
      hours = rule.byHour.isEmpty ? [sod / 3600] : sortedUnique(rule.byHour)
      minutes = rule.byMinute.isEmpty ? [sod / 60 % 60] : sortedUnique(rule.byMinute)
      seconds = rule.bySecond.isEmpty ? [sod % 60] : sortedUnique(rule.bySecond)
      hourMask = mask(rule.byHour, 24)
      minuteMask = mask(rule.byMinute, 60)
      secondMask = mask(rule.bySecond, 60)
    }
  }

  static func sortedUnique(_ a: [Int]) -> [Int] {
    if a.count <= 1 { return a }
    var s = a.sorted()
    var w = 1
    for r in 1..<s.count where s[r] != s[w - 1] {
      s[w] = s[r]
      w += 1
    }
    s.removeSubrange(w...)
    return s
  }

  private static let allMonths = Array(1...12)

  // MARK: - Day filter

  @inline(__always)
  private func weekNumber(ofDay day: Int) -> (week: Int, weeksInYear: Int) {
    let ws = day - ((Civil.weekday(ofDay: day) - weekStart + 7) % 7)
    let weekYear = Civil.date(fromDays: ws + 3).year
    let w1 = week1Start(weekYear)
    let next = week1Start(weekYear + 1)
    return ((ws - w1) / 7 + 1, (next - w1) / 7)
  }

  @inline(__always)
  private func week1Start(_ year: Int) -> Int {
    let jan4 = Civil.days(year: year, month: 1, day: 4)
    return jan4 - ((Civil.weekday(ofDay: jan4) - weekStart + 7) % 7)
  }

  /// Whether `day` (year `y`, month `m`, day of month `d`) passes every day-level part.
  private func dayMatches(_ day: Int, _ y: Int, _ m: Int, _ d: Int) -> Bool {
    if let monthMask, !monthMask[m] { return false }
    var dim = 0
    if !monthDays.isEmpty {
      dim = Civil.daysIn(month: m, year: y)
      var ok = false
      for md in monthDays where (md > 0 ? md : dim + md + 1) == d {
        ok = true
        break
      }
      if !ok { return false }
    }
    if !yearDays.isEmpty {
      let yday = day - Civil.days(year: y, month: 1, day: 1) + 1
      let ylen = Civil.daysInYear(y)
      var ok = false
      for yd in yearDays where (yd > 0 ? yd : ylen + yd + 1) == yday {
        ok = true
        break
      }
      if !ok { return false }
    }
    if !weekNos.isEmpty {
      let (wn, count) = weekNumber(ofDay: day)
      var ok = false
      for w in weekNos where (w > 0 ? w : count + w + 1) == wn {
        ok = true
        break
      }
      if !ok { return false }
    }
    if hasDayFilter {
      let wd = Civil.weekday(ofDay: day)
      if plainWeekdays[wd] { return true }
      if ordinalDays.isEmpty { return false }
      let fromStart: Int
      let fromEnd: Int
      if ordinalsInMonth {
        if dim == 0 { dim = Civil.daysIn(month: m, year: y) }
        fromStart = (d - 1) / 7 + 1
        fromEnd = -((dim - d) / 7 + 1)
      } else {
        let yday = day - Civil.days(year: y, month: 1, day: 1)
        let ylen = Civil.daysInYear(y)
        fromStart = yday / 7 + 1
        fromEnd = -((ylen - 1 - yday) / 7 + 1)
      }
      for o in ordinalDays where o.weekday == wd && (o.ordinal == fromStart || o.ordinal == fromEnd) { return true }
      return false
    }
    return true
  }

  /// Fast path: only BYMONTHDAY (and BYMONTH) decide the days.
  private var monthDaysOnly: Bool { !monthDays.isEmpty && !hasDayFilter && yearDays.isEmpty && weekNos.isEmpty }

  /// The days of `period` that lie within `clip` (empty when none do).
  private static func days(_ period: Range<Int>, within clip: ClosedRange<Int>) -> Range<Int> {
    let lower = max(period.lowerBound, clip.lowerBound)
    return lower..<max(lower, min(period.upperBound, clip.upperBound + 1))
  }

  /// Appends the month's matching days that lie within `clip` (day numbers).
  private func appendDays(year y: Int, month m: Int, clip: ClosedRange<Int>, into days: inout [Int]) {
    let first = Civil.days(year: y, month: m, day: 1)
    let dim = Civil.daysIn(month: m, year: y)
    let lo = max(1, clip.lowerBound - first + 1)
    let hi = min(dim, clip.upperBound - first + 1)
    if lo > hi { return }
    if monthDaysOnly {
      let before = days.count
      for md in monthDays {
        let d = md > 0 ? md : dim + md + 1
        if d >= lo && d <= hi { days.append(first + d - 1) }
      }
      if days.count - before > 1 {
        days[before...].sort()
        var w = before + 1
        for r in (before + 1)..<days.count where days[r] != days[w - 1] {
          days[w] = days[r]
          w += 1
        }
        days.removeSubrange(w...)
      }
      return
    }
    for d in lo...hi where dayMatches(first + d - 1, y, m, d) { days.append(first + d - 1) }
  }

  // MARK: - Expansion

  /// Calls `body` with each instance (a wall time) in ascending order, from `lowerBound` (when
  /// given) through `upperBound`, until `body` returns false or a limit is reached.
  ///
  /// With `dtstartCounts`, a DTSTART that the rule itself does not produce first still uses up
  /// one of COUNT ("the DTSTART property value always counts as the first occurrence").
  func expand(
    from lowerBound: Int64?, through upperBound: Int64, limits: CalendarLimits, stats: inout Stats,
    dtstartCounts: Bool = false, _ body: (Int64) -> Bool
  ) {
    let upper = min(upperBound, untilWall ?? Int64.max)
    if upper < start { return }
    var k = 0
    let sod0 = Civil.secondOfDay(ofWall: start)
    let step: Int64
    let base: Int64
    switch frequency {
    case .hourly:
      step = 3600 * Int64(interval)
      base = start - Int64(sod0 % 3600)
    case .minutely:
      step = 60 * Int64(interval)
      base = start - Int64(sod0 % 60)
    case .secondly:
      step = Int64(interval)
      base = start
    default:
      step = 0
      base = 0
    }
    let weekStart0 = startDay - ((Civil.weekday(ofDay: startDay) - weekStart + 7) % 7)
    let monthIndex0 = startYear * 12 + startMonth - 1
    let startWeekYear = Civil.date(fromDays: weekStart0 + 3).year
    if count == nil, let lowerBound, lowerBound > start {
      let lday = Civil.day(ofWall: lowerBound)
      let (ly, lm, _) = Civil.date(fromDays: lday)
      switch frequency {
      case .yearly where !weekNos.isEmpty: k = Civil.floorDiv(ly - 1 - startWeekYear, interval)
      case .yearly: k = Civil.floorDiv(ly - startYear, interval)
      case .monthly: k = Civil.floorDiv(ly * 12 + lm - 1 - monthIndex0, interval)
      case .weekly: k = Civil.floorDiv(lday - weekStart0, 7 * interval)
      case .daily: k = Civil.floorDiv(lday - startDay, interval)
      default: k = Int(Civil.floorDiv(lowerBound - base, step))
      }
      k = max(0, k)
    }
    stats.firstPeriod = k
    // Without COUNT or BYSETPOS a day outside [lowerBound, upper] can never be an emitted
    // instance, so periods only test the days inside: a YEARLY rule asked about one day looks at
    // that day, not at 365.
    let unbounded = 1 << 40  // far beyond year 9999 either way, and safe to add 1 to
    var clip = -unbounded...unbounded
    if count == nil && bySetPos.isEmpty {
      let lo = lowerBound.map { max(-unbounded, Civil.day(ofWall: $0)) } ?? -unbounded
      let hi = min(unbounded, Civil.day(ofWall: upper))
      if lo > hi { return }
      clip = lo...hi
    }
    var produced = 0
    var emitted = 0
    var emptyRun = 0
    var days: [Int] = []
    var candidates: [Int64] = []
    days.reserveCapacity(32)
    candidates.reserveCapacity(32)

    periods: while true {
      stats.periods += 1
      if stats.periods > limits.maxIterationsPerSeries || emptyRun > limits.maxIterationsWithoutHit {
        stats.hitLimit = true
        return
      }
      candidates.removeAll(keepingCapacity: true)
      days.removeAll(keepingCapacity: true)
      var periodStart: Int64
      switch frequency {
      case .yearly where !weekNos.isEmpty:
        // With BYWEEKNO the period is the week-numbering year (weeks 1…52/53 from WKST).
        let y = startWeekYear + k * interval
        if y > 9999 { return }
        let first = week1Start(y)
        let last = week1Start(y + 1)
        periodStart = Int64(first) * Civil.secondsPerDay
        if periodStart > upper { return }
        for day in Self.days(first..<last, within: clip) {
          let (yy, m, d) = Civil.date(fromDays: day)
          if dayMatches(day, yy, m, d) { days.append(day) }
        }
      case .yearly:
        let y = startYear + k * interval
        if y > 9999 { return }
        periodStart = Int64(Civil.days(year: y, month: 1, day: 1)) * Civil.secondsPerDay
        if periodStart > upper { return }
        if monthDaysOnly || monthMask != nil {
          for m in monthList { appendDays(year: y, month: m, clip: clip, into: &days) }
        } else {
          for m in 1...12 { appendDays(year: y, month: m, clip: clip, into: &days) }
        }
      case .monthly:
        let mi = monthIndex0 + k * interval
        let y = Civil.floorDiv(mi, 12)
        let m = mi - y * 12 + 1
        if y > 9999 { return }
        periodStart = Int64(Civil.days(year: y, month: m, day: 1)) * Civil.secondsPerDay
        if periodStart > upper { return }
        if monthMask == nil || monthMask![m] { appendDays(year: y, month: m, clip: clip, into: &days) }
      case .weekly:
        let ws = weekStart0 + k * 7 * interval
        periodStart = Int64(ws) * Civil.secondsPerDay
        if periodStart > upper || ws > 2_932_896 { return }
        for day in Self.days(ws..<(ws + 7), within: clip) {
          let (y, m, d) = Civil.date(fromDays: day)
          if dayMatches(day, y, m, d) { days.append(day) }
        }
      case .daily:
        let day = startDay + k * interval
        periodStart = Int64(day) * Civil.secondsPerDay
        if periodStart > upper || day > 2_932_896 { return }
        let (y, m, d) = Civil.date(fromDays: day)
        if dayMatches(day, y, m, d) { days.append(day) }
      case .hourly, .minutely, .secondly:
        periodStart = base + Int64(k) * step
        if periodStart > upper { return }
        let day = Civil.day(ofWall: periodStart)
        if day > 2_932_896 { return }
        let sod = Int(periodStart - Int64(day) * Civil.secondsPerDay)
        let (y, m, d) = Civil.date(fromDays: day)
        // Skip whole days, hours or minutes that a limiting part rules out.
        var skipTo: Int64? = nil
        if !dayMatches(day, y, m, d) {
          skipTo = Int64(day + 1) * Civil.secondsPerDay
        } else if let hourMask, !hourMask[sod / 3600] {
          // Jump to the next allowed hour, or the next day.
          let next = ((sod / 3600 + 1)..<24).first { hourMask[$0] } ?? 24
          skipTo = Int64(day) * Civil.secondsPerDay + Int64(next * 3600)
        } else if frequency < .hourly, let minuteMask, !minuteMask[sod / 60 % 60] {
          let next = ((sod / 60 % 60 + 1)..<60).first { minuteMask[$0] } ?? 60
          skipTo = Int64(day) * Civil.secondsPerDay + Int64(sod / 3600 * 3600 + next * 60)
        }
        if let skipTo {
          emptyRun += 1
          let nextK = Int(Civil.floorDiv(skipTo - base + step - 1, step))
          k = max(k + 1, nextK)
          continue periods
        }
        let dayWall = Int64(day) * Civil.secondsPerDay
        switch frequency {
        case .hourly:
          let hourWall = dayWall + Int64(sod / 3600 * 3600)
          for mi in minutes { for s in seconds { candidates.append(hourWall + Int64(mi * 60 + s)) } }
        case .minutely:
          let minuteWall = dayWall + Int64(sod / 60 * 60)
          for s in seconds { candidates.append(minuteWall + Int64(s)) }
        default:
          if secondMask == nil || secondMask![sod % 60] { candidates.append(periodStart) }
        }
      }
      if frequency >= .daily {
        for day in days {
          let dayWall = Int64(day) * Civil.secondsPerDay
          for h in hours {
            for mi in minutes { for s in seconds { candidates.append(dayWall + Int64(h * 3600 + mi * 60 + s)) } }
          }
        }
      }
      if !bySetPos.isEmpty && !candidates.isEmpty {
        let all = candidates
        candidates.removeAll(keepingCapacity: true)
        for p in bySetPos {
          let i = p > 0 ? p - 1 : all.count + p
          if i >= 0 && i < all.count { candidates.append(all[i]) }
        }
        candidates.sort()
        var w = 0
        for c in candidates where w == 0 || candidates[w - 1] != c {
          candidates[w] = c
          w += 1
        }
        candidates.removeSubrange(w...)
      }
      if candidates.isEmpty {
        emptyRun += 1
      } else {
        emptyRun = 0
        for c in candidates {
          if c < start { continue }
          if c > upper { return }
          if let count {
            if produced == 0 && dtstartCounts && c != start { produced += 1 }
            produced += 1
            if produced > count { return }
          }
          if let lowerBound, c < lowerBound { continue }
          if !body(c) { return }
          emitted += 1
          if emitted >= limits.maxOccurrencesPerSeries {
            stats.hitLimit = true
            return
          }
        }
      }
      k += 1
    }
  }
}
