/// The POSIX TZ string of a TZif footer, with RFC 8536's extensions (§3.3.1): transition times from
/// -167 to 167 hours, so `M3.4.4/26` (Thursday 26:00, i.e. Friday 02:00) and `/-1` can be said.
///
/// `CET-1CEST,M3.5.0,M10.5.0/3`: standard name and offset (west of UTC, as POSIX counts), then
/// optionally the daylight name, its offset (one hour ahead when left out) and when it starts and ends.
struct PosixTZ: Sendable, Equatable {
  /// The day a rule changes on.
  enum Day: Sendable, Equatable {
    /// `Jn`, 1…365: February 29 is never counted, so J60 is always March 1.
    case julian(Int)
    /// `n`, 0…365: February 29 is counted in leap years.
    case zeroBased(Int)
    /// `Mm.w.d`: the w-th weekday d (0 = Sunday) of month m; week 5 means the last one.
    case monthWeek(month: Int, week: Int, weekday: Int)

    /// Days since 1970-01-01 of this day in `year`.
    func day(in year: Int) -> Int {
      let january1 = Civil.days(year: year, month: 1, day: 1)
      switch self {
      case .julian(let n): return january1 + n - 1 + (Civil.isLeap(year) && n >= 60 ? 1 : 0)
      case .zeroBased(let n): return january1 + n
      case .monthWeek(let month, let week, let weekday):
        let first = Civil.days(year: year, month: month, day: 1)
        let firstWeekday = (Civil.weekday(ofDay: first) + 1) % 7  // Civil counts from Monday, POSIX from Sunday
        var day = first + (weekday - firstWeekday + 7) % 7 + 7 * (week - 1)
        while day >= first + Civil.daysIn(month: month, year: year) { day -= 7 }
        return day
      }
    }
  }

  struct Daylight: Sendable, Equatable {
    /// Seconds east of UTC while daylight time is in force.
    var offset: Int
    var start: Day
    /// Seconds after local midnight, in standard time.
    var startTime: Int
    var end: Day
    /// Seconds after local midnight, in daylight time.
    var endTime: Int
  }

  /// Seconds east of UTC outside daylight time.
  var standard: Int
  var daylight: Daylight?

  /// Daylight start and end instants of each year, in time order; at the same instant the start comes
  /// last, so that a rule like `EST5EDT,0/0,J365/25` (daylight all year) never shows standard time.
  func events(years: ClosedRange<Int>) -> [(utc: Int64, offset: Int)] {
    guard let d = daylight else { return [] }
    var events: [(utc: Int64, offset: Int, isStart: Bool)] = []
    for year in years {
      let (start, end) = instants(year, d)
      events.append((start, d.offset, true))
      events.append((end, standard, false))
    }
    events.sort { $0.utc != $1.utc ? $0.utc < $1.utc : !$0.isStart && $1.isStart }
    return events.map { ($0.utc, $0.offset) }
  }

  /// Instants further than this from 1970 (about a million years) are answered as if at this distance,
  /// so that calendar arithmetic on them cannot overflow.
  static let farthest: Int64 = 1 << 45

  /// The UTC year of an instant, clamped to ±`farthest`.
  static func year(of utc: Int64) -> Int {
    Civil.date(fromDays: Civil.day(ofWall: min(max(utc, -farthest), farthest))).year
  }

  /// Seconds east of UTC at `utc`, for any instant.
  func offset(atUTC instant: Int64) -> Int {
    guard let d = daylight else { return standard }
    let utc = min(max(instant, -Self.farthest), Self.farthest)
    // A year's changes can fall up to a week (±167 h) outside it, so look at its neighbours too: the
    // latest change at or before `utc` decides (a start wins a tie, as in `events`).
    let year = Self.year(of: utc)
    var latest = Int64.min
    var result = standard
    for y in (year - 2)...(year + 1) {
      let (start, end) = instants(y, d)
      if end <= utc, end > latest {
        latest = end
        result = standard
      }
      if start <= utc, start >= latest {
        latest = start
        result = d.offset
      }
    }
    return result
  }

