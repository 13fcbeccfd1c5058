import CalendarIO
import Foundation

/// What the programs and their `tq-fetch` helper say to each other, through pipes only (nothing
/// fetched touches the disk). One helper serves every request of a program run: each request goes
/// to its stdin as one line of JSON carrying an `id`; it answers each on stdout, in whatever order
/// they finish, with one line of JSON, the head (the `id`, the status and headers, or the error),
/// then exactly `length` bytes of body, already decompressed and within the request's size limit.
public enum FetchHelperWire {
  /// The version both sides speak: a helper from another install is told apart from garbage.
  /// 2: many requests per helper, tagged by id.
  public static let version = 2
  /// Most bytes of the head line; with the body's limit, the most the programs keep of the helper's output.
  public static let maxHeadBytes = 1 << 20

  struct Request: Codable {
    var version: Int
    var id: Int?
    var url: String
    var method: String
    var headers: [[String]]
    var body: Data?
    var connectTimeoutNanoseconds: Int64
    var timeoutNanoseconds: Int64
    var maxBodyBytes: Int
    var caFile: String?
  }

  /// An answer or an error: `error` names the `HTTPFetchError` case, `text`, `path` and `limit` its values.
  struct Head: Codable {
    var version: Int
    var id: Int?
    var status: Int?
    var headers: [[String]]?
    var length: Int?
    var error: String?
    var text: String?
    var path: String?
    var limit: Int?
  }

  /// The request's line, newline included (JSON escapes any newline inside it).
  public static func encode(_ request: HTTPFetchRequest, id: Int = 0) -> [UInt8] {
    let wire = Request(
      version: version, id: id, url: request.url, method: request.method,
      headers: request.headers.map { [$0.name, $0.value] }, body: request.body.map { Data($0) },
      connectTimeoutNanoseconds: nanoseconds(request.connectTimeout),
      timeoutNanoseconds: nanoseconds(request.timeout), maxBodyBytes: request.maxBodyBytes, caFile: request.caFile)
    return Array((try? JSONEncoder().encode(wire)) ?? Data()) + [UInt8(ascii: "\n")]
  }

  /// The request the helper was sent, or nil when the line holds no request of this version.
  public static func request(_ bytes: [UInt8]) -> HTTPFetchRequest? { identified(bytes)?.request }

  /// The request on one line of the helper's stdin and its id.
  public static func identified(_ bytes: [UInt8]) -> (id: Int, request: HTTPFetchRequest)? {
    guard let wire = try? JSONDecoder().decode(Request.self, from: Data(bytes)), wire.version == version,
      let id = wire.id, wire.headers.allSatisfy({ $0.count == 2 })
    else { return nil }
    let request = HTTPFetchRequest(
      url: wire.url, headers: wire.headers.map { HTTPHeader($0[0], $0[1]) },
      connectTimeout: .nanoseconds(wire.connectTimeoutNanoseconds), timeout: .nanoseconds(wire.timeoutNanoseconds),
      maxBodyBytes: wire.maxBodyBytes, caFile: wire.caFile, method: wire.method, body: wire.body.map { Array($0) })
    return (id, request)
  }

  /// The helper's whole answer for an exchange that ended with a response or an error.
  public static func answer(_ result: Result<HTTPFetchResponse, HTTPFetchError>, id: Int = 0) -> [UInt8] {
    var head = Head(version: version, id: id)
    var body: [UInt8] = []
    switch result {
    case .success(let response):
      head.status = response.status
      head.headers = response.headers.map { [$0.name, $0.value] }
      head.length = response.body.count
      body = response.body
    case .failure(let error):
      (head.error, head.text, head.path, head.limit) = fields(error)
    }
    return Array((try? JSONEncoder().encode(head)) ?? Data()) + [UInt8(ascii: "\n")] + body
  }

  /// What the front of the helper's output holds.
  public enum Frame {
    /// A whole answer to request `id`, `size` bytes of the output.
    case whole(id: Int, Result<HTTPFetchResponse, HTTPFetchError>, size: Int)
    /// The start of an answer: more is to come.
    case partial
    /// Not an answer: a line that is no head of this version, an unknown id, a body over its limit.
    case garbage
  }

