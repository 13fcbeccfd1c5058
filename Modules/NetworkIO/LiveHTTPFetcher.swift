import CalendarIO
import Foundation
import Platform
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The HTTP service of the programs: the `tq-fetch` helper carries the exchanges with
/// AsyncHTTPClient, and its answers are read from a pipe. The client and SwiftNIO live in that
/// helper only, so a program that reads no network source neither loads nor scans them at start-up
/// (docs/testing.md, "Where tq-notify's start-up goes"). Making one costs nothing: the helper is
/// started at the first fetch, then serves every later one of this fetcher (copies included), as
/// each start costs more than a whole exchange with a nearby server.
public struct LiveHTTPFetcher: HTTPFetching {
  /// The environment variable naming the helper, for a test or an install that keeps it elsewhere.
  public static let helperVariable = "TIMEQUEST_FETCH_HELPER"
  /// The helper's file name, looked for beside the running program.
  public static let helperName = "tq-fetch"
  /// The helper ends each exchange at the request's timeout; this much more lets it say so before
  /// it is taken for stuck and its process group is killed.
  static let grace = Duration.seconds(3)

  let chosen: String?
  let searchPath: String
  let session = FetchHelperSession()

  /// - Parameter variables: the environment the helper is named in (`TIMEQUEST_FETCH_HELPER`, a
  ///   path or a name on `PATH`); without it, `tq-fetch` beside the running executable.
  public init(variables: [String: String] = ProcessInfo.processInfo.environment) {
    chosen = variables[Self.helperVariable].flatMap { $0.isEmpty ? nil : $0 }
    searchPath = variables["PATH"] ?? "/usr/bin:/bin"
  }

  /// The helper's file: the one named, else `tq-fetch` in the running executable's folder (a build
  /// or an install keeps them together).
  public var helper: String {
    if let chosen { return chosen }
    let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    return folder.appendingPathComponent(Self.helperName).path
  }

  /// The pid of the helper serving this fetcher, nil before the first fetch or after it ended.
  public var helperPID: Int32? { session.running?.child.pid }

  public func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    let path = helper
    // A helper that ended between the look-up and the request never saw it: the next one does.
    for _ in 0..<2 {
      let connection = try session.connection(path: path, searchPath: searchPath)
      if let answer = await connection.exchange(request, deadline: request.timeout + Self.grace) {
        return try answer.get()
      }
    }
    throw .helper(path: path, reason: "ended before it took the request")
  }
}

/// The one helper of a fetcher, started when first needed and again after it ended.
final class FetchHelperSession: Sendable {
  let current = Mutex<FetchHelperConnection?>(nil)

  var running: FetchHelperConnection? { current.withLock { $0?.isOpen == true ? $0 : nil } }

  func connection(path: String, searchPath: String) throws(HTTPFetchError) -> FetchHelperConnection {
    try current.withLock { current throws(HTTPFetchError) in
      if let open = current, open.isOpen, open.path == path { return open }
      current?.close()
      let child: LastingChild
      do {
        child = try LastingChild([path], searchPath: searchPath)
      } catch ProcessRunError.notFound {
        throw .helper(path: path, reason: "is missing or not executable")
      } catch {
        throw .helper(path: path, reason: "could not be started (\(error))")
      }
      let started = FetchHelperConnection(child: child, path: path)
      current = started
      return started
    }
  }

  // The program keeps its fetcher to the end; a test's goes earlier: its helper sees EOF and leaves.
  deinit { current.withLock { $0?.close() } }
}

/// One running helper: requests go out tagged by id, a thread of its own reads the answers and
/// hands each to the request it belongs to. A helper that prints garbage, dies, or misses a
/// request's deadline is done with: every request still waiting on it fails, the next fetch starts another.
final class FetchHelperConnection: Sendable {
  typealias Answer = Result<HTTPFetchResponse, HTTPFetchError>

  struct Waiting {
    var continuation: CheckedContinuation<Answer?, Never>
    var maxBodyBytes: Int
  }

