import Domain
import Presentation

extension AppDependencies {
  /// `--date` as given, or today in the local zone.
  public func date(_ text: String?) throws -> LocalDate {
    guard let text else { return today }
    guard let date = LocalDate(text) else { throw AppError.invalidDate(text) }
    return date
  }

  /// Terminal styling for standard output, the one place `--color`, the terminal and `NO_COLOR` meet.
  public var style: TerminalStyle {
    var style = TerminalStyle(
      color: environment.color, isTTY: environment.stdoutIsTTY, environment: environment.variables)
    style.columns = environment.columns
    return style
  }
}
