import Domain

/// Why a calendar location could not be read at all. Broken lines or components inside a readable
/// calendar are never errors; they become `CalendarWarning`s.
public enum CalendarIOError: ExitCoded, Equatable, Sendable, CustomStringConvertible {
  /// Nothing exists at the path.
  case notFound(path: String)
  /// The path exists but cannot be opened (permissions, a socket, …).
  case unreadable(path: String, reason: String)
  /// The path is a FIFO, socket, device or other non-file: reading it could wait for ever, so it is never read.
  case notAFile(path: String, kind: String)
  /// The content is not iCalendar (no `BEGIN:VCALENDAR`), or a folder holds no calendar at all.
  case notICalendar(path: String)
  /// A folder in which the reader finds no calendar: no `.ics` file in it or in its subfolders, and
  /// no vdir collection (a `displayname` or `color` file); or the root folder, never read through.
  case noCalendarFolder(path: String, reason: String)
  /// The document is larger than `CalendarLimits.maxFileBytes`.
  case tooLarge(path: String, bytes: Int, limit: Int)
  /// No source is registered for the location's scheme (`https://` before feeds exist, `ftp://`).
  case unsupportedScheme(scheme: String, location: String)
  /// Reading failed part-way.
  case readFailed(path: String, reason: String)
  /// The location names no calendar its source knows (an unknown holiday region); `reason` says
  /// what would.
  case unknownLocation(location: String, reason: String)
  /// The source was still loading when the look's deadline passed.
  case timedOut(location: String, seconds: Int)
  /// A feed (`https`, `webcal`, `http`) could not be read; `location` as `FeedAddress.shown` gives it.
  case feed(location: String, problem: FeedProblem)
  /// A CalDAV account (`caldavs://`, or an https address a CalDAV server answered) could not be read.
  case calDAV(location: String, problem: FeedProblem)

  /// A location may be a secret address: every message shows it masked.
  public var description: String { SecretMask.text(unmaskedDescription) }

  var unmaskedDescription: String {
    switch self {
    case .notFound(let path):
      return "calendar not found: \(path) does not exist; check the path or remove the source"
    case .unreadable(let path, let reason):
      return "calendar unreadable: \(path) (\(reason)); check its permissions"
    case .notAFile(let path, let kind):
      return "calendar is not a file: \(path) is \(kind), not a file; point the source at an .ics file or a vdir folder"
    case .noCalendarFolder(let path, let reason):
      return "\(path) is not a calendar folder: \(reason); give an .ics file, a folder of .ics files or a vdir "
        + "(a folder of collections, as vdirsyncer writes)"
    case .notICalendar(let path):
      return "not an iCalendar file: \(path) has no BEGIN:VCALENDAR; point the source at an .ics file or a vdir folder"
    case .tooLarge(let path, let bytes, let limit):
      return
        "calendar too large: \(path) is \(bytes) bytes, the limit is \(limit); split the calendar or raise the limit"
    case .unsupportedScheme(let scheme, let location):
      return
        "unsupported calendar source: \(location) uses '\(scheme)', which this version cannot read; use a file, a folder or '-'"
    case .readFailed(let path, let reason):
      return "calendar read failed: \(path) (\(reason)); try again or check the disk"
    case .unknownLocation(let location, let reason):
      return "unknown calendar: \(location): \(reason)"
    case .timedOut(let location, let seconds):
      return "calendar did not answer in time: \(location) took longer than \(seconds) s; try again later"
    case .feed(let location, let problem):
      return "calendar feed \(location): \(problem)"
    case .calDAV(let location, let problem):
      return "CalDAV account \(location): \(problem)"
    }
  }

  /// The sysexits code an app should exit with.
  public var exitCode: Int32 {
    switch self {
    case .notFound, .unreadable: return 66
    case .notICalendar, .noCalendarFolder, .tooLarge, .notAFile: return 65
    case .unsupportedScheme, .unknownLocation: return 64
    case .readFailed: return 74
    case .timedOut: return 75
    case .feed(_, let problem), .calDAV(_, let problem): return problem.exitCode
    }
  }
}
