/// How a network source (a feed, a CalDAV account) is reached, as the parent set it with
/// `tq-parent calendar add URL --user … --timeout …`. Nil means the source's default. Each value
/// has one check, used where it is typed (64) and where settings are read back (65).
public struct NetworkOptions: Equatable, Sendable {
  /// The basic-auth user name.
  public var user: String?
  /// The command whose standard output is the password, run at read time as an argument vector
  /// (never through a shell). The password itself is never stored.
  public var passwordCommand: [String]?
  /// The whole fetch, in seconds (`timeoutRange`).
  public var timeoutSeconds: Int?
  /// Connecting, in seconds (`connectTimeoutRange`).
  public var connectTimeoutSeconds: Int?
  /// The `User-Agent` header, for a server that refuses library agents.
  public var userAgent: String?
  /// An absolute path to the PEM certificates a self-hosted server's authority signs with.
  public var caFile: String?
  /// The most bytes a response may have, decompressed (`maxBytesRange`).
  public var maxBytes: Int?

  public init(
    user: String? = nil, passwordCommand: [String]? = nil, timeoutSeconds: Int? = nil,
    connectTimeoutSeconds: Int? = nil, userAgent: String? = nil, caFile: String? = nil, maxBytes: Int? = nil
  ) {
    self.user = user
    self.passwordCommand = passwordCommand
    self.timeoutSeconds = timeoutSeconds
    self.connectTimeoutSeconds = connectTimeoutSeconds
    self.userAgent = userAgent
    self.caFile = caFile
    self.maxBytes = maxBytes
  }

  public var isEmpty: Bool { self == NetworkOptions() }

  /// Each option, named as `calendar add` and `calendar set` name it (`--reset timeout`).
  public enum Field: String, CaseIterable, Sendable {
    case user
    case passwordCommand = "password-command"
    case timeout
    case connectTimeout = "connect-timeout"
    case userAgent = "user-agent"
    case caFile = "ca-file"
    case maxBytes = "max-bytes"

    public var flag: String { "--" + rawValue }
  }

  /// The options that are set, in `Field` order.
  public var fields: [Field] {
    Field.allCases.filter { field in
      switch field {
      case .user: user != nil
      case .passwordCommand: passwordCommand != nil
      case .timeout: timeoutSeconds != nil
      case .connectTimeout: connectTimeoutSeconds != nil
      case .userAgent: userAgent != nil
      case .caFile: caFile != nil
      case .maxBytes: maxBytes != nil
      }
    }
  }

  /// Back to the source's default.
  public mutating func reset(_ field: Field) {
    switch field {
    case .user: user = nil
    case .passwordCommand: passwordCommand = nil
    case .timeout: timeoutSeconds = nil
    case .connectTimeout: connectTimeoutSeconds = nil
    case .userAgent: userAgent = nil
    case .caFile: caFile = nil
    case .maxBytes: maxBytes = nil
    }
  }

  /// These options with each one `newer` sets taken from it.
  public func updated(with newer: NetworkOptions) -> NetworkOptions {
    NetworkOptions(
      user: newer.user ?? user, passwordCommand: newer.passwordCommand ?? passwordCommand,
      timeoutSeconds: newer.timeoutSeconds ?? timeoutSeconds,
      connectTimeoutSeconds: newer.connectTimeoutSeconds ?? connectTimeoutSeconds,
      userAgent: newer.userAgent ?? userAgent, caFile: newer.caFile ?? caFile, maxBytes: newer.maxBytes ?? maxBytes)
  }

  /// The limits: a fetch longer than five minutes would hold up the morning's delivery.
  public static let timeoutRange = 1...300
  public static let connectTimeoutRange = 1...60
  /// 1 KiB to 1 GiB; the default is 64 MiB.
  public static let maxBytesRange = 1024...1_073_741_824
  /// A user agent is one header line: longer ones are refused by servers anyway.
  public static let userAgentLimit = 200
  /// More arguments than this are no password command.
  public static let argumentLimit = 64

  /// Whether `location` is plain `http://` (or a CalDAV account over it, `caldav://`): read only
  /// when the parent wrote it so, with a warning.
  public static func isUnencrypted(_ location: String) -> Bool {
    let lower = location.lowercased()
    return lower.hasPrefix("http://") || lower.hasPrefix("caldav://")
  }

  /// What is wrong with a user name, or nil. Basic auth joins user and password with a colon, so
  /// a user name cannot hold one.
  public static func userProblem(_ user: String) -> String? {
    if let problem = StoredText.readBackProblem(in: user) { return problem }
    if user.contains(":") { return "holds a colon, which basic authentication cannot carry in a user name" }
    if let scalar = user.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
      return "holds the control character \(StoredText.code(scalar))"
    }
    return nil
  }

  /// What is wrong with a password command, or nil.
  public static func passwordCommandProblem(_ command: [String]) -> String? {
    guard let program = command.first else { return "is empty: give the command that prints the password" }
    if program.allSatisfy(\.isWhitespace) { return "starts with a blank program name" }
    if command.count > argumentLimit { return "has \(command.count) arguments (at most \(argumentLimit))" }
    for argument in command {
      if argument.contains("\u{0}") { return "holds a NUL character, which no argument can carry" }
      if argument.utf8.count > StoredText.readBackByteLimit {
        return "has an argument of \(argument.utf8.count) bytes (at most \(StoredText.readBackByteLimit))"
      }
    }
    return nil
  }

  /// What is wrong with a user agent, or nil: it goes into a header, so only printable ASCII
  /// (a line break would start another header).
  public static func userAgentProblem(_ agent: String) -> String? {
    if agent.allSatisfy(\.isWhitespace) { return "is blank" }
    if agent.count > userAgentLimit { return "is \(agent.count) characters long (at most \(userAgentLimit))" }
    if let scalar = agent.unicodeScalars.first(where: { !(0x20...0x7E).contains($0.value) }) {
      return "holds \(StoredText.code(scalar)); use printable ASCII only"
    }
    return nil
  }

  /// What is wrong with a CA file's path, or nil. Absolute, so that it means the same from the
  /// timer's folder as from the parent's.
  public static func caFileProblem(_ path: String) -> String? {
    if let problem = StoredText.readBackProblem(in: path) { return problem }
    if !path.hasPrefix("/") { return "is not an absolute path" }
    if path.contains("\u{0}") { return "holds a NUL character" }
    return nil
  }
}
