import CalendarIO
import Foundation
import Platform

/// The HTTP service of the programs: each fetch starts the `tq-fetch` helper, which carries the
/// exchange with AsyncHTTPClient, and reads its answer from a pipe. The client and SwiftNIO live in
/// that helper only, so a program that reads no network source neither loads nor scans them at
/// start-up (docs/testing.md, "Where tq-notify's start-up goes"). Making one costs nothing: the
/// helper is looked for at the first fetch.
public struct LiveHTTPFetcher: HTTPFetching {
  /// The environment variable naming the helper, for a test or an install that keeps it elsewhere.
  public static let helperVariable = "TIMEQUEST_FETCH_HELPER"
  /// The helper's file name, looked for beside the running program.
  public static let helperName = "tq-fetch"
  /// The helper ends the exchange at the request's timeout; this much more lets it start and say
  /// so before its process group is killed.
  static let grace = Duration.seconds(3)

  let chosen: String?
  let runner: SystemProcessRunner

  /// - Parameter variables: the environment the helper is named in (`TIMEQUEST_FETCH_HELPER`, a
  ///   path or a name on `PATH`); without it, `tq-fetch` beside the running executable.
  public init(variables: [String: String] = ProcessInfo.processInfo.environment) {
    chosen = variables[Self.helperVariable].flatMap { $0.isEmpty ? nil : $0 }
    runner = SystemProcessRunner(searchPath: variables["PATH"] ?? "/usr/bin:/bin")
  }

  /// The helper's file: the one named, else `tq-fetch` in the running executable's folder (a build
  /// or an install keeps them together).
  public var helper: String {
    if let chosen { return chosen }
    let folder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
    return folder.appendingPathComponent(Self.helperName).path
  }

  public func fetch(_ request: HTTPFetchRequest) async throws(HTTPFetchError) -> HTTPFetchResponse {
    let path = helper
    let output: ProcessOutput
    do {
      output = try await runner.run(
        [path], environment: nil, input: FetchHelperWire.encode(request),
        limits: ProcessLimits(
          timeout: request.timeout + Self.grace, keptBytes: request.maxBodyBytes + FetchHelperWire.maxHeadBytes))
    } catch ProcessRunError.notFound {
      throw .helper(path: path, reason: "is missing or not executable")
    } catch {
      throw .helper(path: path, reason: "could not be started (\(error))")
    }
    // Its own deadline passed unanswered: the exchange took too long, as for a server that never answers.
    if case .timedOut = output.end { throw .timedOut }
    return try FetchHelperWire.response(
      stdout: output.stdout, ended: output.end == .exited(0), end: output.end.description, helper: path)
  }
}
