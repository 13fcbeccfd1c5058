import Domain
import Foundation

/// One day of a region's holidays: a date, its category and its names.
public struct Holiday: Hashable, Sendable {
  public var date: LocalDate
  /// The library's category: `public`, `bank`, `school`, `optional`, …
  public var category: String
  /// The name in the country's own language.
  public var localName: String
  /// The English name, or nil when it is the local one.
  public var englishName: String?

  /// Whether `name` (lower-cased) is what a parent called `wanted` (lower-cased): the name itself, or
  /// it with the library's suffix ("veterans day (observed)" for "veterans day").
  static func name(_ name: String, matches wanted: String) -> Bool {
    name == wanted || name.hasPrefix(wanted + " (")
  }

  /// The local name with the English one beside it where they differ: "Buß- und Bettag (Repentance and Prayer Day)".
  public var bothNames: String { englishName.map { "\(localName) (\($0))" } ?? localName }
}

/// What a region has in one year: its holidays and the weekend days that are working days.
public struct HolidayYear: Sendable {
  public var holidays: [Holiday]
  public var weekendWorkdays: [LocalDate]
}

/// One country file, read whole (the largest is a few hundred KB) when the country is first asked
/// for; a year's lines are found through an index of its `Y` lines and parsed only when asked.
public struct HolidayCountry: Sendable {
  public var code: String
  public var categories: [String]
  public var subdivisions: [String]
  /// Local and English (nil when the same) names, by name index.
  var names: [(local: String, english: String?)]
  /// The file's bytes and lines; each year's day lines as a range of `lines`, parsed when asked.
  let bytes: [UInt8]
  let lines: [Range<Int>]
  var years: [Int: Range<Int>]

  init(code: String, bytes: [UInt8]) throws(HolidayDataError) {
    self.code = code
    self.bytes = bytes
    lines = HolidayFile.lineRanges(bytes)
    categories = []
    subdivisions = []
    names = []
    years = [:]
    let file = "\(code).tsv"
    var index = 0
    while index < lines.count {
      let line = lines[index]
      index += 1
      // Day lines are never read here: each Y line's count skips them, parsed only when asked.
      let fields = HolidayFile.fields(bytes, line)
      switch fields[0] {
      case "H": break
      case "N" where fields.count == 3:
        let english = HolidayFile.unescape(fields[2])
        names.append((HolidayFile.unescape(fields[1]), english.isEmpty ? nil : english))
      case "K": categories.append(String(fields[1]))
      case "S": subdivisions.append(HolidayFile.unescape(fields[1]))
      case "Y":
        guard fields.count == 3, let year = Int(fields[1]), let count = Int(fields[2]), index + count <= lines.count
        else { throw .badFormat(file: file, reason: "bad year line '\(fields.joined(separator: " "))'") }
        years[year] = index..<(index + count)
        index += count
      default: throw .badFormat(file: file, reason: "unexpected line '\(fields.joined(separator: " "))'")
      }
    }
  }

  /// Whether `name` (any case) is one of the country's holiday names, local or English, or such a
  /// name without the library's suffix ("Veterans Day" for "Veterans Day (observed)").
  public func hasHoliday(named name: String) -> Bool {
    let wanted = name.lowercased()
    return names.contains { pair in
      [pair.local, pair.english].compactMap { $0?.lowercased() }.contains { Holiday.name($0, matches: wanted) }
    }
  }

