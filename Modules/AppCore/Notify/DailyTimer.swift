import Domain
import Foundation
import Platform
import Storage

/// `tq-notify timer install | remove | status`: the daily delivery as a systemd user timer, or as
/// a crontab line where no user manager runs.
public struct DailyTimer: Sendable {
  /// The running program, as the unit's `ExecStart=` and the crontab line name it.
  public struct Program: Sendable, Equatable {
    /// Absolute path of the tq-notify binary.
    public var executable: String
    public var userID: UInt32

    public init(executable: String, userID: UInt32) {
      self.executable = executable
      self.userID = userID
    }

    /// This process: `/proc/self/exe` resolved, so the unit names the real binary, not a symlink
    /// or a relative path that means nothing to systemd.
    public static func current() -> Program {
      let resolved = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
      let executable =
        resolved == "/proc/self/exe"
        ? StorageLocations.absolutePath(CommandLine.arguments.first ?? "tq-notify")
        : notifyName(resolved: resolved, fileExists: { FileManager.default.fileExists(atPath: $0) })
      return Program(executable: executable, userID: getuid())
    }

    /// An installed `tq-notify` is a link to the multi-call `timequest`, which runs as the program
    /// its started name says: a unit naming the binary itself would start `timequest deliver`, a
    /// usage error. The `tq-notify` link beside it is named instead, when there is one.
    public static func notifyName(resolved: String, fileExists: (String) -> Bool) -> String {
      let binary = URL(fileURLWithPath: resolved)
      guard binary.lastPathComponent != "tq-notify" else { return resolved }
      let link = binary.deletingLastPathComponent().appendingPathComponent("tq-notify").path
      return fileExists(link) ? link : resolved
    }
  }

  /// When the timer delivers unless `--at` says otherwise.
  public static let defaultTime = DailyTime(hour: 6, minute: 45)!

  let dependencies: AppDependencies
  let program: Program

  public init(_ dependencies: AppDependencies, program: Program) {
    self.dependencies = dependencies
    self.program = program
  }

  /// `$XDG_CONFIG_HOME/systemd/user`: where systemd looks for a user's units. `--home` does not move
  /// it, since a unit anywhere else is never run; tests point `XDG_CONFIG_HOME` at a temporary folder.
  public var unitFolder: String {
    let config = dependencies.environment.variables["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    return (config ?? dependencies.environment.userHome + "/.config") + "/systemd/user"
  }

  var serviceFile: String { unitFolder + "/" + DailyTimerUnits.serviceName }
  var timerFile: String { unitFolder + "/" + DailyTimerUnits.timerName }
  var manager: SystemdUserManager { SystemdUserManager(processes: dependencies.processes) }

  /// Writes the units (when they differ) and has the user manager run the timer; an option left
  /// out keeps what is installed. The sink and player are never saved: the unit names its own, so
  /// plain `tq-notify` (a status bar's, a terminal's) goes on as it did. A `networkWait` given
  /// (seconds) is saved as every delivery's wait for the network, which is what it was asked for.
  /// - Throws: `DailyTimerError`, `NotificationError.unknownSink` (64), `AppError.unknownPlayer` (65).
  public func install(at time: String?, sink: String?, player: String?, networkWait: Int? = nil) async throws
    -> DailyTimerInstallation
  {
    let schedule = try await chooseSchedule(at: time, sink: sink, player: player)
    for path in [program.executable] + (schedule.home.map { [$0] } ?? [])
    where DailyTimerUnits.hasControlCharacter(path) {
      throw DailyTimerError.unsafePath(path)
    }
    let units = DailyTimerUnits(schedule: schedule, executable: program.executable)
    let files = [(serviceFile, units.service), (timerFile, units.timer)]
    let existing = files.map { read($0.0) }
    for ((path, _), text) in zip(files, existing) where text.map(DailyTimerUnits.isOurs) == false {
      throw DailyTimerError.notOurs(path: path)
    }
    let unchanged = zip(files, existing).allSatisfy { $0.0.1 == $0.1 }
    let rewrite = !unchanged && existing.contains { $0 != nil }

    if let networkWait { try saveNetworkWait(networkWait) }
    if !unchanged {
      for (path, text) in files {
        do { try AtomicFile.write(Data(text.utf8), to: path) } catch {
          throw DailyTimerError.writeFailed(path: path, reason: error.reason)
        }
      }
    }

    let activation: DailyTimerInstallation.Activation
    if await manager.isRunning() {
      activation = try await activate(changed: !unchanged, rewrite: rewrite)
    } else {
      activation = .noUserManager(cronLine: units.cronLine(userID: program.userID))
    }
    return DailyTimerInstallation(
      schedule: schedule, serviceFile: serviceFile, timerFile: timerFile, unchanged: unchanged, activation: activation)
  }

  /// Stops and disables the timer, deletes the files TimeQuest wrote and reloads; fine when
  /// nothing is installed. Files of these names that TimeQuest did not write are left alone.
  public func remove() async throws -> DailyTimerRemoval {
    let paths = [timerFile, serviceFile]
    let ours = paths.filter { read($0).map(DailyTimerUnits.isOurs) == true }
    let foreign = paths.filter { read($0).map(DailyTimerUnits.isOurs) == false }
    let running = await manager.isRunning()
    var warnings: [String] = []
    guard !ours.isEmpty else {
      return DailyTimerRemoval(removed: [], foreignFiles: foreign, userManager: running, warnings: [])
    }
    if running && ours.contains(timerFile) {
      do {
        try await manager.systemctl(["disable", "--now", DailyTimerUnits.timerName], unitFolder: unitFolder)
      } catch {
        warnings.append("\(error)")
      }
    }
    // `enable` made this link; without a user manager to `disable`, it would dangle into a deleted file.
    let wants = unitFolder + "/timers.target.wants/" + DailyTimerUnits.timerName
    if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: wants), target == timerFile {
      unlink(wants)
    }
    for path in ours where unlink(path) != 0 && errno != ENOENT {
      throw DailyTimerError.removeFailed(path: path, reason: String(cString: strerror(errno)))
    }
    if running {
      do { try await manager.systemctl(["daemon-reload"], unitFolder: unitFolder) } catch {
        warnings.append("\(error)")
      }
    }
    return DailyTimerRemoval(removed: ours, foreignFiles: foreign, userManager: running, warnings: warnings)
  }

