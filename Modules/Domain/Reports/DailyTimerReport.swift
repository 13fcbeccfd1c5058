import Foundation

/// What `tq-notify timer install` put in place: when, through which sink, for whom.
public struct DailyTimerSchedule: Hashable, Sendable {
  public var at: DailyTime
  public var sink: String
  /// nil for the household.
  public var player: String?
  /// The `--home` the timer's runs use; nil for the usual folders.
  public var home: String?

  public init(at: DailyTime, sink: String, player: String? = nil, home: String? = nil) {
    self.at = at
    self.sink = sink
    self.player = player
    self.home = home
  }
}

/// What systemd says about the installed timer (`systemctl --user show`).
public struct DailyTimerSystemdState: Hashable, Sendable {
  /// `loaded` when the user manager knows the unit, else e.g. `not-found`.
  public var loadState: String
  /// `enabled`, `disabled`, …
  public var unitFileState: String
  /// `active` while the timer is waiting, `inactive` when stopped.
  public var activeState: String
  public var nextRun: Date?
  public var lastRun: Date?

  public init(loadState: String, unitFileState: String, activeState: String, nextRun: Date?, lastRun: Date?) {
    self.loadState = loadState
    self.unitFileState = unitFileState
    self.activeState = activeState
    self.nextRun = nextRun
    self.lastRun = lastRun
  }
}

/// `tq-notify timer status`: the installed schedule, and whether and when systemd runs it.
public struct DailyTimerReport: Hashable, Sendable {
  /// nil when no TimeQuest timer is installed.
  public var schedule: DailyTimerSchedule?
  public var serviceFile: String
  public var timerFile: String
  /// Unit files of TimeQuest's names that TimeQuest did not write (left alone).
  public var foreignFiles: [String]
  /// Whether a systemd user manager answers.
  public var userManager: Bool
  /// nil without a user manager or without a schedule.
  public var systemd: DailyTimerSystemdState?
  /// `loginctl`'s Linger: false means the user manager (and the timer) runs only while logged in;
  /// nil when unknown.
  public var linger: Bool?
  /// The crontab line to use instead, when no user manager runs the timer.
  public var cronLine: String?

  public init(
    schedule: DailyTimerSchedule?, serviceFile: String, timerFile: String, foreignFiles: [String],
    userManager: Bool, systemd: DailyTimerSystemdState?, linger: Bool?, cronLine: String?
  ) {
    self.schedule = schedule
    self.serviceFile = serviceFile
    self.timerFile = timerFile
    self.foreignFiles = foreignFiles
    self.userManager = userManager
    self.systemd = systemd
    self.linger = linger
    self.cronLine = cronLine
  }
}

/// What `tq-notify timer install` did.
public struct DailyTimerInstallation: Hashable, Sendable {
  public enum Activation: Hashable, Sendable {
    /// systemd reloaded and (re)started the timer.
    case enabled
    /// The timer was already enabled and waiting with these very files.
    case alreadyEnabled
    /// No user manager runs here: the crontab line is the way.
    case noUserManager(cronLine: String)
  }

  public var schedule: DailyTimerSchedule
  public var serviceFile: String
  public var timerFile: String
  /// The files were already byte for byte what this install would write.
  public var unchanged: Bool
  public var activation: Activation

  public init(
    schedule: DailyTimerSchedule, serviceFile: String, timerFile: String, unchanged: Bool, activation: Activation
  ) {
    self.schedule = schedule
    self.serviceFile = serviceFile
    self.timerFile = timerFile
    self.unchanged = unchanged
    self.activation = activation
  }
}

/// What `tq-notify timer remove` did.
public struct DailyTimerRemoval: Hashable, Sendable {
  /// The files deleted (TimeQuest's own only).
  public var removed: [String]
  /// Files of TimeQuest's names that TimeQuest did not write, left as they are.
  public var foreignFiles: [String]
  public var userManager: Bool
  /// Problems that did not stop the removal (a failed `systemctl --user disable`).
  public var warnings: [String]

  public init(removed: [String], foreignFiles: [String], userManager: Bool, warnings: [String]) {
    self.removed = removed
    self.foreignFiles = foreignFiles
    self.userManager = userManager
    self.warnings = warnings
  }
}
