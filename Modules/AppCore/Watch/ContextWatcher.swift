import CalendarIO
import Domain
import Foundation
import Notifications
import Platform

/// `tq-notify --watch`: delivers the day's context, then again only when what it says changed —
/// local midnight passed, a calendar file or folder changed, the settings (an override) or the
/// database changed, or the wall clock jumped (a suspended laptop waking up). Between checks it
/// sleeps in poll(2) on the inotify descriptor, at most `Options.longestSleep` at a time as the
/// dependencies' monotonic clock measures it.
public struct ContextWatcher: Sendable {
  public struct Options: Sendable, Equatable {
    /// Use inotify; when off (or unavailable), files are compared every `pollInterval`.
    public var inotify: Bool
    /// How often files are compared by `stat` when inotify cannot watch them all.
    public var pollInterval: Duration
    /// The longest single sleep: a wall-clock jump (after suspend and resume) is noticed within it.
    public var longestSleep: Duration
    /// How often sources that say nothing when they change (feeds) are read again; nil: as each
    /// source asks (15 minutes for a feed).
    public var networkRefresh: Duration?

    public init(
      inotify: Bool = true, pollInterval: Duration = .seconds(30), longestSleep: Duration = .seconds(60),
      networkRefresh: Duration? = nil
    ) {
      self.inotify = inotify
      self.pollInterval = pollInterval
      self.longestSleep = longestSleep
      self.networkRefresh = networkRefresh
    }

    /// `TIMEQUEST_WATCH_POLL`'s range in seconds: faster would spin, slower than a day means nothing.
    public static let pollRange = 0.1...86_400.0

    /// The options for `variables`: `TIMEQUEST_WATCH_POLL=SECONDS` turns inotify off and compares
    /// files every SECONDS instead (for network file systems, where inotify sees nothing). Unset or
    /// empty: inotify.
    /// - Throws: `WatchPollError` (64) for anything but a number of seconds in `pollRange`.
    public static func from(_ variables: [String: String]) throws(WatchPollError) -> Options {
      guard let text = variables[WatchPollError.variable], !text.isEmpty else { return Options() }
      guard let seconds = Double(text), pollRange.contains(seconds) else { throw WatchPollError(value: text) }
      return Options(inotify: false, pollInterval: .milliseconds(Int64((seconds * 1000).rounded())))
    }
  }

  let dependencies: AppDependencies
  let options: Options

  public init(_ dependencies: AppDependencies, options: Options = Options()) {
    self.dependencies = dependencies
    self.options = options
  }

  /// Delivers until `stop` (a descriptor) becomes readable; the program passes none and ends on a signal.
  /// - Parameter warn: called with each warning once (a log that cannot be written, a sink that failed).
  /// - Throws: what stops the first delivery (an unknown sink or player, a sink that cannot
  ///   deliver at all); later failures are warnings and the watch goes on.
  public func run(_ request: Notifier.Request, stop: Int32? = nil, warn: @escaping (String) -> Void) async throws {
    let notifier = Notifier(dependencies)
    let name = try notifier.sinkName(request)
    let sink = try dependencies.sinks.sink(named: name)
    var last: Delivery?
    var warned: Set<String> = []
    while true {
      // Watches first, so a change made while the day is worked out still wakes the next sleep.
      let watched = watchedSources()
      let watch = FileWatch(watched.paths, inotify: options.inotify)
      let delivery = try await notifier.delivery(for: request, sink: name)
      if delivery != last {
        do {
          let outcome = try await notifier.send(delivery, through: sink, named: name, once: request.once)
          for warning in outcome.warnings where warned.insert(warning).inserted { warn(warning) }
          last = delivery
        } catch {
          guard last != nil else { throw error }
          let warning = ExitStatus.message(for: error)
          if warned.insert(warning).inserted { warn(warning) }
        }
        // A delivery that cannot be written (a full disk) ends the watch; the program then exits
        // 74 with one line naming standard output, as every command does.
        guard StandardOutput.finish() == nil else { return }
      }
      guard await sleep(watching: watch, refresh: watched.refresh, stop: stop) else { return }
    }
  }

