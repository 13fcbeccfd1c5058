import Domain
import Notifications

/// tq-notify's job: the context of a day, through one sink. Reads only; never changes anything.
public struct Notifier: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public func deliver(date: LocalDate, player: String?, sink name: String, output: any TextOutput) throws {
    let sink = try dependencies.sinks.sink(named: name)
    let resolved = try player.map { try Household(dependencies).resolvePlayer($0) }
    let context = try ContextService(dependencies).context(for: date, player: resolved)
    try sink.deliver(Delivery(context: context, player: resolved), to: output)
  }
}
