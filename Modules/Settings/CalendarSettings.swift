import Domain

/// What the parent chose about calendars. Only choices are stored, never calendar data.
public struct CalendarSettings: Codable, Equatable, Sendable {
  /// Calendar reading is off until the parent enables it.
  public var enabled: Bool
  public var sources: [CalendarSourceSetting]
  /// Calendar ids or titles that count for the household; empty means all.
  public var selection: [String]
  /// Per player (siblings at different schools): calendar ids or titles that count for them.
  public var playerSelection: [String: [String]]
  /// The title each chosen calendar id had when it was chosen, so that a calendar re-synced under a
  /// new id is still found by its title (and `calendar status` says so). A key of its own, so that
  /// older settings read as before and an older version keeps it as an unknown key.
  public var selectionTitles: [String: String] = [:]
  public var rules: ContextRules
  public var overrides: [DayOverride]
  /// Keys from a newer version, kept as they were (also kept inside `rules` and `rules.keywords`).
  public var unknownKeys: [String: UnknownJSON]
  var unknownRuleKeys: [String: UnknownJSON] = [:]
  var unknownKeywordKeys: [String: UnknownJSON] = [:]

  public init(
    enabled: Bool = false, sources: [CalendarSourceSetting] = [], selection: [String] = [],
    playerSelection: [String: [String]] = [:], rules: ContextRules = ContextRules(), overrides: [DayOverride] = [],
    unknownKeys: [String: UnknownJSON] = [:]
  ) {
    self.enabled = enabled
    self.sources = sources
    self.selection = selection
    self.playerSelection = playerSelection
    self.rules = rules
    self.overrides = overrides
    self.unknownKeys = unknownKeys
  }

  static let knownKeys: Set<String> = [
    "enabled", "sources", "selection", "playerSelection", "selectionTitles", "rules", "overrides",
  ]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    enabled = try container.value("enabled", or: false)
    sources = try container.value("sources", or: [])
    var seen: Set<String> = []
    for (index, source) in sources.enumerated() where !seen.insert(source.id).inserted {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [
            AnyCodingKey("sources"), AnyCodingKey(intValue: index)!, AnyCodingKey("id"),
          ],
          debugDescription: "'\(source.id)' is the id of two sources: remove one with `tq-parent calendar remove`"))
    }
    selection = try container.value("selection", or: [])
    playerSelection = try container.value("playerSelection", or: [:])
    selectionTitles = try container.value("selectionTitles", or: [:])
    // Ids, titles and player names, as every other text read back (`StoredText.readBackProblem`).
    let chosen =
      selection.enumerated().map { (["selection", "[\($0.offset)]"], $0.element) }
      + playerSelection.sorted { $0.key < $1.key }.flatMap { player, ids in
        [(["playerSelection", player], player)]
          + ids.enumerated().map { (["playerSelection", player, "[\($0.offset)]"], $0.element) }
      }
      + selectionTitles.sorted { $0.key < $1.key }.flatMap { id, title in
        [(["selectionTitles"], id), (["selectionTitles", id], title)]
      }
    for (keys, text) in chosen {
      if let problem = StoredText.readBackProblem(in: text) {
        let path = keys.map { key -> AnyCodingKey in
          if key.hasPrefix("["), let index = Int(key.dropFirst().dropLast()) { return AnyCodingKey(intValue: index)! }
          return AnyCodingKey(key)
        }
        throw DecodingError.dataCorrupted(
          .init(codingPath: container.codingPath + path, debugDescription: "the text \(problem): correct it"))
      }
    }
    let rules = try container.value("rules", or: RulesCoding(ContextRules()))
    self.rules = rules.rules
    unknownRuleKeys = rules.unknownKeys
    unknownKeywordKeys = rules.unknownKeywordKeys
    overrides = try container.value("overrides", or: [OverrideCoding]()).map(\.override)
    unknownKeys = try container.unknownKeys(known: Self.knownKeys)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    try container.put(enabled, "enabled")
    try container.put(sources, "sources")
    try container.put(selection, "selection")
    try container.put(playerSelection, "playerSelection")
    if !selectionTitles.isEmpty { try container.put(selectionTitles, "selectionTitles") }
    var rules = RulesCoding(rules)
    rules.unknownKeys = unknownRuleKeys
    rules.unknownKeywordKeys = unknownKeywordKeys
    try container.put(rules, "rules")
    try container.put(overrides.map(OverrideCoding.init), "overrides")
  }
}
