import Foundation
import Glibc
import Synchronization

/// Child processes through posix_spawn, each in a process group of its own so that a deadline
/// kills whatever it started too (a grandchild left holding a pipe would otherwise keep us waiting).
public struct SystemProcessRunner: ProcessRunning {
  /// Where programs are looked up: the caller's `PATH`.
  public var searchPath: String

  public init(searchPath: String) { self.searchPath = searchPath }

  public func run(_ arguments: [String], environment: [String: String]?, limits: ProcessLimits) async throws
    -> ProcessOutput
  {
    guard let program = arguments.first else { throw ProcessRunError.notFound("") }
    guard let executable = locate(program) else { throw ProcessRunError.notFound(program) }
    // The wait blocks a thread of its own (poll and waitpid), never one of the cooperative pool's.
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { () throws(ProcessRunError) in
            let child = try ChildProcess.starting.withLock { _ throws(ProcessRunError) in
              try ChildProcess(executable: executable, arguments: arguments, environment: environment)
            }
            return child.wait(limits: limits)
          })
      }
    }
  }

  public func locate(_ program: String) -> String? {
    if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
    for folder in searchPath.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// One started child: its pid (also its process group) and the read ends of its stdout and stderr.
struct ChildProcess {
  let pid: pid_t
  let outputs: [Int32]

  /// Glibc does not show Swift pipe2, so the pipes are made close-on-exec a step after they are
  /// made; one start at a time keeps another child of ours from inheriting a write end meanwhile.
  static let starting = Mutex(())

  init(executable: String, arguments: [String], environment: [String: String]?) throws(ProcessRunError) {
    let program = arguments.first ?? executable
    func failure(_ code: Int32) -> ProcessRunError {
      .failedToStart(program, reason: String(cString: strerror(code)))
    }
    var out: [Int32] = [-1, -1]
    var err: [Int32] = [-1, -1]
    guard pipe(&out) == 0 else { throw failure(errno) }
    guard pipe(&err) == 0 else {
      let code = errno
      close(out[0])
      close(out[1])
      throw failure(code)
    }
    for end in out + err { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer {
      close(out[1])
      close(err[1])
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, out[1], 1)
    posix_spawn_file_actions_adddup2(&actions, err[1], 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    // Signals we ignore or block (SIGPIPE) would stay ignored in the child.
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD, SIGALRM, SIGUSR1, SIGUSR2] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
    defer {
      for pointer in argv + (envp ?? []) { free(pointer) }
    }
    var pid: pid_t = 0
    let started =
      if let envp { posix_spawn(&pid, executable, &actions, &attributes, argv, envp) } else {
        posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
      }
    guard started == 0 else {
      close(out[0])
      close(err[0])
      throw failure(started)
    }
    self.pid = pid
    outputs = [out[0], err[0]]
  }

  /// Reads both streams in blocks until they end and the child is reaped, or the deadline passes;
  /// then the group is killed. Past `keptBytes` a stream is still read, so the child never blocks.
  func wait(limits: ProcessLimits) -> ProcessOutput {
    let clock = ContinuousClock()
    let deadline = clock.now + limits.timeout
    var polled = outputs.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var kept: [[UInt8]] = [[], []]
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var status: Int32?
    while true {
      if status == nil {
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid { status = raw }
      }
      if status != nil && polled.allSatisfy({ $0.fd < 0 }) { break }
      let remaining = deadline - clock.now
      guard remaining > .zero else { break }
      // Short slices: waitpid has no timeout, so a child that closed its pipes is looked at again soon.
      let slice = min(remaining, .milliseconds(20)) / .milliseconds(1)
      guard poll(&polled, nfds_t(polled.count), Int32(slice.rounded(.up))) > 0 else { continue }
      for index in polled.indices where polled[index].fd >= 0 && polled[index].revents != 0 {
        let count = read(polled[index].fd, &buffer, buffer.count)
        if count > 0 {
          let room = max(0, limits.keptBytes - kept[index].count)
          kept[index].append(contentsOf: buffer[0..<min(count, room)])
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
          close(polled[index].fd)
          polled[index].fd = -1
        }
      }
    }
    for entry in polled where entry.fd >= 0 { close(entry.fd) }
    let end: ProcessEnd
    if let status {
      end = Self.end(status)
      // Whatever it left behind still holds a pipe: it goes with the deadline.
      if polled.contains(where: { $0.fd >= 0 }) { kill(-pid, SIGKILL) }
    } else {
      kill(-pid, SIGKILL)
      var raw: Int32 = 0
      while waitpid(pid, &raw, 0) < 0 && errno == EINTR {}
      end = .timedOut(after: limits.timeout)
    }
    return ProcessOutput(end: end, stdout: kept[0], stderr: kept[1])
  }

  /// waitpid's status word (WIFEXITED and friends are macros Swift cannot call).
  static func end(_ status: Int32) -> ProcessEnd {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
  }
}