  struct State {
    var open = true
    var nextID = 1
    var waiting: [Int: Waiting] = [:]
  }

  let child: LastingChild
  let path: String
  let state = Mutex(State())
  /// Requests are written one after another, whole, on a thread that may wait on a full pipe.
  let writing = DispatchQueue(label: "tq-fetch requests")

  init(child: LastingChild, path: String) {
    self.child = child
    self.path = path
    let reader = Thread { [self] in read() }
    reader.name = "tq-fetch answers"
    reader.start()
  }

  var isOpen: Bool { state.withLock { $0.open } }

  /// The helper's answer, or nil when it had ended before the request could be sent.
  func exchange(_ request: HTTPFetchRequest, deadline: Duration) async -> Answer? {
    await withCheckedContinuation { continuation in
      let id: Int? = state.withLock { state in
        guard state.open else { return nil }
        defer { state.nextID += 1 }
        state.waiting[state.nextID] = Waiting(continuation: continuation, maxBodyBytes: request.maxBodyBytes)
        return state.nextID
      }
      guard let id else { return continuation.resume(returning: nil) }
      let line = FetchHelperWire.encode(request, id: id)
      let until = ContinuousClock.now + deadline
      // A helper that cannot take it is stuck or gone: the deadline or the reader says which.
      writing.async { [self] in _ = child.send(line, before: until) }
      DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Int(deadline / .nanoseconds(1)))) {
        [self] in
        // Unanswered past its own deadline plus the grace: the helper is stuck, not the server.
        if state.withLock({ $0.waiting[id] != nil }) { fail(everyone: .timedOut, killing: true) }
      }
    }
  }

  /// Ends the helper's input: it leaves, and the reader fails whatever still waits.
  func close() {
    let wasOpen = state.withLock { state in
      defer { state.open = false }
      return state.open
    }
    if wasOpen { child.closeInput() }
  }

  /// Every waiting request fails with `error`; no request goes to this helper any more.
  func fail(everyone error: HTTPFetchError, killing: Bool) {
    let (waiting, wasOpen) = state.withLock { state in
      defer {
        state.waiting = [:]
        state.open = false
      }
      return (Array(state.waiting.values), state.open)
    }
    if killing && wasOpen { child.kill() }
    if wasOpen { child.closeInput() }
    for entry in waiting { entry.continuation.resume(returning: Answer.failure(error)) }
  }

  /// Reads answers until the helper's output ends, then reaps it. Its stderr is read too, so a
  /// chatty helper never blocks on a full pipe; what it says there is not ours to show.
  func read() {
    var polled = [child.output, child.errors].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var pending: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var garbage = false
    reading: while polled[0].fd >= 0 {
      guard poll(&polled, nfds_t(polled.count), -1) > 0 else { continue }
      for index in polled.indices where polled[index].fd >= 0 && polled[index].revents != 0 {
        let count = Glibc.read(polled[index].fd, &buffer, buffer.count)
        if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
        guard count > 0 else {
          Glibc.close(polled[index].fd)
          polled[index].fd = -1
          continue
        }
        guard index == 0 else { continue }
        pending.append(contentsOf: buffer[0..<count])
        while !pending.isEmpty {
          let frame = FetchHelperWire.frame(pending[...]) { id in
            self.state.withLock { $0.waiting[id]?.maxBodyBytes }
          }
          switch frame {
          case .partial: continue reading
          case .garbage:
            garbage = true
            break reading
          case .whole(let id, let answer, let size):
            pending.removeFirst(size)
            let waiting = state.withLock { $0.waiting.removeValue(forKey: id) }
            waiting?.continuation.resume(returning: answer)
          }
        }
      }
    }
    if garbage { child.kill() }
    for entry in polled where entry.fd >= 0 { Glibc.close(entry.fd) }
    let end = child.reap()
    let ended = garbage || end == .exited(0)
    fail(everyone: FetchHelperWire.broken(ended: ended, end: end.description, helper: path), killing: false)
  }
}
