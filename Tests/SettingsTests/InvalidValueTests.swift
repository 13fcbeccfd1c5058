import Domain
import Foundation
import Settings
import Testing

@Suite("Settings: invalid values are reported with their JSON path")
struct InvalidValueTests {
  struct Case: Sendable, CustomStringConvertible {
    var json: String
    var path: String
    var mentions: String
    var description: String { path }
  }

  static let cases: [Case] = [
    Case(
      json: #"{"calendar":{"rules":{"schoolWeek":["mon","tue","funday"]}}}"#, path: "calendar.rules.schoolWeek[2]",
      mentions: "'funday' is not a weekday"),
    Case(
      json: #"{"calendar":{"rules":{"schoolWeek":[8]}}}"#, path: "calendar.rules.schoolWeek[0]",
      mentions: "8 is not a weekday"),
    Case(
      json: #"{"calendar":{"rules":{"coreStart":"25:00"}}}"#, path: "calendar.rules.coreStart",
      mentions: "'25:00' is not a time"),
    Case(
      json: #"{"calendar":{"rules":{"coreStart":"15:00","coreEnd":"14:00"}}}"#, path: "calendar.rules.coreEnd",
      mentions: "14:00"),
    // Equal start and end are no core hours at all.
    Case(
      json: #"{"calendar":{"rules":{"coreStart":"10:00","coreEnd":"10:00"}}}"#, path: "calendar.rules.coreEnd",
      mentions: "not after they start"),
    Case(
      json: #"{"calendar":{"rules":{"coreStart":"9:5"}}}"#, path: "calendar.rules.coreStart",
      mentions: "'9:5' is not a time"),
    Case(
      json: #"{"calendar":{"rules":{"coreStart":"09:000"}}}"#, path: "calendar.rules.coreStart",
      mentions: "'09:000' is not a time"),
    Case(
      json: #"{"calendar":{"rules":{"keywords":{"added":[{"word":"   ","kind":"no-school"}]}}}}"#,
      path: "calendar.rules.keywords.added[0].word", mentions: "cannot be blank"),
    Case(
      json: #"{"calendar":{"rules":{"keywords":{"languages":["en",""]}}}}"#,
      path: "calendar.rules.keywords.languages[1]", mentions: "not a language code"),
    Case(
      json: #"{"calendar":{"rules":{"keywords":{"added":[{"word":"Snow","kind":"sometimes"}]}}}}"#,
      path: "calendar.rules.keywords.added[0].kind", mentions: "'sometimes' is not a keyword kind"),
    Case(
      json: #"{"calendar":{"rules":{"keywords":{"languages":["en","1!"]}}}}"#,
      path: "calendar.rules.keywords.languages[1]", mentions: "'1!'"),
    Case(
      json: #"{"calendar":{"overrides":[{"from":"2026-12-21","kind":"free"},{"from":"2026-12-22","kind":"holiday"}]}}"#,
      path: "calendar.overrides[1].kind", mentions: "'holiday' is not a kind of day"),
    Case(
      json: #"{"calendar":{"overrides":[{"from":"2026-02-30","kind":"free"}]}}"#, path: "calendar.overrides[0].from",
      mentions: "'2026-02-30' is not a date"),
    Case(
      json: #"{"calendar":{"overrides":[{"from":"2026-12-21","through":"2026-12-01","kind":"free"}]}}"#,
      path: "calendar.overrides[0].through", mentions: "before it starts"),
    Case(
      json: #"{"calendar":{"overrides":[{"from":"2026-12-21"}]}}"#, path: "calendar.overrides[0].kind",
      mentions: "is required"),
    Case(json: #"{"calendar":{"enabled":"yes"}}"#, path: "calendar.enabled", mentions: "true or false"),
    Case(
      json: #"{"calendar":{"sources":[{"id":"s"}]}}"#, path: "calendar.sources[0].location", mentions: "is required"),
    Case(
      json: #"{"calendar":{"sources":[{"id":"s","location":"/a"},{"id":"s","location":"/b"}]}}"#,
      path: "calendar.sources[1].id", mentions: "two sources"),
    Case(
      json: #"{"calendar":{"playerSelection":{"Mia":"school"}}}"#, path: "calendar.playerSelection.Mia",
      mentions: "a list"),
    Case(
      json: #"{"gate":{"iterations":1000,"salt":"***","hash":"aGFzaA=="}}"#, path: "gate.salt", mentions: "not base64"),
    Case(
      json: #"{"gate":{"iterations":0,"salt":"c2FsdA==","hash":"aGFzaA=="}}"#, path: "gate.iterations", mentions: "0"),
    Case(json: #"{"notifications":{"sink":""}}"#, path: "notifications.sink", mentions: "not a sink"),
    Case(json: #"{"version":0}"#, path: "version", mentions: "not a settings version"),
    Case(json: #"{"version":"one"}"#, path: "version", mentions: "a whole number"),
    Case(json: "[]", path: "(top level)", mentions: "an object"),
  ]

  @Test("each invalid value names its path and what to use instead", arguments: cases)
  func reported(_ example: Case) {
    #expect {
      try decode(example.json)
    } throws: { error in
      guard case .invalid(let path, let message, let file) = error as? SettingsError else { return false }
      return path == example.path && message.contains(example.mentions) && file == "settings.json"
        && (error as? SettingsError)?.exitCode == 65
        && String(describing: error).hasPrefix("settings.json: \(example.path): ")
    }
  }

  @Test("the edges that are accepted: core hours a minute long, a one-day override spelled with its through, 9:05")
  func acceptedEdges() throws {
    let settings = try decode(
      #"{"calendar":{"rules":{"coreStart":"9:05","coreEnd":"09:06"},"overrides":[{"from":"2026-12-21","through":"2026-12-21","kind":"free"}]}}"#
    )
    #expect(settings.calendar.rules.coreStart.minutes == 9 * 60 + 5)
    #expect(settings.calendar.rules.coreEnd.minutes == 9 * 60 + 6)
    #expect(settings.calendar.overrides.map(\.from) == [LocalDate("2026-12-21")!])
    #expect(settings.calendar.overrides.map(\.through) == [LocalDate("2026-12-21")!])
  }

  @Test("a file that is not JSON is reported as such (exit 65)")
  func notJSON() {
    #expect {
      try decode("{\"calendar\": ")
    } throws: { error in
      guard case .notJSON(let file, _) = error as? SettingsError else { return false }
      return file == "settings.json" && (error as? SettingsError)?.exitCode == 65
    }
  }

  @Test("an unreadable settings path is an I/O error (exit 74)")
  func unreadable() throws {
    let folder = try TemporaryFolder()
    let url = folder.url("settings.json")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    #expect {
      try SettingsStore(fileURL: url).load()
    } throws: { error in
      guard case .unreadable(let file, _) = error as? SettingsError else { return false }
      return file == url.path && (error as? SettingsError)?.exitCode == 74
    }
  }
}
