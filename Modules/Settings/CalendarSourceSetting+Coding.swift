import Domain

extension CalendarSourceSetting: Codable {
  static let knownKeys = Set(["id", "location", "name", "role", "skip", "region"]).union(
    NetworkOptions.keys)

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
      network: try NetworkOptions(from: container), unknownKeys: try container.unknownKeys(known: Self.knownKeys))
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
    try network.encode(to: &container)
  }
}

/// A network source's options are keys of the source itself, each checked as it is typed: a value
/// out of range or unusable is 65 naming the key, never sent to a server.
extension NetworkOptions {
  static let keys: Set<String> = [
    "user", "passwordCommand", "timeoutSeconds", "connectTimeoutSeconds", "userAgent", "caFile", "maxBytes",
  ]

  init(from container: SettingsDecodingContainer) throws {
    func checked<T: Decodable>(_ key: String, _ problem: (T) -> String?) throws -> T? {
      guard let value: T = try container.optional(key) else { return nil }
      if let problem = problem(value) {
        throw container.invalid(key, "\(problem): correct it, or set it again with 'tq-parent calendar set'")
      }
      return value
    }
    func within(_ range: ClosedRange<Int>, _ unit: String) -> (Int) -> String? {
      { range.contains($0) ? nil : "is \($0) \(unit), outside \(range.lowerBound) to \(range.upperBound)" }
    }
    self.init(
      user: try checked("user", Self.userProblem),
      passwordCommand: try checked("passwordCommand", Self.passwordCommandProblem),
      timeoutSeconds: try checked("timeoutSeconds", within(Self.timeoutRange, "s")),
      connectTimeoutSeconds: try checked("connectTimeoutSeconds", within(Self.connectTimeoutRange, "s")),
      userAgent: try checked("userAgent", Self.userAgentProblem),
      caFile: try checked("caFile", Self.caFileProblem),
      maxBytes: try checked("maxBytes", within(Self.maxBytesRange, "bytes")))
  }

  func encode(to container: inout SettingsEncodingContainer) throws {
    if let user { try container.put(user, "user") }
    if let passwordCommand { try container.put(passwordCommand, "passwordCommand") }
    if let timeoutSeconds { try container.put(timeoutSeconds, "timeoutSeconds") }
    if let connectTimeoutSeconds { try container.put(connectTimeoutSeconds, "connectTimeoutSeconds") }
    if let userAgent { try container.put(userAgent, "userAgent") }
    if let caFile { try container.put(caFile, "caFile") }
    if let maxBytes { try container.put(maxBytes, "maxBytes") }
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
