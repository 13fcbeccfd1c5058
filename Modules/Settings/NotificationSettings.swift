import Domain

/// How `tq-notify` delivers the day's chip.
public struct NotificationSettings: Codable, Equatable, Sendable {
  /// The sink used when `--sink` is not given: `stdout`, `json`, `waybar`, `polybar` or `desktop`.
  public var sink: String
  /// Whose day the notifier describes when a household has several players; nil for the household.
  public var player: String?
  /// How long a delivery waits for the network when no network calendar can be reached, when
  /// `--network-wait` is not given (`timer install --network-wait`); nil: the default, 30 s.
  public var networkWaitSeconds: Int?
  /// Keys from a newer version, kept as they were.
  public var unknownKeys: [String: UnknownJSON]

  public init(
    sink: String = "stdout", player: String? = nil, networkWaitSeconds: Int? = nil,
    unknownKeys: [String: UnknownJSON] = [:]
  ) {
    self.sink = sink
    self.player = player
    self.networkWaitSeconds = networkWaitSeconds
    self.unknownKeys = unknownKeys
  }

  /// The longest wait: a timer's delivery should not hang on a network that is not coming.
  public static let networkWaitRange = 0...600

  static let knownKeys: Set<String> = ["sink", "player", "networkWaitSeconds"]

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: AnyCodingKey.self)
    sink = try container.value("sink", or: "stdout")
    guard !sink.isEmpty, sink.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else {
      throw container.invalid("sink", "'\(sink)' is not a sink name: use stdout, json, waybar, polybar or desktop")
    }
    player = try container.text("player")
    networkWaitSeconds = try container.optional("networkWaitSeconds")
    if let seconds = networkWaitSeconds, !Self.networkWaitRange.contains(seconds) {
      throw container.invalid(
        "networkWaitSeconds", "\(seconds) is not 0 to 600 seconds: set it with 'tq-notify timer install --network-wait'"
      )
    }
    unknownKeys = try container.unknownKeys(known: Self.knownKeys)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.put(unknown: unknownKeys, except: Self.knownKeys)
    try container.put(sink, "sink")
    if let player { try container.put(player, "player") }
    if let networkWaitSeconds { try container.put(networkWaitSeconds, "networkWaitSeconds") }
  }
}
