import Domain

/// Proleptic Gregorian arithmetic on plain integers, used in the hot loops instead of `Calendar`.
///
/// Wall-clock times are `Int64` seconds since 1970-01-01T00:00 *in some zone's wall clock*; days
/// are days since 1970-01-01. Weekdays are numbered Monday = 0 … Sunday = 6 (iCalendar order).
enum Civil {
  static let secondsPerDay: Int64 = 86_400
  /// How far a wall-clock time can lie from its instant, with room to spare: every zone's offset is
  /// within ±14 h, and a day more covers rounding. Windows in instants are widened by this before
  /// they are compared with wall-clock times.
  static let wallMargin: Int64 = 50_400 + secondsPerDay

  @inline(__always)
  static func isLeap(_ year: Int) -> Bool { LocalDate.isLeap(year) }

  @inline(__always)
  static func daysIn(month: Int, year: Int) -> Int { LocalDate.daysIn(month: month, year: year) }

  @inline(__always)
  static func daysInYear(_ year: Int) -> Int { isLeap(year) ? 366 : 365 }

  /// Days since 1970-01-01 of a (possibly out-of-range day) civil date; the caller validates.
  @inline(__always)
  static func days(year: Int, month: Int, day: Int) -> Int {
    LocalDate.daysSinceEpoch(year: year, month: month, day: day)
  }

  @inline(__always)
  static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    LocalDate.civil(daysSinceEpoch: days)
  }

  /// Monday = 0 … Sunday = 6.
  @inline(__always)
  static func weekday(ofDay days: Int) -> Int { ((days % 7) + 7 + 3) % 7 }

  @inline(__always)
  static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
    let q = a / b
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
  }

  @inline(__always)
  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q
  }

  @inline(__always)
  static func day(ofWall wall: Int64) -> Int { Int(floorDiv(wall, secondsPerDay)) }

  @inline(__always)
  static func secondOfDay(ofWall wall: Int64) -> Int { Int(wall - Int64(day(ofWall: wall)) * secondsPerDay) }

  static func wall(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0) -> Int64 {
    Int64(days(year: year, month: month, day: day)) * secondsPerDay + Int64(hour * 3600 + minute * 60 + second)
  }

  /// `YYYYMMDDTHHMMSS` for diagnostics and the conformance runner.
  static func format(wall: Int64, dateOnly: Bool = false) -> String {
    let d = date(fromDays: day(ofWall: wall))
    let s = secondOfDay(ofWall: wall)
    func pad(_ n: Int, _ w: Int) -> String {
      let t = String(n)
      return String(repeating: "0", count: max(0, w - t.count)) + t
    }
    let datePart = pad(d.year, 4) + pad(d.month, 2) + pad(d.day, 2)
    if dateOnly { return datePart }
    return datePart + "T" + pad(s / 3600, 2) + pad(s / 60 % 60, 2) + pad(s % 60, 2)
  }
}
