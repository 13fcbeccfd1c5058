import Foundation

/// What `tq-notify timer install` put in place: when, through which sink, for whom.
public struct DailyTimerSchedule: Hashable, Sendable {
  public var at: DailyTime
  public var sink: String
  /// nil for the household.
  public var player: String?
  /// The `--home` the timer's runs use; nil for the usual folders.
  public var home: String?
  /// The routines' start times (a done-by time less the tasks' minutes), earliest first: the timer
  /// also runs at each, and a run delivers the starts due.
  public var starts: [DailyTime]

  public init(at: DailyTime, sink: String, player: String? = nil, home: String? = nil, starts: [DailyTime] = []) {
    self.at = at
    self.sink = sink
    self.player = player
    self.home = home
    self.starts = starts
  }
}

/// Whether and when the service manager that runs the timer (systemd's user manager on Linux)
/// runs it.
public struct DailyTimerRunState: Hashable, Sendable {
  /// A yes or no, with the manager's own word for it (e.g. `enabled`, `disabled`, `static`), which
  /// people and scripts are shown as the manager said it.
  public struct Answer: Hashable, Sendable {
    public var yes: Bool
    public var word: String

    public init(_ yes: Bool, word: String) {
      self.yes = yes
      self.word = word
    }
  }

  /// Whether the manager knows the timer at all (`loaded`).
  public var known: Answer
  /// Whether the manager starts the timer by itself (`enabled`).
  public var enabled: Answer
  /// Whether the timer is waiting for its next run (`active`), not stopped.
  public var waiting: Answer
  public var nextRun: Date?
  public var lastRun: Date?

  public init(known: Answer, enabled: Answer, waiting: Answer, nextRun: Date?, lastRun: Date?) {
    self.known = known
    self.enabled = enabled
    self.waiting = waiting
    self.nextRun = nextRun
    self.lastRun = lastRun
  }
}

/// `tq-notify timer status`: the installed schedule, and whether and when the user's service
/// manager runs it.
public struct DailyTimerReport: Hashable, Sendable {
  /// nil when no TimeQuest timer is installed.
  public var schedule: DailyTimerSchedule?
  public var serviceFile: String
  public var timerFile: String
  /// Unit files of TimeQuest's names that TimeQuest did not write (left alone).
  public var foreignFiles: [String]
  /// Whether the user's service manager answers.
  public var userManager: Bool
  /// nil without a user manager or without a schedule.
  public var runState: DailyTimerRunState?
  /// `loginctl`'s Linger: false means the user manager (and the timer) runs only while logged in;
  /// nil when unknown.
  public var linger: Bool?
  /// The crontab line to use instead, when no user manager runs the timer.
  public var cronLine: String?
  /// The sink plain `tq-notify` uses without `--sink` (the settings'), and where it is saved: a
  /// `timer install` of an earlier version saved its own sink there, which `timer status` points out.
  public var plainSink = "stdout"
  public var settingsFile = ""

  public init(
    schedule: DailyTimerSchedule?, serviceFile: String, timerFile: String, foreignFiles: [String],
    userManager: Bool, runState: DailyTimerRunState?, linger: Bool?, cronLine: String?
  ) {
    self.schedule = schedule
    self.serviceFile = serviceFile
    self.timerFile = timerFile
    self.foreignFiles = foreignFiles
    self.userManager = userManager
    self.runState = runState
    self.linger = linger
    self.cronLine = cronLine
  }
}

/// What `tq-notify timer install` did.
public struct DailyTimerInstallation: Hashable, Sendable {
  public enum Activation: Hashable, Sendable {
    /// The user manager reloaded and (re)started the timer.
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
