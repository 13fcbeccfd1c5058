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

  /// A registered scheme written without `//`, as `holidays:US-CA` is: a word of letters before the
  /// first colon. Only registered words count, so that a relative path with a colon stays a path.
  func registeredScheme(of location: String) -> String? {
    guard let colon = location.firstIndex(of: ":"), location[colon...].hasPrefix("://") == false else { return nil }
    let word = location[..<colon]
    guard word.count > 1, word.allSatisfy(\.isLetter) else { return nil }
    let scheme = word.lowercased()
    return factories[scheme] == nil ? nil : scheme
  }

  /// - Throws: `CalendarIOError.unsupportedScheme` when no source handles the scheme.
  public func source(for setting: CalendarSourceSetting) throws(CalendarIOError) -> any CalendarSource {
    let scheme = registeredScheme(of: setting.location) ?? Self.scheme(of: setting.location)
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
