import Domain
import Foundation
import Settings
import Testing

@Suite("Settings: defaults and round trips")
struct DefaultsAndRoundTripTests {
  static let rich = AppSettings(
    calendar: CalendarSettings(
      enabled: true,
      sources: [
        CalendarSourceSetting(id: "school", location: "/home/p/school.ics", name: "Hillside Primary"),
        CalendarSourceSetting(id: "family", location: "https://example.org/family.ics"),
      ],
      selection: ["school"],
      playerSelection: ["Leo": ["school"], "Mia": ["family", "school"]],
      rules: ContextRules(
        schoolWeek: [.monday, .tuesday, .wednesday, .thursday], coreStart: ClockTime("08:30")!,
        coreEnd: ClockTime("13:15")!,
        keywords: KeywordPreferences(
          languages: ["en", "fr"], added: [Keyword(word: "Snow day", kind: .noSchool)], removed: ["Holiday"])),
      overrides: [
        DayOverride(from: LocalDate("2026-12-21")!, through: LocalDate("2026-12-23")!, kind: .free, note: "Trip"),
        DayOverride(from: LocalDate("2027-01-04")!, kind: .school, player: "Mia"),
      ]),
    notifications: NotificationSettings(sink: "waybar", player: "Mia"),
    gate: ParentGate(iterations: 210_000, salt: "c2FsdHNhbHQ=", hash: "aGFzaGhhc2g="))

  @Test(
    "an empty object decodes to the defaults",
    arguments: [
      "{}", "", "  \n", #"{"calendar":{}}"#, #"{"calendar":{"rules":{}}}"#, #"{"calendar":{"rules":{"keywords":{}}}}"#,
      #"{"notifications":{}}"#, #"{"version":null,"calendar":null,"notifications":null,"gate":null}"#,
      #"{"calendar":{"enabled":null,"sources":null,"selection":null,"overrides":null,"rules":{"keywords":null}}}"#,
    ])
  func emptyIsDefault(json: String) throws {
    #expect(try decode(json) == AppSettings())
  }

  @Test("the defaults: calendar off, no sources, Monday–Friday school week 09:00–14:00, stdout, no PIN")
  func defaults() {
    let settings = AppSettings()
    #expect(settings.version == AppSettings.currentVersion)
    #expect(settings.calendar.enabled == false)
    #expect(settings.calendar.sources.isEmpty && settings.calendar.overrides.isEmpty)
    #expect(settings.calendar.rules == ContextRules())
    #expect(settings.notifications.sink == "stdout")
    #expect(settings.gate == nil)
  }

  @Test("a missing file loads as the defaults")
  func missingFile() throws {
    let folder = try TemporaryFolder()
    #expect(try SettingsStore(fileURL: folder.url("nope/settings.json")).load() == AppSettings())
  }

  @Test("settings with every field set survive save and load unchanged")
  func roundTrip() throws {
    let folder = try TemporaryFolder()
    let store = SettingsStore(fileURL: folder.url("settings.json"))
    try store.save(Self.rich)
    #expect(try store.load() == Self.rich)
    try store.save(AppSettings())
    #expect(try store.load() == AppSettings())
  }

  @Test("the same settings always give the same bytes (sorted keys, days Monday first)")
  func stableBytes() throws {
    let first = try SettingsStore.encode(Self.rich)
    let again = try SettingsStore.encode(try SettingsStore.decode(first, file: "x"))
    #expect(first == again)
    let text = String(decoding: first, as: UTF8.self)
    let compact = text.filter { !$0.isWhitespace }
    #expect(compact.contains(#""schoolWeek":["mon","tue","wed","thu"]"#))
    #expect(compact.contains(#""coreStart":"08:30""#))
    #expect(compact.contains(#""from":"2026-12-21""#))
    #expect(compact.contains(#""kind":"no-school""#))
    #expect(text.hasSuffix("}\n"))
  }

