import AppCore
import Foundation
import Settings
import Synchronization
import TestSupport
import Testing

@Suite("The parent PIN record")
struct GatePINTests {
  @Test("a PIN is kept as salted PBKDF2-SHA256 with at least 200,000 iterations, never as itself")
  func record() throws {
    let gate = try ParentGatePIN.make("4721")
    #expect(gate.algorithm == "pbkdf2-sha256")
    #expect(gate.iterations >= 200_000)
    #expect(gate.saltBytes.count == 16)
    #expect(gate.hashBytes.count == 32)
    #expect(!gate.hash.contains("4721") && !gate.salt.contains("4721"))
    #expect(try ParentGatePIN.matches("4721", gate))
    #expect(try !ParentGatePIN.matches("4722", gate))
    #expect(try !ParentGatePIN.matches("", gate))
  }

  @Test("the same PIN twice gets two different salts and hashes")
  func salted() throws {
    let first = try ParentGatePIN.make("open sesame", iterations: 1_000)
    let second = try ParentGatePIN.make("open sesame", iterations: 1_000)
    #expect(first.salt != second.salt)
    #expect(first.hash != second.hash)
    #expect(try ParentGatePIN.matches("open sesame", second))
  }

  @Test("an empty or short PIN is refused", arguments: ["", "1", "123"])
  func tooShort(pin: String) {
    #expect(throws: ParentGateError.self) { try ParentGatePIN.make(pin) }
  }

  @Test("a record from an unknown algorithm is refused, not waved through")
  func unknownAlgorithm() throws {
    var gate = try ParentGatePIN.make("4721", iterations: 1_000)
    gate.algorithm = "argon2id"
    #expect(throws: ParentGateError.unknownAlgorithm("argon2id")) { try ParentGatePIN.matches("4721", gate) }
  }
}

@Suite("The parent gate")
struct GateTests {
  let home: TemporaryDirectory
  let start = Date(timeIntervalSince1970: 1_795_000_000)

  init() throws { home = try TemporaryDirectory() }

  /// A household at `start` whose PIN is `pin` (hashed with few iterations: the count is stored in the record).
  func dependencies(pin: String? = "4721", variables: [String: String] = [:], tty: Bool = false) throws
    -> AppDependencies
  {
    var settings = AppSettings()
    settings.gate = try pin.map { try ParentGatePIN.make($0, iterations: 1_000) }
    var dependencies = try AppDependencies.test(now: start, settings: settings)
    dependencies.environment.home = home.path
    dependencies.environment.variables = variables
    dependencies.environment.stdinIsTTY = tty
    return dependencies
  }

  func admit(_ dependencies: AppDependencies, stdin: Bool = false, _ reader: ScriptedTerminal = ScriptedTerminal())
    throws
  {
    try ParentGateKeeper(dependencies.answering(reader)).admit(ParentGateAnswers(pinStdin: stdin))
  }

  @Test("with no PIN set nothing is asked")
  func noPIN() throws {
    let reader = ScriptedTerminal()
    try admit(try dependencies(pin: nil, tty: true), reader)
    #expect(reader.asked.isEmpty)
  }

