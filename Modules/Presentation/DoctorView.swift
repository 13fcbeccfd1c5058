import Domain

/// `tq-parent doctor`: one line per check, the command that mends each problem under it, and the
/// roles the connected calendars are taken in.
public enum DoctorView {
  public static func text(_ report: DoctorReport, style: TerminalStyle) -> String {
    var lines: [String] = []
    for finding in report.findings {
      let mark =
        switch finding.severity {
        case .ok: "ok     "
        case .warning: style.bold("warning")
        case .error: style.bold("error  ")
        }
      lines.append("\(mark)  \(finding.check): \(TerminalText.message(finding.message))")
      if let fix = finding.fix { lines.append("         fix: \(TerminalText.message(fix))") }
    }
    if !report.calendars.isEmpty {
      lines.append("")
      lines.append(style.bold("Calendars"))
      for calendar in report.calendars {
        lines.append(
          "  \(calendar.source.terminalSafe): \"\(calendar.title.terminalSafe)\", \(CalendarText.role(calendar.role))")
      }
    }
    let errors = report.findings.filter { $0.severity == .error }.count
    let warnings = report.findings.filter { $0.severity == .warning }.count
    lines.append("")
    lines.append(
      errors == 0 && warnings == 0
        ? "All is well."
        : "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s").")
    return style.fitted(lines.joined(separator: "\n"))
  }

  /// `{"healthy","findings":[{"check","severity","message","fix"}],"calendars":[{"source","title","role","detected"}]}`.
  public static func json(_ report: DoctorReport) -> JSONValue {
    .object([
      ("healthy", .bool(report.healthy)),
      (
        "findings",
        .array(
          report.findings.map { finding in
            .object([
              ("check", .string(finding.check)), ("severity", .string(finding.severity.rawValue)),
              ("message", .string(finding.message)), ("fix", .optional(finding.fix)),
            ])
          })
      ),
      (
        "calendars",
        .array(
          report.calendars.map(CalendarText.json))
      ),
    ])
  }
}
