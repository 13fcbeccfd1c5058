import CalendarIO
import Domain
import Foundation
import Notifications
import Persistence
import Settings

/// `tq-parent doctor`: looks at everything a household depends on and says, for each thing wrong,
/// what it is and the command that mends it. Calendars are read only when reading is on (minimum
/// access): with it off, a connected file is only looked for.
public struct Doctor: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  typealias Finding = DoctorReport.Finding

  public func report() async throws -> DoctorReport {
    var findings: [Finding] = []
    var calendars: [DoctorReport.CalendarRoleLine] = []
    let settings = settingsFinding(&findings)
    findings += database()
    if let settings {
      let read = try await sources(settings.calendar, calendars: &calendars)
      findings += read.findings
      findings += selections(settings.calendar, read: read.calendars)
    }
    findings.append(timeZone())
    findings += await notifier()
    findings += permissions()
    return DoctorReport(findings: findings, calendars: calendars)
  }

  // MARK: - Settings and database

  func settingsFinding(_ findings: inout [Finding]) -> AppSettings? {
    let file = dependencies.environment.settingsFile.path
    do {
      let settings = try dependencies.settings.load()
      findings.append(Finding(check: "settings", severity: .ok, message: "\(file) is valid"))
      return settings
    } catch {
      findings.append(
        Finding(
          check: "settings", severity: .error, message: ExitStatus.message(for: error),
          fix: "mv \(quoted(file)) \(quoted(file + ".broken"))"))
      return nil
    }
  }

  func database() -> [Finding] {
    let file = dependencies.environment.databaseFile.path
    guard FileManager.default.fileExists(atPath: file) else {
      return [Finding(check: "database", severity: .ok, message: "no database yet: it is made at the first change")]
    }
    let restore = latestBackup().map { "tq-parent import \(quoted($0))" }
    let moveAway = "mv \(quoted(file)) \(quoted(file + ".broken"))"
    let fix = restore.map { moveAway + " && " + $0 } ?? moveAway
    do {
      let database = try dependencies.database.open()
      let problems = try database.integrityCheck()
      if !problems.isEmpty {
        return [
          Finding(
            check: "database", severity: .error,
            message: "\(file) is damaged (SQLite's integrity check: \(problems.prefix(3).joined(separator: "; ")))",
            fix: fix)
        ]
      }
      let applied = try database.appliedMigrations()
      let known = AppDatabase.MigrationName.all
      if let newer = applied.first(where: { !known.contains($0) }) {
        return [
          Finding(
            check: "database", severity: .warning,
            message: "\(file) was changed by a newer TimeQuest (its schema has \(newer))",
            fix: "install that newer version of TimeQuest")
        ]
      }
      return [
        Finding(
          check: "database", severity: .ok,
          message: "\(file) is whole; schema \(applied.last ?? "empty") (\(applied.count) of \(known.count) migrations)"
        )
      ]
    } catch {
      return [Finding(check: "database", severity: .error, message: ExitStatus.message(for: error), fix: fix)]
    }
  }

  /// The newest automatic backup, to restore from.
  func latestBackup() -> String? {
    let folder = dependencies.environment.stateDirectory.appendingPathComponent("backups").path
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }
    let dated = files.compactMap { name -> (String, Date)? in
      let path = folder + "/" + name
      guard let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date else {
        return nil
      }
      return (path, date)
    }
    return dated.max { $0.1 < $1.1 }?.0
  }

  // MARK: - Calendars

  /// Each source read as every look reads it (feeds with their timeouts), and each calendar's role.
  func sources(_ settings: CalendarSettings, calendars: inout [DoctorReport.CalendarRoleLine]) async throws
    -> (findings: [Finding], calendars: [(source: CalendarSourceSetting, calendar: CalendarInfo)])
  {
    guard !settings.sources.isEmpty else {
      return (
        [Finding(check: "source", severity: .ok, message: "no calendar is connected: weekday rules alone apply")], []
      )
    }
    guard settings.enabled else {
      let findings = settings.sources.map { source -> Finding in
        let shown = "'\(source.id)' (\(source.shownLocation))"
        let isPath =
          (try? dependencies.calendarSources.source(for: source))?.usesNetwork == false
          && source.location.hasPrefix("/")
        if isPath, !FileManager.default.fileExists(atPath: source.location) {
          return Finding(
            check: "source", severity: .error, message: "\(shown): \(source.location) does not exist",
            fix: "tq-parent calendar remove \(quoted(source.id))")
        }
        return Finding(
          check: "source", severity: .ok, message: "\(shown): not read, calendar reading is off")
      }
      return (findings, [])
    }
    let today = dependencies.today
    let zone = dependencies.environment.timeZone
    let window = DateWindow(from: today.adding(days: -183), through: today.adding(days: 183), in: zone)
    let matcher = KeywordMatcher(preferences: settings.rules.keywords)
    var findings: [Finding] = []
    var read: [(source: CalendarSourceSetting, calendar: CalendarInfo)] = []
    for result in try await dependencies.readCalendars(settings.sources, window: window) {
      let source = result.source
      let shown = "'\(source.id)' (\(source.shownLocation))"
      switch result.outcome {
      case .success(let content):
        let roles = CalendarRoles.of(content, from: source, matcher: matcher, zone: zone)
        for calendar in content.calendars {
          calendars.append(.init(source: source.id, title: calendar.title, role: roles[calendar.id]))
          read.append((source, calendar))
        }
        let skipped = content.warnings.count
        findings.append(
          Finding(
            check: "source", severity: .ok,
            message: "\(shown): read, \(content.calendars.count) calendar\(content.calendars.count == 1 ? "" : "s")"
              + (skipped == 0 ? "" : ", \(skipped) line\(skipped == 1 ? "" : "s") skipped")))
      case .failure(let error):
        findings.append(
          Finding(
            check: "source", severity: .error, message: "\(shown): \(ExitStatus.message(for: error))",
            fix: fix(for: error, source: source)))
      }
    }
    return (findings, read)
  }

  /// What mends a source that failed: credentials refused, a server down for now, or a place gone.
  func fix(for error: CalendarIOError, source: CalendarSourceSetting) -> String {
    let id = quoted(source.id)
    switch error.exitCode {
    case 77: return "tq-parent calendar set \(id) --user NAME --password-command CMD"
    case 75: return "tq-parent calendar set \(id) --timeout 60 (or try again later)"
    default: return "tq-parent calendar remove \(id)"
    }
  }

  /// Each choice of `calendar select` must still name a connected source or a calendar read now:
  /// one that names nothing leaves its player's school calendar out.
  func selections(
    _ settings: CalendarSettings, read: [(source: CalendarSourceSetting, calendar: CalendarInfo)]
  ) -> [Finding] {
    let chosen =
      [(nil as String?, settings.selection)]
      + settings.playerSelection.sorted { $0.key < $1.key }.map {
        ($0.key as String?, $0.value)
      }
    var findings: [Finding] = []
    for (player, choices) in chosen where !choices.isEmpty {
      let whom = player.map { "for \($0)" } ?? "for the household"
      func found(_ word: String) -> Bool {
        read.contains { $0.calendar.id == word || StoredText.folded($0.calendar.title) == StoredText.folded(word) }
      }
      let unresolved = choices.filter { choice in
        settings.enabled && !settings.sources.contains(where: { CalendarChoice.names(choice, source: $0) })
          && !found(choice)
      }
      // Found by the title it had when chosen: counted still, but only until the title changes too.
      let byTitle = unresolved.compactMap { settings.selectionTitles[$0] }.filter(found)
      let missing = unresolved.filter { settings.selectionTitles[$0].map(found) != true }
      for title in byTitle {
        findings.append(
          Finding(
            check: "selection", severity: .warning,
            message: "'\(title)', chosen \(whom), has a new id (re-synced?): it is found by its title",
            fix: "tq-parent calendar select \(quoted(title))" + (player.map { " --player \(quoted($0))" } ?? "")))
      }
      if missing.isEmpty {
        findings.append(
          Finding(
            check: "selection", severity: .ok,
            message: "the calendars chosen \(whom) are connected"
              + (settings.enabled ? "" : " (titles not checked: calendar reading is off)")))
      } else {
        findings.append(
          Finding(
            check: "selection", severity: .error,
            message: "\(missing.map { "'\(SecretMask.location($0))'" }.joined(separator: ", ")), chosen \(whom),"
              + " names no connected calendar: its events are not counted",
            fix: "tq-parent calendar select --all" + (player.map { " --player \(quoted($0))" } ?? "")))
      }
    }
    return findings
  }

  // MARK: - The machine

  func timeZone() -> Finding {
    let zone = dependencies.environment.timeZone.identifier
    let folder = dependencies.environment.variables["TZDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/share/zoneinfo"
    guard FileManager.default.fileExists(atPath: folder + "/" + zone) else {
      return Finding(
        check: "time zone", severity: .warning,
        message: "the time zone \(zone) has no file in \(folder) (tzdata): calendars' zones may be read wrong",
        fix: "sudo apt install tzdata")
    }
    return Finding(check: "time zone", severity: .ok, message: "\(zone), from \(folder)")
  }

  func notifier() async -> [Finding] {
    var findings: [Finding] = []
    let timer = DailyTimerUnits.timerName
    if let status = try? await DailyTimer(dependencies, program: .current()).status() {
      if status.schedule == nil {
        findings.append(
          Finding(
            check: "timer", severity: .warning, message: "the daily notifier timer is not installed",
            fix: "tq-notify timer install"))
      } else if let state = status.runState, !state.enabled.yes {
        findings.append(
          Finding(
            check: "timer", severity: .error,
            message: "the notifier timer is installed but not enabled (systemd says \(state.enabled.word))",
            fix: "systemctl --user enable --now \(timer)"))
      } else if !status.userManager {
        findings.append(
          Finding(
            check: "timer", severity: .warning,
            message: "the timer's units are installed, but no systemd user manager runs them here",
            fix: status.cronLine.map { "(crontab -l; echo \(quoted($0))) | crontab -" } ?? "tq-notify timer status"))
      } else {
        findings.append(Finding(check: "timer", severity: .ok, message: "the notifier timer is installed and enabled"))
      }
    }
    findings.append(
      Self.presence(
        "notify-send", found: dependencies.processes.locate(DesktopSink.program),
        missing: "notify-send is not installed: desktop notifications cannot be shown",
        fix: "sudo apt install \(DesktopSink.debianPackage)"))
    let bus = SessionBus.find(
      variables: dependencies.environment.variables, userRuntimeRoot: "/run/user", uid: getuid())
    findings.append(
      Self.presence(
        "session bus", found: bus?.address,
        missing: "no D-Bus session bus: desktop notifications reach no one outside a desktop session",
        fix: "loginctl enable-linger \(quoted(NSUserName()))"))
    return findings
  }

  /// What desktop notifications need: only a warning when missing, since the other sinks work without it.
  static func presence(_ check: String, found: String?, missing: String, fix: String) -> Finding {
    found.map { Finding(check: check, severity: .ok, message: $0) }
      ?? Finding(check: check, severity: .warning, message: missing, fix: fix)
  }

  /// The folders 0700 and the files 0600: settings may hold secret calendar addresses.
  func permissions() -> [Finding] {
    let environment = dependencies.environment
    let folders = [environment.configDirectory.path, environment.dataDirectory.path, environment.stateDirectory.path]
    let files = [
      environment.settingsFile.path, environment.databaseFile.path, environment.databaseFile.path + "-wal",
      environment.stateDirectory.appendingPathComponent(ParentGateLock.fileName).path,
    ]
    var findings: [Finding] = []
    for (paths, wanted) in [(folders, 0o700), (files, 0o600)] {
      for path in paths {
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        let mode = Int(info.st_mode) & 0o777
        if mode & 0o077 != 0 {
          findings.append(
            Finding(
              check: "permissions", severity: .error,
              message: "\(path) is \(String(mode, radix: 8)): others may read it",
              fix: "chmod \(String(wanted, radix: 8)) \(quoted(path))"))
        }
      }
    }
    if findings.isEmpty {
      findings.append(Finding(check: "permissions", severity: .ok, message: "folders 0700, files 0600"))
    }
    return findings
  }

  /// A word as a shell reads it back: plain when it is safe, else in single quotes.
  func quoted(_ word: String) -> String {
    let safe = word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./:@%+=,".contains($0)) }
    return safe && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
