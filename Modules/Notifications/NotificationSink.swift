import Domain
import Platform

/// What the notifier delivers: the context of a day, for a player or the household.
public struct Delivery: Sendable, Hashable {
  public var context: DayContext
  public var player: String?
  /// Whether the day is spoken of as today or as tomorrow (`--tomorrow`); sinks word it so.
  public var relative: RelativeDay
  /// The code of the language the chip and the sentence are written in (see `MessageLanguage`).
  public var language: String
  /// A routine's start on the day (`tq-notify --starts`): then the words are the start's, not the day's.
  public var start: StartNotice?

  public init(
    context: DayContext, player: String? = nil, relative: RelativeDay = .today, language: String = "en",
    start: StartNotice? = nil
  ) {
    self.context = context
    self.player = player
    self.relative = relative
    self.language = language
    self.start = start
  }
}

/// Where a sink's text goes: standard output in the apps, a buffer in tests; shared by the sinks
/// of one registry, and never failing (a write standard output could not take is told at the end).
public typealias TextOutput = any ByteSink<Never> & Sendable

/// A delivery channel, registered by name in `NotificationSinks`. Each sink owns where its
/// delivery goes (standard output, a desktop notification), captured when the registry is built.
public protocol NotificationSink: Sendable {
  /// - Throws: `NotificationError` when nothing could be delivered.
  func deliver(_ delivery: Delivery) async throws(NotificationError)
}

public enum NotificationError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
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

/// The sinks by name. Adding one is one line in `standard(output:)`.
public struct NotificationSinks: Sendable {
  private var sinks: [(String, any NotificationSink)]

  public init(_ sinks: [(String, any NotificationSink)]) { self.sinks = sinks }

  /// The text sinks, writing to `output` (standard output in the programs).
  public static func standard(output: TextOutput) -> NotificationSinks {
    NotificationSinks([
      ("stdout", TextSink(output: output)),
      ("json", JSONSink(output: output)),
      ("waybar", WaybarSink(output: output)),
    ])
  }

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
