import Domain

/// How `tq-notify` delivers the day's chip.
public struct NotificationSettings: Codable, Equatable, Sendable {
  /// The sink used when `--sink` is not given: `stdout`, `json`, `waybar`, `polybar` or `desktop`.
  public var sink: String
  /// Whose day the notifier describes when a household has several players; nil for the household.
  public var player: String?
  /// Keys from a newer version, kept as they were.
  public var unknownKeys: [String: UnknownJSON]

  public init(sink: String = "stdout", player: String? = nil, unknownKeys: [String: UnknownJSON] = [:]) {
    self.sink = sink
    self.player = player
    self.unknownKeys = unknownKeys
  }

  static let knownKeys: Set<String> = ["sink", "player"]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    sink = try container.value("sink", or: "stdout")
    guard !sink.isEmpty, sink.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      throw container.invalid("sink", "'\(sink)' is not a sink name: use stdout, json, waybar, polybar or desktop")
    }
    player = try container.text("player")
    unknownKeys = try container.unknownKeys(known: Self.knownKeys)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    try container.put(sink, "sink")
    if let player { try container.put(player, "player") }
  }
}
