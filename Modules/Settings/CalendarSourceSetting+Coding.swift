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
      skip: try container.optional("skip") ?? [], region: try container.optional("region"),
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
