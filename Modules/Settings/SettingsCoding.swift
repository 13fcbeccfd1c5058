import Domain

/// A coding key for any name: settings read every key so that unknown ones can be kept.
struct AnyCodingKey: CodingKey, Hashable {
  var stringValue: String
  var intValue: Int?

  init(_ string: String) {
    self.stringValue = string
    self.intValue = nil
  }

  init?(stringValue: String) { self.init(stringValue) }

  init?(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
}

typealias SettingsDecodingContainer = KeyedDecodingContainer<AnyCodingKey>
typealias SettingsEncodingContainer = KeyedEncodingContainer<AnyCodingKey>

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// The value at `key`, or `fallback` when the key is missing or null (so `{}` means the defaults).
  func value<T: Decodable>(_ key: String, or fallback: @autoclosure () -> T) throws -> T {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key)) ?? fallback()
  }

  func optional<T: Decodable>(_ key: String) throws -> T? {
    try decodeIfPresent(T.self, forKey: AnyCodingKey(key))
  }

  /// Every key not in `known`, with its value, to be written back unchanged.
  func unknownKeys(known: Set<String>) throws -> [String: UnknownJSON] {
    var result: [String: UnknownJSON] = [:]
    for key in allKeys where !known.contains(key.stringValue) {
      result[key.stringValue] = try decode(UnknownJSON.self, forKey: key)
    }
    return result
  }

  /// The text at `key` when present, checked as text read back is (`StoredText.readBackProblem`):
  /// what a command stores is typed under stricter rules, so text that fails these was planted.
  func text(_ key: String) throws -> String? {
    guard let text = try decodeIfPresent(String.self, forKey: AnyCodingKey(key)) else { return nil }
    try checkText(text, key)
    return text
  }

  /// Throws for `text` at `key` (a key of this container, or a subscript such as `removed[2]`)
  /// when it fails `StoredText.readBackProblem`.
  func checkText(_ text: String, _ key: String) throws {
    if let problem = StoredText.readBackProblem(in: text) {
      throw invalid(key, "the text \(problem): correct it, or remove it with the command that set it")
    }
  }

  /// An error for an invalid value at `key`, carrying its path.
  func invalid(_ key: String, _ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: codingPath + [AnyCodingKey(key)], debugDescription: message))
  }
}

extension KeyedEncodingContainer where Key == AnyCodingKey {
  mutating func put<T: Encodable>(_ value: T, _ key: String) throws {
    try encode(value, forKey: AnyCodingKey(key))
  }

  /// Writes keys kept from a newer version; known keys written afterwards take precedence.
  mutating func put(unknown: [String: UnknownJSON], except known: Set<String>) throws {
    for (key, value) in unknown where !known.contains(key) {
      try encode(value, forKey: AnyCodingKey(key))
    }
  }
}

extension DecodingError {
  /// An invalid value at the single-value `container`, carrying its path.
  static func invalid(_ container: any SingleValueDecodingContainer, _ message: String) -> DecodingError {
    .dataCorrupted(DecodingError.Context(codingPath: container.codingPath, debugDescription: message))
  }
}
