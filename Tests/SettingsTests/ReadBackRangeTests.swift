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
  func refusedValue(_ index: Int) {
    let example = Self.refused[index]
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
