import Foundation
import TestSupport
import Testing

/// Issue 21 through the built programs: the built-in holidays as a calendar source.
@Suite("End to end: built-in public holidays (holidays:)")
struct HolidaysEndToEndTests {
  /// A fresh home with `holidays:US-CA` connected and reading on.
  func californian() throws -> HouseholdFixture {
    let household = try HouseholdFixture()
    let added = try household.parent("calendar", "add", "holidays:us-ca")
    #expect(added.status == 0, "\(added.stderr)")
    #expect(added.stdout.contains("holidays:US-CA"))
    #expect(try household.parent("calendar", "enable", "--yes").status == 0)
    return household
  }

  @Test("holidays:US-CA alone: Thanksgiving 2026 is free, the Monday after a school day")
  func thanksgivingAlone() throws {
    let household = try californian()
    let thanksgiving = try household.parent("calendar", "explain", "2026-11-26")
    #expect(thanksgiving.status == 0)
    #expect(thanksgiving.stdout.contains("Free day · Thanksgiving Day"))
    #expect(thanksgiving.stdout.contains("publicHoliday"))
    #expect(thanksgiving.stdout.contains("built-in holidays"))
    let monday = try household.parent("calendar", "explain", "2026-11-30")
    #expect(monday.stdout.contains("School day"))
    #expect(monday.stdout.contains("noPublicHoliday"))
    let status = try household.parent("calendar", "status")
    // The role comes from what the calendar is, not from the parent: status says so.
    #expect(status.stdout.contains("a public-holiday calendar"), "\(status.stdout)")
    #expect(!status.stdout.contains("set by the parent"), "\(status.stdout)")
  }

