import Domain
import Foundation

/// The stored form of the parent's PIN: a salted, slow hash, never the PIN itself.
///
/// Hashing and comparing happen elsewhere; this only keeps the record.
public struct ParentGate: Codable, Equatable, Sendable {
  public static let pbkdf2SHA256 = "pbkdf2-sha256"

  /// The key derivation used, e.g. `pbkdf2-sha256`.
  public var algorithm: String
  public var iterations: Int
  /// Base64 of the random salt.
  public var salt: String
  /// Base64 of the derived key.
  public var hash: String
  /// Keys from a newer version, kept as they were.
  public var unknownKeys: [String: UnknownJSON]

  public init(
    algorithm: String = ParentGate.pbkdf2SHA256, iterations: Int, salt: String, hash: String,
    unknownKeys: [String: UnknownJSON] = [:]
  ) {
    self.algorithm = algorithm
    self.iterations = iterations
    self.salt = salt
    self.hash = hash
    self.unknownKeys = unknownKeys
  }

  /// The decoded salt bytes (valid base64 is checked when the settings are read).
  public var saltBytes: [UInt8] { Data(base64Encoded: salt).map { [UInt8]($0) } ?? [] }
  /// The decoded hash bytes.
  public var hashBytes: [UInt8] { Data(base64Encoded: hash).map { [UInt8]($0) } ?? [] }

  static let knownKeys: Set<String> = ["algorithm", "iterations", "salt", "hash"]

  /// The PBKDF2 iteration counts read from settings or a backup: new PINs use 210,000, and ten
  /// times that is about a second a check, the most a parent should wait at every command.
  public static let iterationRange = 1_000...2_100_000
  /// The salt's bytes: new PINs get 16.
  public static let saltBytes = 1...64
  /// The derived key's bytes, which PBKDF2 is asked to produce, a block of work each 32: new PINs keep 32.
  public static let hashBytes = 1...64

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    algorithm = try container.value("algorithm", or: Self.pbkdf2SHA256)
    iterations = try container.decode(Int.self, forKey: AnyCodingKey("iterations"))
    guard iterations > 0 else {
      throw container.invalid("iterations", "\(iterations) is not a number of iterations: set the PIN again")
    }
    // Another algorithm's parameters are its own (a newer TimeQuest checks them); PBKDF2's decide
    // how long every PIN check takes: 2^32 crashed swift-crypto and 2×10^9 hung the gate.
    let pbkdf2 = algorithm == Self.pbkdf2SHA256
    if pbkdf2, !Self.iterationRange.contains(iterations) {
      throw container.invalid(
        "iterations",
        "\(iterations) is not \(Self.iterationRange.lowerBound) to \(Self.iterationRange.upperBound) iterations: "
          + "set the PIN again with `tq-parent pin set`")
    }
    salt = try container.decode(String.self, forKey: AnyCodingKey("salt"))
    hash = try container.decode(String.self, forKey: AnyCodingKey("hash"))
    for (key, value, range) in [("salt", salt, Self.saltBytes), ("hash", hash, Self.hashBytes)] {
      guard let bytes = Data(base64Encoded: value), !bytes.isEmpty else {
        throw container.invalid(key, "the \(key) is not base64: set the PIN again with `tq-parent pin set`")
      }
      if pbkdf2, !range.contains(bytes.count) {
        throw container.invalid(
          key,
          "the \(key) is \(bytes.count) bytes, not \(range.lowerBound) to \(range.upperBound): "
            + "set the PIN again with `tq-parent pin set`")
      }
    }
    unknownKeys = try container.unknownKeys(known: Self.knownKeys)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    try container.put(algorithm, "algorithm")
    try container.put(iterations, "iterations")
    try container.put(salt, "salt")
    try container.put(hash, "hash")
  }
}
