import Foundation
import TestSupport
import Testing

/// A terminal of its own: a private tmux server (its own socket), one pane (80 × 24 unless asked) running a shell.
final class TmuxPane: @unchecked Sendable {
  let socket: String
  let folder: TemporaryDirectory

  init(columns: Int = 80, rows: Int = 24) throws {
    folder = try TemporaryDirectory()
    socket = folder.path + "/tmux.sock"
    let tmux = Self.tmuxPath
    try #require(
      tmux != nil,
      "tmux is missing: the live timer is tested in a real terminal (Debian: apt-get install tmux; Scripts/test.sh installs it)"
    )
    // The server runs in the foreground (-D) as this test's child: a daemonised one would inherit
    // what Foundation's Process watches for its child's end, and the first command would never end.
    server.executableURL = URL(fileURLWithPath: tmux ?? "/usr/bin/tmux")
    server.arguments = ["-S", socket, "-D"]
    server.environment = Self.environment(home: folder.path)
    server.standardInput = FileHandle.nullDevice
    server.standardOutput = FileHandle.nullDevice
    server.standardError = FileHandle.nullDevice
    try server.run()
    let deadline = Date().addingTimeInterval(5)
    while !FileManager.default.fileExists(atPath: socket), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
    let shell = "env -i PATH=/usr/bin:/bin HOME=\(folder.path) TZ=UTC LANG=C.UTF-8 TERM=screen PS1='$ ' /bin/sh"
    try run(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", shell])
  }

  let server = Process()

  deinit {
    _ = try? run(["kill-server"])
    // A foreground server lingers after kill-server and ignores SIGTERM: it is only a test's.
    kill(server.processIdentifier, SIGKILL)
    server.waitUntilExit()
  }

  static func environment(home: String) -> [String: String] {
    ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "HOME": home]
  }

  static var tmuxPath: String? {
    ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @discardableResult
  func run(_ arguments: [String]) throws -> String {
    // Output goes to a file, not a pipe: the first command forks the tmux server, which keeps the
    // descriptors it was given open for as long as it runs, so a pipe would never reach its end.
    try Executable.launch(
      URL(fileURLWithPath: Self.tmuxPath ?? "/usr/bin/tmux"), ["-S", socket] + arguments,
      environment: Self.environment(home: folder.path), stdout: .file(folder.path + "/tmux-output"), stderr: .discard
    ).stdout
  }

  /// Types `text` as it is (no key names), then Enter when asked.
  func type(_ text: String, enter: Bool = false) throws {
    try run(["send-keys", "-l", text])
    if enter { try run(["send-keys", "Enter"]) }
  }

  /// Presses a key by its tmux name: Enter, Space, C-c.
  func press(_ key: String) throws { try run(["send-keys", key]) }

  /// What the pane shows now.
  func screen() throws -> String { try run(["capture-pane", "-p"]) }

  /// The cursor is shown (tmux's cursor_flag).
  func cursorShown() throws -> Bool {
    try run(["display-message", "-p", "#{cursor_flag}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
  }

  /// Polls the screen until `condition` holds, failing with the screen after `seconds`.
  @discardableResult
  func waitFor(
    _ what: String, seconds: Double = 10, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (String) -> Bool
  ) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var last = ""
    while Date() < deadline {
      last = try screen()
      if condition(last) { return last }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("waited \(seconds) s for \(what); the screen:\n\(last)", sourceLocation: sourceLocation)
    throw CancellationError()
  }

  /// From now on, copies what the pane's programs write to a file (see `redraws`).
  func recordOutput() throws -> String {
    let path = folder.path + "/pane-output"
    try run(["pipe-pane", "-o", "cat >> '\(path)'"])
    return path
  }

  /// How many times a line was redrawn (ended by "erase to the end of the line") in the recorded output.
  func redraws(in path: String) -> Int {
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    return text.components(separatedBy: "\u{1B}[K").count - 1
  }

  /// Waits until the recorded output holds `count` redraws, for a redraw that leaves the screen as it was.
  func waitForRedraws(_ count: Int, in path: String, seconds: Double = 10) throws {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if redraws(in: path) >= count { return }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("waited \(seconds) s for \(count) redraws; the screen:\n\((try? screen()) ?? "")")
    throw CancellationError()
  }

  /// Waits until a file appears (what a shell writes when a command line is through).
  func waitForFile(_ path: String, seconds: Double = 10) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if let text = try? String(contentsOfFile: path, encoding: .utf8), text.hasSuffix("\n") { return text }
      Thread.sleep(forTimeInterval: 0.05)
    }
    Issue.record("waited \(seconds) s for \(path); the screen:\n\((try? screen()) ?? "")")
    throw CancellationError()
  }
}