  @Test("a year past the built-in data is unknown, and explain and preview say the data ends")
  func pastTheData() throws {
    let household = try californian()
    let explain = try household.parent("calendar", "explain", "2046-11-22")
    #expect(explain.status == 0)
    #expect(explain.stdout.contains("(unknown)"), "\(explain.stdout)")
    #expect(
      explain.stderr.contains("warning: ") && explain.stderr.contains("no holiday data for 2046"), "\(explain.stderr)")
    let preview = try household.parent("calendar", "preview", "--from", "2046-11-01", "--to", "2046-11-30")
    #expect(preview.status == 0)
    #expect(preview.stderr.contains("no holiday data for 2046"), "\(preview.stderr)")
    // Within the data, nothing to warn about.
    #expect(try household.parent("calendar", "explain", "2026-11-26").stderr.isEmpty)
  }

  @Test("with a school calendar too, explain says which calendar decided")
  func withASchoolCalendar() throws {
    let household = try californian()
    let school = try household.home.write(
      "school.ics",
      ICS.calendar(
        "Maple Grove Elementary",
        [
          ICS.allDay("Thanksgiving Break", "20261125", "20261128"),
          ICS.allDay("First Day of School", "20260812", "20260813"),
        ]))
    #expect(try household.parent("calendar", "add", school, "--role", "school").status == 0)
    let wednesday = try household.parent("calendar", "explain", "2026-11-25")
    #expect(wednesday.stdout.contains("Free day · Thanksgiving Break"))
    #expect(wednesday.stdout.contains("freeDayMarker"))
    #expect(wednesday.stdout.contains("Maple Grove Elementary"))
    let thursday = try household.parent("calendar", "explain", "2026-11-26")
    #expect(thursday.stdout.contains("Thanksgiving Day"))
    #expect(thursday.stdout.contains("Thanksgiving Break"))
  }

  @Test("Buß- und Bettag is on holidays:DE-SN only, and events names the built-in source")
  func bussUndBettag() throws {
    let household = try HouseholdFixture()
    let saxony = try household.parent(
      "calendar", "events", "--source", "holidays:DE-SN", "--from", "2026-11-18", "--to", "2026-11-18")
    #expect(saxony.status == 0)
    #expect(saxony.stdout.contains("Buß- und Bettag (Repentance and Prayer Day)"))
    #expect(saxony.stdout.contains("built-in holidays: Germany, Sachsen"))
    let bavaria = try household.parent(
      "calendar", "events", "--source", "holidays:DE-BY", "--from", "2026-11-18", "--to", "2026-11-18")
    #expect(!bavaria.stdout.contains("Buß"))
    let late = try household.parent(
      "calendar", "events", "--source", "holidays:DE", "--from", "2046-01-01", "--to", "2046-01-02")
    #expect(late.stderr.contains("no holiday data for 2046"))
  }

  @Test("the household's message language picks the names: German, English, French shows both")
  func namesInTheChosenLanguage() throws {
    let household = try HouseholdFixture()
    let arguments = ["calendar", "events", "--source", "holidays:DE-SN", "--from", "2026-11-18", "--to", "2026-11-18"]
    let german = try household.parent.run(
      arguments + ["--home", household.home.path], environment: ["LANG": "de_DE.UTF-8"])
    #expect(german.stdout.contains("Buß- und Bettag "))
    #expect(!german.stdout.contains("Repentance"))
    #expect(try household.parent("language", "set", "en").status == 0)
    let english = try household.parent.run(arguments + ["--home", household.home.path])
    #expect(english.stdout.contains("Repentance and Prayer Day"))
    #expect(!english.stdout.contains("Buß"))
    #expect(try household.parent("language", "set", "fr").status == 0)
    let french = try household.parent.run(arguments + ["--home", household.home.path])
    #expect(french.stdout.contains("Buß- und Bettag (Repentance and Prayer Day)"))
  }

  @Test("skip leaves Veterans Day out, shows in status; unskip counts it again")
  func skipAndUnskip() throws {
    let household = try californian()
    #expect(try household.parent("calendar", "explain", "2026-11-11").stdout.contains("Free day · Veterans Day"))
    let skipped = try household.parent("calendar", "holidays", "skip", "US", "Veterans Day")
    #expect(skipped.status == 0, "\(skipped.stderr)")
    #expect(try household.parent("calendar", "status").stdout.contains("left out: \"Veterans Day\""))
    #expect(try household.parent("calendar", "explain", "2026-11-11").stdout.contains("School day"))
    let unknown = try household.parent("calendar", "holidays", "skip", "US", "Saint Foo Day")
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("no holiday called 'Saint Foo Day'"))
    let notConnected = try household.parent("calendar", "holidays", "skip", "DE", "Neujahr")
    #expect(notConnected.status == 65)
    #expect(try household.parent("calendar", "holidays", "unskip", "US-CA", "veterans day").status == 0)
    #expect(!(try household.parent("calendar", "status").stdout.contains("left out")))
    #expect(try household.parent("calendar", "explain", "2026-11-11").stdout.contains("Free day · Veterans Day"))
  }

  @Test("unknown codes exit 64 naming the nearest; nothing is connected")
  func unknownCodes() throws {
    let household = try HouseholdFixture()
    let region = try household.parent("calendar", "add", "holidays:DE-SX")
    #expect(region.status == 64)
    #expect(region.stderr.contains("holidays:DE-SN"))
    let country = try household.parent("calendar", "holidays", "XY")
    #expect(country.status == 64)
    #expect(country.stderr.contains("nearest"))
    #expect(!(try household.parent("calendar", "status").stdout.contains("holidays:")))
  }

  @Test("calendar holidays lists the countries, a country's regions, as text and JSON")
  func listing() throws {
    let household = try HouseholdFixture()
    let all = try household.parent("calendar", "holidays")
    #expect(all.status == 0)
    #expect(all.stdout.contains("DE  Germany"))
    #expect(all.stdout.contains("python-holidays 0.109"))
    let germany = try household.parent("calendar", "holidays", "de")
    #expect(germany.stdout.contains("DE-SN  Sachsen"))
    let json = try household.parent("calendar", "holidays", "GB", "--format", "json")
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let regions = object?["regions"] as? [[String: Any]]
    #expect(regions?.contains { $0["code"] as? String == "GB-SCT" } == true)
  }

  @Test("the first enable suggests the locale's holidays and adds nothing")
  func localeSuggestion() throws {
    let household = try HouseholdFixture()
    let enabled = try household.parent.run(
      ["calendar", "enable", "--yes", "--home", household.home.path], environment: ["LANG": "de_DE.UTF-8"])
    #expect(enabled.stdout.contains("tq-parent calendar add holidays:DE"))
    #expect(!(try household.parent("calendar", "status").stdout.contains("holidays:DE")))
    let again = try household.parent.run(
      ["calendar", "enable", "--yes", "--home", household.home.path], environment: ["LANG": "de_DE.UTF-8"])
    #expect(!again.stdout.contains("holidays:DE"))
  }
}
