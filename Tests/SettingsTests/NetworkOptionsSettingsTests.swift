import Domain
import Foundation
import Settings
import Testing

/// A feed's options (issue 24) are keys of its source, read back under the rules they are typed
/// under: a value no command could store is 65 naming the key, never sent to a server.
@Suite("Settings: a network source's user, password command, timeouts, user agent, CA file and size")
struct NetworkOptionsSettingsTests {
  static func source(_ keys: String) -> String {
    #"{"calendar":{"sources":[{"id":"school","location":"https://school.example/cal.ics",\#(keys)}]}}"#
  }

  @Test("every option is read with its source and written back under the same keys; none is written when unset")
  func roundTrip() throws {
    let settings = try decode(
      Self.source(
        #""user":"anna","passwordCommand":["pass","show","school calendar"],"timeoutSeconds":30,"#
          + #""connectTimeoutSeconds":3,"userAgent":"Mozilla/5.0 (X11)","caFile":"/etc/ssl/school.pem","maxBytes":2048"#
      ))
    let network = settings.calendar.sources[0].network
    #expect(
      network
        == NetworkOptions(
          user: "anna", passwordCommand: ["pass", "show", "school calendar"], timeoutSeconds: 30,
          connectTimeoutSeconds: 3, userAgent: "Mozilla/5.0 (X11)", caFile: "/etc/ssl/school.pem", maxBytes: 2048))
    #expect(settings.calendar.sources[0].unknownKeys.isEmpty)
    let again = try JSONDecoder().decode(
      CalendarSourceSetting.self, from: try JSONEncoder().encode(settings.calendar.sources[0]))
    #expect(again.network == network)
    let plain = try object(JSONEncoder().encode(CalendarSourceSetting(id: "f", location: "/f.ics")))
    #expect(Set(plain.keys) == ["id", "location"])
  }

  @Test("a newer version's key beside them is kept")
  func unknownKept() throws {
    let settings = try decode(Self.source(#""user":"anna","oauth":{"client":"x"}"#))
    #expect(settings.calendar.sources[0].unknownKeys.keys.sorted() == ["oauth"])
    let written = try object(JSONEncoder().encode(settings.calendar.sources[0]))
    #expect(written["oauth"] != nil && written["user"] as? String == "anna")
  }

  static let refused: [(keys: String, key: String, mentions: String)] = [
    (#""timeoutSeconds":0"#, "timeoutSeconds", "0 s, outside 1 to 300"),
    (#""timeoutSeconds":301"#, "timeoutSeconds", "301"),
    (#""timeoutSeconds":"15""#, "timeoutSeconds", "whole number"),
    (#""connectTimeoutSeconds":61"#, "connectTimeoutSeconds", "outside 1 to 60"),
    (#""connectTimeoutSeconds":0"#, "connectTimeoutSeconds", "0 s"),
    (#""maxBytes":1023"#, "maxBytes", "1023 bytes"),
    (#""maxBytes":1073741825"#, "maxBytes", "1073741825"),
    (#""user":"a:b""#, "user", "colon"),
    (#""user":" ""#, "user", "blank"),
    (#""user":"a\u0007b""#, "user", "U+0007"),
    (#""passwordCommand":[]"#, "passwordCommand", "empty"),
    (#""passwordCommand":[" ","x"]"#, "passwordCommand", "blank program"),
    (#""passwordCommand":"pass show school""#, "passwordCommand", "list"),
    (#""passwordCommand":["a","b\u0000c"]"#, "passwordCommand", "NUL"),
    (#""userAgent":"TimeQuest\r\nX-Evil: 1""#, "userAgent", "U+000D"),
    (#""userAgent":"Zoë""#, "userAgent", "printable ASCII"),
    (#""caFile":"certs/school.pem""#, "caFile", "absolute"),
    (#""caFile":"""#, "caFile", "blank"),
  ]

  @Test("out of range or unusable: refused with the key's JSON path and 65", arguments: 0..<refused.count)
  func refusedValue(_ index: Int) {
    let example = Self.refused[index]
    #expect {
      try decode(Self.source(example.keys))
    } throws: { error in
      guard let error = error as? SettingsError, case .invalid(let path, let message, _) = error else { return false }
      #expect(path == "calendar.sources[0].\(example.key)", "\(error)")
      #expect(message.contains(example.mentions), "\(error)")
      return error.exitCode == 65
    }
  }

  @Test("the ends of each range are accepted")
  func rangeEnds() throws {
    for keys in [
      #""timeoutSeconds":1,"connectTimeoutSeconds":1,"maxBytes":1024"#,
      #""timeoutSeconds":300,"connectTimeoutSeconds":60,"maxBytes":1073741824"#,
    ] {
      #expect(!(try decode(Self.source(keys))).calendar.sources[0].network.isEmpty)
    }
  }

  @Test("a settings file with a feed's options is still private to its owner (0600)")
  func privateFile() throws {
    let folder = try TemporaryFolder()
    let store = SettingsStore(fileURL: folder.url("settings.json"))
    var settings = AppSettings()
    settings.calendar.sources = [
      CalendarSourceSetting(
        id: "g", location: "https://calendar.google.com/calendar/ical/x/private-abc/basic.ics",
        network: NetworkOptions(user: "anna", passwordCommand: ["pass", "show", "g"]))
    ]
    try store.save(settings)
    #expect(try mode(of: folder.url("settings.json").path) & 0o777 == 0o600)
    #expect(try store.load().calendar.sources[0].network.passwordCommand == ["pass", "show", "g"])
  }
}
