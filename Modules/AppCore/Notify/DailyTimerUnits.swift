import Domain
import Foundation
import Presentation

/// The text of the systemd user units and of the crontab line for a daily schedule. Pure: the
/// workflow decides where they go and what runs them.
public struct DailyTimerUnits: Sendable {
  public static let serviceName = "timequest-notify.service"
  public static let timerName = "timequest-notify.timer"
  /// The first line of every file TimeQuest writes: `remove` deletes only files that start with it.
  public static let marker = "# Written by TimeQuest (tq-notify timer install); 'tq-notify timer remove' deletes it."
  static let scheduleKey = "# TimeQuest-Schedule: "

  public var schedule: DailyTimerSchedule
  /// The absolute path of the tq-notify binary the service runs.
  public var executable: String

  public init(schedule: DailyTimerSchedule, executable: String) {
    self.schedule = schedule
    self.executable = executable
  }

  /// The arguments after the program: what each morning's run is told.
  public var arguments: [String] {
    var arguments = ["--once", "--sink", schedule.sink]
    if let player = schedule.player { arguments += ["--player", player] }
    if let home = schedule.home { arguments += ["--home", home] }
    return arguments
  }

  /// `timequest-notify.service`: one run of `tq-notify --once`.
  public var service: String {
    let command = ([Self.systemdWord(executable, quoted: true)] + arguments.map { Self.systemdWord($0) })
      .joined(separator: " ")
    return header + """
      #
      # The desktop sink needs the session bus and, for a notification daemon started on demand,
      # the display. The user manager hands every user service DBUS_SESSION_BUS_ADDRESS (and
      # tq-notify also finds the bus at /run/user/UID/bus). DISPLAY and WAYLAND_DISPLAY reach user
      # services when the desktop session imports them at login, as GNOME and KDE do; under another
      # window manager add this to its start-up:
      #   dbus-update-activation-environment --systemd DISPLAY WAYLAND_DISPLAY
      [Unit]
      Description=TimeQuest: the day's context chip (tq-notify)

      [Service]
      Type=oneshot
      ExecStart=\(command)

      """
  }

  /// `timequest-notify.timer`: every day at the chosen time, catching up at boot.
  public var timer: String {
    header + """
      [Unit]
      Description=TimeQuest: the day's context chip every day at \(schedule.at)

      [Timer]
      OnCalendar=*-*-* \(schedule.at):00
      \(startLines)# A computer that was off (or asleep) at \(schedule.at) delivers when it is next up.
      Persistent=true

      [Install]
      WantedBy=timers.target

      """
  }

  /// The timer's runs at the routines' starts (none without a done-by time), each a line.
  private var startLines: String {
    guard !schedule.starts.isEmpty else { return "" }
    return "# The routines' starts (tq-parent routine edit … --done-by): a run there delivers the starts due.\n"
      + schedule.starts.map { "OnCalendar=*-*-* \($0):00\n" }.joined()
  }

  /// The line for `crontab -e` where no systemd user manager runs: the same run at the same time,
  /// with the session bus cron does not give; a line more for each routine's start.
  public func cronLine(userID: UInt32) -> String {
    let command = ([executable] + arguments).map(Self.cronWord).joined(separator: " ")
    return ([schedule.at] + schedule.starts).map {
      "\($0.minute) \($0.hour) * * * DBUS_SESSION_BUS_ADDRESS=unix:path=/run/user/\(userID)/bus \(command)"
    }.joined(separator: "\n")
  }

  /// The marker and the schedule as JSON, which `status` reads back (the unit's own lines are
  /// systemd's syntax; this is ours).
  private var header: String {
    var fields: [(String, JSONValue)] = [
      ("at", .string(schedule.at.description)),
      ("sink", .string(schedule.sink)),
      ("player", .optional(schedule.player)),
      ("home", .optional(schedule.home)),
    ]
    // Only when there are some, so a household without done-by times writes the units as before.
    if !schedule.starts.isEmpty { fields.append(("starts", .array(schedule.starts.map { .string($0.description) }))) }
    let json = JSONValue.object(fields)
    return Self.marker + "\n" + Self.scheduleKey + json.serialized() + "\n"
  }

  /// Whether a unit file's text is one TimeQuest wrote.
  public static func isOurs(_ text: String) -> Bool { text.hasPrefix(marker + "\n") }

  /// The schedule recorded in a file TimeQuest wrote; nil for any other text.
  public static func schedule(in text: String) -> DailyTimerSchedule? {
    guard isOurs(text) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(scheduleKey) {
      let json = Data(line.dropFirst(scheduleKey.count).utf8)
      guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
        let at = (object["at"] as? String).flatMap(DailyTime.init(parsing:)), let sink = object["sink"] as? String
      else { return nil }
      let starts = (object["starts"] as? [String] ?? []).compactMap(DailyTime.init(parsing:))
      return DailyTimerSchedule(
        at: at, sink: sink, player: object["player"] as? String, home: object["home"] as? String, starts: starts)
    }
    return nil
  }

  // MARK: - Quoting

  /// One word of a systemd command line. `%` starts a specifier and `$` a variable everywhere in
  /// `ExecStart=`, quoted or not, so they are doubled; a word with anything beyond a safe set is
  /// double-quoted with `\` and `"` escaped.
  static func systemdWord(_ word: String, quoted: Bool = false) -> String {
    let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { safeScalars.contains($0) }
    if safe && !quoted { return word }
    var out = "\""
    for scalar in word.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "%": out += "%%"
      case "$": out += "$$"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// One word of a crontab command, run by /bin/sh: single-quoted when needed, and `%`, which cron
  /// turns into a newline, escaped as `\%` (cron removes the backslash, even inside quotes).
  static func cronWord(_ word: String) -> String {
    let safe = !word.isEmpty && word.unicodeScalars.allSatisfy { safeScalars.contains($0) }
    let quoted = safe ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    return quoted.replacingOccurrences(of: "%", with: "\\%")
  }

  private static let safeScalars = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./:,+=@".unicodeScalars)

  /// Control characters have no safe spelling in either syntax: such a path is refused.
  static func hasControlCharacter(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
  }
}
