import Domain
import Foundation
import Settings
import Testing

@Suite("Settings: the school week and year, chosen or auto")
struct SchoolWeekSettingsTests {
  func rules(_ json: String) throws -> ContextRules {
    try decode(#"{"calendar":{"rules":"# + json + "}}").calendar.rules
  }

  func saved(_ rules: ContextRules) throws -> [String: Any] {
    let data = try SettingsStore.encode(AppSettings(calendar: CalendarSettings(rules: rules)))
    return try object(data)["calendar"].flatMap { ($0 as? [String: Any])?["rules"] as? [String: Any] } ?? [:]
  }

  @Test("nothing set is auto, saved as \"auto\", and read back as auto")
  func auto() throws {
    let saved = try saved(ContextRules())
    #expect(saved["schoolWeek"] as? String == "auto")
    #expect(saved["schoolYear"] as? String == "auto")
    #expect(try rules(#"{"schoolWeek":"auto","schoolYear":"auto"}"#) == ContextRules())
  }

  @Test("an older file's Monday–Friday, written as the default on every save, reads as auto")
  func legacyDefault() throws {
    #expect(try rules(#"{"schoolWeek":["mon","tue","wed","thu","fri"]}"#).chosenSchoolWeek == nil)
    // Another week in an older file was the parent's.
    #expect(
      try rules(#"{"schoolWeek":["mon","tue","thu","fri"]}"#).chosenSchoolWeek == [
        .monday, .tuesday, .thursday, .friday,
      ])
  }

  @Test("a chosen Monday–Friday week and a chosen year survive a save")
  func chosenKept() throws {
    let chosen = ContextRules(schoolWeek: WeekdayList.weekdays, schoolYear: .south)
    let folder = try TemporaryFolder()
    let store = SettingsStore(fileURL: folder.url("settings.json"))
    try store.save(AppSettings(calendar: CalendarSettings(rules: chosen)))
    let loaded = try store.load().calendar.rules
    #expect(loaded.chosenSchoolWeek == WeekdayList.weekdays)
    #expect(loaded.schoolYear == .south)
  }

  @Test("a week or year that is neither a list, auto nor a shape is refused with its path")
  func invalid() throws {
    #expect(throws: SettingsError.self) { try rules(#"{"schoolWeek":"sometimes"}"#) }
    do {
      _ = try rules(#"{"schoolYear":"east"}"#)
      Issue.record("an unknown school year was accepted")
    } catch {
      #expect("\(error)".contains("calendar.rules.schoolYear"))
      #expect("\(error)".contains("north, south or auto"))
    }
  }
}

@Suite("Settings: a source's chosen region")
struct SourceRegionSettingsTests {
  @Test("a source's region survives a save; a source without one, as older files have, reads as none")
  func region() throws {
    let settings = AppSettings(
      calendar: CalendarSettings(sources: [CalendarSourceSetting(id: "ferien", location: "/f.ics", region: "noord")]))
    let data = try SettingsStore.encode(settings)
    #expect(try SettingsStore.decode(data, file: "x").calendar.sources[0].region == "noord")
    let old = try decode(#"{"calendar":{"sources":[{"id":"ferien","location":"/f.ics"}]}}"#)
    #expect(old.calendar.sources[0].region == nil)
  }
}
