import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The self-pipe a signal handler writes the signal's number to, so that the timer's `poll` wakes
/// up and handles it as input. A C signal handler can reach nothing but globals; this is the one.
nonisolated(unsafe) private var signalPipe: (read: Int32, write: Int32) = (-1, -1)

/// Async-signal-safe: one `write` of one byte, `errno` kept.
private func noteSignal(_ number: Int32) {
  let savedErrno = errno
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipe.write, &byte, 1)
  errno = savedErrno
}

/// Standard input and output as the live timer's terminal: termios raw mode, `poll` with a timeout
/// (so waiting costs no CPU), and signals turned into input through a self-pipe.
public final class PosixTerminal: TimerTerminal {
  let input: Int32
  let output: Int32
  /// The modes found when timing started, put back when it stops.
  private var saved: termios?
  private var cursorHidden = false
  private var previousActions: [Int32: sigaction] = [:]
  /// Bytes read but not handed out yet.
  private var pending: [UInt8] = []

  /// Signals caught while a guess is typed: those that end the game.
  static let guessSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// Signals caught while timing: also Ctrl-Z, the continue after it, and a window resize.
  static let timingSignals = guessSignals + [SIGTSTP, SIGCONT, SIGWINCH]

  /// Standard input and output; other descriptors for tests.
  public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
  }

  public var width: Int {
    var size = winsize()
    for descriptor in [output, input] where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
      return Int(size.ws_col)
    }
    return 80
  }

  public var height: Int {
    var size = winsize()
    for descriptor in [output, input] where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_row > 0 {
      return Int(size.ws_row)
    }
    return 0
  }

  public func write(_ text: String) {
    fflush(nil)
    Self.writeAll(Array(text.utf8), to: output)
  }

  /// The bell, from any thread: one byte to standard output.
  public static func ringBell() { writeAll([0x07], to: STDOUT_FILENO) }

  public func readLine(prompt: String) -> GuessLineInput {
    write(prompt)
    catchSignals(Self.guessSignals)
    defer { releaseSignals() }
    var bytes: [UInt8] = []
    // The limit is this reader's own, not the kernel's canonical-mode line (4095 bytes on Linux,
    // other sizes elsewhere, none at all when input is not a terminal): what passes it is read to
    // its end and dropped, so the next line starts clean.
    var overlong = false
    let limit = StandardTerminalInput.maximumLineBytes
    while true {
      switch wait(timeoutMilliseconds: -1) {
      case .signal(let number):
        // The line typed so far stays on the screen; what follows starts on a line of its own.
        write("\n")
        return .signal(number)
      case .readable:
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = read(input, &buffer, buffer.count)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        if count <= 0 {
          if overlong { return .tooLong(limit: limit) }
          return bytes.isEmpty ? .end : .line(Self.text(bytes))
        }
        for byte in buffer[..<count] {
          if byte == 0x0A { return overlong ? .tooLong(limit: limit) : .line(Self.text(bytes)) }
          if bytes.count < limit { bytes.append(byte) } else { overlong = true }
        }
      case .timeout:
        continue
      }
    }
  }

  public func startTiming(hideCursor: Bool) -> Bool {
    catchSignals(Self.timingSignals)
    var modes = termios()
    guard tcgetattr(input, &modes) == 0 else { return false }
    saved = modes
    cursorHidden = hideCursor
    reenterTiming()
    return true
  }

  public func reenterTiming() {
    guard var raw = saved else { return }
    // Keys one by one without echo; ISIG stays on, so Ctrl-C and Ctrl-Z arrive as signals (the
    // same path as a signal sent by another program); no flow control, so Ctrl-S cannot freeze it.
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    _ = tcsetattr(input, TCSANOW, &raw)
    if cursorHidden { write("\u{1B}[?25l") }
  }

  public func stopTiming() {
    if cursorHidden { write("\u{1B}[?25h") }
    if var modes = saved { _ = tcsetattr(input, TCSANOW, &modes) }
    saved = nil
    cursorHidden = false
    pending = []
    releaseSignals()
  }

  public func next(timeout: Duration) -> TimerInput {
    if !pending.isEmpty { return .key(pending.removeFirst()) }
    let (seconds, attoseconds) = timeout.components
    let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    switch wait(timeoutMilliseconds: max(0, milliseconds)) {
    case .timeout: return .timeout
    case .signal(let number): return .signal(number)
    case .readable: break
    }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = read(input, &buffer, buffer.count)
    if count < 0, errno == EINTR || errno == EAGAIN { return .timeout }
    if count <= 0 { return .end }
    let bytes = Array(buffer[..<count])
    if saved == nil {
      // No raw mode: the terminal hands out whole lines.
      return .line(Self.text(bytes.last == 0x0A ? Array(bytes.dropLast()) : bytes))
    }
    // An escape sequence (an arrow, a function key) comes in one read: none of it is a key here,
    // and its letters ("ESC O P" is F1) must not read as one.
    if bytes.first == 0x1B { return .timeout }
    pending = Array(bytes.dropFirst())
    return .key(bytes[0])
  }

  public func suspend() {
    // The handlers are released by `stopTiming`, so this stops the program as Ctrl-Z would have.
    Self.raiseHere(SIGTSTP)
  }

  public func end(by signal: Int32) {
    Glibc.signal(signal, SIG_DFL)
    Self.raiseHere(signal)
    // Only reached if the signal could not end the program: the shell's code for it.
    exit(128 + signal)
  }

  // MARK: - Waiting

  private enum Wake {
    case readable
    case signal(Int32)
    case timeout
  }

  /// Waits for standard input or a signal, at most `timeoutMilliseconds` (-1: no limit), without
  /// spinning: `poll` sleeps in the kernel.
  private func wait(timeoutMilliseconds: Int32) -> Wake {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: signalPipe.read, events: Int16(POLLIN), revents: 0),
    ]
    let count = poll(&descriptors, nfds_t(signalPipe.read >= 0 ? 2 : 1), timeoutMilliseconds)
    if count < 0 { return .timeout }  // EINTR: the signal's byte is read on the next call
    if count == 0 { return .timeout }
    if descriptors[1].revents & Int16(POLLIN) != 0 {
      var byte: UInt8 = 0
      if read(signalPipe.read, &byte, 1) == 1 { return .signal(Int32(byte)) }
    }
    return descriptors[0].revents != 0 ? .readable : .timeout
  }

  // MARK: - Signals

  private func catchSignals(_ signals: [Int32]) {
    Self.openSignalPipe()
    // A signal noted during an earlier step is of no use now.
    var byte: UInt8 = 0
    while read(signalPipe.read, &byte, 1) == 1 {}
    for number in signals where previousActions[number] == nil {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = noteSignal
      #else
        action.__sigaction_u.__sa_handler = noteSignal
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var previous = sigaction()
      if sigaction(number, &action, &previous) == 0 { previousActions[number] = previous }
    }
  }

  private func releaseSignals() {
    for (number, previous) in previousActions {
      var action = previous
      _ = sigaction(number, &action, nil)
    }
    previousActions = [:]
  }

  /// Sends `signal` to this thread with it unblocked here, so its default action (stop, end) has
  /// happened when this returns. The timer runs on a Dispatch worker thread, which blocks these
  /// signals: a plain `raise` would leave it pending, and `kill` would let another thread take it
  /// while this one draws on.
  private static func raiseHere(_ signal: Int32) {
    var only = sigset_t()
    sigemptyset(&only)
    sigaddset(&only, signal)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &only, &previous)
    raise(signal)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  private static func openSignalPipe() {
    guard signalPipe.read < 0 else { return }
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    signalPipe = (descriptors[0], descriptors[1])
  }

  // MARK: - Bytes

  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR || errno == EAGAIN { continue }
      if written <= 0 { return }
      offset += written
    }
  }

  static func text(_ bytes: [UInt8]) -> String {
    var bytes = bytes
    if bytes.last == 0x0D { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }
}
