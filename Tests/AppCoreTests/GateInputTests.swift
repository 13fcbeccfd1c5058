import AppCore
import Foundation
import Settings
import TestSupport
import Testing

@Suite("The parent PIN's text and the stored lockout")
struct GateInputTests {
  @Test("a fixed PIN, salt and iteration count give a fixed stored hash, so PINs set before stay valid")
  func knownAnswer() throws {
    // Computed once with the PBKDF2-SHA256 code this record has always used.
    let gate = ParentGate(
      iterations: 1_000, salt: "AAECAwQFBgcICQoLDA0ODw==", hash: "Fbr9ML2t05o7BVDWQA5DCYBwcRiArTPdJGF5oaZ+rqE=")
    #expect(try ParentGatePIN.matches("2718", gate))
    #expect(try !ParentGatePIN.matches("2719", gate))
  }

  @Test(
    "a PIN that is not printable text of 4 to 64 characters is refused with 64",
    arguments: ["12\u{FFFD}4", "12\u{1B}45", "1234\u{202E}", "    ", String(repeating: "7", count: 65), "123"])
  func unusable(pin: String) {
    let error = #expect(throws: ParentGateError.self) { try ParentGatePIN.make(pin, iterations: 1_000) }
    #expect(error?.exitCode == 64)
  }

  @Test("4 and 64 characters are the edges that are accepted")
  func edges() throws {
    for pin in ["1234", String(repeating: "é", count: 64), "open sesame"] {
      #expect(try ParentGatePIN.matches(pin, try ParentGatePIN.make(pin, iterations: 1_000)))
    }
  }

  @Test("at the gate an invalid answer is 64 and is not counted as a wrong one")
  func gateRefusesText() throws {
    let home = try TemporaryDirectory()
    var settings = AppSettings()
    settings.gate = try ParentGatePIN.make("4721", iterations: 1_000)
    var dependencies = try AppDependencies.test(now: Date(timeIntervalSince1970: 1_795_000_000), settings: settings)
    dependencies.environment.home = home.path
    dependencies.environment.variables = ["TQ_PARENT_PIN": "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"]
    let error = #expect(throws: ParentGateError.self) {
      try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: false))
    }
    #expect(error?.exitCode == 64)
    #expect(ParentGateLockStore(folder: dependencies.environment.stateDirectory).load().failures == 0)
  }

  @Test("a lockout read from disk ends no later than the longest lockout from now")
  func capped() throws {
    let home = try TemporaryDirectory()
    let now = Date(timeIntervalSince1970: 1_795_000_000)
    var settings = AppSettings()
    settings.gate = try ParentGatePIN.make("4721", iterations: 1_000)
    var dependencies = try AppDependencies.test(now: now, settings: settings)
    dependencies.environment.home = home.path
    dependencies.environment.variables = ["TQ_PARENT_PIN": "4721"]
    let store = ParentGateLockStore(folder: dependencies.environment.stateDirectory)
    try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
    try Data(#"{"failures":0,"lockedUntil":"9999-12-31T23:59:59Z"}"#.utf8).write(to: URL(fileURLWithPath: store.path))
    let longest = now.addingTimeInterval(TimeInterval(ParentGateLock.lockMinutes * 60))
    #expect(store.load().capped(from: now).lockedUntil == longest)
    #expect(throws: ParentGateError.self) {
      try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: false))
    }
    dependencies.clock = FixedClock(longest)
    try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: false))
    // A lock shorter than the cap is kept as it is.
    let soon = ParentGateLock(failures: 0, lockedUntil: now.addingTimeInterval(60))
    #expect(soon.capped(from: now) == soon)
  }
}
