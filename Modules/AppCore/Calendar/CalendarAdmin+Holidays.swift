import CalendarIO
import Domain
import Foundation
import Holidays
import Settings

/// The built-in holidays: which regions exist, and the named holidays a parent leaves out of a
/// connected `holidays:` source.
extension CalendarAdmin {
  /// Every country of the data, and the library version its dates come from.
  public func holidayCountries() throws -> (countries: [HolidayCountryInfo], libraryVersion: String) {
    let index = try HolidayData.installed.get().index()
    return (index.countries, index.libraryVersion)
  }

  /// One country with its subdivisions, by code, alpha-3 code or alias, any case.
  /// - Throws: `HolidayDataError.unknownRegion` naming the nearest codes.
  public func holidayCountry(_ code: String) throws -> HolidayCountryInfo {
    let index = try HolidayData.installed.get().index()
    let region = try index.region(code)
    guard region.subdivision == nil, let country = index.country(region.country) else {
      throw HolidayDataError.unknownRegion(code, nearest: [region.country])
    }
    return country
  }

  /// Leaves the holiday called `name` (and its observed days) out of the connected `holidays:`
  /// sources of `region` (`US` for every US one, `US-CA`, or a source's id or name), or puts it back.
  /// - Returns: the sources changed.
  /// - Throws: `.unknownSource` when no such source is connected; `.unknownHoliday` when the
  ///   country has no holiday of that name.
  public func setHoliday(_ name: String, skipped: Bool, in region: String) throws -> [CalendarSourceSetting] {
    let data = try HolidayData.installed.get()
    let index = try data.index()
    let wanted = try? index.region(region)
    var changed: [CalendarSourceSetting] = []
    try dependencies.settings.update { settings in
      let matches = settings.calendar.sources.indices.filter { i in
        let source = settings.calendar.sources[i]
        guard let own = Self.holidayRegion(of: source.location, in: index) else { return false }
        if source.id == region || source.name.map(StoredText.folded) == StoredText.folded(region) { return true }
        guard let wanted else { return false }
        return own == wanted || (wanted.subdivision == nil && own.country == wanted.country)
      }
      guard !matches.isEmpty else {
        let known = settings.calendar.sources.filter { Self.holidayRegion(of: $0.location, in: index) != nil }
        throw CalendarAdminError.unknownSource(region, known: known.map(\.id))
      }
      for i in matches {
        var source = settings.calendar.sources[i]
        if skipped {
          guard let country = Self.holidayRegion(of: source.location, in: index)?.country,
            try data.country(country).hasHoliday(named: name)
          else { throw CalendarAdminError.unknownHoliday(name, region: source.location) }
          if !source.skip.contains(where: { StoredText.folded($0) == StoredText.folded(name) }) {
            source.skip.append(name)
          }
        } else {
          source.skip.removeAll { StoredText.folded($0) == StoredText.folded(name) }
        }
        settings.calendar.sources[i] = source
        changed.append(source)
      }
    }
    return changed
  }

  /// The region of a `holidays:` location, nil for any other.
  static func holidayRegion(of location: String, in index: HolidayIndex) -> HolidayRegion? {
    guard location.lowercased().hasPrefix(HolidaysCalendarSource.scheme + ":") else { return nil }
    return try? index.region(String(location.dropFirst(HolidaysCalendarSource.scheme.count + 1)))
  }

  /// When the locale names a country the data has (`LANG=de_DE.UTF-8`) and no `holidays:` source is
  /// connected: the source to suggest, `holidays:DE`, and the country's name. Nothing is added.
  public func suggestedHolidays() throws -> (location: String, country: String)? {
    let variables = dependencies.environment.variables
    let locale = [variables["LC_ALL"], variables["LC_MESSAGES"], variables["LANG"]].compactMap { $0 }.first {
      !$0.isEmpty
    }
    guard let locale, let underscore = locale.firstIndex(of: "_") else { return nil }
    let code = locale[locale.index(after: underscore)...].prefix { $0.isLetter }
    guard code.count == 2,
      try !settings().sources.contains(where: {
        $0.location.lowercased().hasPrefix(HolidaysCalendarSource.scheme + ":")
      }),
      case .success(let data) = HolidayData.installed, let country = try? data.index().country(String(code))
    else { return nil }
    return ("\(HolidaysCalendarSource.scheme):\(country.code)", country.name)
  }
}