@Suite("tq-player play on a real terminal (tmux)", .serialized)
struct LiveTimerEndToEndTests {
  let household: HouseholdFixture
  let binary = Executable.binDirectory.appendingPathComponent("tq-player").path

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  /// The live timer line's elapsed time ("1:05") and whether it shows the paused mark.
  static func timerLine(_ screen: String) -> (elapsed: String, paused: Bool)? {
    for line in screen.split(separator: "\n").reversed() {
      if let match = line.firstMatch(of: /^  ([▶‖]) (\d+:\d\d) · guess/) {
        return (String(match.2), match.1 == "‖")
      }
    }
    return nil
  }

  func history() throws -> [[String: Any]] {
    let result = try household.player("history", "--player", "Leo", "--format", "json")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    return try #require(object["sessions"] as? [[String: Any]])
  }

  @Test("guess, a timer line that moves, Space holds it, Enter ends the task, Ctrl-C ends the game; stty as before")
  func playThrough() throws {
    // Under 80 × 24 the one-line timer, redrawn each tick; the big timer has BigTimerEndToEndTests.
    let pane = try TmuxPane(rows: 20)
    let files = pane.folder.path
    var clock = try MovedClock(folder: files)
    let output = try pane.recordOutput()
    try pane.type(
      "stty -a > \(files)/before; \(clock.environment) \(binary) play Bedtime --player Leo --any "
        + "--home \(household.home.path); "
        + "echo status=$? > \(files)/status; stty -a > \(files)/after", enter: true)
    try pane.waitFor("the first guess") { $0.contains("How long will Bath take?") }
    try pane.type("2", enter: true)

    let first = try pane.waitFor("the timer line") { Self.timerLine($0) != nil }
    #expect(first.contains("Timing Bath · Enter: done · Space or p: pause · s: skip · q: end"))
    let start = try #require(Self.timerLine(first)).elapsed
    try clock.advance(seconds: 1)
    try pane.waitFor("the elapsed time to move on from \(start)") { Self.timerLine($0)?.elapsed != start }
    #expect(try !pane.cursorShown(), "the cursor is hidden while the line is redrawn")

    try pane.press("Space")
    let held = try pane.waitFor("the paused mark") { Self.timerLine($0)?.paused == true }
    #expect(held.contains(" · paused"))
    let heldAt = try #require(Self.timerLine(held)).elapsed
    // The clock moves 2 s on while held; the line is redrawn four times a second, so the second
    // redraw after that read the moved clock.
    try clock.advance(seconds: 2)
    try pane.waitForRedraws(pane.redraws(in: output) + 2, in: output)
    #expect(Self.timerLine(try pane.screen())?.elapsed == heldAt, "a held clock does not move")

    try pane.press("Space")
    try pane.waitFor("the running mark") { Self.timerLine($0)?.paused == false }
    try pane.press("Enter")
    try pane.waitFor("the second guess") { $0.contains("How long will Story take?") }
    #expect(try pane.screen().contains(", you guessed 2 min"))
    try pane.type("1", enter: true)
    try pane.waitFor("the second timer line") { $0.contains("Timing Story") && Self.timerLine($0) != nil }
    try pane.press("C-c")

    #expect(try pane.waitForFile(files + "/status") == "status=0\n")
    let screen = try pane.waitFor("the summary") { $0.contains("Bedtime · 1 of 2 tasks · the game ended early") }
    let before = try pane.waitForFile(files + "/before")
    let after = try pane.waitForFile(files + "/after")
    #expect(before == after, "stty -a after the game differs:\n\(before)\n---\n\(after)")
    #expect(try pane.cursorShown())
    #expect(!screen.contains("\u{1B}"))

    let sessions = try history()
    #expect(sessions.count == 1)
    #expect(sessions.first?["finished"] as? Bool == false)
    let tasks = try #require(sessions.first?["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["name"] as? String } == ["Bath"])
    #expect(tasks.map { $0["guessSeconds"] as? Int } == [120])
    #expect((tasks.first?["actualSeconds"] as? Int).map { (1...30).contains($0) } == true)
  }