  /// The installed schedule and what systemd says about it.
  public func status() async throws -> DailyTimerReport {
    let texts = [serviceFile, timerFile].map { ($0, read($0)) }
    let foreign = texts.compactMap { path, text in text.map(DailyTimerUnits.isOurs) == false ? path : nil }
    let schedule = read(serviceFile).flatMap(DailyTimerUnits.schedule(in:))
    let running = await manager.isRunning()
    var runState: DailyTimerRunState?
    var linger: Bool?
    if running {
      if schedule != nil, let unit = await manager.unitState(DailyTimerUnits.timerName) {
        runState = DailyTimerRunState(
          known: .init(unit.isLoaded, word: unit.loadState), enabled: .init(unit.isEnabled, word: unit.unitFileState),
          waiting: .init(unit.isActive, word: unit.activeState), nextRun: unit.nextElapse, lastRun: unit.lastTrigger)
      }
      linger = await manager.linger(userID: program.userID)
    }
    let cronLine =
      running
      ? nil
      : schedule.map {
        DailyTimerUnits(schedule: $0, executable: program.executable).cronLine(userID: program.userID)
      }
    var report = DailyTimerReport(
      schedule: schedule, serviceFile: serviceFile, timerFile: timerFile, foreignFiles: foreign,
      userManager: running, runState: runState, linger: linger, cronLine: cronLine)
    report.plainSink = (try? dependencies.settings.load().notifications.sink) ?? "stdout"
    report.settingsFile = dependencies.environment.settingsFile.path
    return report
  }

  // MARK: - Steps

  /// The options given, else what is installed, else the saved settings, else the defaults; each
  /// checked before anything is written.
  func chooseSchedule(at time: String?, sink: String?, player: String?) async throws -> DailyTimerSchedule {
    let installed = read(serviceFile).flatMap(DailyTimerUnits.schedule(in:))
    let settings = try dependencies.settings.load().notifications
    let at: DailyTime
    if let time {
      guard let parsed = DailyTime(parsing: time) else { throw DailyTimerError.invalidTime(time) }
      at = parsed
    } else {
      at = installed?.at ?? Self.defaultTime
    }
    let chosenSink = sink ?? installed?.sink ?? defaultSink(saved: settings.sink)
    _ = try dependencies.sinks.sink(named: chosenSink)
    let chosenPlayer =
      try player.map { try Household(dependencies).resolvePlayer($0) } ?? installed?.player
      ?? settings.player
    // The starts as the routines are now: `timer install` again after a done-by time changes.
    let routines = try dependencies.database.open().routines(player: chosenPlayer)
    let starts = Set(routines.compactMap { StartNotice(routine: $0)?.start }).sorted { $0.minuteOfDay < $1.minuteOfDay }
    return DailyTimerSchedule(
      at: at, sink: chosenSink, player: chosenPlayer, home: dependencies.environment.home, starts: starts)
  }

  /// A timer printing to standard output writes only into the journal: a saved `stdout` (the
  /// settings' default) becomes `desktop` where that sink exists.
  func defaultSink(saved: String) -> String {
    saved == "stdout" && dependencies.sinks.names.contains("desktop") ? "desktop" : saved
  }

  /// The wait for the network every delivery takes when it is given none; settings untouched when equal.
  func saveNetworkWait(_ seconds: Int) throws {
    guard try dependencies.settings.load().notifications.networkWaitSeconds != seconds else { return }
    try dependencies.settings.update { $0.notifications.networkWaitSeconds = seconds }
  }

  /// New files: reload, enable and start (restart when the timer was already running with old
  /// ones). The same files: nothing, unless the timer is not enabled and waiting.
  func activate(changed: Bool, rewrite: Bool) async throws -> DailyTimerInstallation.Activation {
    let timer = DailyTimerUnits.timerName
    if changed {
      try await manager.systemctl(["daemon-reload"], unitFolder: unitFolder)
      try await manager.systemctl(["enable", "--now", timer], unitFolder: unitFolder)
      // A timer already waiting keeps its old time until it is restarted.
      if rewrite { try await manager.systemctl(["restart", timer], unitFolder: unitFolder) }
      return .enabled
    }
    let shown = await manager.show(timer, properties: ["UnitFileState", "ActiveState"])
    if shown?["UnitFileState"] == "enabled" && shown?["ActiveState"] == "active" { return .alreadyEnabled }
    try await manager.systemctl(["enable", "--now", timer], unitFolder: unitFolder)
    return .enabled
  }

  /// A unit file's text; nil when there is none (or it cannot be read as text).
  func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
