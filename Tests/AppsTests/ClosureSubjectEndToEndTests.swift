import Foundation
import TestSupport
import Testing

/// Issue 22, end to end: a closure word that names a school activity leaves a school day, and
/// `calendar explain` says why, in the reader's language.
@Suite("A title's closure phrase counts only as its subject, end to end")
struct ClosureSubjectEndToEndTests {
  static let school = ICS.calendar(
    "Maple Elementary",
    [
      ICS.allDay("Holiday Shop (PTA)", "20261215", "20261216"),
      ICS.allDay("Winter Break", "20261221", "20270102"),
      ICS.allDay("Welcome back from winter break assembly", "20270104", "20270105"),
    ])

  /// tq-parent `arguments` on the synthetic school calendar, in UTC; its standard output.
  static func parent(_ household: HouseholdFixture, _ arguments: [String]) throws -> String {
    let file = try household.home.write("school.ics", school)
    let result = try household.parent.run(
      ["calendar"] + arguments + ["--source", file, "--home", household.home.path], environment: ["TZ": "UTC"])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  @Test("explain and preview: 'Holiday Shop (PTA)' is a school day, and explain says 'Holiday' names a shop")
  func shopIsSchool() throws {
    let household = try HouseholdFixture()
    let json = try #require(
      try parseJSON(try Self.parent(household, ["explain", "2026-12-15", "--format", "json"])) as? [String: Any])
    #expect(json["kind"] as? String == "schoolDay")
    #expect(json["rule"] as? String == "schoolEvents")
    let readings = try #require(json["readings"] as? [[String: Any]])
    #expect(readings.count == 1)
    #expect(readings.first?["title"] as? String == "Holiday Shop (PTA)")
    #expect(readings.first?["phrase"] as? String == "Holiday")
    #expect(readings.first?["counted"] as? Bool == false)
    #expect(readings.first?["why"] as? String == "'Holiday' names a shop here")
    let shop = try Self.parent(household, ["explain", "2026-12-15"])
    #expect(shop.contains("Holiday Shop (PTA): 'Holiday' names a shop here"), "\(shop)")
    let breakDay = try Self.parent(household, ["explain", "2026-12-22"])
    #expect(breakDay.contains("Free day · Winter Break"), "\(breakDay)")
    #expect(breakDay.contains("Winter Break: 'Winter Break' is the title's subject"), "\(breakDay)")
    let back = try Self.parent(household, ["explain", "2027-01-04"])
    #expect(back.contains("'winter break' is what the school returns from"), "\(back)")

    let preview = try Self.parent(
      household, ["preview", "--from", "2026-12-14", "--to", "2026-12-22", "--format", "json"])
    let days = try #require((try parseJSON(preview) as? [String: Any])?["days"] as? [[String: Any]], "\(preview)")
    let kind = { (date: String) in days.first { $0["date"] as? String == date }?["kind"] as? String }
    #expect(kind("2026-12-15") == "schoolDay")
    #expect(kind("2026-12-21") == "freeDay")

    #expect(try household.parent("language", "set", "de").status == 0)
    let german = try Self.parent(household, ["explain", "2026-12-22"])
    #expect(german.contains("„Winter Break“ ist der Gegenstand des Titels"), "\(german)")
  }
}
