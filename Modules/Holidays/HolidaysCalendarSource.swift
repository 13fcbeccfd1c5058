import CalendarIO
import Domain
import Foundation

extension CalendarSourceRegistry {
  /// Registers `holidays:` (`holidays:US-CA`, `holidays:FR`): the built-in public holidays. The data
  /// are looked up only when such a source is named.
  /// - Parameter language: the language code the reader chose for messages, asked when a source
  ///   is read (nil when nothing chose one): it picks the holidays' names, see `HolidaysCalendarSource.name(of:country:)`.
  public mutating func registerHolidays(
    language: @escaping @Sendable () -> String? = { nil },
    data: @escaping @Sendable () -> Result<HolidayData, HolidayDataError> = { HolidayData.installed }
  ) {
    register(scheme: HolidaysCalendarSource.scheme) { setting throws(CalendarIOError) in
      HolidaysCalendarSource(location: setting.location, skip: setting.skip, language: language(), data: data)
    }
  }
}

/// A region's public holidays from the built-in data, as all-day events: built here, never written
/// as iCalendar and parsed again. Only the `public` category becomes events; bank, optional,
/// school and other days the library lists are not free days for everyone and are left out.
public struct HolidaysCalendarSource: CalendarSource {
  public static let scheme = "holidays"
  /// What `explain` and `calendar status` call where the events come from.
  public static let label = "built-in holidays"

  public var location: String
  /// Holiday names left out, with their "(observed)" days.
  public var skip: [String]
  /// The language chosen for messages (`de`, `en`), nil when nothing chose one.
  public var language: String?
  let data: @Sendable () -> Result<HolidayData, HolidayDataError>

  public init(
    location: String, skip: [String] = [], language: String? = nil,
    data: @escaping @Sendable () -> Result<HolidayData, HolidayDataError> = { HolidayData.installed }
  ) {
    self.location = location
    self.skip = skip
    self.language = language
    self.data = data
  }

  /// `holidays:us-ca` is saved as `holidays:US-CA`; an unknown region is refused naming the nearest.
  public func normalize(_ location: String) throws(CalendarIOError) -> String {
    "\(Self.scheme):\(try resolve(location).2)"
  }

  public func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    throw .unreadable(path: location, reason: "built-in holidays are read as events, not as iCalendar text")
  }

  public func events(in window: DateWindow, localZone: TimeZone) async throws(CalendarIOError) -> CalendarReadResult? {
    let (data, index, region) = try resolve(location)
    let country: HolidayCountry
    do { country = try data.country(region.country) } catch { throw Self.failure(location, error) }
    guard let info = index.country(region.country) else { return nil }
    let id = "\(Self.scheme):\(region)"
    let place = region.subdivision.flatMap { code in info.subdivisions.first { $0.code == code }?.name }
    let title = "\(Self.label): \(info.name)" + (place.map { ", \($0)" } ?? "")
    let first = LocalDate(window.start, in: localZone)
    let last = LocalDate(window.end.addingTimeInterval(-1), in: localZone)
    let years =
      max(info.years.lowerBound, index.dataYears.lowerBound)...min(info.years.upperBound, index.dataYears.upperBound)
    let knownFirst = max(first, LocalDate(year: years.lowerBound, month: 1, day: 1)!)
    let knownLast = min(last, LocalDate(year: years.upperBound, month: 12, day: 31)!)
    let calendar = CalendarInfo(
      id: id, title: title, location: location, knownDays: knownFirst <= knownLast ? knownFirst...knownLast : nil,
      role: .holidays)
    var result = CalendarReadResult(calendars: [calendar])
    guard first <= last else { return result }
    var events: [CalendarEvent] = []
    for year in first.year...last.year {
      guard years.contains(year), let days = country.year(year, subdivision: region.subdivision) else {
        result.warnings.append(
          CalendarWarning(
            source: id, line: nil,
            message:
              "no holiday data for \(year) (the built-in holidays of \(region.country) cover "
              + "\(years.lowerBound)–\(years.upperBound)); the days of \(year) are unknown"))
        continue
      }
      for holiday in days.holidays
      where holiday.category == "public" && holiday.date >= first && holiday.date <= last && !isSkipped(holiday) {
        events.append(
          CalendarEvent(
            uid: "\(id)/\(holiday.date)/\(holiday.localName)", title: name(of: holiday, country: info),
            start: .date(holiday.date), end: .date(holiday.date.adding(days: 1)), calendarID: id,
            calendarTitle: title, categories: ["Public holiday"]))
      }
    }
    result.events = events.sorted { a, b in
      a.start == b.start ? a.title < b.title : Self.day(a) < Self.day(b)
    }
    return result
  }

  /// A holiday's name in the reader's language: the country's own when the chosen language is the
  /// country's, the English one when it is English, both ("Buß- und Bettag (Repentance and Prayer
  /// Day)") for any other language and when nothing chose one.
  func name(of holiday: Holiday, country: HolidayCountryInfo) -> String {
    guard let english = holiday.englishName else { return holiday.localName }
    guard let language else { return holiday.bothNames }
    if Self.baseLanguage(country.localLanguage) == language { return holiday.localName }
    return language == "en" ? english : holiday.bothNames
  }

  /// "pt" for the library's "pt_BR".
  static func baseLanguage(_ code: String) -> String {
    String(code.prefix { $0 != "_" && $0 != "-" }).lowercased()
  }

  /// Whether a parent left this holiday out: its local or English name, or that name with the
  /// library's suffix ("Veterans Day (observed)"), any case.
  func isSkipped(_ holiday: Holiday) -> Bool {
    if skip.isEmpty { return false }
    return [holiday.localName, holiday.englishName].compactMap { $0?.lowercased() }.contains { name in
      skip.contains { Holiday.name(name, matches: $0.lowercased()) }
    }
  }

  private static func day(_ event: CalendarEvent) -> Int {
    if case .date(let date) = event.start { return date.daysSinceEpoch }
    return 0
  }

  private func resolve(_ location: String) throws(CalendarIOError) -> (HolidayData, HolidayIndex, HolidayRegion) {
    let code = location.drop { $0 != ":" }.dropFirst()
    do {
      let data = try data().get()
      let index = try data.index()
      return (data, index, try index.region(String(code)))
    } catch {
      throw Self.failure(location, error)
    }
  }

  static func failure(_ location: String, _ error: HolidayDataError) -> CalendarIOError {
    switch error {
    case .unknownRegion(_, let nearest):
      .unknownLocation(
        location: location,
        reason: "no such holiday region"
          + (nearest.isEmpty ? "" : "; nearest: \(nearest.map { "\(scheme):\($0)" }.joined(separator: ", "))")
          + "; 'tq-parent calendar holidays' lists them")
    case .missing, .badFormat: .unreadable(path: location, reason: error.description)
    }
  }
}
