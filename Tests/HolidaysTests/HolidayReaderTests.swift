import Domain
import Foundation
import Testing

@testable import Holidays

/// The reader against the library itself: every line of the table the generator wrote from
/// python-holidays 0.109 (20 countries on six continents and 42 subdivisions, 2026 and 2027).
@Suite struct HolidayReaderTests {
  static func data() throws -> HolidayData { try HolidayData.installed.get() }

  @Test func everyRowOfTheLibraryTableMatches() throws {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/library-table", withExtension: "tsv"))
    let table = try String(contentsOf: url, encoding: .utf8)
    var expected: [String: [String]] = [:]
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      let key = "\(fields[0]) \(fields[1].prefix(4))"
      expected[key, default: []].append(
        [String(fields[1]), String(fields[2]), HolidayFile.unescape(fields[3]), HolidayFile.unescape(fields[4])].joined(
          separator: "|"))
    }
    #expect(expected.count == 2 * 62)
    let data = try Self.data()
    let index = try data.index()
    for (key, rows) in expected {
      let parts = key.split(separator: " ")
      let regionText = String(key[..<key.lastIndex(of: " ")!])
      let year = Int(parts.last!)!
      let region = try index.region(regionText)
      let days = try #require(try data.country(region.country).year(year, subdivision: region.subdivision))
      var got = days.holidays.map { "\($0.date)|\($0.category)|\($0.localName)|\($0.englishName ?? "")" }
      got += days.weekendWorkdays.map { "\($0)|W||" }
      #expect(got.sorted() == rows.sorted(), "\(key)")
    }
  }

  /// The public holidays of a region and year, as "MM-DD name" lines.
  static func publicDays(_ region: String, _ year: Int) throws -> [String] {
    let data = try data()
    let r = try data.index().region(region)
    let days = try #require(try data.country(r.country).year(year, subdivision: r.subdivision))
    return days.holidays.filter { $0.category == "public" }.map {
      "\(String("\($0.date)".dropFirst(5))) \($0.localName)"
    }
  }

  static func dates(_ lines: [String]) -> [String] { lines.map { String($0.prefix(5)) } }

  /// OPM, "Federal Holidays" 2027 (opm.gov/policy-data-oversight/pay-leave/federal-holidays):
  /// Juneteenth (Saturday) observed on Friday 18 June, Independence Day (Sunday) on Monday 5 July,
  /// Christmas (Saturday) on Friday 24 December, and New Year's Day 2028 on Friday 31 December.
  @Test func usFederalHolidays2027() throws {
    let days = try Self.publicDays("US", 2027)
    #expect(
      Set(Self.dates(days)) == [
        "01-01", "01-18", "02-15", "05-31", "06-18", "06-19", "07-04", "07-05", "09-06", "10-11", "11-11", "11-25",
        "12-24", "12-25", "12-31",
      ])
    #expect(days.contains("07-05 Independence Day (observed)"))
    #expect(days.contains("12-31 New Year's Day (observed)"))
  }

  /// The Länder's Feiertage 2026 as the Bundesministerium des Innern lists them (bmi.bund.de,
  /// "Gesetzliche Feiertage"): Easter-based days (Karfreitag 3.4., Ostermontag 6.4., Christi
  /// Himmelfahrt 14.5., Pfingstmontag 25.5., Fronleichnam 4.6. in some Länder) and Buß- und Bettag
  /// (18.11.) in Saxony only.
  @Test func germanFeiertage2026() throws {
    let nationwide = ["01-01", "04-03", "04-06", "05-01", "05-14", "05-25", "10-03", "12-25", "12-26"]
    #expect(Self.dates(try Self.publicDays("DE", 2026)) == nationwide)
    let saxony = try Self.publicDays("DE-SN", 2026)
    #expect(saxony.contains("11-18 Buß- und Bettag"))
    #expect(saxony.contains("10-31 Reformationstag"))
    #expect(Set(Self.dates(saxony)) == Set(nationwide + ["10-31", "11-18"]))
    let bavaria = try Self.publicDays("DE-BY", 2026)
    #expect(Set(Self.dates(bavaria)) == Set(nationwide + ["01-06", "06-04", "11-01"]))
    #expect(try Self.publicDays("DE-BE", 2026).contains("03-08 Frauentag"))
    #expect(try Self.publicDays("DE-TH", 2026).contains("09-20 Weltkindertag"))
    for land in ["BY", "BE", "NW", "TH", "DE-Augsburg"] {
      let code = land.hasPrefix("DE-") ? land : "DE-\(land)"
      #expect(!Self.dates(try Self.publicDays(code, 2026)).contains("11-18"), "\(code)")
    }
  }

  /// gov.uk/bank-holidays, 2026: Boxing Day (Saturday) substituted on Monday 28 December; Scotland
  /// has 2 January, the first Monday of August and St Andrew's Day, but not Easter Monday.
  @Test func ukBankHolidays2026() throws {
    let england = Set(Self.dates(try Self.publicDays("GB-ENG", 2026)))
    #expect(england.isSuperset(of: ["01-01", "04-03", "04-06", "05-04", "05-25", "08-31", "12-25", "12-28"]))
    #expect(!england.contains("01-02") && !england.contains("11-30") && !england.contains("08-03"))
    let scotland = Set(Self.dates(try Self.publicDays("GB-SCT", 2026)))
    #expect(scotland.isSuperset(of: ["01-01", "01-02", "04-03", "05-04", "05-25", "08-03", "11-30", "12-25", "12-28"]))
    #expect(!scotland.contains("04-06") && !scotland.contains("08-31"))
  }

  /// NSW Government, "Public holidays" 2026 (nsw.gov.au/about-nsw/public-holidays): the four Easter
  /// days, Anzac Day on Saturday 25 April, King's Birthday 8 June, Labour Day 5 October, and Boxing
  /// Day (Saturday) with an additional day on Monday 28 December.
  @Test func newSouthWalesHolidays2026() throws {
    let days = Set(Self.dates(try Self.publicDays("AU-NSW", 2026)))
    #expect(
      days.isSuperset(of: [
        "01-01", "01-26", "04-03", "04-04", "04-05", "04-06", "04-25", "06-08", "10-05", "12-25", "12-26", "12-28",
      ]))
    // Labour Day is in March in Victoria, not in October.
    let victoria = Set(Self.dates(try Self.publicDays("AU-VIC", 2026)))
    #expect(victoria.contains("03-09") && !victoria.contains("10-05"))
  }

  @Test func regionsAreFoundInAnyCaseAndAliases() throws {
    let index = try Self.data().index()
    #expect(try index.region("us-ca").description == "US-CA")
    #expect(try index.region("gbr-sct").description == "GB-SCT")
    #expect(try index.region("uk").description == "GB")
    #expect(try index.region("fr-zone a").description == "FR-Zone A")
    do {
      _ = try index.region("DX")
      Issue.record("DX accepted")
    } catch {
      guard case .unknownRegion(_, let nearest) = error else { throw error }
      #expect(nearest.count == 3 && nearest.contains("DE"))
    }
    do {
      _ = try index.region("DE-SX")
      Issue.record("DE-SX accepted")
    } catch {
      guard case .unknownRegion(_, let nearest) = error else { throw error }
      #expect(nearest.contains("DE-SN"))
    }
  }

  /// Nothing is read until asked; then one country's file, once, however many years are asked of it.
  /// (How fast a year is, is the benchmarks' to say, not a unit test's clock on a loaded machine.)
  @Test func countriesAreReadLazilyAndOnce() throws {
    let data = HolidayData(directory: try Self.data().directory)
    #expect(data.countriesRead == 0)
    _ = try data.country("DE").year(2026, subdivision: "SN")
    #expect(data.countriesRead == 1)
    let country = try data.country("DE")
    for year in 2000...2045 { _ = country.year(year, subdivision: "BY") }
    #expect(country.year(2026, subdivision: "BY")?.holidays.isEmpty == false)
    _ = try data.country("DE")
    #expect(data.countriesRead == 1)
    _ = try data.country("FR")
    #expect(data.countriesRead == 2)
  }

  /// The standing of each date agrees with the year the reader gives each subdivision: national
  /// where the country itself has a public holiday, a subdivision's where only it has one.
  @Test func publicHolidaysByDateAgreeWithEachSubdivisionsYear() throws {
    let data = try Self.data()
    for code in ["CA", "CN", "NZ"] {
      let country = try data.country(code)
      let days = try #require(country.publicHolidays(in: 2025))
      let national = Set(
        country.year(2025, subdivision: nil)?.holidays.filter { $0.category == "public" }.map(\.date) ?? [])
      #expect(!national.isEmpty)
      for date in national { #expect(days[date]?.national.isEmpty == false, "\(code) \(date)") }
      for subdivision in country.subdivisions {
        let own = country.year(2025, subdivision: subdivision)?.holidays.filter { $0.category == "public" } ?? []
        for holiday in own where !national.contains(holiday.date) {
          #expect(
            days[holiday.date]?.subdivisions.contains(subdivision) == true, "\(code)-\(subdivision) \(holiday.date)")
        }
      }
      for date in country.year(2025, subdivision: nil)?.weekendWorkdays ?? [] {
        #expect(days[date]?.isWorkday == true, "\(code) \(date)")
      }
    }
    #expect(try data.country("CN").year(2025, subdivision: nil)?.weekendWorkdays.isEmpty == false)
  }
}
