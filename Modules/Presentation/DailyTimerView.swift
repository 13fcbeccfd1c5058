import Domain
import Foundation

/// `tq-notify timer install | remove | status` for people, and status as JSON for scripts.
public enum DailyTimerView {
  static let enableCommand = "systemctl --user daemon-reload && systemctl --user enable --now timequest-notify.timer"

  public static func installation(_ done: DailyTimerInstallation, style: TerminalStyle) -> String {
    var lines: [String] = []
    let what = describe(done.schedule)
    if done.unchanged {
      lines.append("The daily timer is already installed: \(what).")
    } else {
      lines.append("Installed the daily timer: \(what).")
      lines.append("  \(done.serviceFile.terminalSafe)")
      lines.append("  \(done.timerFile.terminalSafe)")
    }
    switch done.activation {
    case .alreadyEnabled:
      lines.append("systemd runs it; nothing changed.")
    case .enabled:
      lines.append(
        done.unchanged
          ? "systemd had it stopped: enabled and started it again."
          : "systemd runs it (see 'tq-notify timer status' for the next run).")
    case .noUserManager(let cronLine):
      lines.append("")
      lines.append("No systemd user manager answers here, so nothing runs the timer yet. Either, in a session")
      lines.append("with systemd: \(enableCommand)")
      lines.append("or let cron run it: open your crontab with 'crontab -e' and add this line:")
      lines.append("")
      lines.append(cronLine.terminalSafe)
    }
    lines.append("\(done.schedule.sink.terminalSafe) is now tq-notify's default sink.")
    return lines.joined(separator: "\n")
  }

  public static func removal(_ done: DailyTimerRemoval, style: TerminalStyle) -> String {
    var lines: [String] = []
    if done.removed.isEmpty {
      lines.append("No daily timer of TimeQuest's is installed; nothing to remove.")
    } else {
      lines.append(done.userManager ? "Stopped and removed the daily timer:" : "Removed the daily timer:")
      lines += done.removed.map { "  \($0.terminalSafe)" }
    }
    for path in done.foreignFiles {
      lines.append("\(path.terminalSafe) was not written by TimeQuest and is left as it is.")
    }
    if !done.userManager {
      lines.append("If you added its line to your crontab, remove it there too: crontab -e")
    }
    return lines.joined(separator: "\n")
  }

  public static func status(_ report: DailyTimerReport, zone: TimeZone, style: TerminalStyle) -> String {
    var lines = [style.bold("Daily timer")]
    for path in report.foreignFiles {
      lines.append("  \(path.terminalSafe) is not TimeQuest's (left as it is).")
    }
    guard let schedule = report.schedule else {
      lines.append("  Not installed. Install it with: tq-notify timer install [--at HH:MM] [--sink S] [--player P]")
      return lines.joined(separator: "\n")
    }
    lines.append("  Schedule: \(describe(schedule))")
    lines.append("  Files:    \(report.serviceFile.terminalSafe)")
    lines.append("            \(report.timerFile.terminalSafe)")
    guard report.userManager else {
      lines.append("  systemd:  no user manager answers here, so systemd does not run it. In a session with")
      lines.append("            systemd: \(enableCommand)")
      if let cron = report.cronLine {
        lines.append("  cron:     the same run from cron (add it with 'crontab -e'):")
        lines.append("")
        lines.append(cron.terminalSafe)
      }
      return lines.joined(separator: "\n")
    }
    if let state = report.runState, state.known.yes {
      lines.append("  systemd:  \(state.enabled.word.terminalSafe), \(state.waiting.word.terminalSafe)")
      lines.append("  Next run: \(state.nextRun.map { local($0, zone: zone) } ?? "none scheduled")")
      if let last = state.lastRun { lines.append("  Last run: \(local(last, zone: zone))") }
      if !state.enabled.yes || !state.waiting.yes {
        lines.append("            start it with: systemctl --user enable --now timequest-notify.timer")
      }
    } else {
      lines.append("  systemd:  does not know it yet: \(enableCommand)")
    }
    lines += plainSinkNote(report)
    if report.linger == false {
      lines.append("  Linger:   off: your user manager, and this timer, run only while you are logged in; a run")
      lines.append("            missed that way happens at the next login. To run it with nobody logged in:")
      lines.append("            loginctl enable-linger")
    }
    return lines.joined(separator: "\n")
  }

  /// `{"installed","at","sink","player","home","files","foreignFiles","userManager","systemd","linger","cron","plainSink"}`.
  public static func statusJSON(_ report: DailyTimerReport, zone: TimeZone) -> JSONValue {
    let systemd: JSONValue =
      report.runState.map { state in
        // The contract names the words as systemd does.
        .object([
          ("loadState", .string(state.known.word)),
          ("unitFileState", .string(state.enabled.word)),
          ("activeState", .string(state.waiting.word)),
          ("nextRun", .optional(state.nextRun.map { Timestamp.rfc3339($0, zone: zone) })),
          ("lastRun", .optional(state.lastRun.map { Timestamp.rfc3339($0, zone: zone) })),
        ])
      } ?? .null
    return .object([
      ("installed", .bool(report.schedule != nil)),
      ("at", .optional(report.schedule?.at.description)),
      ("sink", .optional(report.schedule?.sink)),
      ("player", .optional(report.schedule?.player)),
      ("home", .optional(report.schedule?.home)),
      ("files", .object([("service", .string(report.serviceFile)), ("timer", .string(report.timerFile))])),
      ("foreignFiles", .array(report.foreignFiles.map(JSONValue.string))),
      ("userManager", .bool(report.userManager)),
      ("systemd", systemd),
      ("linger", report.linger.map(JSONValue.bool) ?? .null),
      ("cron", .optional(report.cronLine)),
      ("plainSink", .string(report.plainSink)),
    ])
  }

  /// An earlier `timer install` saved its sink as plain tq-notify's default, so a status bar or a
  /// terminal running plain `tq-notify` got desktop notifications (or 69): say where it is mended.
  static func plainSinkNote(_ report: DailyTimerReport) -> [String] {
    guard report.plainSink != "stdout" else { return [] }
    return [
      "  Plain:    tq-notify without --sink uses the saved sink \(report.plainSink.terminalSafe) (an earlier",
      "            'timer install' saved its sink there; this one never does). To print to the",
      "            terminal again, delete \"sink\" under \"notifications\" in",
      "            \(report.settingsFile.terminalSafe)",
    ]
  }

  /// "every day at 06:45 · sink desktop · for Maya" (or "for the household").
  static func describe(_ schedule: DailyTimerSchedule) -> String {
    var text = "every day at \(schedule.at) · sink \(schedule.sink.terminalSafe) · "
    text += schedule.player.map { "for \($0.terminalSafe)" } ?? "for the household"
    if let home = schedule.home { text += " · home \(home.terminalSafe)" }
    return text
  }

  /// "2026-11-24 06:45" in the local zone.
  static func local(_ instant: Date, zone: TimeZone) -> String {
    "\(LocalDate(instant, in: zone)) \(Timestamp.clock(instant, zone: zone))"
  }
}
