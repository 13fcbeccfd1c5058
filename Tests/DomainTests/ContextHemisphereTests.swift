import Foundation
import Testing

@testable import Domain

@Suite("Summer weeks follow the hemisphere")
struct ContextHemisphereTests {
  static let london = CalendarContextEngine(rules: ContextRules(), timeZone: TimeZone(identifier: "Europe/London")!)
  static let adelaide = CalendarContextEngine(
    rules: ContextRules(), timeZone: TimeZone(identifier: "Australia/Adelaide")!)

  @Test("a northern school that publishes one term ends it in December: no summer follows")
  func northernDecember() {
    let autumn = [allDay("First Day of Autumn Term", "2026-09-03"), allDay("Last Day of Autumn Term", "2026-12-18")]
    #expect(Self.london.context("2027-01-12", autumn).kind == .unknown)
  }

  @Test("in the south the school year ends in December, and the weeks after it are summer")
  func southernDecember() {
    let year = [allDay("Term 1 Start", "2026-01-28"), allDay("Term 4 End", "2026-12-11")]
    let day = Self.adelaide.context("2027-01-12", year)
    #expect(day.kind == .freeDay)
    #expect(day.reason == ContextReason.summerBreak)
  }

  @Test("a northern school year that starts in January is not preceded by a summer; a southern one is")
  func januaryStart() {
    let spring = [allDay("First Day of Spring Term", "2027-01-05")]
    #expect(Self.london.context("2026-12-01", spring).kind == .unknown)
    let south = [allDay("Term 1 Start", "2027-01-27")]
    #expect(Self.adelaide.context("2026-12-21", south).kind == .freeDay)
  }

  @Test("zones are sorted into hemispheres by where the school year follows the calendar year")
  func zones() {
    #expect(CalendarContextEngine.isSouthern(TimeZone(identifier: "Australia/Sydney")!))
    #expect(CalendarContextEngine.isSouthern(TimeZone(identifier: "Pacific/Auckland")!))
    #expect(!CalendarContextEngine.isSouthern(TimeZone(identifier: "Europe/Berlin")!))
    #expect(!CalendarContextEngine.isSouthern(TimeZone(identifier: "America/New_York")!))
  }
}
