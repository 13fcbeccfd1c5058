import Foundation
import Glibc

/// A child that serves many exchanges over its pipes instead of one per start (the network helper):
/// our end of its stdin is a socket written with MSG_NOSIGNAL, its stdout and stderr are pipes.
/// It runs in a process group of its own, so `kill` ends whatever it started too. Every end we hold
/// is close-on-exec: when we exit or are killed, its stdin ends and it sees EOF, whatever else we started.
public struct LastingChild: Sendable {
  public let pid: pid_t
  /// Our end of its stdin (non-blocking) and the read ends of its stdout and stderr.
  public let input: Int32
  public let output: Int32
  public let errors: Int32

  public init(_ arguments: [String], searchPath: String) throws(ProcessRunError) {
    let runner = SystemProcessRunner(searchPath: searchPath)
    guard let program = arguments.first else { throw ProcessRunError.notFound("") }
    guard let executable = runner.locate(program) else { throw ProcessRunError.notFound(program) }
    let child = try ChildProcess.starting.withLock { _ throws(ProcessRunError) in
      try ChildProcess(executable: executable, arguments: arguments, environment: nil, feedsInput: true)
    }
    pid = child.pid
    input = child.input
    output = child.outputs[0]
    errors = child.outputs[1]
  }

  /// Sends all of `bytes` before `deadline`; false when the child stopped reading or is gone.
  public func send(_ bytes: [UInt8], before deadline: ContinuousClock.Instant) -> Bool {
    var pending = bytes[...]
    while !pending.isEmpty {
      let sent = pending.withUnsafeBytes { Glibc.send(input, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if sent > 0 {
        pending = pending.dropFirst(sent)
      } else if sent < 0, errno == EAGAIN || errno == EINTR {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return false }
        var polled = [pollfd(fd: input, events: Int16(POLLOUT), revents: 0)]
        _ = poll(&polled, 1, Int32((min(remaining, .seconds(1)) / .milliseconds(1)).rounded(.up)))
      } else {
        return false
      }
    }
    return true
  }

  /// Ends its input: a child that serves until EOF then leaves.
  public func closeInput() { close(input) }

  /// Kills its process group.
  public func kill() { _ = Glibc.kill(-pid, SIGKILL) }

  /// How it ended, once its output is closed: waited for `patience`, then its group is killed.
  public func reap(patience: Duration = .seconds(2)) -> ProcessEnd {
    let deadline = ContinuousClock.now + patience
    var raw: Int32 = 0
    while true {
      let found = waitpid(pid, &raw, WNOHANG)
      if found == pid { return ChildProcess.end(raw) }
      if found < 0 && errno != EINTR { return .exited(0) }
      if ContinuousClock.now >= deadline {
        kill()
        while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
        return ChildProcess.end(raw)
      }
      usleep(10_000)
    }
  }
}
