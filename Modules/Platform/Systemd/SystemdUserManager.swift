import Domain
import Foundation

/// The systemd user manager, through `systemctl --user` and `loginctl` run with an argument vector
/// (never a shell). Tests put fake programs of those names first on `PATH`.
public struct SystemdUserManager: Sendable {
  let processes: any ProcessRunning

  public init(processes: any ProcessRunning) { self.processes = processes }

  /// Whether a user manager answers. `is-system-running` prints the manager's state; without one
  /// it prints `offline` or fails to connect, and without systemd there is no `systemctl` at all.
  public func isRunning() async -> Bool {
    guard let output = try? await processes.run(["systemctl", "--user", "is-system-running"], environment: nil)
    else { return false }
    let state = String(decoding: output.stdout, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    // It exits non-zero for `degraded` (a failed unit somewhere), which still runs timers.
    return ["running", "degraded", "starting", "initializing", "maintenance"].contains(state)
  }

  /// Runs `systemctl --user ARGUMENTS`.
  /// - Throws: `SystemctlFailure` when it cannot start or exits non-zero.
  public func systemctl(_ arguments: [String]) async throws(SystemctlFailure) {
    let command = (["systemctl", "--user"] + arguments)
    let output: ProcessOutput
    do {
      output = try await processes.run(command, environment: nil)
    } catch {
      throw SystemctlFailure(command: command.joined(separator: " "), reason: "\(error)")
    }
    guard output.end == .exited(0) else {
      let said = String(decoding: output.stderr, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw SystemctlFailure(
        command: command.joined(separator: " "),
        reason: said.isEmpty ? "\(output.end)" : String(said.prefix(300)))
    }
  }

  /// `systemctl --user show UNIT` for the given properties, as `Key=Value` pairs. nil when
  /// systemctl does not answer. Timestamps are asked for as `@SECONDS`; systemd 252 (Debian 12)
  /// ignores that in `show` and prints them in its own zone and words, so it runs in UTC and the C
  /// locale, and `instant` reads both forms.
  public func show(_ unit: String, properties: [String]) async -> [String: String]? {
    let arguments = [
      "systemctl", "--user", "show", unit, "--property=" + properties.joined(separator: ","), "--timestamp=unix",
    ]
    var environment = ProcessInfo.processInfo.environment
    environment["TZ"] = "UTC"
    environment["LC_ALL"] = "C"
    guard let output = try? await processes.run(arguments, environment: environment), output.end == .exited(0) else {
      return nil
    }
    return Self.pairs(output.stdout)
  }

  /// What `systemctl --user show` says of a unit's state and runs; nil when systemctl does not answer.
  public func unitState(_ unit: String) async -> SystemdUnitState? {
    let properties = ["LoadState", "UnitFileState", "ActiveState", "NextElapseUSecRealtime", "LastTriggerUSec"]
    guard let shown = await show(unit, properties: properties) else { return nil }
    return SystemdUnitState(
      loadState: shown["LoadState"] ?? "unknown", unitFileState: shown["UnitFileState"] ?? "unknown",
      activeState: shown["ActiveState"] ?? "unknown", nextElapse: Self.instant(shown["NextElapseUSecRealtime"]),
      lastTrigger: Self.instant(shown["LastTriggerUSec"]))
  }

  /// `loginctl show-user UID --property=Linger`: whether the user manager keeps running after logout.
  public func linger(userID: UInt32) async -> Bool? {
    let arguments = ["loginctl", "show-user", String(userID), "--property=Linger"]
    guard let output = try? await processes.run(arguments, environment: nil), output.end == .exited(0) else {
      return nil
    }
    switch Self.pairs(output.stdout)["Linger"] {
    case "yes": return true
    case "no": return false
    default: return nil
    }
  }

  static func pairs(_ bytes: [UInt8]) -> [String: String] {
    var pairs: [String: String] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
      guard let equals = line.firstIndex(of: "=") else { continue }
      pairs[String(line[..<equals])] = String(line[line.index(after: equals)...])
    }
    return pairs
  }

  /// `@1795000000` (or `@1795000000.5`), or `Tue 2026-11-24 06:45:00 UTC` as systemd 252 prints
  /// it, as a date; nil for an empty or `n/a` value, or a time in another zone.
  public static func instant(_ value: String?) -> Date? {
    guard let value else { return nil }
    if value.hasPrefix("@") {
      guard let seconds = Double(value.dropFirst()), seconds > 0 else { return nil }
      return Date(timeIntervalSince1970: seconds)
    }
    let words = value.split(separator: " ")
    guard words.count >= 3, words.last == "UTC",
      let day = LocalDate(String(words[words.count - 3])),
      let clock = Self.secondsOfDay(words[words.count - 2])
    else { return nil }
    return Date(timeIntervalSince1970: TimeInterval(day.daysSinceEpoch * 86_400 + clock))
  }

  /// `06:45:00` as seconds since midnight.
  private static func secondsOfDay(_ text: Substring) -> Int? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let h = Int(parts[0]), let m = Int(parts[1]), let s = Int(parts[2]), (0..<24).contains(h), (0..<60).contains(m),
      (0..<61).contains(s)
    else { return nil }
    return h * 3600 + m * 60 + s
  }
}

/// A unit as `systemctl --user show` reports it.
public struct SystemdUnitState: Hashable, Sendable {
  /// `loaded` when the user manager knows the unit, else e.g. `not-found`.
  public var loadState: String
  /// `enabled`, `disabled`, …
  public var unitFileState: String
  /// `active` while a timer is waiting, `inactive` when stopped.
  public var activeState: String
  /// When a timer runs next (`NextElapseUSecRealtime`).
  public var nextElapse: Date?
  /// When a timer last ran (`LastTriggerUSec`).
  public var lastTrigger: Date?

  public var isLoaded: Bool { loadState == "loaded" }
  public var isEnabled: Bool { unitFileState == "enabled" }
  public var isActive: Bool { activeState == "active" }
}

/// `systemctl --user` could not be started or said no.
public struct SystemctlFailure: Error, Equatable, Sendable {
  /// The command as it was run, e.g. `systemctl --user daemon-reload`.
  public var command: String
  /// Why: what it said on standard error, its exit status, or why it could not start.
  public var reason: String
}
