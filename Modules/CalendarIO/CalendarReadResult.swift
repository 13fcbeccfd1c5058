import Domain

/// One calendar found at a location.
public struct CalendarInfo: Hashable, Sendable {
  /// Stable, path-derived id (the file's absolute path, or the vdir collection folder).
  public var id: String
  /// `X-WR-CALNAME`, else the vdir `displayname`, else the file or folder name.
  public var title: String
  /// The location it was read from, as given.
  public var location: String
  /// The days of the window this calendar describes completely (the built-in holidays' years): a
  /// day in them it leaves empty has no holiday. Nil for an iCalendar file, which may be partial.
  public var knownDays: ClosedRange<LocalDate>?
  /// The role the calendar has by what it is (the built-in holidays are public holidays), used
  /// when the parent gave none; nil for a calendar whose role is detected from its names and events.
  public var role: CalendarRole?
  /// The colour its collection keeps (CalDAV's `calendar-color`, a vdir's `color` file).
  public var color: CalendarColor?

  public init(
    id: String, title: String, location: String, knownDays: ClosedRange<LocalDate>? = nil, role: CalendarRole? = nil,
    color: CalendarColor? = nil
  ) {
    self.id = id
    self.title = title
    self.location = location
    self.knownDays = knownDays
    self.role = role
    self.color = color
  }
}

/// Something skipped or repaired while reading; the rest of the calendar still counts.
public struct CalendarWarning: Hashable, Sendable, CustomStringConvertible {
  /// The file (or label) the problem is in.
  public var source: String
  /// 1-based line number of the (first physical line of the) offending content line, when known.
  public var line: Int?
  public var message: String

  public init(source: String, line: Int?, message: String) {
    self.source = source
    self.line = line
    self.message = message
  }

  /// The source may be a secret address, and a message may quote one: both are shown masked.
  public var description: String {
    SecretMask.text(line.map { "\(source):\($0): \(message)" } ?? "\(source): \(message)")
  }
}

/// What a read returns: the calendars seen, the occurrences in the window, and the warnings.
public struct CalendarReadResult: Sendable {
  public var calendars: [CalendarInfo]
  /// Occurrences overlapping the window, sorted by start then title; cancelled ones left out.
  public var events: [CalendarEvent]
  public var warnings: [CalendarWarning]

  public init(calendars: [CalendarInfo] = [], events: [CalendarEvent] = [], warnings: [CalendarWarning] = []) {
    self.calendars = calendars
    self.events = events
    self.warnings = warnings
  }
}
