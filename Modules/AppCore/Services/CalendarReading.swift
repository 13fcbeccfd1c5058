import CalendarIO
import Domain

/// Reads one calendar source fresh for a window; the live value is CalendarIO's reader over the
/// dependencies' source registry.
public protocol CalendarReading: Sendable {
  /// - Throws: `CalendarIOError` when the source cannot be read.
  func read(_ source: CalendarSourceSetting, window: DateWindow) async throws -> CalendarReadResult
}

extension CalendarReader: CalendarReading {}