  @Test("weekdays may also be written as full names or numbers 1–7 (Sunday = 1)")
  func weekdayForms() throws {
    let settings = try decode(#"{"calendar":{"rules":{"schoolWeek":["Monday", 3, "fri"]}}}"#)
    #expect(settings.calendar.rules.schoolWeek == [.monday, .tuesday, .friday])
  }

  @Test("an override without 'through' covers one day")
  func singleDayOverride() throws {
    let settings = try decode(#"{"calendar":{"overrides":[{"from":"2026-12-21","kind":"free"}]}}"#)
    #expect(settings.calendar.overrides == [DayOverride(from: LocalDate("2026-12-21")!, kind: .free)])
  }
}

@Suite("Settings: version 1 files")
struct VersionOneSettingsTests {
  /// Settings of `version` that chose the keyword `languages`.
  private func settings(_ version: Int, _ languages: [String]) throws -> AppSettings {
    let list = languages.map { "\"\($0)\"" }.joined(separator: ",")
    return try decode(#"{"version":\#(version),"calendar":{"rules":{"keywords":{"languages":[\#(list)]}}}}"#)
  }

  private func decode(_ json: String) throws -> AppSettings {
    try JSONDecoder().decode(AppSettings.self, from: Data(json.utf8))
  }

  @Test("version 1's English-only default reads as every keyword pack, and is saved as the current version")
  func englishDefaultWidens() throws {
    let old = try decode(#"{"version":1,"calendar":{"rules":{"keywords":{"languages":["en"]}}}}"#)
    #expect(old.calendar.rules.keywords.languages == KeywordCatalog.languages)
    #expect(old.version == AppSettings.currentVersion)
    let saved = try JSONSerialization.jsonObject(with: JSONEncoder().encode(old)) as? [String: Any]
    #expect(saved?["version"] as? Int == AppSettings.currentVersion)
  }

  @Test(
    "version 2's default of four packs reads as every pack; another choice in version 2, or four in version 3, is kept")
  func fourPackDefaultWidens() throws {
    let old = try decode(#"{"version":2,"calendar":{"rules":{"keywords":{"languages":["en","es","fr","de"]}}}}"#)
    #expect(old.calendar.rules.keywords.languages == KeywordCatalog.languages)
    #expect(KeywordCatalog.languages.count > 4)
    let chosen = try decode(#"{"version":2,"calendar":{"rules":{"keywords":{"languages":["en","fr","de"]}}}}"#)
    #expect(chosen.calendar.rules.keywords.languages == ["en", "fr", "de"])
    let now = try decode(#"{"version":3,"calendar":{"rules":{"keywords":{"languages":["en","es","fr","de"]}}}}"#)
    #expect(now.calendar.rules.keywords.languages == ["en", "es", "fr", "de"])
  }

  @Test(
    "version 3's default of sixteen packs reads as every pack, in any order; fifteen of them, or sixteen in version 4, are kept"
  )
  func sixteenPackDefaultWidens() throws {
    let sixteen = ["he", "en", "es", "fr", "de", "nl", "it", "pt", "pl", "sv", "da", "nb", "fi", "ja", "ko", "zh"]
    let old = try settings(3, sixteen)
    #expect(old.calendar.rules.keywords.languages == KeywordCatalog.languages)
    #expect(KeywordCatalog.languages.contains("tr") && KeywordCatalog.languages.count > 16)
    #expect(old.version == AppSettings.currentVersion)
    let chosen = try settings(3, Array(sixteen.dropFirst()))
    #expect(chosen.calendar.rules.keywords.languages == Array(sixteen.dropFirst()))
    let now = try settings(4, sixteen)
    #expect(now.calendar.rules.keywords.languages == sixteen)
  }

  @Test(
    "version 4's default of thirty-seven packs reads as every pack; thirty-six of them, or all in version 5, are kept")
  func thirtySevenPackDefaultWidens() throws {
    let version4 = [
      "en", "es", "fr", "de", "nl", "it", "pt", "pl", "sv", "da", "nb", "fi", "ja", "ko", "zh", "he", "ru", "tr", "ar",
      "id", "uk", "ro", "hu", "cs", "el", "ms", "ca", "sk", "hr", "sr", "bg", "sl", "lt", "lv", "et", "is", "fy",
    ]
    let old = try settings(4, version4.reversed())
    #expect(old.calendar.rules.keywords.languages == KeywordCatalog.languages)
    #expect(KeywordCatalog.languages.contains("mt") && KeywordCatalog.languages.count > 37)
    #expect(old.version == AppSettings.currentVersion)
    let chosen = try settings(4, Array(version4.dropLast()))
    #expect(chosen.calendar.rules.keywords.languages == Array(version4.dropLast()))
    let now = try settings(5, version4)
    #expect(now.calendar.rules.keywords.languages == version4)
  }

  @Test("a version 1 choice other than the old default is kept, and so is English alone in version 2")
  func choicesKept() throws {
    let chosen = try decode(#"{"version":1,"calendar":{"rules":{"keywords":{"languages":["en","de"]}}}}"#)
    #expect(chosen.calendar.rules.keywords.languages == ["en", "de"])
    let narrowed = try decode(#"{"version":2,"calendar":{"rules":{"keywords":{"languages":["en"]}}}}"#)
    #expect(narrowed.calendar.rules.keywords.languages == ["en"])
  }
}
