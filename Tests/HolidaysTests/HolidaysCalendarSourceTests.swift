import CalendarIO
import Domain
import Foundation
import Testing

@testable import Holidays

@Suite struct HolidaysCalendarSourceTests {
  let utc = TimeZone(identifier: "UTC")!

  func registry() -> CalendarSourceRegistry {
    var registry = CalendarSourceRegistry.local()
    registry.registerHolidays()
    return registry
  }

  func read(_ location: String, from: String, through: String) async throws -> CalendarReadResult {
    let reader = CalendarReader(localZone: utc, registry: registry())
    return try await reader.read(
      location, window: DateWindow(from: LocalDate(from)!, through: LocalDate(through)!, in: utc))
  }

  @Test func bussUndBettagInSaxonyOnly() async throws {
    let saxony = try await read("holidays:DE-SN", from: "2026-11-18", through: "2026-11-18")
    #expect(saxony.events.map(\.title) == ["Buß- und Bettag (Repentance and Prayer Day)"])
    #expect(saxony.events.first?.start == .date(LocalDate("2026-11-18")!))
    #expect(saxony.events.first?.end == .date(LocalDate("2026-11-19")!))
    #expect(saxony.calendars.map(\.title) == ["built-in holidays: Germany, Sachsen"])
    // Public holidays by what they are: the role when the parent gives none.
    #expect(saxony.calendars.map(\.role) == [.holidays])
    #expect(saxony.warnings.isEmpty)
    let bavaria = try await read("holidays:DE-BY", from: "2026-11-18", through: "2026-11-18")
    #expect(bavaria.events.isEmpty)
  }

  @Test func theChosenLanguagePicksTheNames() async throws {
    let window = DateWindow(from: LocalDate("2026-11-18")!, through: LocalDate("2026-11-18")!, in: utc)
    for (language, title) in [
      ("de", "Buß- und Bettag"), ("en", "Repentance and Prayer Day"),
      ("fr", "Buß- und Bettag (Repentance and Prayer Day)"), (nil, "Buß- und Bettag (Repentance and Prayer Day)"),
    ] as [(String?, String)] {
      let source = HolidaysCalendarSource(location: "holidays:DE-SN", language: language)
      let result = try await source.events(in: window, localZone: utc)
      #expect(result?.events.map(\.title) == [title], "\(language ?? "none")")
    }
    // A country whose own names are English has one name in every language.
    let us = HolidaysCalendarSource(location: "holidays:US", language: "de")
    let thanksgiving = DateWindow(from: LocalDate("2026-11-26")!, through: LocalDate("2026-11-26")!, in: utc)
    #expect(try await us.events(in: thanksgiving, localZone: utc)?.events.map(\.title) == ["Thanksgiving Day"])
  }

  @Test func onlyPublicHolidaysBecomeEvents() async throws {
    // New Year's Eve is "unofficial" in the US data; Independence Day 2026 (a Saturday) is observed on Friday.
    let us = try await read("holidays:US", from: "2026-01-01", through: "2026-12-31")
    #expect(us.events.count == 12)
    #expect(!us.events.contains { $0.title.contains("New Year's Eve") })
    #expect(us.events.map(\.title).contains("Thanksgiving Day"))
  }

  @Test func yearsOutsideTheDataAreAWarning() async throws {
    let result = try await read("holidays:FR", from: "2045-12-01", through: "2046-01-31")
    #expect(result.events.map(\.title) == ["Noël (Christmas Day)"])
    #expect(
      result.warnings.map(\.message) == [
        "no holiday data for 2046 (the built-in holidays of FR cover 2000–2045); the days of 2046 are unknown"
      ])
  }

  @Test func locationsAreNormalisedAndUnknownOnesNameTheNearest() throws {
    let registry = registry()
    let source = try registry.source(for: "holidays:us-ca")
    #expect(try source.normalize("holidays:us-ca") == "holidays:US-CA")
    #expect(try source.normalize("HOLIDAYS:gb-sct") == "holidays:GB-SCT")
    #expect(throws: CalendarIOError.self) { try source.normalize("holidays:US-XX") }
    do {
      _ = try source.normalize("holidays:DE-SX")
    } catch {
      #expect(error.exitCode == 64)
      #expect(error.description.contains("holidays:DE-SN"))
    }
    // A path with a colon is still a path when its word is no registered scheme.
    #expect(try registry.source(for: "notes:2026.ics") is PathCalendarSource)
    #expect(try registry.source(for: "Holidays:FR") is HolidaysCalendarSource)
  }
}