  @Test("skip and q at the guess prompt: the next task, then the end screen, exit 0; stty as before")
  func quitAtGuess() throws {
    let pane = try TmuxPane()
    let files = pane.folder.path
    try pane.type(
      "stty -a > \(files)/before; \(binary) play Bedtime --player Leo --any --home \(household.home.path); "
        + "echo status=$? > \(files)/status; stty -a > \(files)/after", enter: true)
    let first = try pane.waitFor("the first guess") { $0.contains("How long will Bath take?") }
    #expect(first.contains("q or Ctrl-C: end of the game · skip: the next task"))
    try pane.type("skip", enter: true)
    try pane.waitFor("the second guess") { $0.contains("How long will Story take?") }
    try pane.type("q", enter: true)
    #expect(try pane.waitForFile(files + "/status") == "status=0\n")
    let screen = try pane.waitFor("the end") { $0.contains("Bedtime · 1 of 2 tasks · the game ended early") }
    #expect(!screen.contains("not a time"))
    #expect(try pane.waitForFile(files + "/before") == pane.waitForFile(files + "/after"))
    #expect(try pane.cursorShown())
    let sessions = try history()
    #expect(sessions.first?["finished"] as? Bool == false)
    #expect((sessions.first?["tasks"] as? [[String: Any]])?.map { $0["skipped"] as? Bool } == [true])

    // Ctrl-C at the guess does what q does: the end, exit 0, the terminal as it was.
    try pane.type(
      "clear; stty -a > \(files)/before2; \(binary) play Bedtime --player Leo --any --home \(household.home.path); "
        + "echo status=$? > \(files)/status2; stty -a > \(files)/after2", enter: true)
    try pane.waitFor("the guess after clear") { $0.contains("How long will Bath take?") }
    try pane.press("C-c")
    #expect(try pane.waitForFile(files + "/status2") == "status=0\n")
    try pane.waitFor("the end after Ctrl-C") { $0.contains("Bedtime · 0 of 2 tasks · nothing saved") }
    #expect(try pane.waitForFile(files + "/before2") == pane.waitForFile(files + "/after2"))
    #expect(try pane.cursorShown())
    #expect(try history().count == 1, "nothing saved by the second game")
  }

  @Test("a termination or hang-up mid-task: the terminal restored, the program ended by the signal, tasks kept")
  func terminated() throws {
    // 80 × 24: the big timer, left by the signal as the line timer is.
    let pane = try TmuxPane()
    let files = pane.folder.path
    for (number, signal) in [(1, "TERM"), (2, "HUP")] {
      let run = "\(files)/run\(number)"
      // `exec` keeps the shell's process id, written first, so the test can signal the game itself.
      try pane.type(
        "stty -a > \(run).before; sh -c 'echo $$ > \(run).pid; exec \(binary) play Bedtime --player Leo --any "
          + "--home \(household.home.path)'; echo status=$? > \(run).status; stty -a > \(run).after", enter: true)
      try pane.waitFor("the guess (\(signal))") { $0.contains("How long will Bath take?") }
      try pane.type("5", enter: true)
      try pane.press("Enter")  // the first task ends at once
      try pane.waitFor("the second guess (\(signal))") { $0.contains("How long will Story take?") }
      try pane.type("5", enter: true)
      try pane.waitFor("the timer (\(signal))") { $0.contains("Timing Story") && Self.timerLine($0) != nil }
      let pid = try #require(Int32(try pane.waitForFile(run + ".pid").trimmingCharacters(in: .whitespacesAndNewlines)))
      kill(pid, signal == "TERM" ? SIGTERM : SIGHUP)
      let status = try pane.waitForFile(run + ".status")
      #expect(status == "status=\(128 + (signal == "TERM" ? SIGTERM : SIGHUP))\n", "ended by SIG\(signal)")
      #expect(try pane.waitForFile(run + ".before") == pane.waitForFile(run + ".after"), "stty -a after SIG\(signal)")
      #expect(try pane.cursorShown())
    }
    let sessions = try history()
    #expect(sessions.count == 2)
    for session in sessions {
      #expect(session["finished"] as? Bool == false)
      #expect((session["tasks"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Bath"])
    }
  }
}