  private func instants(_ year: Int, _ d: Daylight) -> (start: Int64, end: Int64) {
    let start = Int64(d.start.day(in: year)) * Civil.secondsPerDay + Int64(d.startTime - standard)
    let end = Int64(d.end.day(in: year)) * Civil.secondsPerDay + Int64(d.endTime - d.offset)
    return (start, end)
  }

  /// Parses a footer's TZ string; `nil` for anything outside the grammar, including a daylight name
  /// without its rule (POSIX leaves that rule to the implementation).
  static func parse<S: Collection<UInt8>>(_ text: S) -> PosixTZ? {
    var p = Cursor(Array(text))
    guard p.name(), let std = p.signedTime(maxHours: 24) else { return nil }
    var tz = PosixTZ(standard: -std, daylight: nil)
    if p.atEnd { return tz }
    guard p.name() else { return nil }
    var dst = tz.standard + 3600
    if p.peek != UInt8(ascii: ",") {
      guard let o = p.signedTime(maxHours: 24) else { return nil }
      dst = -o
    }
    guard p.eat(","), let start = p.day() else { return nil }
    let startTime = p.eat("/") ? p.signedTime(maxHours: 167) : 7200
    guard let startTime, p.eat(","), let end = p.day() else { return nil }
    let endTime = p.eat("/") ? p.signedTime(maxHours: 167) : 7200
    guard let endTime, p.atEnd, TZif.plausible(offset: dst), TZif.plausible(offset: tz.standard) else { return nil }
    tz.daylight = Daylight(offset: dst, start: start, startTime: startTime, end: end, endTime: endTime)
    return tz
  }

  private struct Cursor {
    let bytes: [UInt8]
    var at = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { at == bytes.count }
    var peek: UInt8? { atEnd ? nil : bytes[at] }

    mutating func eat(_ c: Unicode.Scalar) -> Bool {
      guard peek == UInt8(ascii: c) else { return false }
      at += 1
      return true
    }

    /// `CET`, or `<+0330>` for names that are not alphabetic: at least three characters either way.
    mutating func name() -> Bool {
      func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
      let begin = at
      if eat("<") {
        while let b = peek, isLetter(b) || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
        {
          at += 1
        }
        return at - begin - 1 >= 3 && eat(">")
      }
      while let b = peek, isLetter(b) { at += 1 }
      return at - begin >= 3
    }

    mutating func number(maxDigits: Int) -> Int? {
      var value = 0
      var digits = 0
      while let b = peek, b >= 0x30, b <= 0x39, digits < maxDigits {
        value = value * 10 + Int(b - 0x30)
        digits += 1
        at += 1
      }
      return digits == 0 ? nil : value
    }

    /// `[+|-]hh[:mm[:ss]]` in seconds.
    mutating func signedTime(maxHours: Int) -> Int? {
      var sign = 1
      if eat("-") { sign = -1 } else { _ = eat("+") }
      guard let h = number(maxDigits: 3), h <= maxHours else { return nil }
      var seconds = h * 3600
      if eat(":") {
        guard let m = number(maxDigits: 2), m <= 59 else { return nil }
        seconds += m * 60
        if eat(":") {
          guard let s = number(maxDigits: 2), s <= 59 else { return nil }
          seconds += s
        }
      }
      return sign * seconds
    }

    /// `Jn`, `n` or `Mm.w.d`.
    mutating func day() -> Day? {
      if eat("J") {
        guard let n = number(maxDigits: 3), (1...365).contains(n) else { return nil }
        return .julian(n)
      }
      if eat("M") {
        guard let m = number(maxDigits: 2), (1...12).contains(m), eat("."), let w = number(maxDigits: 1),
          (1...5).contains(w), eat("."), let d = number(maxDigits: 1), d <= 6
        else { return nil }
        return .monthWeek(month: m, week: w, weekday: d)
      }
      guard let n = number(maxDigits: 3), n <= 365 else { return nil }
      return .zeroBased(n)
    }
  }
}
