/// What `tq-parent doctor` found: each check with what is wrong and the command that mends it, and
/// each connected calendar's role. Names, places and counts only: nothing of an event is part of it.
public struct DoctorReport: Sendable, Equatable {
  public struct Finding: Sendable, Equatable {
    public enum Severity: String, Sendable {
      case ok, warning, error
    }

    /// What was checked: `settings`, `database`, `source`, `selection`, `time zone`, `timer`,
    /// `notify-send`, `session bus`, `permissions`.
    public var check: String
    public var severity: Severity
    public var message: String
    /// The exact command that mends it; nil when all is well or nothing can be done from here.
    public var fix: String?

    public init(check: String, severity: Severity, message: String, fix: String? = nil) {
      self.check = check
      self.severity = severity
      self.message = message
      self.fix = fix
    }
  }

  /// A calendar read from a connected source and what it is taken for.
  public struct CalendarRoleLine: Sendable, Equatable {
    public var source: String
    public var title: String
    public var role: CalendarRoleChoice?

    public init(source: String, title: String, role: CalendarRoleChoice?) {
      self.source = source
      self.title = title
      self.role = role
    }
  }

  public var findings: [Finding]
  public var calendars: [CalendarRoleLine]

  public init(findings: [Finding], calendars: [CalendarRoleLine]) {
    self.findings = findings
    self.calendars = calendars
  }

  /// No error: warnings alone leave the household working.
  public var healthy: Bool { !findings.contains { $0.severity == .error } }
}
