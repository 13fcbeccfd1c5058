import Crypto
import Domain
import Foundation
import Settings
import _CryptoExtras

/// Makes and checks the parent gate's PIN record: salted PBKDF2-SHA256 from swift-crypto,
/// compared in constant time. The PIN itself is never stored.
public enum ParentGatePIN {
  /// Iterations for a new PIN: swift-crypto's floor for PBKDF2 (210,000), OWASP's advice for SHA-256 is 600,000,
  /// but the gate answers at every command and only guards against a child, so a fraction of a second is the budget.
  public static let iterations = 210_000
  /// The shortest PIN accepted by `tq-parent pin set`.
  public static let minimumLength = 4
  static let saltByteCount = 16
  static let keyByteCount = 32

  /// A new record for `pin` in NFC, with a fresh random salt: a PIN typed later in another Unicode
  /// form (é as e + accent, as some keyboards and input methods send it) is the same PIN.
  /// - Throws: `ParentGateError.pinTooShort` for a PIN under four characters.
  public static func make(_ pin: String, iterations: Int = ParentGatePIN.iterations) throws -> ParentGate {
    try checkStrength(pin)
    let salt = SymmetricKey(size: .init(bitCount: saltByteCount * 8)).withUnsafeBytes { Data($0) }
    let key = try derive(pin.precomposedStringWithCanonicalMapping, salt: salt, iterations: iterations)
    return ParentGate(
      algorithm: ParentGate.pbkdf2SHA256, iterations: iterations, salt: salt.base64EncodedString(),
      hash: key.withUnsafeBytes { Data($0) }.base64EncodedString())
  }

  /// Whether `pin` is the one `gate` was made from, in any Unicode form, compared in constant time.
  /// - Throws: `ParentGateError.unknownAlgorithm` for a record this version cannot check.
  public static func matches(_ pin: String, _ gate: ParentGate) throws -> Bool { try matchingForm(pin, gate) != nil }

  /// The form of `pin` whose hash `gate` holds, or nil for a wrong PIN. NFC first (every record
  /// made since PINs are normalised); then, for a record made before from the bytes as typed, the
  /// PIN as typed and in NFD. An ASCII PIN has one form, so a wrong one costs one hash as before.
  /// - Throws: `ParentGateError.unknownAlgorithm` for a record this version cannot check.
  public static func matchingForm(_ pin: String, _ gate: ParentGate) throws -> String? {
    guard gate.algorithm == ParentGate.pbkdf2SHA256 else { throw ParentGateError.unknownAlgorithm(gate.algorithm) }
    let stored = gate.hashBytes
    var tried: [[UInt8]] = []
    for form in [pin.precomposedStringWithCanonicalMapping, pin, pin.decomposedStringWithCanonicalMapping] {
      let bytes = Array(form.utf8)
      if tried.contains(bytes) { continue }
      tried.append(bytes)
      let derived = try derive(form, salt: Data(gate.saltBytes), iterations: gate.iterations, byteCount: stored.count)
      // SymmetricKey's == is swift-crypto's constant-time comparison.
      if derived == SymmetricKey(data: stored) { return form }
    }
    return nil
  }

  /// The longest PIN accepted, at `pin set` and at the gate.
  public static let maximumLength = 64

  /// Refuses an empty or too short PIN, and any that `checkText` refuses.
  public static func checkStrength(_ pin: String) throws {
    guard !pin.isEmpty else { throw ParentGateError.emptyPIN }
    guard pin.count >= minimumLength else { throw ParentGateError.pinTooShort(minimum: minimumLength) }
    try checkText(pin)
  }

  /// A PIN is printable UTF-8 text of 4 to 64 characters, not only spaces. Standard input and the
  /// environment are decoded with U+FFFD for bytes that are not UTF-8, so U+FFFD stands for
  /// those bytes: hashed, any other invalid bytes would then open the gate as well.
  /// - Throws: `ParentGateError.unusablePIN` (64), before anything is hashed.
  public static func checkText(_ pin: String) throws {
    let problem: String? =
      if pin.unicodeScalars.contains("\u{FFFD}") {
        "is not valid UTF-8 text"
      } else if pin.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        "contains a control character"
      } else if pin.unicodeScalars.contains(where: StoredText.isDirectionOrZeroWidth) {
        "contains an invisible character (a direction override or zero-width mark)"
      } else if pin.count < minimumLength || pin.count > maximumLength {
        "is \(pin.count) characters long"
      } else if pin.allSatisfy(\.isWhitespace) {
        "is only spaces"
      } else {
        nil
      }
    if let problem { throw ParentGateError.unusablePIN(problem) }
  }

  static func derive(_ pin: String, salt: Data, iterations: Int, byteCount: Int = keyByteCount) throws -> SymmetricKey {
    // The settings' decoder keeps a stored record within these; a record made in code is held to them too.
    guard ParentGate.iterationRange.contains(iterations), ParentGate.hashBytes.contains(byteCount)
    else {
      throw ParentGateError.unknownAlgorithm("pbkdf2-sha256 with bad parameters")
    }
    // The record says how many iterations it was made with; new records always use at least 210,000.
    return try KDF.Insecure.PBKDF2.deriveKey(
      from: Data(pin.utf8), salt: salt, using: .sha256, outputByteCount: byteCount, unsafeUncheckedRounds: iterations)
  }
}
