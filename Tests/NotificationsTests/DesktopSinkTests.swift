import Domain
import Foundation
import Notifications
import Platform
import Synchronization
import Testing

/// A notify-send double: answers `--help` with the given text and a send with the given result,
/// and records every argument vector and environment.
final class RecordingRunner: ProcessRunning {
  let help: String?
  let send: ProcessOutput
  /// The file the runner says it starts for notify-send; nil: it cannot say.
  let located: String?
  private let recorded = Mutex<[(arguments: [String], environment: [String: String])]>([])

  /// - Parameter help: nil when notify-send is not installed.
  init(help: String?, send: ProcessOutput = ProcessOutput(status: 0, stdout: [], stderr: []), located: String? = nil) {
    self.help = help
    self.send = send
    self.located = located
  }

  var helps: Int { calls.filter { $0.last == "--help" }.count }

  func locate(_ program: String) -> String? { program == DesktopSink.program ? located : nil }

  var calls: [[String]] { recorded.withLock { $0.map(\.arguments) } }
  var sends: [[String]] { calls.filter { $0.last != "--help" } }
  var environments: [[String: String]] { recorded.withLock { $0.map(\.environment) } }

  func run(_ arguments: [String], environment: [String: String]?, limits: ProcessLimits) async throws
    -> ProcessOutput
  {
    recorded.withLock { $0.append((arguments, environment ?? [:])) }
    guard let help else { throw ProcessRunError.notFound(arguments.first ?? "") }
    if arguments.last == "--help" { return ProcessOutput(status: 0, stdout: Array(help.utf8), stderr: []) }
    if send.status == 0 {
      // Ids count up like a notification server's.
      return ProcessOutput(status: 0, stdout: Array("\(calls.count)\n".utf8), stderr: send.stderr)
    }
    return send
  }
}

/// `--help` of libnotify 0.8 (has the flags) and of 0.7.9 (Ubuntu 22.04, has not).
enum NotifySendHelp {
  static let current = """
    Usage:
      notify-send [OPTION…] <SUMMARY> [BODY] - create a notification
      -u, --urgency=LEVEL               Specifies the urgency level (low, normal, critical).
      -h, --hint=TYPE:NAME:VALUE        Specifies basic extra data to pass.
      -p, --print-id                    Print the notification ID.
      -r, --replace-id=REPLACE_ID       The ID of the notification to replace.
    """
  static let old = """
    Usage:
      notify-send [OPTION...] <SUMMARY> [BODY] - create a notification
      -u, --urgency=LEVEL               Specifies the urgency level (low, normal, critical).
      -h, --hint=TYPE:NAME:VALUE        Specifies basic extra data to pass.
    """
}

@Suite("The desktop sink")
struct DesktopSinkTests {
  static let winterBreak = SinkTests.winterBreak
  static let bus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus", "PATH": "/usr/bin"]

  func sink(
    _ runner: RecordingRunner, variables: [String: String] = bus, folder: TemporaryFolder, warnings: Buffer = Buffer()
  )
    -> DesktopSink
  {
    DesktopSink(
      runner: runner, variables: variables, runtimeFolder: folder.url.appendingPathComponent("runtime"),
      stateFolder: folder.url.appendingPathComponent("state"), warnings: warnings,
      userRuntimeRoot: folder.path + "/run/user", uid: 1000)
  }

  // MARK: - The notification

