import Crypto
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

  /// Refuses an empty or too short PIN.
  public static func checkStrength(_ pin: String) throws {
    guard !pin.isEmpty else { throw ParentGateError.emptyPIN }
    guard pin.count >= minimumLength else { throw ParentGateError.pinTooShort(minimum: minimumLength) }
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
