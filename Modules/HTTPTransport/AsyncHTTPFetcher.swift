import AsyncHTTPClient
import CalendarIO
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix
import NIOSSL

/// The HTTP exchange itself, AsyncHTTPClient underneath, run only inside the `tq-fetch` helper: the
/// programs start that helper for a network source and never link SwiftNIO themselves (every
/// module linked lengthens the Swift runtime's conformance scan at each start). Each fetch makes
/// its client and shuts it down before it returns.
public struct AsyncHTTPFetcher: HTTPFetching {
  public init() {}

  public func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    let configuration = try Self.configuration(for: request)
    do {
      // The client's deadline ends with the response's head; this one covers the body too, so a
      // server that trickles its body is given up at the same time as one that never answers.
      return try await withThrowingTaskGroup(of: HTTPFetchResponse?.self) { group in
        group.addTask { try await Self.exchange(request, configuration: configuration) }
        group.addTask {
          try await Task.sleep(for: request.timeout)
          return nil
        }
        defer { group.cancelAll() }
        guard let first = try await group.next(), let response = first else { throw HTTPFetchError.timedOut }
        return response
      }
    } catch let error as HTTPFetchError {
      throw error
    } catch {
      throw Self.classify(error, request: request)
    }
  }

  static func exchange(_ request: HTTPFetchRequest, configuration: HTTPClient.Configuration) async throws
    -> HTTPFetchResponse
  {
    try await HTTPClient.withHTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    { client in
      var outgoing = HTTPClientRequest(url: request.url)
      outgoing.method = HTTPMethod(rawValue: request.method)
      if let body = request.body { outgoing.body = .bytes(ByteBuffer(bytes: body)) }
      for header in request.headers { outgoing.headers.add(name: header.name, value: header.value) }
      let response = try await client.execute(outgoing, deadline: .now() + Self.amount(request.timeout))
      var body: [UInt8] = []
      // Counted as the bytes arrive, after decompression: a bomb stops at the limit, not after.
      for try await part in response.body {
        guard body.count + part.readableBytes <= request.maxBodyBytes else {
          throw HTTPFetchError.tooLarge(limit: request.maxBodyBytes)
        }
        body.append(contentsOf: part.readableBytesView)
      }
      return HTTPFetchResponse(
        status: Int(response.status.code), headers: response.headers.map { HTTPHeader($0.name, $0.value) },
        body: body)
    }
  }

  static func configuration(for request: HTTPFetchRequest) throws(HTTPFetchError) -> HTTPClient.Configuration {
    // Full verification of the chain and the host name, whatever the source says.
    var tls = TLSConfiguration.makeClientConfiguration()
    if let caFile = request.caFile {
      guard let pem = FileManager.default.contents(atPath: caFile) else {
        throw .badCAFile(path: caFile, reason: "it cannot be read")
      }
      guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(pem)), !certificates.isEmpty else {
        throw .badCAFile(path: caFile, reason: "it holds no PEM certificate")
      }
      tls.additionalTrustRoots = [.certificates(certificates)]
    }
    var pool = HTTPClient.Configuration.ConnectionPool()
    // A refused connection is an answer: the deadline is not spent knocking again.
    pool.retryConnectionEstablishment = false
    return HTTPClient.Configuration(
      tlsConfiguration: tls,
      // The feed source follows redirects itself: it keeps to https, detects loops and counts.
      redirectConfiguration: .disallow,
      // A silence as long as the whole read ends it on SwiftNIO's own threads, however busy the
      // caller's are: a server that stops mid-body is given up even when our tasks wait to run.
      timeout: .init(connect: amount(request.connectTimeout), read: amount(request.timeout)),
      connectionPool: pool,
      decompression: .enabled(limit: .size(request.maxBodyBytes)))
  }

  static func amount(_ duration: Duration) -> TimeAmount {
    let (seconds, attoseconds) = duration.components
    return .nanoseconds(max(1, seconds * 1_000_000_000 + attoseconds / 1_000_000_000))
  }

  /// SwiftNIO's and AsyncHTTPClient's errors in the words the feed source speaks.
  static func classify(_ error: any Error, request: HTTPFetchRequest) -> HTTPFetchError {
    switch error {
    case let error as HTTPClientError:
      switch error {
      case .connectTimeout, .tlsHandshakeTimeout, .getConnectionFromPoolTimeout: return .connectTimedOut
      case .deadlineExceeded, .readTimeout, .writeTimeout, .cancelled: return .timedOut
      case .remoteConnectionClosed, .bodyLengthMismatch: return .truncated
      case .invalidURL, .emptyHost, .emptyScheme:
        return .invalidAddress(reason: String(describing: error))
      default: return .failed(reason: String(describing: error))
      }
    case let error as NIOConnectionError:
      if error.connectionErrors.isEmpty, error.dnsAError != nil || error.dnsAAAAError != nil {
        return .cannotResolve(host: error.host)
      }
      return .cannotConnect(reason: error.connectionErrors.first.map { Self.words($0.error) } ?? "no address")
    case let error as IOError:
      return .cannotConnect(reason: Self.words(error))
    case let error as NIOSSLError:
      return .untrusted(reason: Self.words(error))
    case is NIOSSLExtraError, is BoringSSLError:
      return .untrusted(reason: Self.words(error))
    case let error as HTTPParserError:
      return error == .invalidEOFState ? .truncated : .failed(reason: "the answer is not HTTP (\(error))")
    case let error as NIOHTTPDecompression.DecompressionError:
      if error == .limit { return .tooLarge(limit: request.maxBodyBytes) }
      return .failed(reason: "the compressed answer is damaged")
    case is CancellationError:
      return .timedOut
    case let error as ChannelError:
      if case .connectTimeout = error { return .connectTimedOut }
      return .cannotConnect(reason: Self.words(error))
    default:
      return .failed(reason: Self.words(error))
    }
  }

  /// An error's own description, on one line. SwiftNIO describes a system error as "connection
  /// reset (error set): Connection refused (errno: 111)"; the system's own words for the errno
  /// ("connection refused") are the part a parent can act on.
  static func words(_ error: any Error) -> String {
    if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
    return String(describing: error).split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}