  /// The year's days for the country itself (`subdivision` nil) or one subdivision (its code as
  /// the data spells it), in the file's order; nil when the data has no such year.
  public func year(_ year: Int, subdivision: String?) -> HolidayYear? {
    guard let range = years[year] else { return nil }
    let s = subdivision.flatMap { subdivisions.firstIndex(of: $0) }
    var result = HolidayYear(holidays: [], weekendWorkdays: [])
    for line in lines[range] {
      let fields = HolidayFile.fields(bytes, line)
      guard fields.count == 4, Self.applies(fields[3], to: s, isCountry: subdivision == nil) else { continue }
      let dateField = fields[0]
      let mmdd = dateField.prefix(4)
      guard let md = Int(mmdd), let first = LocalDate(year: year, month: md / 100, day: md % 100) else { continue }
      let extra = dateField.count > 5 ? Int(dateField.dropFirst(5)) ?? 0 : 0
      if fields[1] == "W" {
        result.weekendWorkdays.append(first)
        continue
      }
      guard let k = Int(fields[1]), let n = Int(fields[2]), categories.indices.contains(k), names.indices.contains(n)
      else { continue }
      for offset in 0...extra {
        result.holidays.append(
          Holiday(
            date: first.adding(days: offset), category: categories[k], localName: names[n].local,
            englishName: names[n].english))
      }
    }
    return result
  }

  /// FORMAT.md's regions rule: `*`, `*-i,j` (all but the removals), `i,j` (the additions only).
  static func applies(_ regions: Substring, to subdivision: Int?, isCountry: Bool) -> Bool {
    if regions == "*" { return true }
    if regions.hasPrefix("*-") {
      guard let s = subdivision else { return true }
      return !regions.dropFirst(2).split(separator: ",").contains { Int($0) == s }
    }
    guard !isCountry, let s = subdivision else { return false }
    return regions.split(separator: ",").contains { Int($0) == s }
  }
}

/// How one date stands among a country's public holidays: kept by the whole country, or by some
/// of its subdivisions only.
public struct PublicHolidayStanding: Hashable, Sendable {
  /// The public holidays the whole country keeps that day, by local name.
  public var national: [String] = []
  /// The subdivisions (their codes, as the data spells them) keeping a public holiday that day
  /// when the whole country does not.
  public var subdivisions: [String] = []
  /// That subdivisions' holidays, by local name.
  public var regionalNames: [String] = []
  /// A weekend day that is a working day (a make-up day of CN, KR), with no holiday.
  public var isWorkday = false
}

extension HolidayCountry {
  /// The year's public-category days, national or of a subdivision, and its weekend working days, by date; nil when the data
  /// has no such year. One pass over the year's lines, whatever the number of subdivisions.
  public func publicHolidays(in year: Int) -> [LocalDate: PublicHolidayStanding]? {
    guard let range = years[year], let k = categories.firstIndex(of: "public") else { return nil }
    var days: [LocalDate: PublicHolidayStanding] = [:]
    for line in lines[range] {
      let fields = HolidayFile.fields(bytes, line)
      if fields.count == 4, fields[1] == "W", let md = Int(fields[0].prefix(4)),
        let date = LocalDate(year: year, month: md / 100, day: md % 100)
      {
        days[date, default: PublicHolidayStanding()].isWorkday = true
        continue
      }
      guard fields.count == 4, Int(fields[1]) == k, let n = Int(fields[2]), names.indices.contains(n),
        let md = Int(fields[0].prefix(4)), let first = LocalDate(year: year, month: md / 100, day: md % 100)
      else { continue }
      let extra = fields[0].count > 5 ? Int(fields[0].dropFirst(5)) ?? 0 : 0
      let regions = fields[3]
      // `*-i,j` is kept by most subdivisions, not all: for a family somewhere in the country it is
      // as regional as a holiday of one subdivision.
      let kept: [String]? =
        regions == "*"
        ? nil : subdivisions.indices.filter { Self.applies(regions, to: $0, isCountry: false) }.map { subdivisions[$0] }
      for offset in 0...extra {
        let date = first.adding(days: offset)
        if let kept {
          days[date, default: PublicHolidayStanding()].subdivisions += kept
          days[date, default: PublicHolidayStanding()].regionalNames.append(names[n].local)
        } else {
          days[date, default: PublicHolidayStanding()].national.append(names[n].local)
        }
      }
    }
    return days
  }
}
