import Domain

/// What the notifier delivers: the context of a day, for a player or the household.
public struct Delivery: Sendable, Hashable {
  public var context: DayContext
  public var player: String?

  public init(context: DayContext, player: String? = nil) {
    self.context = context
    self.player = player
  }
}

/// Where written text goes; the apps pass standard output, tests pass a buffer.
public protocol TextOutput: Sendable {
  func write(_ text: String)
}

/// A delivery channel, registered by name in `NotificationSinks`.
public protocol NotificationSink: Sendable {
  /// - Throws: `NotificationError` when nothing could be delivered.
  func deliver(_ delivery: Delivery, to output: any TextOutput) throws(NotificationError)
}

public enum NotificationError: Error, Equatable, Sendable, CustomStringConvertible {
  case unknownSink(String, known: [String])
  case deliveryFailed(sink: String, reason: String)

  public var description: String {
    switch self {
    case .unknownSink(let name, let known):
      "'\(name)' is not a notification sink: use one of \(known.joined(separator: ", "))"
    case .deliveryFailed(let sink, let reason):
      "could not deliver through \(sink): \(reason)"
    }
  }

  /// sysexits: 64 for a wrong name, 69 when the channel is unavailable.
  public var exitCode: Int32 {
    switch self {
    case .unknownSink: 64
    case .deliveryFailed: 69
    }
  }
}

/// The sinks by name. Adding one is one line in `standard`.
public struct NotificationSinks: Sendable {
  private var sinks: [(String, any NotificationSink)]

  public init(_ sinks: [(String, any NotificationSink)]) { self.sinks = sinks }

  public static let standard = NotificationSinks([
    ("stdout", TextSink()),
    ("json", JSONSink()),
    ("waybar", WaybarSink()),
  ])

  public var names: [String] { sinks.map(\.0) }

  public func sink(named name: String) throws(NotificationError) -> any NotificationSink {
    guard let match = sinks.first(where: { $0.0 == name }) else { throw .unknownSink(name, known: names) }
    return match.1
  }

  public func registering(_ name: String, _ sink: any NotificationSink) -> NotificationSinks {
    var copy = self
    copy.sinks.removeAll { $0.0 == name }
    copy.sinks.append((name, sink))
    return copy
  }
}
