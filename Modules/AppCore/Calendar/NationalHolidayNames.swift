import Domain
import Foundation
import Holidays

/// The names and dates of the public holidays the whole country of the family's time zone keeps, in the
/// years a look reads, local and English: what the engine needs to know that "St. Patrick's Day",
/// an observance on most calendars, is a day off in Ireland (`NationalHolidays`).
enum NationalHolidayNames {
  static func holidays(for zone: TimeZone, years: ClosedRange<Int>) -> NationalHolidays {
    guard let code = ZoneCountries.country(of: zone), case .success(let data) = HolidayData.installed else {
      return NationalHolidays()
    }
    // The country's own file first: the index of every country (8 M instructions to read) is
    // needed only for a zone whose code the data files under another one.
    let country: HolidayCountry
    if let direct = try? data.country(code) {
      country = direct
    } else if let info = try? data.index().country(code), let listed = try? data.country(info.code) {
      country = listed
    } else {
      return NationalHolidays()
    }
    var names = Set<String>()
    var days: [LocalDate] = []
    for year in years {
      for holiday in country.year(year, subdivision: nil)?.holidays ?? [] where holiday.category == "public" {
        names.insert(holiday.localName)
        if let english = holiday.englishName { names.insert(english) }
        days.append(holiday.date)
      }
    }
    return NationalHolidays(names: names.sorted(), days: days)
  }
}
