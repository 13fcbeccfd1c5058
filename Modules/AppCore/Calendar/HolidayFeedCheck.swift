import Domain
import Foundation
import Holidays

/// A feed whose dates are, mostly, the public holidays of the family's country, whatever language
/// its titles are in, and which of its days the whole country does not keep.
struct HolidayFeedMatch: Hashable, Sendable {
  var country: String
  var matched: Int
  var total: Int
  /// Why a listing (by the dates its event covers) is no day off everywhere in the country.
  var notNational: [ClosedRange<LocalDate>: String]
  /// Listings the holiday data calls working days (a weekend that makes up for a bridge day).
  var workdays: Set<ClosedRange<LocalDate>> = []

  var evidence: String { "by its dates: \(matched) of \(total) dates are public holidays in \(country)" }
}

/// Compares a calendar's listings with the built-in public holidays of the country of the time zone.
enum HolidayFeedCheck {
  /// Fewer matching listings than this prove nothing: a school calendar's first weeks can be all holidays.
  static let minimumMatches = 5
  /// On the tuning feeds a public-holiday feed's listings are public holidays at 40–100 % (a Dutch
  /// feed lists two observances for each holiday), a school-holiday feed's well below (its breaks
  /// hold a holiday among many weekdays); a school calendar, which could match as well, is told by
  /// its titles before its dates are read.
  static let minimumShare = 0.4
  /// A feed listing as many observances as holidays (Dutch, Frisian: Dierendag, Sint-Maarten)
  /// matches at 25–40 %; it is told from a calendar that names a few holidays by listing nearly
  /// all of the country's national weekday holidays between its first and last listing.
  static let minimumShareWhenComplete = 0.25
  static let minimumCoverage = 0.8
  /// A day kept by this share of a country's subdivisions is a day off nationwide, whatever each
  /// calls it (the US data list Martin Luther King Jr. Day under several names, state by state).
  static let nationwideShare = 0.9

  /// What one listing (the dates of one event) is in the country's data.
  private struct Listing {
    var dates: ClosedRange<LocalDate>
    var isHoliday: Bool
    var isNational: Bool
    var isWorkday: Bool
    /// The subdivisions keeping it when the whole country does not.
    var keptBy: [String]
  }

