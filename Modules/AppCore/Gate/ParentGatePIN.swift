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

  /// A new record for `pin` with a fresh random salt.
  /// - Throws: `ParentGateError.pinTooShort` for a PIN under four characters.
  public static func make(_ pin: String, iterations: Int = ParentGatePIN.iterations) throws -> ParentGate {
    try checkStrength(pin)
    let salt = SymmetricKey(size: .init(bitCount: saltByteCount * 8)).withUnsafeBytes { Data($0) }
    let key = try derive(pin, salt: salt, iterations: iterations)
    return ParentGate(
      algorithm: ParentGate.pbkdf2SHA256, iterations: iterations, salt: salt.base64EncodedString(),
      hash: key.withUnsafeBytes { Data($0) }.base64EncodedString())
  }

  /// Whether `pin` is the one `gate` was made from, compared in constant time.
  /// - Throws: `ParentGateError.unknownAlgorithm` for a record this version cannot check.
  public static func matches(_ pin: String, _ gate: ParentGate) throws -> Bool {
    guard gate.algorithm == ParentGate.pbkdf2SHA256 else { throw ParentGateError.unknownAlgorithm(gate.algorithm) }
    let stored = gate.hashBytes
    let derived = try derive(pin, salt: Data(gate.saltBytes), iterations: gate.iterations, byteCount: stored.count)
    // SymmetricKey's == is swift-crypto's constant-time comparison.
    return derived == SymmetricKey(data: stored)
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
      } else if pin.unicodeScalars.contains(where: StoredText.isInvisible) {
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
    guard iterations > 0, byteCount > 0 else {
      throw ParentGateError.unknownAlgorithm("pbkdf2-sha256 with bad parameters")
    }
    // The record says how many iterations it was made with; new records always use at least 210,000.
    return try KDF.Insecure.PBKDF2.deriveKey(
      from: Data(pin.utf8), salt: salt, using: .sha256, outputByteCount: byteCount, unsafeUncheckedRounds: iterations)
  }
}
