import Foundation
import Testing

@testable import Domain

@Suite("A feed naming several regions is read for the chosen one")
struct RegionTitlesTests {
  @Test("regions are read after a marker, in parentheses and at a title's end")
  func regionsInTitles() {
    #expect(RegionTitles.regions(in: "Vacances d'hiver - Zones B et C") == ["b", "c"])
    #expect(RegionTitles.regions(in: "Vacances de Noël - Zones A, B et C") == ["a", "b", "c"])
    #expect(RegionTitles.regions(in: "Region Süd") == ["sud"])
    #expect(RegionTitles.regions(in: "Winterferien Nord") == ["nord"])
    #expect(RegionTitles.regions(in: "Winterferien (Nord und Süd)") == ["nord", "sud"])
    #expect(RegionTitles.regions(in: "Holiday Shop (PTA)").isEmpty)
    #expect(RegionTitles.regions(in: "Journées du Patrimoine (samedi)").isEmpty)
  }

  @Test("a Zone A feed that lists every zone's holidays too is read as Zone A's without a choice")
  func ownRegion() throws {
    let feed = try #require(
      RegionTitles.Feed(titles: [
        "Vacances de Noël - Zones A, B et C", "Vacances d'Hiver - Zone A", "Vacances de Printemps - Zone A",
        "Vacances d'Été - Zones A, B et C",
      ]))
    #expect(feed.regions == ["a", "b", "c"])
    #expect(feed.own == "a")
    #expect(feed.verdict("Vacances d'Hiver - Zone A", chosen: nil) == .everyone)
    #expect(feed.verdict("Vacances d'Hiver - Zone A", chosen: "B") == .elsewhere)
    // One region named once is no feed of regions.
    #expect(RegionTitles.Feed(titles: ["Sports Day (North)", "Concert"]) == nil)
  }

  static let feed = [
    allDay("Winterferien Nord", "2027-02-01", through: "2027-02-05"),
    allDay("Sommerferien Nord", "2027-07-01", through: "2027-08-10"),
    allDay("Winterferien Süd", "2027-02-15", through: "2027-02-19"),
    allDay("Sommerferien Süd", "2027-07-20", through: "2027-08-31"),
    allDay("Weihnachtsferien", "2026-12-21", through: "2027-01-01"),
  ]

  func context(_ date: String, region: String?) -> DayContext {
    engine().contexts(
      from: day(date), through: day(date), events: Self.feed, overrides: [], player: nil,
      roles: ["school": .schoolHolidays], regions: region.map { ["school": $0] } ?? [:])[0]
  }

  @Test("with a region chosen, another region's holiday is a school day and every region's a free day")
  func chosen() {
    #expect(context("2027-02-02", region: "Süd").kind == .schoolDay)
    #expect(context("2027-02-16", region: "Süd").kind == .freeDay)
    #expect(context("2027-02-02", region: "nord").kind == .freeDay)
    #expect(context("2026-12-22", region: "Süd").kind == .freeDay)
  }

  @Test("with none chosen, a holiday of some regions leaves the day unknown and says which")
  func noneChosen() {
    let day = context("2027-02-02", region: nil)
    #expect(day.kind == .unknown)
    #expect(day.reason?.contains("nord only") == true)
    #expect(day.reason?.contains("no region is chosen") == true)
    #expect(context("2026-12-22", region: nil).kind == .freeDay)
  }

  // The boundary of "several regions": two that recur make a feed of regions, one does not, and a
  // region named once beside them is none of its regions.
  @Test("one recurring region is no feed of regions; two are, and a region named once is not one of them")
  func twoRegionsAtLeast() throws {
    #expect(RegionTitles.Feed(titles: ["Winterferien Nord", "Sommerferien Nord", "Weihnachtsferien"]) == nil)
    let two = try #require(
      RegionTitles.Feed(titles: [
        "Winterferien Nord", "Sommerferien Nord", "Winterferien Süd", "Sommerferien Süd",
        "Herbstferien Region Hannover",
      ]))
    #expect(two.regions == ["nord", "sud"])
  }
}
