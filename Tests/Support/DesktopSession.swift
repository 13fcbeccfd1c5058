import Foundation
import Synchronization

/// A private desktop for the desktop-notification tests: a virtual X server (`Xvfb`), a session
/// `dbus-daemon` on a socket in a temporary folder and the `dunst` notification server on both.
/// Started once per test process, on first use, and stopped when the process ends (a watchdog
/// stops it too if the test process is killed). A missing program is a failure, never a skip:
/// Scripts/test.sh installs them (Debian xvfb, dbus, dunst, libnotify-bin).
public final class DesktopSession: Sendable {
  /// The temporary folder laid out like `/run/user`: `userRuntimeRoot/UID/bus` is the bus socket.
  public let folder: String
  public let userRuntimeRoot: String
  /// `userRuntimeRoot/UID`, what `XDG_RUNTIME_DIR` is in a real session.
  public let runtimeDirectory: String
  public let uid: UInt32
  /// `unix:path=…/bus`.
  public let busAddress: String
  /// `:N`.
  public let display: String
  private let turn = Turn()

  /// What a child on this desktop needs: the bus and the display.
  public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": busAddress, "DISPLAY": display] }

  /// The session of this test process, started on first use.
  public static func shared() throws -> DesktopSession { try started.get() }

  private static let started: Result<DesktopSession, SessionError> = Result { () throws(SessionError) in
    try DesktopSession()
  }

  public struct SessionError: Error, CustomStringConvertible {
    public var description: String
  }

  // MARK: - Reading what dunst received

  /// One notification as dunst received it (`dunstctl history`).
  public struct Received: Sendable, Equatable {
    public var id: Int
    public var appName: String
    public var summary: String
    /// The body as sent (markup, unparsed).
    public var body: String
    public var category: String
    /// dunst's formatted text: the test configuration writes what its rules matched first,
    /// e.g. "urgency=low transient icon=x-office-calendar|summary|body".
    public var message: String

    /// What the test configuration's rules saw: `urgency=low`, `transient`, `icon=…`.
    public var marks: Set<String> {
      Set((message.split(separator: "|", maxSplits: 1).first ?? "").split(separator: " ").map(String.init))
    }
  }

  /// Runs `body` with the notification server to itself and returns every notification it
  /// received meanwhile, newest first (replaced ones are not in the history: only what was shown last).
  public func received(during body: () async throws -> Void) async throws -> [Received] {
    await turn.acquire()
    do {
      try closeAll()
      let before = try history().count
      try await body()
      try closeAll()
      let after = try history()
      await turn.release()
      return Array(after.prefix(after.count - before))
    } catch {
      await turn.release()
      throw error
    }
  }