  @Test("TQ_PARENT_PIN answers; a wrong one says how many tries are left")
  func environmentAnswer() throws {
    try admit(try dependencies(variables: ["TQ_PARENT_PIN": "4721"]))
    #expect(throws: ParentGateError.wrongPIN(triesLeft: 4)) {
      try admit(try dependencies(variables: ["TQ_PARENT_PIN": "1234"]))
    }
  }

  @Test("--pin-stdin reads one line; a terminal gets a prompt; with neither the gate is denied")
  func answerSources() throws {
    let line = ScriptedTerminal(lines: ["4721", "rest of input"])
    try admit(try dependencies(), stdin: true, line)
    #expect(line.asked == ["line"])

    let terminal = ScriptedTerminal(prompts: ["4721"])
    try admit(try dependencies(tty: true), terminal)
    #expect(terminal.asked == ["Parent PIN: "])

    #expect(throws: ParentGateError.pinRequired) { try admit(try dependencies()) }
    #expect(throws: ParentGateError.pinRequired) { try admit(try dependencies(), stdin: true) }
    #expect(ExitStatus.code(for: ParentGateError.pinRequired) == 77)
    #expect(ParentGateError.pinRequired.description.contains("TQ_PARENT_PIN"))
    #expect(ParentGateError.pinRequired.description.contains("--pin-stdin"))
  }

  @Test("five wrong answers lock the gate for five minutes, even against the right PIN")
  func lockout() throws {
    var wrong = try dependencies(variables: ["TQ_PARENT_PIN": "0000"])
    for left in [4, 3, 2, 1] {
      #expect(throws: ParentGateError.wrongPIN(triesLeft: left)) { try admit(wrong) }
    }
    #expect(throws: ParentGateError.self) { try admit(wrong) }
    let lock = ParentGateLockStore(folder: wrong.environment.stateDirectory).load()
    #expect(lock.lockedUntil == start.addingTimeInterval(300))

    var right = try dependencies(variables: ["TQ_PARENT_PIN": "4721"])
    right.settings = wrong.settings
    right.clock = FixedClock(start.addingTimeInterval(299))
    right.environment.timeZone = TimeZone(identifier: "Europe/Berlin")!
    #expect(throws: ParentGateError.locked(until: "12:11:40 local time (Europe/Berlin)")) { try admit(right) }

    right.clock = FixedClock(start.addingTimeInterval(300))
    try admit(right)
    #expect(ParentGateLockStore(folder: right.environment.stateDirectory).load() == ParentGateLock())

    // A new lock needs five new wrong answers.
    wrong.clock = FixedClock(start.addingTimeInterval(301))
    #expect(throws: ParentGateError.wrongPIN(triesLeft: 4)) { try admit(wrong) }
  }

  @Test("a right answer resets the count of wrong ones")
  func rightResets() throws {
    let wrong = try dependencies(variables: ["TQ_PARENT_PIN": "0000"])
    var right = try dependencies(variables: ["TQ_PARENT_PIN": "4721"])
    right.settings = wrong.settings
    for _ in 0..<4 { #expect(throws: ParentGateError.self) { try admit(wrong) } }
    try admit(right)
    #expect(throws: ParentGateError.wrongPIN(triesLeft: 4)) { try admit(wrong) }
  }

  @Test("a lock that ends after midnight shows its date, in the local zone")
  func lockMessage() throws {
    var dependencies = try dependencies(variables: ["TQ_PARENT_PIN": "0000"])
    dependencies.environment.timeZone = TimeZone(identifier: "Europe/Berlin")!
    dependencies.clock = FixedClock(Date(timeIntervalSince1970: 1_795_301_880))  // 2026-11-21 23:58 in Berlin
    for _ in 0..<4 { #expect(throws: ParentGateError.self) { try admit(dependencies) } }
    #expect(throws: ParentGateError.locked(until: "2026-11-22 00:03:00 local time (Europe/Berlin)")) {
      try admit(dependencies)
    }
  }

  @Test("pin set asks twice on a terminal and refuses two different answers")
  func setTwice() throws {
    let dependencies = try dependencies(pin: nil, tty: true)
    #expect(throws: ParentGateError.pinsDiffer) {
      try ParentGateKeeper(dependencies.answering(ScriptedTerminal(prompts: ["4721", "4712"]))).setPIN(
        ParentGateAnswers(pinStdin: false))
    }
    #expect(try dependencies.settings.load().gate == nil)
    try ParentGateKeeper(dependencies.answering(ScriptedTerminal(prompts: ["4721", "4721"]))).setPIN(
      ParentGateAnswers(pinStdin: false))
    let gate = try #require(try dependencies.settings.load().gate)
    #expect(try ParentGatePIN.matches("4721", gate))
  }

  @Test("pin set refuses a short PIN and, without a terminal, needs --pin-stdin")
  func setRefusals() throws {
    let dependencies = try dependencies(pin: nil)
    #expect(throws: ParentGateError.pinTooShort(minimum: 4)) {
      try ParentGateKeeper(dependencies.answering(ScriptedTerminal(lines: ["123"]))).setPIN(
        ParentGateAnswers(pinStdin: true))
    }
    #expect(throws: ParentGateError.emptyPIN) {
      try ParentGateKeeper(dependencies.answering(ScriptedTerminal(lines: [""]))).setPIN(
        ParentGateAnswers(pinStdin: true))
    }
    #expect(throws: ParentGateError.newPINNeedsInput) {
      try ParentGateKeeper(dependencies.answering(ScriptedTerminal())).setPIN(ParentGateAnswers(pinStdin: false))
    }
    #expect(try dependencies.settings.load().gate == nil)
  }

  @Test("a negative count of wrong answers read from disk counts as none: five tries are still all that is left")
  func negativeFailures() throws {
    let dependencies = try dependencies(variables: ["TQ_PARENT_PIN": "0000"])
    let store = ParentGateLockStore(folder: dependencies.environment.stateDirectory)
    try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
    try Data(#"{"failures":-100}"#.utf8).write(to: URL(fileURLWithPath: store.path))
    #expect(store.load().failures == 0)
    #expect(throws: ParentGateError.wrongPIN(triesLeft: 4)) { try admit(dependencies) }
  }

  @Test("setting a new PIN ends a lock, so the new PIN opens the gate at once")
  func newPINEndsLock() throws {
    var dependencies = try dependencies(variables: ["TQ_PARENT_PIN": "0000"])
    for _ in 0..<5 { #expect(throws: ParentGateError.self) { try admit(dependencies) } }
    #expect(ParentGateLockStore(folder: dependencies.environment.stateDirectory).load().lockedUntil != nil)
    try ParentGateKeeper(dependencies.answering(ScriptedTerminal(lines: ["2468"]))).setPIN(
      ParentGateAnswers(pinStdin: true))
    #expect(ParentGateLockStore(folder: dependencies.environment.stateDirectory).load() == ParentGateLock())
    dependencies.environment.variables = ["TQ_PARENT_PIN": "2468"]
    try admit(dependencies)
  }

  @Test("pin clear removes the record")
  func clear() throws {
    let dependencies = try dependencies()
    try ParentGateKeeper(dependencies).clearPIN()
    #expect(try !ParentGateKeeper(dependencies).isSet())
  }
}
