import Domain

extension CalendarSourceSetting: Codable {
  static let knownKeys: Set<String> = ["id", "location", "name", "role", "skip", "region"]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    let id = try container.decode(String.self, forKey: AnyCodingKey("id"))
    let location = try container.decode(String.self, forKey: AnyCodingKey("location"))
    guard !id.isEmpty else { throw container.invalid("id", "a calendar source needs a non-empty id") }
    try container.checkText(id, "id")
    guard !location.isEmpty else {
      throw container.invalid("location", "calendar source '\(id)' needs a location: a file, folder or URL")
    }
    try container.checkPlainText(location, "location")
    let roleText: String? = try container.optional("role")
    var role: CalendarRole?
    if let roleText {
      guard let known = CalendarRole(rawValue: roleText) else {
        throw container.invalid(
          "role",
          "'\(roleText)' is not a calendar role: use \(CalendarRole.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      role = known
    }
    self.init(
      id: id, location: location, name: try container.text("name"), role: role,
      skip: try container.plainTexts("skip"), region: try container.plainText("region"),
      unknownKeys: try container.unknownKeys(known: Self.knownKeys))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    try container.put(id, "id")
    try container.put(location, "location")
    if let name { try container.put(name, "name") }
    if let role { try container.put(role.rawValue, "role") }
    if !skip.isEmpty { try container.put(skip, "skip") }
    if let region { try container.put(region, "region") }
  }
}

extension KeyedDecodingContainer where Key == AnyCodingKey {
  /// Throws for `text` at `key` when it fails `StoredText.plainReadBackProblem`: a location, a
  /// region and a skipped holiday are used as they are, so a control character is refused too.
  func checkPlainText(_ text: String, _ key: String) throws {
    if let problem = StoredText.plainReadBackProblem(in: text) {
      throw invalid(key, "the text \(problem): correct it, or set it again with the command that set it")
    }
  }

  /// The text at `key` when present, checked by `checkPlainText`.
  func plainText(_ key: String) throws -> String? {
    guard let text: String = try optional(key) else { return nil }
    try checkPlainText(text, key)
    return text
  }

  /// The texts at `key` (none when absent), each checked by `checkPlainText` under `key[index]`.
  func plainTexts(_ key: String) throws -> [String] {
    let texts: [String] = try optional(key) ?? []
    for (index, text) in texts.enumerated() { try checkPlainText(text, "\(key)[\(index)]") }
    return texts
  }
}