  /// How many notifications dunst shows now.
  public func displayedCount() throws -> Int {
    let output = try dunstctl(["count", "displayed"])
    guard let count = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw SessionError(description: "dunstctl count displayed said '\(output)'")
    }
    return count
  }

  /// Closes every notification shown, as a reader dismissing them does.
  public func closeAll() throws { _ = try dunstctl(["close-all"]) }

  private func history() throws -> [Received] {
    let text = try dunstctl(["history"])
    guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let groups = object["data"] as? [[[String: Any]]]
    else { throw SessionError(description: "dunstctl history is not the JSON expected: \(text.prefix(300))") }
    return (groups.first ?? []).map { entry in
      func value(_ key: String) -> Any? { (entry[key] as? [String: Any])?["data"] }
      return Received(
        id: value("id") as? Int ?? -1, appName: value("appname") as? String ?? "",
        summary: value("summary") as? String ?? "", body: value("body") as? String ?? "",
        category: value("category") as? String ?? "", message: value("message") as? String ?? "")
    }
  }

  private func dunstctl(_ arguments: [String]) throws -> String {
    let result = try Self.run(["dunstctl"] + arguments, environment: environment)
    guard result.status == 0 else {
      throw SessionError(description: "dunstctl \(arguments.joined(separator: " ")) failed: \(result.stderr)")
    }
    return result.stdout
  }

  // MARK: - Starting and stopping

  private init() throws(SessionError) {
    for (program, package) in [
      ("Xvfb", "xvfb"), ("dbus-daemon", "dbus"), ("dunst", "dunst"), ("dunstctl", "dunst"),
      ("notify-send", "libnotify-bin"),
    ] where Self.locate(program) == nil {
      throw SessionError(
        description: "\(program) is not installed: the desktop-notification tests need the Debian package "
          + "\(package) (Scripts/test.sh installs it when run as root)")
    }
    let uid = UInt32(getuid())
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tq-desktop-\(UUID().uuidString)").path
    let runtimeDirectory = folder + "/run/user/\(uid)"
    do {
      try FileManager.default.createDirectory(
        atPath: runtimeDirectory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw SessionError(description: "cannot create \(runtimeDirectory): \(error)")
    }
    Self.cleanup.withLock { $0.paths.append(folder) }
    atexit { DesktopSession.stopEverything() }

    // Xvfb picks a free display itself and writes its number to the descriptor given.
    let (xvfb, displayNumber) = try Self.startReadingLine(
      ["Xvfb", "-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "640x480x24"], environment: [:])
    let display = ":" + displayNumber
    let xFiles = ["/tmp/.X11-unix/X\(displayNumber)", "/tmp/.X\(displayNumber)-lock"]
    Self.cleanup.withLock { $0.paths += xFiles }
    // A bus with no service folders: a standard session bus would start the system's own dunst
    // (default settings) when dunstctl asks before ours has taken the name, and the tests would
    // then read that one's history.
    let busConfig = folder + "/bus.conf"
    do { try Data(Self.busConfig.utf8).write(to: URL(fileURLWithPath: busConfig)) } catch {
      throw SessionError(description: "cannot write \(busConfig): \(error)")
    }
    let (bus, address) = try Self.startReadingLine(
      [
        "dbus-daemon", "--config-file=\(busConfig)", "--nofork", "--print-address=1",
        "--address=unix:path=\(runtimeDirectory)/bus",
      ], environment: [:])
    let busAddress = address.split(separator: ",").first.map(String.init) ?? address
    let environment = ["DBUS_SESSION_BUS_ADDRESS": busAddress, "DISPLAY": display]
    let config = folder + "/dunstrc"
    do { try Data(Self.dunstConfig.utf8).write(to: URL(fileURLWithPath: config)) } catch {
      throw SessionError(description: "cannot write \(config): \(error)")
    }
    let dunst = Process()
    dunst.executableURL = URL(fileURLWithPath: Self.locate("dunst")!)
    dunst.arguments = ["-conf", config]
    dunst.environment = Self.baseEnvironment.merging(environment) { $1 }
    dunst.standardOutput = FileHandle.nullDevice
    dunst.standardError = FileHandle.nullDevice
    do { try dunst.run() } catch { throw SessionError(description: "cannot start dunst: \(error)") }
    Self.cleanup.withLock { $0.pids += [dunst.processIdentifier] }
    Self.watch(pids: [xvfb, bus, dunst.processIdentifier], paths: [folder] + xFiles)

    self.uid = uid
    self.folder = folder
    self.userRuntimeRoot = folder + "/run/user"
    self.runtimeDirectory = runtimeDirectory
    self.display = display
    self.busAddress = busAddress
    // dunst answers on the bus once it has taken the notification service's name.
    for _ in 0..<200 {
      if let result = try? Self.run(["dunstctl", "is-paused"], environment: environment), result.status == 0,
        result.stdout.contains("false")
      {
        return
      }
      guard dunst.isRunning else { break }
      usleep(50_000)
    }
    throw SessionError(description: "dunst did not come up on \(busAddress) and display \(display)")
  }

  /// A session bus that activates nothing: only the dunst started here can own the name.
  static let busConfig = """
    <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
    <busconfig>
      <type>session</type>
      <listen>unix:tmpdir=/tmp</listen>
      <auth>EXTERNAL</auth>
      <policy context="default">
        <allow send_destination="*" eavesdrop="true"/>
        <allow eavesdrop="true"/>
        <allow own="*"/>
      </policy>
    </busconfig>

    """

  /// Never expires a notification, never merges two alike (a replacement must be a replacement),
  /// and writes what the rules saw ahead of the text, since the history leaves out urgency and hints.
  static let dunstConfig = """
    [global]
        notification_limit = 0
        stack_duplicates = false
        idle_threshold = 0
        history_length = 1000
        sticky_history = true
        format = "|%s|%b"
    [urgency_low]
        timeout = 0
    [urgency_normal]
        timeout = 0
    [urgency_critical]
        timeout = 0
    [seen_low]
        msg_urgency = low
        format = "urgency=low|%s|%b"
    [seen_low_transient]
        msg_urgency = low
        match_transient = yes
        format = "urgency=low transient|%s|%b"
    [seen_low_transient_icon]
        msg_urgency = low
        match_transient = yes
        icon = x-office-calendar
        format = "urgency=low transient icon=x-office-calendar|%s|%b"

    """

  private struct Cleanup {
    var pids: [Int32] = []
    /// The temporary folder and the X server's socket and lock files.
    var paths: [String] = []
  }

  private static let cleanup = Mutex(Cleanup())

  private static func stopEverything() {
    let work = cleanup.withLock { state in
      defer { state = Cleanup() }
      return state
    }
    // SIGKILL: the servers inherit the test process's blocked signals, SIGTERM among them.
    for pid in work.pids.reversed() { kill(pid, SIGKILL) }
    for path in work.paths { try? FileManager.default.removeItem(atPath: path) }
  }

  /// Stops the servers when this test process goes away without running its exit handlers.
  private static func watch(pids: [Int32], paths: [String]) {
    let watchdog = Process()
    watchdog.executableURL = URL(fileURLWithPath: "/bin/sh")
    watchdog.arguments =
      [
        "-c",
        #"parent=$1; pids=$2; shift 2; while kill -0 "$parent" 2>/dev/null; do sleep 1; done; kill -9 $pids 2>/dev/null; rm -rf "$@""#,
        "watchdog", String(getpid()), pids.map(String.init).joined(separator: " "),
      ] + paths
    watchdog.standardOutput = FileHandle.nullDevice
    watchdog.standardError = FileHandle.nullDevice
    try? watchdog.run()
  }

  /// Starts a server that writes one line on standard output when it is ready, and returns its
  /// pid and that line.
  private static func startReadingLine(_ arguments: [String], environment: [String: String]) throws(SessionError)
    -> (Int32, String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: locate(arguments[0])!)
    process.arguments = Array(arguments.dropFirst())
    process.environment = baseEnvironment.merging(environment) { $1 }
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { throw SessionError(description: "cannot start \(arguments[0]): \(error)") }
    cleanup.withLock { $0.pids.append(process.processIdentifier) }
    var bytes = Data()
    while !bytes.contains(UInt8(ascii: "\n")) {
      let chunk = out.fileHandleForReading.availableData
      if chunk.isEmpty { throw SessionError(description: "\(arguments[0]) ended before it was ready") }
      bytes += chunk
    }
    // The pipe stays open as long as the server runs: one writing again must not die of SIGPIPE.
    keptPipes.withLock { $0.append(out) }
    let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
    return (process.processIdentifier, line.trimmingCharacters(in: .whitespaces))
  }

  private static let keptPipes = Mutex<[Pipe]>([])

  static var baseEnvironment: [String: String] {
    [
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8",
    ]
  }

  static func locate(_ program: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(program)")
    {
      return "\(folder)/\(program)"
    }
    return nil
  }

  /// Runs a program to its end with the base environment plus `environment`.
  public static func run(_ arguments: [String], environment: [String: String]) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    guard let executable = locate(arguments[0]) else {
      throw SessionError(description: "\(arguments[0]) is not on PATH")
    }
    let result = try Executable.launch(
      URL(fileURLWithPath: executable), Array(arguments.dropFirst()),
      environment: baseEnvironment.merging(environment) { $1 }, stdin: .data(Data()))
    return (result.status, result.stdout, result.stderr)
  }
}

/// One test at a time on the notification server: each reads the history the others also fill.
private actor Turn {
  private var busy = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard busy else {
      busy = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  func release() {
    if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
  }
}
