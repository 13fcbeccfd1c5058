import Domain
import Foundation
import Settings
import Testing

/// The settings file is input (issue 23): a PBKDF2 count of 2^32 crashed every PIN-checked command
/// and 2×10^9 hung it, and text no command could have stored was read as it was. Each is refused
/// with its JSON path (65) whenever the file is read, which is also how a backup's settings are read.
@Suite("Settings read back: ranges of the gate and text no command stores")
struct ReadBackRangeTests {
  static func gate(iterations: Int = 210_000, salt: Int = 16, hash: Int = 32, algorithm: String = "pbkdf2-sha256")
    -> String
  {
    let salt = Data(repeating: 7, count: salt).base64EncodedString()
    let hash = Data(repeating: 9, count: hash).base64EncodedString()
    return #"{"gate":{"algorithm":"\#(algorithm)","iterations":\#(iterations),"salt":"\#(salt)","hash":"\#(hash)"}}"#
  }

  static let long = String(repeating: "x", count: 4097)

  static let refused: [(json: String, path: String, mentions: String)] = [
    (gate(iterations: 1 << 32), "gate.iterations", "4294967296 is not 1000 to 2100000"),
    (gate(iterations: 2_000_000_000), "gate.iterations", "2000000000"),
    (gate(iterations: 2_100_001), "gate.iterations", "2100001"),
    (gate(iterations: 999), "gate.iterations", "999"),
    (gate(hash: 1 << 20), "gate.hash", "1048576 bytes"),
    (gate(hash: 65), "gate.hash", "65 bytes"),
    (gate(salt: 65), "gate.salt", "65 bytes"),
    (
      #"{"calendar":{"overrides":[{"from":"2026-12-21","kind":"free","note":" "}]}}"#, "calendar.overrides[0].note",
      "blank"
    ),
    (
      #"{"calendar":{"overrides":[{"from":"2026-12-21","kind":"free","player":"\#(long)"}]}}"#,
      "calendar.overrides[0].player", "4097 bytes"
    ),
    (
      #"{"calendar":{"rules":{"keywords":{"added":[{"word":"\#(long)"}]}}}}"#, "calendar.rules.keywords.added[0].word",
      "4097 bytes"
    ),
    (#"{"calendar":{"rules":{"keywords":{"removed":["ok","  "]}}}}"#, "calendar.rules.keywords.removed[1]", "blank"),
    (#"{"calendar":{"sources":[{"id":"s","location":"/a","name":"\#(long)"}]}}"#, "calendar.sources[0].name", "4097"),
    (#"{"calendar":{"sources":[{"id":" ","location":"/a"}]}}"#, "calendar.sources[0].id", "blank"),
    (#"{"notifications":{"player":"\#(long)"}}"#, "notifications.player", "4097 bytes"),
    (#"{"calendar":{"selection":["school"," "]}}"#, "calendar.selection[1]", "blank"),
    (#"{"calendar":{"playerSelection":{"\#(long)":["school"]}}}"#, "calendar.playerSelection.\(long)", "4097 bytes"),
    (#"{"calendar":{"playerSelection":{"Mia":["school",""]}}}"#, "calendar.playerSelection.Mia[1]", "blank"),
  ]

  @Test("out of range or damaged: refused with the JSON path and 65", arguments: 0..<refused.count)
  func refusedValue(_ index: Int) { Self.expectRefused(Self.refused[index]) }

  /// The example's JSON is refused as `SettingsError.invalid` (65) with its path and a message naming the problem.
  static func expectRefused(_ example: (json: String, path: String, mentions: String)) {
    #expect {
      try decode(example.json)
    } throws: { error in
      guard let error = error as? SettingsError, case .invalid(let path, let message, _) = error else { return false }
      #expect(path == example.path, "\(error)")
      #expect(message.contains(example.mentions), "\(error)")
      return error.exitCode == 65
    }
  }

  @Test("the edges are accepted: 1,000 and 2,100,000 iterations, 64-byte salt and hash, 4096-byte text")
  func edges() throws {
    #expect(try decode(Self.gate(iterations: 1_000)).gate?.iterations == 1_000)
    #expect(try decode(Self.gate(iterations: 2_100_000, salt: 64, hash: 64)).gate?.iterations == 2_100_000)
    let text = String(repeating: "y", count: 4096)
    let settings = try decode(#"{"notifications":{"player":"\#(text)"}}"#)
    #expect(settings.notifications.player == text)
  }

  @Test("another algorithm's parameters are its own: a newer TimeQuest checks them")
  func otherAlgorithm() throws {
    #expect(try decode(Self.gate(iterations: 1 << 32, algorithm: "argon2id")).gate?.iterations == 1 << 32)
  }
}

/// A calendar source's location, skipped holidays and region were read as they were: a location
/// is opened, a region matched in titles and a holiday name skipped as stored, so besides the rules
/// of every read-back text (blank, over 4,096 bytes) a control character is refused in them.
@Suite("Settings read back: a calendar source's location, skip and region")
struct SourceTextReadBackTests {
  static func source(_ fields: String) -> String {
    #"{"calendar":{"sources":[{"id":"s","location":"/srv/s.ics"\#(fields)}]}}"#
  }

  static let long = String(repeating: "x", count: 4097)

  static let refused: [(json: String, path: String, mentions: String)] = [
    (#"{"calendar":{"sources":[{"id":"s","location":"/srv/s\u0007.ics"}]}}"#, "calendar.sources[0].location", "U+0007"),
    (#"{"calendar":{"sources":[{"id":"s","location":"\#(long)"}]}}"#, "calendar.sources[0].location", "4097 bytes"),
    (#"{"calendar":{"sources":[{"id":"s","location":"  "}]}}"#, "calendar.sources[0].location", "blank"),
    (source(#","region":"noord\u001b[2J""#), "calendar.sources[0].region", "U+001B"),
    (source(#","region":"noord\u0085""#), "calendar.sources[0].region", "U+0085"),
    (source(#","region":"\u007f""#), "calendar.sources[0].region", "U+007F"),
    (source(#","region":" ""#), "calendar.sources[0].region", "blank"),
    (source(#","region":"\#(long)""#), "calendar.sources[0].region", "4097 bytes"),
    (source(#","region":7"#), "calendar.sources[0].region", "text"),
    (source(#","skip":["Veterans Day","Vet\nDay"]"#), "calendar.sources[0].skip[1]", "U+000A"),
    (source(#","skip":[" "]"#), "calendar.sources[0].skip[0]", "blank"),
    (source(#","skip":["\#(long)"]"#), "calendar.sources[0].skip[0]", "4097 bytes"),
    (source(#","skip":"Veterans Day""#), "calendar.sources[0].skip", "a list"),
  ]

  @Test(
    "a control character, blank, too long or not text: refused with the JSON path and 65", arguments: 0..<refused.count)
  func refusedValue(_ index: Int) { ReadBackRangeTests.expectRefused(Self.refused[index]) }

  @Test("what the commands store reads back: a URL, a region of any script, a holiday's name, 4,096 bytes")
  func accepted() throws {
    let edge = String(repeating: "y", count: 4096)
    let settings = try decode(
      #"{"calendar":{"sources":[{"id":"s","location":"https://example.org/a b.ics?x=1","#
        + #""skip":["Veterans Day","Día de la Raza"],"region":"Süd"},"#
        + #"{"id":"t","location":"\#(edge)","region":"\#(edge)","skip":["\#(edge)"]}]}}"#)
    let sources = settings.calendar.sources
    #expect(sources.map(\.location) == ["https://example.org/a b.ics?x=1", edge])
    #expect(sources[0].skip == ["Veterans Day", "Día de la Raza"])
    #expect(sources.map(\.region) == ["Süd", edge])
    #expect(sources[1].skip == [edge])
  }
}
