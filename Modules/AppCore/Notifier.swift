import Domain
import Notifications

/// tq-notify's job: the context of a day, through one sink. Reads only; never changes anything.
public struct Notifier: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// - Parameter sink: the sink's name; nil means the one saved in settings (`stdout` by default).
  public func deliver(date: LocalDate, player: String?, sink name: String?) async throws {
    let sink = try dependencies.sinks.sink(named: try name ?? dependencies.settings.load().notifications.sink)
    let look = try await ContextService(dependencies).look(from: date, through: date, player: player)
    try await sink.deliver(Delivery(context: look.days[0], player: look.player))
  }
}
