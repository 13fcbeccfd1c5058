import Foundation
import TestSupport
import Testing

/// Issue 22, end to end: a closure word that names a school activity leaves a school day, and
/// `calendar explain` says why, in the reader's language.
@Suite("A title's closure phrase counts only as its subject, end to end")
struct ClosureSubjectEndToEndTests {
  static let utc = ["TZ": "UTC"]

  static let school = ICS.calendar(
    "Maple Elementary",
    [
      ICS.allDay("Holiday Shop (PTA)", "20261215", "20261216"),
      ICS.allDay("Winter Break", "20261221", "20270102"),
      ICS.allDay("Welcome back from winter break assembly", "20270104", "20270105"),
    ])

  @Test("explain: 'Holiday Shop (PTA)' is a school day, and explain says 'Holiday' names a shop")
  func explainShop() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    func explain(_ date: String, _ extra: [String] = [], environment: [String: String] = [:]) throws -> String {
      let result = try household.parent.run(
        ["calendar", "explain", date, "--source", file, "--home", household.home.path] + extra,
        environment: Self.utc.merging(environment) { $1 })
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout
    }
    let json = try #require(try parseJSON(try explain("2026-12-15", ["--format", "json"])) as? [String: Any])
    #expect(json["kind"] as? String == "schoolDay")
    #expect(json["rule"] as? String == "schoolEvents")
    let shop = try explain("2026-12-15")
    #expect(shop.contains("Holiday Shop (PTA): 'Holiday' names a shop here"), "\(shop)")
    let breakDay = try explain("2026-12-22")
    #expect(breakDay.contains("Free day · Winter Break"), "\(breakDay)")
    #expect(breakDay.contains("Winter Break: 'Winter Break' is the title's subject"), "\(breakDay)")
    let back = try explain("2027-01-04")
    #expect(back.contains("'winter break' is what the school returns from"), "\(back)")
    #expect(try household.parent("language", "set", "de").status == 0)
    let german = try explain("2026-12-22")
    #expect(german.contains("„Winter Break“ ist der Gegenstand des Titels"), "\(german)")
  }

  @Test("preview: the shop's day is a school day between the weeks of the break")
  func preview() throws {
    let household = try HouseholdFixture()
    let file = try household.home.write("school.ics", Self.school)
    let result = try household.parent.run(
      [
        "calendar", "preview", "--source", file, "--from", "2026-12-14", "--to", "2026-12-22", "--format", "json",
        "--home", household.home.path,
      ],
      environment: Self.utc)
    #expect(result.status == 0, "\(result.stderr)")
    let text = result.stdout
    let object = try #require(try parseJSON(text) as? [String: Any], "\(text)")
    let days = try #require(object["days"] as? [[String: Any]])
    let kinds = Dictionary(
      uniqueKeysWithValues: days.compactMap { day in
        (day["date"] as? String).map { ($0, day["kind"] as? String) }
      })
    #expect(kinds["2026-12-15"] == "schoolDay")
    #expect(kinds["2026-12-21"] == "freeDay")
  }
}
