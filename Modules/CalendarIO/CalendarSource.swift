import Domain
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One raw calendar document and the calendar it belongs to.
public struct CalendarDocument: Sendable {
  /// Stable id of the calendar (several documents of a vdir collection share it).
  public var calendarID: String
  /// Title used when the document has no `X-WR-CALNAME`.
  public var fallbackTitle: String
  /// Path or label that warnings name.
  public var label: String
  /// The calendar's colour where its collection keeps one (CalDAV, a vdir), already checked.
  public var color: CalendarColor?
  let storage: DocumentBytes
  /// Set when a folder entry could not be read (a FIFO, a device): the reader warns with it and goes on.
  let skipReason: String?

  /// The raw bytes (a copy when the document is a mapped file).
  public var bytes: [UInt8] { withBuffer { Array($0) } }

  public var byteCount: Int { storage.count }

  public init(calendarID: String, fallbackTitle: String, label: String, bytes: [UInt8], color: CalendarColor? = nil) {
    self.init(
      calendarID: calendarID, fallbackTitle: fallbackTitle, label: label, storage: DocumentBytes(bytes), color: color)
  }

  init(calendarID: String, fallbackTitle: String, label: String, storage: DocumentBytes, color: CalendarColor? = nil) {
    self.calendarID = calendarID
    self.fallbackTitle = fallbackTitle
    self.label = label
    self.color = color
    self.storage = storage
    self.skipReason = nil
  }

  /// A folder entry left unread, carried so that the reader names it in a warning.
  init(skipped label: String, calendarID: String, reason: String) {
    self.calendarID = calendarID
    self.fallbackTitle = ""
    self.label = label
    self.storage = DocumentBytes([])
    self.skipReason = reason
  }

  func withBuffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { storage.withBuffer(body) }
}

/// A document's bytes, never written: an array read into memory, or a read-only file mapping.
final class DocumentBytes: @unchecked Sendable {
  private let array: [UInt8]
  private let mapping: UnsafeBufferPointer<UInt8>?

  init(_ bytes: [UInt8]) {
    array = bytes
    mapping = nil
  }

  /// Takes ownership of a mapping made with `mmap`.
  init(mapping: UnsafePointer<UInt8>, count: Int) {
    array = []
    self.mapping = UnsafeBufferPointer(start: mapping, count: count)
  }

  var count: Int { mapping?.count ?? array.count }

  func withBuffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let mapping { return body(mapping) }
    return array.withUnsafeBufferPointer(body)
  }

  deinit {
    if let mapping, let base = mapping.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), mapping.count) }
  }
}

/// A plug-in that yields raw calendar documents: a file, a folder (vdir or folder of .ics),
/// standard input, and later HTTP feeds and CalDAV. Loading is asynchronous so that several
/// sources are read at once and a slow one can be given up on.
///
/// Besides loading, a source says what it is, so that the programs never ask for a scheme by name:
/// whether a read may be slow, how a location is saved and checked at `calendar add`, and what
/// a watcher should look at. Each has a default below; a source states only where it differs.
public protocol CalendarSource: Sendable {
  /// - Throws: `CalendarIOError` when nothing readable is there.
  func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument]

  /// The documents that may hold events overlapping `window`: a server that can filter (CalDAV's
  /// time-range query) sends only those. Recurring series come whole; the reader expands them.
  /// Default: `load(limits:)`, everything.
  func load(limits: CalendarLimits, window: DateWindow) async throws(CalendarIOError) -> [CalendarDocument]

  /// Whether a read may take long or fail for a while (a server, a network): a look gives such
  /// reads up after its deadline instead of waiting on them. Default: false.
  var mayBeSlow: Bool { get }

  /// Whether the location can be kept as a connected calendar; standard input can be read once
  /// but not kept. Default: true.
  var canBeConnected: Bool { get }

  /// `location` (the one this source was made for) as it is saved at `calendar add`, so that it
  /// means the same from any folder and later. Default: unchanged.
  /// - Throws: `CalendarIOError` when the location plainly cannot be a calendar (a missing path).
  func normalize(_ location: String) throws(CalendarIOError) -> String

  /// Checks at `calendar add` that the source can serve as a calendar, so that one that could
  /// only fail (or hang) at every later read is refused at once. Nothing read is kept. Default:
  /// nothing to check.
  func verify(limits: CalendarLimits) async throws(CalendarIOError)

  /// Verifies `location` (this source's) as `verify` does and answers the location to save: a
  /// source may learn at `calendar add` that the address belongs to another source (an https
  /// address that a CalDAV server answers is saved as `caldavs://`). Default: `verify`, unchanged.
  func verified(_ location: String, limits: CalendarLimits) async throws(CalendarIOError) -> String

  /// What a watcher looks at to notice that the source changed. Default: nothing.
  var watch: CalendarSourceWatch { get }

  /// Whether it is reached over a network, so that a setting's `NetworkOptions` (user, password
  /// command, timeouts, user agent, CA file) mean something for it; `calendar add` refuses them
  /// for any other source. Default: false.
  var usesNetwork: Bool { get }

  /// The occurrences overlapping `window`, for a source whose calendar is not iCalendar text (the
  /// built-in holidays): the reader takes them as they are, in `EventOrder`, and never calls
  /// `load`. Default: nil, the reader parses what `load` returns.
  func events(in window: DateWindow, localZone: TimeZone) async throws(CalendarIOError) -> CalendarReadResult?
}

extension CalendarSource {
  public var mayBeSlow: Bool { false }
  public func load(limits: CalendarLimits, window: DateWindow) async throws(CalendarIOError) -> [CalendarDocument] {
    try await load(limits: limits)
  }
  public var canBeConnected: Bool { true }
  public func normalize(_ location: String) throws(CalendarIOError) -> String { location }
  public func verify(limits: CalendarLimits) async throws(CalendarIOError) {}
  public func verified(_ location: String, limits: CalendarLimits) async throws(CalendarIOError) -> String {
    try await verify(limits: limits)
    return location
  }
  public var watch: CalendarSourceWatch { CalendarSourceWatch() }
  public var usesNetwork: Bool { false }
  public func events(in window: DateWindow, localZone: TimeZone) async throws(CalendarIOError)
    -> CalendarReadResult?
  { nil }
}

/// How a watcher learns that a source changed: files and folders whose changes it sees, or, for a
/// source that says nothing when it changes (a feed), how often to read it again.
public struct CalendarSourceWatch: Sendable, Equatable {
  public var files: [String]
  /// Folders watched for entries added, removed or changed.
  public var folders: [String]
  /// Read again this often though nothing on disk changed; nil: only when something does.
  public var refresh: Duration?

  public init(files: [String] = [], folders: [String] = [], refresh: Duration? = nil) {
    self.files = files
    self.folders = folders
    self.refresh = refresh
  }
}

/// Documents held in memory: for tests, and for input already read.
public struct FixedCalendarSource: CalendarSource {
  public var documents: [CalendarDocument]

  public init(documents: [CalendarDocument]) { self.documents = documents }

  public func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument] {
    for d in documents where d.byteCount > limits.maxFileBytes {
      throw .tooLarge(path: d.label, bytes: d.byteCount, limit: limits.maxFileBytes)
    }
    return documents
  }
}
