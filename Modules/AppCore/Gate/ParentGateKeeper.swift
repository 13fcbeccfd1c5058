import Foundation
import Presentation
import Settings

/// The parent gate: once a PIN is set, every tq-parent command passes here before it runs.
///
/// The answer comes from `TQ_PARENT_PIN`, else a line of standard input with `--pin-stdin`, else a
/// prompt without echo when standard input is a terminal. Five wrong answers lock the gate for
/// five minutes (`gate.json` in the state folder); while locked even the right PIN is refused.
public struct ParentGateKeeper: Sendable {
  let dependencies: AppDependencies
  let lockStore: ParentGateLockStore

  public init(_ dependencies: AppDependencies) {
    self.dependencies = dependencies
    self.lockStore = ParentGateLockStore(folder: dependencies.environment.stateDirectory)
  }

  /// Whether a PIN is set.
  public func isSet() throws -> Bool { try dependencies.settings.load().gate != nil }

  /// Returns when no PIN is set or the right one was given.
  /// - Throws: `ParentGateError.locked`, `.wrongPIN`, `.pinRequired` (all exit 77).
  public func admit(_ answers: ParentGateAnswers) throws {
    guard let gate = try dependencies.settings.load().gate else { return }
    let now = dependencies.clock.now()
    try lockStore.refuseNonFile()
    // The cap is written back, so the lock ends then and does not move with every later run.
    var stored = lockStore.load()
    if stored.capped(from: now) != stored { stored = try lockStore.update { $0 = $0.capped(from: now) } }
    if let until = stored.lockedUntil, now < until {
      throw ParentGateError.locked(until: localTime(until))
    }
    guard let answer = try answer(answers, purpose: "parent PIN", prompt: PromptText.parentPIN) else {
      throw ParentGateError.pinRequired
    }
    // Not a guess: text no PIN can be is refused before hashing and does not count as a wrong answer.
    try ParentGatePIN.checkText(answer)
    let form = try ParentGatePIN.matchingForm(answer, gate)
    let right = form != nil
    var refusal: ParentGateError?
    try lockStore.update { lock in
      lock = lock.capped(from: now)
      // Another program may have locked the gate while this one was hashing.
      if let until = lock.lockedUntil, now < until {
        refusal = .locked(until: localTime(until))
      } else if right {
        lock = ParentGateLock()
      } else {
        lock = lock.failed(at: now)
        refusal =
          lock.lockedUntil.map { .locked(until: localTime($0)) }
          ?? .wrongPIN(triesLeft: ParentGateLock.maximumFailures - lock.failures)
      }
    }
    if let refusal { throw refusal }
    if let form, Array(form.utf8) != Array(form.precomposedStringWithCanonicalMapping.utf8) {
      try rehash(form, replacing: gate)
    }
  }

  /// A record made before PINs were normalised, from a PIN not in NFC, is made again in NFC, so
  /// the PIN opens the gate in whatever form it is typed from now on. Only if the record is still
  /// the one checked: a `pin set` in between wins.
  func rehash(_ pin: String, replacing gate: ParentGate) throws {
    var settings = try dependencies.settings.load()
    guard settings.gate == gate else { return }
    settings.gate = try ParentGatePIN.make(pin, iterations: gate.iterations)
    try dependencies.settings.save(settings)
  }

  /// Sets (or changes) the PIN, read from standard input with `--pin-stdin`, else asked twice without echo.
  /// - Throws: `.emptyPIN`, `.pinTooShort`, `.pinsDiffer`, `.newPINNeedsInput`.
  public func setPIN(_ answers: ParentGateAnswers) throws {
    try lockStore.refuseNonFile()  // before anything is asked or saved: the PIN and its lockout go together
    let pin: String
    if answers.pinStdin {
      guard let line = try dependencies.terminal.readLine() else {
        throw ParentGateError.noLineOnStandardInput(purpose: "new PIN")
      }
      pin = line
    } else if dependencies.environment.stdinIsTTY {
      let first =
        try dependencies.terminal.prompt(PromptText.newParentPIN(minimumLength: ParentGatePIN.minimumLength)) ?? ""
      try ParentGatePIN.checkStrength(first)
      let second = try dependencies.terminal.prompt(PromptText.samePINAgain) ?? ""
      guard first == second else { throw ParentGateError.pinsDiffer }
      pin = first
    } else {
      throw ParentGateError.newPINNeedsInput
    }
    let gate = try ParentGatePIN.make(pin)
    var settings = try dependencies.settings.load()
    settings.gate = gate
    try dependencies.settings.save(settings)
    try lockStore.update { $0 = ParentGateLock() }
  }

  /// Removes the PIN: tq-parent no longer asks.
  public func clearPIN() throws {
    var settings = try dependencies.settings.load()
    settings.gate = nil
    try dependencies.settings.save(settings)
  }

  func answer(_ answers: ParentGateAnswers, purpose: String, prompt: String) throws -> String? {
    if let pin = dependencies.environment.variables[ParentGateAnswers.environmentVariable], !pin.isEmpty {
      return pin
    }
    if answers.pinStdin { return try dependencies.terminal.readLine() }
    if dependencies.environment.stdinIsTTY { return try dependencies.terminal.prompt(prompt) }
    return nil
  }

  /// `14:05:30` in the local zone, with the date when it is not today.
  func localTime(_ date: Date) -> String {
    let zone = dependencies.environment.timeZone
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = zone
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let sameDay = calendar.isDate(date, inSameDayAs: dependencies.clock.now())
    formatter.dateFormat = sameDay ? "HH:mm:ss" : "yyyy-MM-dd HH:mm:ss"
    return "\(formatter.string(from: date)) local time (\(zone.identifier))"
  }
}
