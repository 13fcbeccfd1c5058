import CalendarIO
import Foundation
import NetworkIO
import Platform
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The programs' side of the `tq-fetch` helper: a helper that is missing, hangs, dies mid-answer or
/// prints garbage is told apart from the network's troubles, and what it answers arrives whole.
@Suite("The network helper tq-fetch, as the programs start it and read it")
struct FetchHelperTests {
  static let request = HTTPFetchRequest(
    url: "http://127.0.0.1:9/school.ics", headers: [HTTPHeader("Accept", "text/calendar")],
    connectTimeout: .seconds(5), timeout: .seconds(30), maxBodyBytes: 1 << 20)

  /// A stand-in helper: a shell script that does what `body` says, in a file of its own.
  static func helper(_ body: String, in folder: TemporaryDirectory) throws -> String {
    try folder.script("tq-fetch-\(UUID().uuidString)", "#!/bin/sh\n\(body)\n")
  }

  /// Fetches with the helper at `helper`. A script is started again while it is busy (ETXTBSY):
  /// a program another test forked in the instant it was written may still hold it open.
  static func fetch(with helper: String, _ request: HTTPFetchRequest = request) async -> Result<
    HTTPFetchResponse, HTTPFetchError
  > {
    await fetch(LiveHTTPFetcher(variables: [LiveHTTPFetcher.helperVariable: helper, "PATH": "/usr/bin:/bin"]), request)
  }

  /// Fetches with `fetcher`, started again while its helper's script is busy, as above.
  static func fetch(_ fetcher: LiveHTTPFetcher, _ request: HTTPFetchRequest = request) async -> Result<
    HTTPFetchResponse, HTTPFetchError
  > {
    for attempt in 1...5 {
      do throws(HTTPFetchError) {
        return .success(try await fetcher.fetch(request))
      } catch .helper(_, let reason) where reason.contains(String(cString: strerror(ETXTBSY))) && attempt < 5 {
        try? await Task.sleep(for: .milliseconds(100))
      } catch {
        return .failure(error)
      }
    }
    return .failure(.timedOut)
  }

