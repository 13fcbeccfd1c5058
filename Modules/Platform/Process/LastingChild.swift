import Foundation
import Glibc
import Synchronization

/// A child that serves many exchanges over its pipes instead of one per start (the network helper):
/// our end of its stdin is a socket written with MSG_NOSIGNAL, its stdout and stderr are pipes.
/// It runs in a process group of its own, so `kill` ends whatever it started too. Every end we hold
/// is close-on-exec: when we exit or are killed, its stdin ends and it sees EOF, whatever else we started.
///
/// Sends, the closing of its input, kills and the reaping may come from different threads. A
/// descriptor number or a pid is reused by the system as soon as it is given back, so each is used
/// only while it is still ours: a send after the input was closed would write into whatever file
/// got the number next, and a kill after the reaping could end another program's process group.
public final class LastingChild: Sendable {
  public let pid: pid_t
  /// The read ends of its stdout and stderr, closed by their one reader.
  public let output: Int32
  public let errors: Int32
  /// Our end of its stdin (non-blocking), -1 once closed.
  let input: Mutex<Int32>
  /// Whether its pid was given back by waitpid.
  let reaped = Mutex(false)

  public init(_ arguments: [String], searchPath: String) throws(ProcessRunError) {
    let runner = SystemProcessRunner(searchPath: searchPath)
    guard let program = arguments.first else { throw ProcessRunError.notFound("") }
    guard let executable = runner.locate(program) else { throw ProcessRunError.notFound(program) }
    let child = try ChildProcess.starting.withLock { _ throws(ProcessRunError) in
      try ChildProcess(executable: executable, arguments: arguments, environment: nil, feedsInput: true)
    }
    pid = child.pid
    input = Mutex(child.input)
    output = child.outputs[0]
    errors = child.outputs[1]
  }

  /// Sends all of `bytes` before `deadline`; false when the child stopped reading, is gone, or its
  /// input was closed meanwhile.
  public func send(_ bytes: [UInt8], before deadline: ContinuousClock.Instant) -> Bool {
    var pending = bytes[...]
    while !pending.isEmpty {
      // The descriptor is looked at and written under the lock, so it cannot be closed in between.
      let (sent, code, socket): (Int, Int32, Int32) = input.withLock { socket in
        guard socket >= 0 else { return (-1, EBADF, -1) }
        let sent = pending.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        return (sent, errno, socket)
      }
      if sent > 0 {
        pending = pending.dropFirst(sent)
      } else if sent < 0, code == EAGAIN || code == EINTR {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { return false }
        // Should the input be closed while this waits, the next turn finds it so.
        var polled = [pollfd(fd: socket, events: Int16(POLLOUT), revents: 0)]
        _ = poll(&polled, 1, Int32((min(remaining, .milliseconds(100)) / .milliseconds(1)).rounded(.up)))
      } else {
        return false
      }
    }
    return true
  }

  /// Ends its input: a child that serves until EOF then leaves. A second call does nothing.
  public func closeInput() {
    input.withLock { socket in
      if socket >= 0 { close(socket) }
      socket = -1
    }
  }

  /// Kills its process group, unless it was already reaped (its pid may be another's by then).
  public func kill() {
    reaped.withLock { reaped in
      if !reaped { _ = Glibc.kill(-pid, SIGKILL) }
    }
  }

  /// How it ended, once its output is closed: waited for `patience`, then its group is killed.
  public func reap(patience: Duration = .seconds(2)) -> ProcessEnd {
    let deadline = ContinuousClock.now + patience
    while true {
      if let end = wait(blocking: false) { return end }
      if ContinuousClock.now >= deadline {
        kill()
        while true {
          if let end = wait(blocking: true) { return end }
        }
      }
      usleep(10_000)
    }
  }

  /// One waitpid, marking the pid given back in the same step as a kill would look at it.
  private func wait(blocking: Bool) -> ProcessEnd? {
    reaped.withLock { reaped -> ProcessEnd? in
      guard !reaped else { return .exited(0) }
      var raw: Int32 = 0
      let found = waitpid(pid, &raw, blocking ? 0 : WNOHANG)
      if found == pid {
        reaped = true
        return ChildProcess.end(raw)
      }
      if found < 0 && errno == EINTR { return nil }
      if found < 0 {
        // Reaped by someone else: nothing more is known of its end.
        reaped = true
        return .exited(0)
      }
      return nil
    }
  }
}
