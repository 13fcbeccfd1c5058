import AppCore
import Foundation
import Settings
import TestSupport
import Testing

@Suite("A PIN is the same PIN in any Unicode form")
struct GateNormalisationTests {
  static let nfc = "caf\u{E9}1"
  static let nfd = "cafe\u{301}1"

  /// A record made before PINs were normalised, from "café1" typed decomposed (the bytes as typed);
  /// computed once with PBKDF2-SHA256, 1,000 iterations, salt 0…15.
  static let legacyDecomposed = ParentGate(
    iterations: 1_000, salt: "AAECAwQFBgcICQoLDA0ODw==", hash: "O06UbExKZ1H452wO3XJClXVUocMgTut0UOR2dpwTdLA=")

  func household(_ gate: ParentGate, answer: String) throws -> (AppDependencies, TemporaryDirectory) {
    let home = try TemporaryDirectory()
    var settings = AppSettings()
    settings.gate = gate
    var dependencies = try AppDependencies.test(now: Date(timeIntervalSince1970: 1_795_000_000), settings: settings)
    dependencies.environment.home = home.path
    dependencies.environment.variables = ["TQ_PARENT_PIN": answer]
    return (dependencies, home)
  }

  @Test(
    "a PIN set in one form opens in the other",
    arguments: [
      (nfc, nfd), (nfd, nfc), (nfc, nfc), (nfd, nfd), ("Å1234", "A\u{30A}1234"),
      ("한글12", "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}12"),
    ])
  func eitherForm(set: String, typed: String) throws {
    let gate = try ParentGatePIN.make(set, iterations: 1_000)
    #expect(try ParentGatePIN.matches(typed, gate))
    #expect(try !ParentGatePIN.matches(typed + "x", gate))
  }

  @Test("a new record is the hash of the NFC form, whatever form was typed")
  func storedNormalised() throws {
    let fromNFD = try ParentGatePIN.make(Self.nfd, iterations: 1_000)
    #expect(try ParentGatePIN.matchingForm(Self.nfd, fromNFD).map { Array($0.utf8) } == Array(Self.nfc.utf8))
  }

  @Test("a record made before from decomposed bytes still opens, in either form")
  func legacy() throws {
    #expect(try ParentGatePIN.matches(Self.nfd, Self.legacyDecomposed))
    #expect(try ParentGatePIN.matches(Self.nfc, Self.legacyDecomposed))
    #expect(try !ParentGatePIN.matches("cafe1", Self.legacyDecomposed))
  }

  @Test("at the gate, the other form is admitted and does not count toward the lockout")
  func gateCountsNothing() throws {
    let (dependencies, home) = try household(try ParentGatePIN.make(Self.nfc, iterations: 1_000), answer: Self.nfd)
    try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: false))
    #expect(ParentGateLockStore(folder: dependencies.environment.stateDirectory).load().failures == 0)
    _ = home
  }

  @Test("an old record opened is made again in NFC, and then opens in either form")
  func rehashed() throws {
    let (dependencies, home) = try household(Self.legacyDecomposed, answer: Self.nfd)
    try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: false))
    let gate = try #require(try dependencies.settings.load().gate)
    #expect(gate != Self.legacyDecomposed)
    #expect(try ParentGatePIN.matchingForm(Self.nfc, gate).map { Array($0.utf8) } == Array(Self.nfc.utf8))
    #expect(try ParentGatePIN.matchingForm(Self.nfd, gate).map { Array($0.utf8) } == Array(Self.nfc.utf8))
    #expect(ParentGateLockStore(folder: dependencies.environment.stateDirectory).load().failures == 0)
    _ = home
  }

  @Test("a wrong PIN in any form still counts once")
  func wrongCounts() throws {
    let (dependencies, home) = try household(
      try ParentGatePIN.make(Self.nfc, iterations: 1_000), answer: "cafe\u{300}1")
    #expect(throws: ParentGateError.wrongPIN(triesLeft: 4)) {
      try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: false))
    }
    #expect(ParentGateLockStore(folder: dependencies.environment.stateDirectory).load().failures == 1)
    _ = home
  }
}
