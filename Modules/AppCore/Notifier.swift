import Domain
import Foundation
import Notifications
import Storage

/// tq-notify's job: the context of a day, through one sink. It changes nothing of the household;
/// with `once` it keeps a delivery log in the state folder (dates, players and kinds only).
public struct Notifier: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  /// One delivery to make.
  public struct Request: Sendable, Equatable {
    /// The day spoken about (the day after the reader's day for `.tomorrow`); nil: today, or
    /// tomorrow for `.tomorrow`, as the clock says at the moment of delivery.
    public var date: LocalDate?
    public var relative: RelativeDay
    /// Any case; nil for the household.
    public var player: String?
    /// The sink's name; nil means the one saved in settings (`stdout` by default).
    public var sink: String?
    /// Deliver at most once per day, player and sink unless what is said changed (`--once`).
    public var once: Bool
    /// How long to wait for the network when no network source can be reached (`--network-wait`).
    public var networkWait: Duration

    public init(
      date: LocalDate? = nil, relative: RelativeDay = .today, player: String? = nil, sink: String? = nil,
      once: Bool = false, networkWait: Duration = .zero
    ) {
      self.date = date
      self.relative = relative
      self.player = player
      self.sink = sink
      self.once = once
      self.networkWait = networkWait
    }
  }

  /// What became of a request.
  public struct Outcome: Sendable, Equatable {
    /// False when `once` found the same words already delivered.
    public var delivered: Bool
    /// Lines for standard error: something went wrong that did not stop the delivery.
    public var warnings: [String]
    /// What was (or would have been) delivered.
    public var delivery: Delivery
  }

  /// Delivers the context of `date` through the sink named `sink` (or the saved one).
  public func deliver(date: LocalDate, player: String?, sink name: String?) async throws {
    _ = try await deliver(Request(date: date, player: player, sink: name))
  }

  /// Delivers one request: the context is worked out fresh, then sent (or, with `once`, skipped
  /// when the log says the same was already sent).
  /// - Throws: an unknown sink or player (64), a sink that could not deliver (69). Broken
  ///   settings or database never stop a delivery: the day is delivered as the weekday view with the reason.
  public func deliver(_ request: Request) async throws -> Outcome {
    let settings = SettingsReading(dependencies.settings)
    let name = sinkName(request, settings: settings)
    let sink = try dependencies.sinks.sink(named: name)
    let delivery = try await delivery(for: request, sink: name, settings: settings)
    return try await send(delivery, through: sink, named: name, once: request.once)
  }

  /// `--starts`: each routine on the day (its weekdays and calendar mode, as `tq-player today`
  /// shows it) with a done-by time whose start is now or was up to `StartNotice.window` minutes
  /// ago, delivered through the sink, for the player asked for, else the saved one, else every player.
  /// - Returns: what was delivered, none when no start is due.
  /// - Throws: an unknown sink or player, a sink that could not deliver, the database's errors.
  public func deliverStarts(_ request: Request) async throws -> [Delivery] {
    let settings = SettingsReading(dependencies.settings)
    let name = sinkName(request, settings: settings)
    let sink = try dependencies.sinks.sink(named: name)
    let now = dependencies.clock.now()
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = dependencies.environment.timeZone
    let time = calendar.dateComponents([.hour, .minute], from: now)
    let minute = (time.hour ?? 0) * 60 + (time.minute ?? 0)
    let date = request.date ?? LocalDate(now, in: dependencies.environment.timeZone)
    let saved = request.player == nil ? (try? settings.get().notifications.player) ?? nil : nil
    let quests = TodayQuests(dependencies)
    var delivered: [Delivery] = []
    for player in try quests.players(named: request.player ?? saved) {
      let day = try await quests.day(for: player, on: date)
      for start in day.quests.compactMap(StartNotice.init(routine:)) where start.isDue(at: minute) {
        let delivery = Delivery(
          context: day.context, player: player, language: language(of: player, settings: settings), start: start)
        try await sink.deliver(delivery)
        delivered.append(delivery)
      }
    }
    return delivered
  }

  /// The sink's name: the request's, else the one saved in settings, else `stdout`.
  public func sinkName(_ request: Request) throws -> String {
    sinkName(request, settings: SettingsReading(dependencies.settings))
  }

  func sinkName(_ request: Request, settings: SettingsReading) -> String {
    if let sink = request.sink { return sink }
    // Settings that cannot be read still deliver, through the default sink.
    return (try? settings.get().notifications.sink) ?? "stdout"
  }

  /// The delivery for `request`, worked out now: the day's context, for the player as stored.
  /// A status bar must never lose its module, so for `waybar` even an unknown player gives the
  /// weekday view with the reason instead of an error.
  /// Without a player asked for, the one saved in settings (`timer install --player`) is spoken
  /// about; one who has since been removed gives the household's day rather than no delivery.
  public func delivery(for request: Request, sink: String) async throws -> Delivery {
    try await delivery(for: request, sink: sink, settings: SettingsReading(dependencies.settings))
  }

  /// The delivery for `request`, with the settings read at most once for it.
  func delivery(for request: Request, sink: String, settings: SettingsReading) async throws -> Delivery {
    let date = request.date ?? dependencies.today.adding(days: request.relative.offset)
    let saved = request.player == nil ? (try? settings.get().notifications.player) ?? nil : nil
    let calendar = { try settings.get().calendar }
    do {
      let service = ContextService(dependencies)
      let look: ContextService.Look
      do {
        look = try await service.look(
          from: date, through: date, player: request.player ?? saved, networkWait: request.networkWait,
          settings: calendar)
      } catch AppError.unknownPlayer where saved != nil {
        look = try await service.look(
          from: date, through: date, player: nil, networkWait: request.networkWait, settings: calendar)
      }
      return Delivery(
        context: look.days[0], player: look.player, relative: request.relative,
        language: language(of: look.player, settings: settings))
    } catch {
      if sink != "waybar" && Self.isAsked(error) { throw error }
      let context = DayContext(
        date: date, kind: .unknown, reason: ExitStatus.message(for: error), rule: .noInformation)
      return Delivery(
        context: context, player: request.player, relative: request.relative,
        language: language(of: nil, settings: settings))
    }
  }

  /// The reader's message language, with the settings this delivery already read.
  func language(of player: String?, settings: SettingsReading) -> String {
    MessageLanguages(dependencies, household: (try? settings.get())?.language).of(player: player).code
  }

  /// A mistake in what was asked (an unknown player): said, rather than delivered as a weekday.
  static func isAsked(_ error: any Error) -> Bool {
    if case AppError.unknownPlayer? = error as? AppError { return true }
    return ExitStatus.code(for: error) == 64
  }

  /// Sends `delivery` unless `once` finds it already sent, and records it when `once` is asked.
  /// A log that cannot be written is a warning, never a reason not to deliver.
  public func send(
    _ delivery: Delivery, through sink: any NotificationSink, named name: String, once: Bool
  ) async throws -> Outcome {
    let store = DeliveryLogStore(folder: dependencies.environment.stateDirectory)
    if once && store.load().contains(delivery, sink: name) {
      return Outcome(delivered: false, warnings: [], delivery: delivery)
    }
    try await sink.deliver(delivery)
    guard once else { return Outcome(delivered: true, warnings: [], delivery: delivery) }
    do {
      let today = dependencies.today
      try store.update { $0.recording(delivery, sink: name, today: today) }
      return Outcome(delivered: true, warnings: [], delivery: delivery)
    } catch {
      let reason = (error as? AtomicFile.Failure).map { "\($0.path): \($0.reason)" } ?? "\(store.path): \(error)"
      let warning =
        "delivered, but the delivery log could not be written (\(reason)); the next --once run delivers again"
      return Outcome(delivered: true, warnings: [warning], delivery: delivery)
    }
  }
}