  /// Sleeps until something may have changed the day's words, or a source asked to be read again
  /// (`refresh`). Returns false when `stop` was signalled.
  func sleep(watching watch: FileWatch, refresh: Duration? = nil, stop: Int32?) async -> Bool {
    let zone = dependencies.environment.timeZone
    let startDay = dependencies.today
    var wall = dependencies.clock.now()
    var boot = BootClock.seconds()
    let refreshAt = refresh.map { boot + $0 / .seconds(1) }
    while true {
      var timeout = options.longestSleep
      if watch.descriptor == nil || !watch.complete { timeout = min(timeout, options.pollInterval) }
      if let refreshAt { timeout = min(timeout, .milliseconds(Int64(max(0, refreshAt - boot) * 1000))) }
      // A few milliseconds past midnight, so the clock reads the new day on waking.
      let untilMidnight = Self.nextMidnight(after: wall, in: zone).timeIntervalSince(wall) + 0.005
      timeout = min(timeout, .milliseconds(Int64(max(0, untilMidnight) * 1000)))
      switch await wait(watch.descriptor, stop: stop, timeout: timeout) {
      case .stop: return false
      case .files:
        // An editor or a sync writes several files at once: one look after they have settled.
        var relevant = watch.drain()
        while await wait(watch.descriptor, stop: stop, timeout: .milliseconds(100)) == .files {
          relevant = watch.drain() || relevant
        }
        if relevant { return true }
      case .timeout: break
      }
      let nowWall = dependencies.clock.now()
      let nowBoot = BootClock.seconds()
      // The wall clock moved other than the time that passed (set by hand or by NTP after a resume).
      let jumped = abs(nowWall.timeIntervalSince(wall) - (nowBoot - boot)) > 2
      wall = nowWall
      boot = nowBoot
      if jumped || dependencies.today != startDay || watch.changedOnDisk { return true }
      if let refreshAt, nowBoot >= refreshAt { return true }
    }
  }

  enum Wake: Equatable { case stop, files, timeout }

  /// Waits until the inotify descriptor or `stop` is readable, or `timeout` has passed on the
  /// dependencies' monotonic clock; no descriptor at all is a plain sleep on that clock. When both
  /// end together, what the descriptors say wins: a stop is never mistaken for a timeout.
  func wait(_ descriptor: Int32?, stop: Int32?, timeout: Duration) async -> Wake {
    let clock = dependencies.monotonicClock
    let descriptors = [descriptor, stop].compactMap { $0 }
    guard !descriptors.isEmpty, let poll = ReadableWait() else {
      try? await clock.sleep(for: timeout)
      return .timeout
    }
    let ready = await withTaskGroup(of: Set<Int32>.self) { group in
      group.addTask { await poll.readable(descriptors) }
      group.addTask {
        try? await clock.sleep(for: timeout)
        return []
      }
      var ready = await group.next() ?? []
      group.cancelAll()
      poll.interrupt()
      for await more in group { ready.formUnion(more) }
      return ready
    }
    if let stop, ready.contains(stop) { return .stop }
    return ready.isEmpty ? .timeout : .files
  }

  static func nextMidnight(after instant: Date, in zone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = zone
    let start = calendar.startOfDay(for: instant)
    return calendar.date(byAdding: .day, value: 1, to: start) ?? instant.addingTimeInterval(86_400)
  }

  /// The settings file, the database and what each connected calendar's source watches; how often
  /// the sources that cannot be watched want reading again (the shortest of their intervals).
  func watchedSources() -> (paths: WatchedPaths, refresh: Duration?) {
    let environment = dependencies.environment
    var paths = WatchedPaths(
      folders: [],
      files: [environment.settingsFile.path, environment.databaseFile.path + "*"])
    var refresh: Duration?
    let sources = (try? dependencies.settings.load().calendar.sources) ?? []
    for source in sources {
      guard let watch = (try? dependencies.calendarSources.source(for: source))?.watch else { continue }
      paths.folders += watch.folders
      paths.files += watch.files
      refresh = [refresh, watch.refresh].compactMap { $0 }.min()
    }
    if refresh != nil, let interval = options.networkRefresh { refresh = interval }
    return (paths, refresh)
  }
}

/// `TIMEQUEST_WATCH_POLL` that is not a number of seconds in `ContextWatcher.Options.pollRange`.
public struct WatchPollError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  public static let variable = "TIMEQUEST_WATCH_POLL"
  public var value: String

  public var description: String {
    let range = ContextWatcher.Options.pollRange
    return "\(Self.variable) must be a number of seconds from \(range.lowerBound) to \(Int(range.upperBound)) "
      + "(it is '\(value.prefix(40))'); unset it to watch with inotify"
  }

  public var exitCode: Int32 { 64 }
}