  /// The match, or nil when the zone names no country the data has, the feed covers no year of
  /// it, or its listings are not enough of that country's public holidays. A listing is the dates
  /// one event covers: a span ("春节假期" for eight days) is a holiday when at least half of its
  /// weekdays are, as the bridge days of CN, KR and JP are, and a day off when one of them is
  /// national. A feed whose regional listings are all of one subdivision is that subdivision's
  /// (Zürich's, South Australia's), and that subdivision's holidays are days off.
  static func match(_ events: [CalendarEvent], zone: TimeZone) -> HolidayFeedMatch? {
    guard let code = ZoneCountries.country(of: zone), case .success(let data) = HolidayData.installed,
      let index = try? data.index(), let info = index.country(code)
    else { return nil }
    let spans = Set(events.lazy.filter { $0.status != .cancelled }.compactMap { $0.localDates(in: zone) })
    let years = Set(spans.flatMap { [$0.lowerBound.year, $0.upperBound.year] }).filter { info.years.contains($0) }
    guard spans.count >= minimumMatches, !years.isEmpty, let country = try? data.country(info.code) else {
      return nil
    }
    var days: [Int: [LocalDate: PublicHolidayStanding]] = [:]
    for year in years { days[year] = country.publicHolidays(in: year) }
    func standing(_ date: LocalDate) -> PublicHolidayStanding? { days[date.year]?[date] }
    let nationwide = max(1, Int((nationwideShare * Double(info.subdivisions.count)).rounded(.up)))
    func isNational(_ date: LocalDate) -> Bool {
      guard let day = standing(date) else { return false }
      return !day.national.isEmpty || (!day.subdivisions.isEmpty && Set(day.subdivisions).count >= nationwide)
    }
    let weekend: Set<Weekday> = [.saturday, .sunday]
    var listings: [Listing] = []
    for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      let dates = (0...span.lowerBound.days(to: span.upperBound)).map { span.lowerBound.adding(days: $0) }
      guard dates.count <= 31, dates.allSatisfy({ days[$0.year] != nil }) else { continue }
      let weekdays = dates.filter { !weekend.contains($0.weekday) }
      let counted = weekdays.isEmpty ? dates : weekdays
      let holidays = counted.filter { standing($0).map { !$0.national.isEmpty || !$0.subdivisions.isEmpty } ?? false }
      // A Monday after a national holiday on Sunday, or a Tuesday after two on the weekend, is its
      // substitute, which not every country's data lists ("Christmas Day (Observed)" in Ireland).
      // (A Monday after a Saturday holiday is not: Spain's regions give that Monday a holiday of their own.)
      let day = span.lowerBound
      let substitute =
        dates.count == 1
        && ((day.weekday == .monday && isNational(day.adding(days: -1)))
          || (day.weekday == .tuesday && isNational(day.adding(days: -2)) && isNational(day.adding(days: -3))))
      let isHoliday = substitute || (!holidays.isEmpty && holidays.count * 2 >= counted.count)
      var seen = Set<String>()
      listings.append(
        Listing(
          dates: span, isHoliday: isHoliday, isNational: substitute || (isHoliday && dates.contains(where: isNational)),
          isWorkday: dates.count == 1 && standing(span.lowerBound)?.isWorkday == true,
          keptBy: dates.flatMap { standing($0)?.subdivisions ?? [] }.filter { seen.insert($0).inserted }))
    }
    // A make-up working day is the country's own, as its holidays are.
    let matched = listings.filter { $0.isHoliday || $0.isWorkday }.count
    let ranges = listings.filter { $0.dates.lowerBound < $0.dates.upperBound }
    // A school-holiday feed's breaks hold a public holiday or two among many weekdays: its spans do not match.
    guard matched >= minimumMatches, ranges.count < 2 || ranges.filter(\.isHoliday).count * 2 >= ranges.count,
      Double(matched) >= minimumShare * Double(listings.count)
        || (Double(matched) >= minimumShareWhenComplete * Double(listings.count)
          && coverage(of: listings, days: days, isNational: isNational) >= minimumCoverage)
    else { return nil }
    let home = region(of: listings.filter { $0.isHoliday && !$0.isNational && !$0.keptBy.isEmpty })
    let names = Dictionary(info.subdivisions.map { ($0.code, $0.name) }, uniquingKeysWith: { first, _ in first })
    var notNational: [ClosedRange<LocalDate>: String] = [:]
    var workdays = Set<ClosedRange<LocalDate>>()
    for listing in listings where !listing.isNational {
      if listing.isWorkday { workdays.insert(listing.dates) }
      if listing.isHoliday, let home, listing.keptBy.contains(home) { continue }
      let regions = listing.keptBy.map { names[$0] ?? $0 }
      notNational[listing.dates] =
        listing.isWorkday
        ? "a working day in \(info.name)"
        : regions.isEmpty
          ? "not a public holiday in \(info.name)"
          : "a holiday of \(regions.prefix(3).joined(separator: ", "))\(regions.count > 3 ? "…" : "") only"
    }
    return HolidayFeedMatch(
      country: info.name, matched: matched, total: listings.count, notNational: notNational, workdays: workdays)
  }

  /// The share of the country's national weekday holidays, from the feed's first listing to its
  /// last, that it lists.
  private static func coverage(
    of listings: [Listing], days: [Int: [LocalDate: PublicHolidayStanding]], isNational: (LocalDate) -> Bool
  ) -> Double {
    guard let first = listings.first?.dates.lowerBound, let last = listings.map(\.dates.upperBound).max() else {
      return 0
    }
    var listed = Set<LocalDate>()
    for listing in listings {
      for offset in 0...listing.dates.lowerBound.days(to: listing.dates.upperBound) {
        listed.insert(listing.dates.lowerBound.adding(days: offset))
      }
    }
    let holidays = days.values.flatMap(\.keys).filter {
      first <= $0 && $0 <= last && ![.saturday, .sunday].contains($0.weekday) && isNational($0)
    }
    guard !holidays.isEmpty else { return 0 }
    return Double(holidays.filter(listed.contains).count) / Double(holidays.count)
  }

  /// The subdivision a feed is of: the one keeping all its regional holidays but perhaps one (a
  /// town's own holiday, which the data do not have) of at least four; none for fewer than two,
  /// which could be a national feed's one regional day.
  private static func region(of regional: [Listing]) -> String? {
    guard regional.count >= 2 else { return nil }
    var counts: [String: Int] = [:]
    for listing in regional { for code in listing.keptBy { counts[code, default: 0] += 1 } }
    guard let best = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
      return nil
    }
    return best.value >= regional.count - (regional.count >= 4 ? 1 : 0) ? best.key : nil
  }
}
