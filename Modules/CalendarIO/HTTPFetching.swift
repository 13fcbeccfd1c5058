/// One HTTP exchange, its redirects not followed: the source decides which redirect to follow
/// (never to plain http, never in a loop, at most five), so the client only carries bytes.
public struct HTTPFetchRequest: Sendable, Equatable {
  public var url: String
  /// GET for a feed; PROPFIND and REPORT for a CalDAV server.
  public var method: String = "GET"
  /// Sent as given (a CalDAV request's XML); nil sends none.
  public var body: [UInt8]?
  /// Sent as given, in order.
  public var headers: [HTTPHeader]
  /// For the connection to be made (name lookup, TCP and TLS handshake).
  public var connectTimeout: Duration
  /// For the whole exchange, from the first byte sent to the last byte of the body.
  public var timeout: Duration
  /// Most bytes of the body once decompressed; the client stops reading past them.
  public var maxBodyBytes: Int
  /// A PEM file of certificate authorities trusted besides the system's.
  public var caFile: String?

  public init(
    url: String, headers: [HTTPHeader], connectTimeout: Duration, timeout: Duration, maxBodyBytes: Int,
    caFile: String? = nil, method: String = "GET", body: [UInt8]? = nil
  ) {
    self.url = url
    self.method = method
    self.body = body
    self.headers = headers
    self.connectTimeout = connectTimeout
    self.timeout = timeout
    self.maxBodyBytes = maxBodyBytes
    self.caFile = caFile
  }
}

public struct HTTPHeader: Sendable, Equatable {
  public var name: String
  public var value: String

  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}

/// What the server answered, its body already decompressed.
public struct HTTPFetchResponse: Sendable, Equatable {
  public var status: Int
  public var headers: [HTTPHeader]
  public var body: [UInt8]

  public init(status: Int, headers: [HTTPHeader], body: [UInt8]) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// The first value of a header, by case-insensitive name.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }
}

/// Why an exchange ended without an answer. Every case but `tooLarge` and `untrusted` may pass
/// by itself (the network comes back, the server recovers).
public enum HTTPFetchError: Error, Sendable, Equatable {
  /// The host name could not be looked up.
  case cannotResolve(host: String)
  /// No connection: refused, unreachable, reset before an answer.
  case cannotConnect(reason: String)
  /// The connection was not made within the connect timeout.
  case connectTimedOut
  /// The exchange was not over within its timeout.
  case timedOut
  /// The server's certificate is not trusted (or TLS failed otherwise).
  case untrusted(reason: String)
  /// The body ended before the length the server announced, or the connection closed mid-answer.
  case truncated
  /// The decompressed body passed `maxBodyBytes`.
  case tooLarge(limit: Int)
  /// The address cannot be requested at all (no host, a scheme the client does not speak).
  case invalidAddress(reason: String)
  /// The CA file could not be read or holds no certificate.
  case badCAFile(path: String, reason: String)
  /// Anything else the client reports, in its words.
  case failed(reason: String)
  /// The helper program that carries the exchange (`tq-fetch`) could not be run or broke off:
  /// not the network's doing, so it is never taken for being offline.
  case helper(path: String, reason: String)
}

/// The HTTP service: live, the `tq-fetch` helper started by NetworkIO; a test double elsewhere.
public protocol HTTPFetching: Sendable {
  func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse
}
