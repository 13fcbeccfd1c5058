import Domain
import Foundation
import Presentation
import Settings

/// The parent's calendar choices: which sources, whether reading is on, which calendars count,
/// overrides and keywords. Only choices are stored, never anything read from a calendar.
public struct CalendarAdmin: Sendable {
  let dependencies: AppDependencies

  public init(_ dependencies: AppDependencies) { self.dependencies = dependencies }

  public func settings() throws -> CalendarSettings { try dependencies.settings.load().calendar }

  public func setEnabled(_ enabled: Bool) throws {
    try dependencies.settings.update { $0.calendar.enabled = enabled }
  }

  /// Turns calendar reading on: the "minimum access" moment. Unless `confirmed`, the parent is first
  /// shown exactly which calendars will be read and asked, on a terminal only.
  /// - Returns: whether reading is now on (false when the parent said no).
  /// - Throws: `.confirmationNeeded` without `confirmed` and without a terminal to ask on.
  public func enable(confirmed: Bool) throws -> Bool {
    if !confirmed {
      guard dependencies.environment.stdinIsTTY else { throw CalendarAdminError.confirmationNeeded }
      let answer =
        try dependencies.terminal.ask(PromptText.calendarConsent(try settings().sources.map(\.location))) ?? ""
      guard ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased()) else { return false }
    }
    try setEnabled(true)
    return true
  }
}