  @Test("the argument vector: app, low urgency, category, transient, icon, then -- summary body")
  func argumentVector() {
    let notification = DesktopNotification(Delivery(context: Self.winterBreak, player: "Maya"))
    #expect(
      notification.arguments(printID: true, replacing: 7) == [
        "notify-send", "--app-name=TimeQuest", "--urgency=low", "--category=x-timequest.context",
        "--hint=boolean:transient:true", "--icon=x-office-calendar", "--print-id", "--replace-id=7", "--",
        "Maya · Free day · Winter Break",
        "Monday 2026-12-21: Free day · Winter Break. School resumes Monday, January 4.",
      ])
    let plain = DesktopNotification(Delivery(context: Self.winterBreak)).arguments(printID: false, replacing: nil)
    #expect(!plain.contains { $0.hasPrefix("--print-id") || $0.hasPrefix("--replace-id") })
    #expect(
      plain.suffix(3) == [
        "--", "Free day · Winter Break",
        "Monday 2026-12-21: Free day · Winter Break. School resumes Monday, January 4.",
      ])
  }

  @Test("a title starting with a dash stays after --, where it cannot be taken for a flag")
  func dashTitle() throws {
    let context = DayContext(
      date: LocalDate("2026-12-21")!, kind: .freeDay, reason: "--urgency=critical", rule: .freeDayMarker)
    let arguments = DesktopNotification(Delivery(context: context)).arguments(printID: false, replacing: nil)
    let separator = try #require(arguments.firstIndex(of: "--"))
    #expect(arguments[separator + 1] == "Free day · --urgency=critical")
    #expect(!arguments[..<separator].contains("--urgency=critical"))
  }

  @Test("with --tomorrow the summary and body say tomorrow, in the delivery's own words")
  func tomorrow() {
    let context = DayContext(
      date: LocalDate("2026-11-26")!, kind: .freeDay, reason: "Thanksgiving", rule: .freeDayMarker)
    let delivery = Delivery(context: context, relative: .tomorrow)
    let notification = DesktopNotification(delivery)
    #expect(notification.summary == delivery.chip)
    #expect(notification.summary.contains("tomorrow"))
    #expect(notification.body.contains("tomorrow"))
    #expect(DesktopNotification(Delivery(context: context)).summary == "Free day · Thanksgiving")
  }

  @Test("controls and bidi overrides are dropped from summary and body; the body's markup characters are escaped")
  func hostileText() {
    let title = "Tom & <b>Jerry</b>\u{1B}[2J\u{202E}Day\u{85}\u{7F}\u{2066}\none"
    let context = DayContext(date: LocalDate("2026-12-21")!, kind: .freeDay, reason: title, rule: .freeDayMarker)
    let notification = DesktopNotification(Delivery(context: context, player: "Ma\u{202E}ya\u{1B}]0;x\u{07}"))
    #expect(notification.summary == "Maya]0;x · Free day · Tom & <b>Jerry</b>[2JDay one")
    #expect(notification.body == "Monday 2026-12-21: Free day · Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;[2JDay one.")
    #expect(!notification.body.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test("a very long title is cut, with an ellipsis")
  func longTitle() {
    let context = DayContext(
      date: LocalDate("2026-12-21")!, kind: .freeDay, reason: String(repeating: "Break ", count: 10_000),
      rule: .freeDayMarker)
    let notification = DesktopNotification(Delivery(context: context))
    #expect(notification.summary.count == 200)
    #expect(notification.summary.hasSuffix("…"))
    #expect(notification.body.count <= 1_000)
  }

  @Test("D-Bus addresses escape what the address syntax reserves")
  func busAddressEscaping() throws {
    let folder = try TemporaryFolder()
    let socket = folder.path + "/run user,=;/1000/bus"
    try listen(at: socket)
    let bus = try #require(
      SessionBus.find(
        variables: ["XDG_RUNTIME_DIR": folder.path + "/run user,=;/1000"], userRuntimeRoot: "/nonexistent", uid: 1000))
    #expect(bus.address == "unix:path=" + folder.path + "/run%20user%2c%3d%3b/1000/bus")
    #expect(!bus.inherited)
  }

  // MARK: - Replacing

  @Test("a second delivery for the same player and date replaces the first; another player or date does not")
  func replacing() async throws {
    let folder = try TemporaryFolder()
    let runner = RecordingRunner(help: NotifySendHelp.current)
    let sink = sink(runner, folder: folder)
    let maya = Delivery(context: Self.winterBreak, player: "Maya")
    var snowDay = Self.winterBreak
    snowDay.reason = "Snow Day"
    try await sink.deliver(maya)
    // Other words for the same day (a snow day added at 6 am): only the same words are not sent again.
    try await sink.deliver(Delivery(context: snowDay, player: "Maya"))
    try await sink.deliver(Delivery(context: Self.winterBreak, player: "Leo"))
    var nextDay = Self.winterBreak
    nextDay.date = LocalDate("2026-12-22")!
    try await sink.deliver(Delivery(context: nextDay, player: "Maya"))
    try await sink.deliver(maya)

    #expect(runner.calls.filter { $0.last == "--help" }.count == 1, "notify-send --help is asked once")
    let replaced = runner.sends.map { send in send.first { $0.hasPrefix("--replace-id=") } }
    // Ids are the count of calls so far: the help was call 1, Maya's first send call 2.
    #expect(replaced == [nil, "--replace-id=2", nil, nil, "--replace-id=3"])
    #expect(runner.sends.allSatisfy { $0.contains("--print-id") })
    let file = try String(contentsOfFile: folder.path + "/state/desktop-notifications.json", encoding: .utf8)
    #expect(!file.contains("Winter Break"), "the id file holds ids, dates and players, never titles")
  }

  @Test("the same words again for the same player and date send nothing; a digest of them is kept, not the words")
  func sameWords() async throws {
    let folder = try TemporaryFolder()
    let runner = RecordingRunner(help: NotifySendHelp.current)
    let maya = Delivery(context: Self.winterBreak, player: "Maya")
    // Two processes, as the timer's run after one by hand.
    for _ in 0..<2 { try await sink(runner, folder: folder).deliver(maya) }
    #expect(runner.sends.count == 1)
    let file = try String(contentsOfFile: folder.path + "/state/desktop-notifications.json", encoding: .utf8)
    let digest = NotificationIDs.digest(DesktopNotification(maya))
    #expect(digest.count == 64)
    #expect(file.contains("\"digest\":\"\(digest)\""), "\(file)")
    #expect(!file.contains("Winter Break") && !file.contains("Free day"), "\(file)")
    var mode = stat()
    #expect(stat(folder.path + "/state/desktop-notifications.json", &mode) == 0)
    #expect(mode.st_mode & 0o777 == 0o600)
  }

  @Test("with libnotify 0.7.9, which lacks --print-id and --replace-id, every send is plain")
  func oldLibnotify() async throws {
    let folder = try TemporaryFolder()
    let runner = RecordingRunner(help: NotifySendHelp.old)
    let sink = sink(runner, folder: folder)
    try await sink.deliver(Delivery(context: Self.winterBreak))
    try await sink.deliver(Delivery(context: Self.winterBreak))
    #expect(runner.sends.count == 2)
    #expect(runner.sends.allSatisfy { !$0.contains { $0.hasPrefix("--print-id") || $0.hasPrefix("--replace-id") } })
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/state/desktop-notifications.json"))
  }

  @Test("a corrupt id file is replaced and an unwritable one only warns: the notification still goes out")
  func idFileProblems() async throws {
    let folder = try TemporaryFolder()
    try FileManager.default.createDirectory(atPath: folder.path + "/state", withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: folder.path + "/state/desktop-notifications.json"))
    let runner = RecordingRunner(help: NotifySendHelp.current)
    let warnings = Buffer()
    try await sink(runner, folder: folder, warnings: warnings).deliver(Delivery(context: Self.winterBreak))
    #expect(runner.sends.count == 1)
    #expect(warnings.contents.hasPrefix("warning: "))
    let repaired = try String(contentsOfFile: folder.path + "/state/desktop-notifications.json", encoding: .utf8)
    #expect(repaired.contains("\"id\":2"))

    // The state folder is a file: nothing can be kept there.
    let blocked = try TemporaryFolder()
    try Data().write(to: blocked.url.appendingPathComponent("state"))
    let blockedRunner = RecordingRunner(help: NotifySendHelp.current)
    let blockedWarnings = Buffer()
    let blockedSink = sink(blockedRunner, folder: blocked, warnings: blockedWarnings)
    try await blockedSink.deliver(Delivery(context: Self.winterBreak))
    try await blockedSink.deliver(Delivery(context: Self.winterBreak))
    #expect(blockedRunner.sends.count == 2)
    #expect(blockedWarnings.contents.contains("warning: cannot keep the notification id"))
  }

  // MARK: - Remembering what notify-send can do

  /// A stand-in for the notify-send program file (only its path and `stat` matter).
  static func programFile(in folder: TemporaryFolder, _ text: String) throws -> String {
    let path = folder.path + "/bin/notify-send"
    try FileManager.default.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a later process uses what --help said for the same notify-send; a changed program file is asked again")
  func helpKept() async throws {
    let folder = try TemporaryFolder()
    let program = try Self.programFile(in: folder, "libnotify 0.8.3")
    let first = RecordingRunner(help: NotifySendHelp.current, located: program)
    try await sink(first, folder: folder).deliver(Delivery(context: Self.winterBreak))
    #expect(first.helps == 1)

    // A new sink is a new process: it finds the answer in the runtime folder. (Other words, or
    // the notification shown would stand and nothing be sent.)
    let second = RecordingRunner(help: NotifySendHelp.current, located: program)
    var snowDay = Self.winterBreak
    snowDay.reason = "Snow Day"
    try await sink(second, folder: folder).deliver(Delivery(context: snowDay))
    #expect(second.helps == 0)
    #expect(second.sends.count == 1)
    #expect(second.sends.allSatisfy { $0.contains("--print-id") && $0.contains("--replace-id=2") })

    // Another libnotify in the same place (a downgrade to 0.7.9): asked again, and believed.
    _ = try Self.programFile(in: folder, "libnotify 0.7.9, a different size")
    let downgraded = RecordingRunner(help: NotifySendHelp.old, located: program)
    try await sink(downgraded, folder: folder).deliver(Delivery(context: Self.winterBreak))
    #expect(downgraded.helps == 1)
    #expect(downgraded.sends.allSatisfy { !$0.contains("--print-id") })
    let kept = try String(contentsOfFile: folder.path + "/runtime/notify-send.json", encoding: .utf8)
    #expect(kept.contains(#""replace":false"#))

    // The same program at another path is another program.
    let elsewhere = try TemporaryFolder()
    let moved = try Self.programFile(in: elsewhere, "libnotify 0.7.9, a different size")
    let other = RecordingRunner(help: NotifySendHelp.current, located: moved)
    try await sink(other, folder: folder).deliver(Delivery(context: Self.winterBreak))
    #expect(other.helps == 1)
  }

  @Test("a corrupt or unreadable kept answer means asking again, never a warning or a failed delivery")
  func keptAnswerProblems() async throws {
    let folder = try TemporaryFolder()
    let program = try Self.programFile(in: folder, "libnotify 0.8.3")
    try FileManager.default.createDirectory(atPath: folder.path + "/runtime", withIntermediateDirectories: true)
    let kept = folder.path + "/runtime/notify-send.json"
    try Data("{ not json".utf8).write(to: URL(fileURLWithPath: kept))
    let warnings = Buffer()
    let runner = RecordingRunner(help: NotifySendHelp.current, located: program)
    try await sink(runner, folder: folder, warnings: warnings).deliver(Delivery(context: Self.winterBreak))
    #expect(runner.helps == 1)
    #expect(runner.sends.count == 1)
    #expect(try String(contentsOfFile: kept, encoding: .utf8).contains(#""replace":true"#), "replaced")

    // A folder where the file would be can be neither read nor replaced: every process asks.
    try FileManager.default.removeItem(atPath: kept)
    try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: false)
    // For another player each time: the same words for the same player would send nothing.
    for player in ["Ada", "Leo"] {
      let again = RecordingRunner(help: NotifySendHelp.current, located: program)
      try await sink(again, folder: folder, warnings: warnings).deliver(
        Delivery(context: Self.winterBreak, player: player))
      #expect(again.helps == 1)
      #expect(again.sends.count == 1)
    }
    #expect(warnings.contents == "")
  }

  @Test("a runner that cannot say where notify-send is keeps nothing: each process asks")
  func nothingKeptWithoutLocation() async throws {
    let folder = try TemporaryFolder()
    for _ in 0..<2 {
      let runner = RecordingRunner(help: NotifySendHelp.current)
      try await sink(runner, folder: folder).deliver(Delivery(context: Self.winterBreak))
      #expect(runner.helps == 1)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path + "/runtime/notify-send.json"))
  }

  // MARK: - Finding the session and the program

  @Test("without DBUS_SESSION_BUS_ADDRESS the bus is found at XDG_RUNTIME_DIR/bus, else at /run/user/UID/bus")
  func busFallback() async throws {
    let folder = try TemporaryFolder()
    try listen(at: folder.path + "/run/user/1000/bus")
    let runner = RecordingRunner(help: NotifySendHelp.current)
    try await sink(runner, variables: ["PATH": "/usr/bin"], folder: folder).deliver(Delivery(context: Self.winterBreak))
    #expect(runner.environments.last?["DBUS_SESSION_BUS_ADDRESS"] == "unix:path=\(folder.path)/run/user/1000/bus")
    #expect(runner.environments.last?["PATH"] == "/usr/bin")

    try listen(at: folder.path + "/xdg/bus")
    let xdgRunner = RecordingRunner(help: NotifySendHelp.current)
    // Another player each time, so that each delivery sends (the same words again would not).
    try await sink(xdgRunner, variables: ["XDG_RUNTIME_DIR": folder.path + "/xdg"], folder: folder)
      .deliver(Delivery(context: Self.winterBreak, player: "Ada"))
    #expect(xdgRunner.environments.last?["DBUS_SESSION_BUS_ADDRESS"] == "unix:path=\(folder.path)/xdg/bus")

    let inherited = RecordingRunner(help: NotifySendHelp.current)
    try await sink(inherited, folder: folder).deliver(Delivery(context: Self.winterBreak, player: "Leo"))
    #expect(inherited.environments.last?["DBUS_SESSION_BUS_ADDRESS"] == Self.bus["DBUS_SESSION_BUS_ADDRESS"])
  }

  @Test("no bus anywhere: 69, naming the missing session and how one is found, and nothing sent")
  func noBus() async throws {
    let folder = try TemporaryFolder()
    // A plain file where the socket would be is no bus.
    try FileManager.default.createDirectory(atPath: folder.path + "/run/user/1000", withIntermediateDirectories: true)
    try Data().write(to: URL(fileURLWithPath: folder.path + "/run/user/1000/bus"))
    let runner = RecordingRunner(help: NotifySendHelp.current)
    let error = await #expect(throws: NotificationError.self) {
      try await sink(runner, variables: ["PATH": "/usr/bin"], folder: folder).deliver(
        Delivery(context: Self.winterBreak))
    }
    #expect(error?.exitCode == 69)
    let text = error?.description ?? ""
    #expect(text.contains("no desktop session"))
    #expect(text.contains("\(folder.path)/run/user/1000/bus"))
    for variable in ["DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY"] { #expect(text.contains(variable)) }
    #expect(runner.sends.isEmpty)
  }

  @Test("no notify-send: 69, naming the Debian package libnotify-bin")
  func notInstalled() async throws {
    let folder = try TemporaryFolder()
    let error = await #expect(throws: NotificationError.self) {
      try await sink(RecordingRunner(help: nil), folder: folder).deliver(Delivery(context: Self.winterBreak))
    }
    #expect(error?.exitCode == 69)
    #expect(error?.description.contains("libnotify-bin") == true)
    #expect(error?.description.contains("notify-send is not installed") == true)
  }

  @Test("notify-send failing: 69 with what it said, terminal-safe and shortened")
  func sendFails() async throws {
    let folder = try TemporaryFolder()
    let said =
      "\u{1B}]0;pwned\u{07}GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: "
      + String(repeating: "x", count: 5_000) + "\nsecond\nthird\nfourth"
    let runner = RecordingRunner(
      help: NotifySendHelp.current, send: ProcessOutput(status: 1, stdout: [], stderr: Array(said.utf8)))
    let error = await #expect(throws: NotificationError.self) {
      try await sink(runner, folder: folder).deliver(Delivery(context: Self.winterBreak))
    }
    #expect(error?.exitCode == 69)
    let text = error?.description ?? ""
    #expect(text.contains("notify-send failed (exit 1): ␛]0;pwned␇GDBus.Error"))
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 })
    #expect(text.count < 400)
    #expect(!text.contains("fourth"))
  }

  @Test("the sinks registry can hold the desktop sink next to the text sinks")
  func registered() throws {
    let folder = try TemporaryFolder()
    let sinks = NotificationSinks.standard(output: Buffer()).registering(
      "desktop", sink(RecordingRunner(help: NotifySendHelp.current), folder: folder))
    #expect(sinks.names == ["stdout", "json", "waybar", "desktop"])
    #expect(try sinks.sink(named: "desktop") is DesktopSink)
  }
}

/// A temporary folder removed when the value goes away.
final class TemporaryFolder: Sendable {
  let url: URL
  var path: String { url.path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("tq-notifications-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// Creates a listening Unix socket at `path` (its folders too), as a session bus has: only its
/// kind matters here, nothing connects.
func listen(at path: String) throws {
  try FileManager.default.createDirectory(
    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
  let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
  guard fd >= 0 else { throw POSIXError(.EIO) }
  var address = sockaddr_un()
  address.sun_family = sa_family_t(AF_UNIX)
  let bytes = Array(path.utf8)
  guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw POSIXError(.ENAMETOOLONG) }
  withUnsafeMutableBytes(of: &address.sun_path) { buffer in
    for (index, byte) in bytes.enumerated() { buffer[index] = byte }
  }
  let bound = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
  }
  guard bound == 0 else { throw POSIXError(.EADDRINUSE) }
  // The socket file stays after close, which is all the lookup checks.
  close(fd)
}