  /// Reads one answer off the front of `output`; `limit` gives the most body bytes request `id`
  /// may have, nil for an id not asked for.
  public static func frame(_ output: ArraySlice<UInt8>, limit: (Int) -> Int?) -> Frame {
    guard let newline = output.prefix(maxHeadBytes).firstIndex(of: UInt8(ascii: "\n")) else {
      return output.count < maxHeadBytes ? .partial : .garbage
    }
    guard let head = try? JSONDecoder().decode(Head.self, from: Data(output[..<newline])), head.version == version,
      let id = head.id, let most = limit(id)
    else { return .garbage }
    let headSize = newline + 1 - output.startIndex
    if let kind = head.error {
      guard let error = error(kind, text: head.text, path: head.path, limit: head.limit) else { return .garbage }
      return .whole(id: id, .failure(error), size: headSize)
    }
    guard let status = head.status, let headers = head.headers, headers.allSatisfy({ $0.count == 2 }),
      let length = head.length, length >= 0, length <= most
    else { return .garbage }
    guard output.count - headSize >= length else { return .partial }
    let body = Array(output[(newline + 1)...].prefix(length))
    let response = HTTPFetchResponse(status: status, headers: headers.map { HTTPHeader($0[0], $0[1]) }, body: body)
    return .whole(id: id, .success(response), size: headSize + length)
  }

  /// Reads the helper's whole output for one request: its answer, its error as the helper saw it,
  /// or, when the output is not a whole answer, `.helper` saying how the helper ended.
  public static func response(stdout: [UInt8], ended: Bool, end: String, helper path: String) throws(HTTPFetchError)
    -> HTTPFetchResponse
  {
    switch frame(stdout[...], limit: { _ in Int.max }) {
    case .whole(_, let result, _): return try result.get()
    case .partial, .garbage: throw broken(ended: ended, end: end, helper: path)
    }
  }

  /// The helper stopped before it answered: it printed something else, or ended (`end`) mid-answer.
  public static func broken(ended: Bool, end: String, helper path: String) -> HTTPFetchError {
    .helper(path: path, reason: ended ? "printed something other than an answer" : "\(end) before its answer was whole")
  }

  static func fields(_ error: HTTPFetchError) -> (String, String?, String?, Int?) {
    switch error {
    case .cannotResolve(let host): ("cannotResolve", host, nil, nil)
    case .cannotConnect(let reason): ("cannotConnect", reason, nil, nil)
    case .connectTimedOut: ("connectTimedOut", nil, nil, nil)
    case .timedOut: ("timedOut", nil, nil, nil)
    case .untrusted(let reason): ("untrusted", reason, nil, nil)
    case .truncated: ("truncated", nil, nil, nil)
    case .tooLarge(let limit): ("tooLarge", nil, nil, limit)
    case .invalidAddress(let reason): ("invalidAddress", reason, nil, nil)
    case .badCAFile(let path, let reason): ("badCAFile", reason, path, nil)
    case .failed(let reason): ("failed", reason, nil, nil)
    case .helper(let path, let reason): ("helper", reason, path, nil)
    }
  }

  static func error(_ kind: String, text: String?, path: String?, limit: Int?) -> HTTPFetchError? {
    switch (kind, text, path, limit) {
    case ("cannotResolve", let host?, _, _): .cannotResolve(host: host)
    case ("cannotConnect", let reason?, _, _): .cannotConnect(reason: reason)
    case ("connectTimedOut", _, _, _): .connectTimedOut
    case ("timedOut", _, _, _): .timedOut
    case ("untrusted", let reason?, _, _): .untrusted(reason: reason)
    case ("truncated", _, _, _): .truncated
    case ("tooLarge", _, _, let limit?): .tooLarge(limit: limit)
    case ("invalidAddress", let reason?, _, _): .invalidAddress(reason: reason)
    case ("badCAFile", let reason?, let path?, _): .badCAFile(path: path, reason: reason)
    case ("failed", let reason?, _, _): .failed(reason: reason)
    case ("helper", let reason?, let path?, _): .helper(path: path, reason: reason)
    default: nil
    }
  }

  static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
