import Domain

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
  let storage: DocumentBytes
  /// Set when a folder entry could not be read (a FIFO, a device): the reader warns with it and goes on.
  let skipReason: String?

  /// The raw bytes (a copy when the document is a mapped file).
  public var bytes: [UInt8] { withBuffer { Array($0) } }

  public var byteCount: Int { storage.count }

  public init(calendarID: String, fallbackTitle: String, label: String, bytes: [UInt8]) {
    self.init(calendarID: calendarID, fallbackTitle: fallbackTitle, label: label, storage: DocumentBytes(bytes))
  }

  init(calendarID: String, fallbackTitle: String, label: String, storage: DocumentBytes) {
    self.calendarID = calendarID
    self.fallbackTitle = fallbackTitle
    self.label = label
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
public protocol CalendarSource: Sendable {
  /// - Throws: `CalendarIOError` when nothing readable is there.
  func load(limits: CalendarLimits) async throws(CalendarIOError) -> [CalendarDocument]
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

/// Maps a source to a plug-in by the scheme of its location. `-` is standard input, a plain path or
/// `file://` URL is a file or folder; feeds register `http`, `https`, `webcal` with one `register`
/// line. A factory receives the whole setting (its options and credentials) and may capture the
/// services it needs, such as an HTTP client, when the registry is built.
public struct CalendarSourceRegistry: Sendable {
  public typealias Factory = @Sendable (CalendarSourceSetting) throws(CalendarIOError) -> any CalendarSource

  private var factories: [String: Factory] = [:]

  public init() {}

  /// Adds (or replaces) the source for a scheme such as `https`.
  public mutating func register(scheme: String, _ factory: @escaping Factory) {
    factories[scheme.lowercased()] = factory
  }

  public var schemes: [String] { factories.keys.sorted() }

  /// Files, folders and standard input.
  public static let standard: CalendarSourceRegistry = {
    var registry = CalendarSourceRegistry()
    registry.register(scheme: "file") { setting throws(CalendarIOError) in
      PathCalendarSource(location: setting.location)
    }
    registry.register(scheme: "-") { _ throws(CalendarIOError) in StandardInputCalendarSource() }
    return registry
  }()

  /// The scheme of a location: `-` for stdin, the URL scheme when there is one, else `file`.
  public static func scheme(of location: String) -> String {
    if location == "-" { return "-" }
    if let range = location.range(of: "://") {
      let scheme = location[..<range.lowerBound]
      if let first = scheme.first, first.isLetter,
        scheme.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
      {
        return scheme.lowercased()
      }
    }
    return "file"
  }

  /// - Throws: `CalendarIOError.unsupportedScheme` when no source handles the scheme.
  public func source(for setting: CalendarSourceSetting) throws(CalendarIOError) -> any CalendarSource {
    let scheme = Self.scheme(of: setting.location)
    guard let factory = factories[scheme] else {
      throw .unsupportedScheme(scheme: scheme, location: setting.location)
    }
    return try factory(setting)
  }

  /// The source for a bare location, as `--source` names one.
  public func source(for location: String) throws(CalendarIOError) -> any CalendarSource {
    try source(for: CalendarSourceSetting(location: location))
  }
}
