import Domain

/// Maps a source to a plug-in by the scheme of its location. `-` is standard input, a plain path or
/// `file://` URL is a file or folder; feeds register `http`, `https`, `webcal` with one `register`
/// line. A factory receives the whole setting (its options and credentials) and may capture the
/// services it needs, such as an HTTP client, when the registry is built: the programs build theirs
/// in `AppDependencies.live(environment:)`, with `registerLocalSources` for the built-in ones.
public struct CalendarSourceRegistry: Sendable {
  public typealias Factory = @Sendable (CalendarSourceSetting) throws(CalendarIOError) -> any CalendarSource

  private var factories: [String: Factory] = [:]

  public init() {}

  /// Adds (or replaces) the source for a scheme such as `https`.
  public mutating func register(scheme: String, _ factory: @escaping Factory) {
    factories[scheme.lowercased()] = factory
  }

  public var schemes: [String] { factories.keys.sorted() }

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
