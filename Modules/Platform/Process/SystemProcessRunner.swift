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
    try await run(arguments, environment: environment, input: nil, limits: limits)
  }

  /// As `run`, with `input` on the child's standard input (nil: /dev/null), written while its
  /// output is read, so neither side waits on a full pipe; a child that stops reading early
  /// ends the input, never us (no SIGPIPE).
  public func run(_ arguments: [String], environment: [String: String]?, input: [UInt8]?, limits: ProcessLimits)
    async throws -> ProcessOutput
  {
    guard let program = arguments.first else { throw ProcessRunError.notFound("") }
    guard let executable = locate(program) else { throw ProcessRunError.notFound(program) }
    // The wait blocks a thread of its own (poll and waitpid), never one of the cooperative pool's.
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        continuation.resume(
          with: Result { () throws(ProcessRunError) in
            let child = try ChildProcess.starting.withLock { _ throws(ProcessRunError) in
              try ChildProcess(
                executable: executable, arguments: arguments, environment: environment, feedsInput: input != nil)
            }
            return child.wait(limits: limits, input: input ?? [])
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

/// One started child: its pid (also its process group), the read ends of its stdout and stderr,
/// and our end of its stdin when it is given input (-1 when it reads /dev/null).
struct ChildProcess {
  let pid: pid_t
  let outputs: [Int32]
  let input: Int32

  /// Glibc does not show Swift pipe2, so the pipes are made close-on-exec a step after they are
  /// made; one start at a time keeps another child of ours from inheriting a write end meanwhile.
  static let starting = Mutex(())

  init(executable: String, arguments: [String], environment: [String: String]?, feedsInput: Bool = false)
    throws(ProcessRunError)
  {
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
    // A socket rather than a pipe: send(2) with MSG_NOSIGNAL reports a child that stopped
    // reading as EPIPE instead of ending us with SIGPIPE.
    var inp: [Int32] = [-1, -1]
    if feedsInput {
      guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &inp) == 0 else {
        let code = errno
        for end in out + err { close(end) }
        throw failure(code)
      }
      _ = fcntl(inp[0], F_SETFL, fcntl(inp[0], F_GETFL) | O_NONBLOCK)
    }
    for end in out + err + inp where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    defer {
      close(out[1])
      close(err[1])
      if inp[1] >= 0 { close(inp[1]) }
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if feedsInput {
      posix_spawn_file_actions_adddup2(&actions, inp[1], 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    }
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
      if inp[0] >= 0 { close(inp[0]) }
      throw failure(started)
    }
    self.pid = pid
    outputs = [out[0], err[0]]
    input = inp[0]
  }

  /// Reads both streams in blocks until they end and the child is reaped, or the deadline passes;
  /// then the group is killed. Past `keptBytes` a stream is still read, so the child never blocks.
  func wait(limits: ProcessLimits, input bytes: [UInt8] = []) -> ProcessOutput {
    var feeding = Feeding(socket: input, pending: bytes[...])
    defer { feeding.end() }
    let clock = ContinuousClock()
    let deadline = clock.now + limits.timeout
    var polled = outputs.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    var kept: [[UInt8]] = [[], []]
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var status: Int32?
    while true {
      feeding.send()
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

  /// The bytes still to go to the child's stdin, sent as far as the socket takes them at each turn
  /// of the wait; all sent, or the child gone, the socket is closed: the end of its input.
  struct Feeding {
    var socket: Int32
    var pending: ArraySlice<UInt8>

    mutating func send() {
      while socket >= 0 {
        guard !pending.isEmpty else { return end() }
        let sent = pending.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        if sent > 0 {
          pending = pending.dropFirst(sent)
        } else if sent < 0, errno == EAGAIN || errno == EINTR {
          return
        } else {
          return end()
        }
      }
    }

    mutating func end() {
      if socket >= 0 { close(socket) }
      socket = -1
    }
  }

  /// waitpid's status word (WIFEXITED and friends are macros Swift cannot call).
  static func end(_ status: Int32) -> ProcessEnd {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .killed(signal: signal)
  }
}