  @Test("a missing helper is named, not taken for a network that is down")
  func missing() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/nowhere/tq-fetch"
    let result = await Self.fetch(with: path)
    #expect(result == .failure(.helper(path: path, reason: "is missing or not executable")))
    let problem = FeedProblem.fetchHelper(path: path, reason: "is missing or not executable")
    #expect(problem.exitCode == 69)
    #expect(problem.description.contains("Scripts/install.sh"))
  }

  @Test("a helper file that is not executable is refused as missing")
  func notExecutable() async throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write("tq-fetch", "#!/bin/sh\nexit 0\n")
    let result = await Self.fetch(with: path)
    #expect(result == .failure(.helper(path: path, reason: "is missing or not executable")))
  }

  @Test("a helper that prints garbage is a broken helper, whatever it prints")
  func garbage() async throws {
    let folder = try TemporaryDirectory()
    for body in [
      "echo 'HTTP/1.1 200 OK'", "printf '{\"version\":1,\"status\":200}'", "cat",
      "printf '{\"version\":2,\"status\":200,\"headers\":[],\"length\":0}\\n'",
      "printf '{\"version\":1,\"error\":\"noSuchError\"}\\n'",
    ] {
      let path = try Self.helper(body, in: folder)
      let result = await Self.fetch(with: path)
      #expect(
        result == .failure(.helper(path: path, reason: "printed something other than an answer")), "\(body)")
    }
  }

  @Test("a helper killed mid-answer is reported with its end, not read as a short calendar")
  func killedMidAnswer() async throws {
    let folder = try TemporaryDirectory()
    let path = try Self.helper(
      """
      printf '{"version":2,"id":1,"status":200,"headers":[],"length":1000}\\nBEGIN:VCALENDAR'
      kill -9 $$
      """, in: folder)
    let result = await Self.fetch(with: path)
    #expect(result == .failure(.helper(path: path, reason: "killed by signal 9 before its answer was whole")))
  }

  @Test("a helper that exits with an error mid-answer is not believed")
  func failedAfterAnswer() async throws {
    let folder = try TemporaryDirectory()
    let path = try Self.helper(
      "printf '{\"version\":2,\"id\":1,\"status\":200,\"headers\":[],\"length\":20}\\nok'; exit 3", in: folder)
    let result = await Self.fetch(with: path)
    #expect(result == .failure(.helper(path: path, reason: "exit 3 before its answer was whole")))
  }

  @Test("a helper that outlives the request's timeout is ended and the read is a timeout")
  func hangs() async throws {
    let folder = try TemporaryDirectory()
    // A grandchild holds the pipe too: the whole process group goes at the deadline, or this waits a minute.
    let path = try Self.helper("sleep 60 & sleep 60", in: folder)
    var request = Self.request
    request.timeout = .milliseconds(100)
    let result = await Self.fetch(with: path, request)
    #expect(result == .failure(.timedOut))
  }

  @Test("what the helper answers, a response or any of the errors, reaches the programs as it was")
  func wire() throws {
    let response = HTTPFetchResponse(
      status: 207, headers: [HTTPHeader("Content-Type", "text/calendar"), HTTPHeader("ETag", "\"x\"")],
      body: Array("BEGIN:VCALENDAR\r\n\n\u{0}END:VCALENDAR".utf8))
    #expect(
      try FetchHelperWire.response(
        stdout: FetchHelperWire.answer(.success(response)), ended: true, end: "exit 0", helper: "h") == response)
    let errors: [HTTPFetchError] = [
      .cannotResolve(host: "example.org"), .cannotConnect(reason: "connection refused"), .connectTimedOut, .timedOut,
      .untrusted(reason: "self-signed"), .truncated, .tooLarge(limit: 12), .invalidAddress(reason: "no host"),
      .badCAFile(path: "/ca.pem", reason: "it cannot be read"), .failed(reason: "odd"),
      .helper(path: "/x", reason: "y"),
    ]
    for error in errors {
      #expect(throws: error) {
        try FetchHelperWire.response(
          stdout: FetchHelperWire.answer(.failure(error)), ended: true, end: "exit 0", helper: "h")
      }
    }
  }

  @Test("a request reaches the helper whole: method, headers in order, body, limits")
  func request() throws {
    let request = HTTPFetchRequest(
      url: "https://example.org/dav/", headers: [HTTPHeader("Depth", "1"), HTTPHeader("Authorization", "Basic eA==")],
      connectTimeout: .milliseconds(1500), timeout: .seconds(15), maxBodyBytes: 64 << 20, caFile: "/etc/ca.pem",
      method: "REPORT", body: Array("<?xml version=\"1.0\"?>\n<c:calendar-query/>".utf8))
    #expect(FetchHelperWire.request(FetchHelperWire.encode(request)) == request)
    #expect(FetchHelperWire.request(Array("{\"version\":2}".utf8)) == nil)
    #expect(FetchHelperWire.request([]) == nil)
  }

  /// A stand-in that logs its pid to `log`, then answers each request line with `ok` and its id,
  /// but never one whose line holds `slow`.
  static func serving(log: String, in folder: TemporaryDirectory) throws -> String {
    try helper(
      """
      echo $$ >> '\(log)'
      while IFS= read -r line; do
        case "$line" in *slow*) continue ;; esac
        id=$(printf '%s' "$line" | sed 's/.*"id":\\([0-9]*\\).*/\\1/')
        printf '{"version":2,"id":%s,"status":200,"headers":[],"length":2}\\nok' "$id"
      done
      """, in: folder)
  }

  /// A fetcher whose helper is `serving`, and the file its starts are logged in.
  static func servingFetcher(in folder: TemporaryDirectory) throws -> (LiveHTTPFetcher, String) {
    let log = folder.path + "/starts"
    let helper = try serving(log: log, in: folder)
    return (LiveHTTPFetcher(variables: [LiveHTTPFetcher.helperVariable: helper, "PATH": "/usr/bin:/bin"]), log)
  }

  static func starts(_ log: String) -> [Int32] {
    ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
  }

  static func ok(_ result: Result<HTTPFetchResponse, HTTPFetchError>) -> Bool {
    (try? result.get().body) == Array("ok".utf8)
  }

  /// The pid has left: no process, or one no longer running.
  static func gone(_ pid: Int32) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
    return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
  }

  /// Waits, a little at a time, until `condition` holds; false if it still does not after ten seconds.
  static func eventually(_ condition: () -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + .seconds(10)
    while ContinuousClock.now < deadline {
      if condition() { return true }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
  }

  @Test("every request of a fetcher, one after another or at once, goes to one helper started once")
  func oneHelper() async throws {
    let folder = try TemporaryDirectory()
    let (fetcher, log) = try Self.servingFetcher(in: folder)
    #expect(fetcher.helperPID == nil)
    for _ in 0..<3 {
      #expect(Self.ok(await Self.fetch(fetcher)))
    }
    let together = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<5 {
        group.addTask { Self.ok(await Self.fetch(fetcher)) }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(together == Array(repeating: true, count: 5))
    #expect(Self.starts(log).count == 1)
    #expect(Self.starts(log) == fetcher.helperPID.map { [$0] })
  }

  @Test("a helper that died between requests is started again at the next one")
  func diedBetween() async throws {
    let folder = try TemporaryDirectory()
    let (fetcher, log) = try Self.servingFetcher(in: folder)
    #expect(Self.ok(await Self.fetch(fetcher)))
    let first = try #require(fetcher.helperPID)
    kill(first, SIGKILL)
    #expect(await Self.eventually { fetcher.helperPID == nil })
    #expect(Self.ok(await Self.fetch(fetcher)))
    let starts = Self.starts(log)
    #expect(starts.count == 2 && starts.first == first && starts.last == fetcher.helperPID)
  }

  @Test("a request the helper never answers times out alone: one sent beside it is answered meanwhile")
  func stuckBeside() async throws {
    let folder = try TemporaryDirectory()
    let (fetcher, log) = try Self.servingFetcher(in: folder)
    var slow = Self.request
    slow.url = "http://127.0.0.1:9/slow.ics"
    slow.timeout = .milliseconds(100)
    let stuckRequest = slow
    async let stuck = Self.fetch(fetcher, stuckRequest)
    // The stuck one's deadline ends its helper and whatever waits on it: answered first, or not at all.
    #expect(Self.ok(await Self.fetch(fetcher)))
    #expect(await stuck == .failure(.timedOut))
    // The stuck helper was ended; the next request has one of its own.
    #expect(Self.ok(await Self.fetch(fetcher)))
    #expect(Self.starts(log).count == 2)
  }

  @Test("a helper leaves when its fetcher goes: its input ends")
  func leavesWithFetcher() async throws {
    let folder = try TemporaryDirectory()
    var fetcher: LiveHTTPFetcher? = try Self.servingFetcher(in: folder).0
    #expect(Self.ok(await Self.fetch(fetcher!)))
    let pid = try #require(fetcher?.helperPID)
    #expect(!Self.gone(pid))
    fetcher = nil
    #expect(await Self.eventually { Self.gone(pid) })
  }

  // What a helper started may still hold its input after the helper itself has gone (a clean exit
  // kills no group); ending our side is what tells it to leave, and gives the descriptor back.
  @Test("a helper that ended has its input ended: what it left behind sees the end of its input")
  func inputEndsWithHelper() async throws {
    let folder = try TemporaryDirectory()
    let marker = folder.path + "/saw-eof"
    // The shell gives a job it starts /dev/null for input: the helper's input is passed on as 3.
    let path = try Self.helper(
      "exec 3<&0\n(cat <&3 >/dev/null; touch '\(marker)') >/dev/null 2>&1 &\nexit 0", in: folder)
    let fetcher = LiveHTTPFetcher(variables: [LiveHTTPFetcher.helperVariable: path, "PATH": "/usr/bin:/bin"])
    #expect(!Self.ok(await Self.fetch(fetcher)))
    #expect(await Self.eventually { FileManager.default.fileExists(atPath: marker) })
    withExtendedLifetime(fetcher) {}
  }
}
