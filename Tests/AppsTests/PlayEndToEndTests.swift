import Foundation
import TestSupport
import Testing

@Suite("tq-player play, end to end")
struct PlayEndToEndTests {
  let household: HouseholdFixture

  init() throws {
    household = try HouseholdFixture()
    try household.seed()
  }

  /// Runs `tq-player play ARGUMENTS` with `script` on standard input (not a terminal).
  func play(_ arguments: [String], script: String) throws -> Executable.Result {
    try household.player.run(["play"] + arguments + ["--home", household.home.path], stdin: script)
  }

  /// `history --format json` for the arguments given, parsed: the sessions.
  func history(_ arguments: String...) throws -> [[String: Any]] {
    let result = try household.player.run(
      ["history", "--format", "json"] + arguments + ["--home", household.home.path])
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    return try #require(object["sessions"] as? [[String: Any]])
  }

  /// Today's weekday code in UTC, as the programs see it under the test environment's TZ=UTC.
  static var todayCode: String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return ["sun", "mon", "tue", "wed", "thu", "fri", "sat"][calendar.component(.weekday, from: Date()) - 1]
  }

  @Test("a script plays a routine through standard input: a result per task, then the summary")
  func scriptedGame() throws {
    let result = try play(["bedtime", "--player", "leo"], script: "5\n\n10m\nskip\n")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Bedtime · Leo · 2 tasks")
    #expect(lines.contains("1/2 · Bath"))
    #expect(lines[1] == "  q or Ctrl-C: end of the game · skip: the next task")
    #expect(lines.contains { $0.hasSuffix(", you guessed 5 min") })
    #expect(lines.contains("  · Skipped · you guessed 10 min"))
    #expect(lines.contains("Bedtime · 2 of 2 tasks"))
    #expect(lines.allSatisfy { $0.count <= 80 })
    #expect(!result.stdout.contains("\u{1B}["), "no escapes when not a terminal")

    let sessions = try history("--player", "Leo")
    #expect(sessions.count == 1)
    let session = sessions[0]
    #expect(session["player"] as? String == "Leo")
    #expect(session["routine"] as? String == "Bedtime")
    #expect(session["finished"] as? Bool == true)
    #expect((session["id"] as? Int).map { $0 > 0 } == true)
    #expect((session["date"] as? String)?.count == 10)
    let tasks = try #require(session["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["name"] as? String } == ["Bath", "Story"])
    #expect(tasks.map { $0["guessSeconds"] as? Int } == [300, 600])
    #expect(tasks.map { $0["skipped"] as? Bool } == [false, true])
    #expect((tasks[0]["actualSeconds"] as? Int).map { $0 >= 0 } == true)
    #expect(tasks[1]["actualSeconds"] is NSNull)
    #expect(tasks[1]["ratio"] is NSNull)
  }

  @Test("a task's time is the time between its guess line and its done line")
  func measuredTime() throws {
    // The program's clock moves 2 s on between the two lines, by hand: once the program waits for the
    // done line, having read its clock when the guess came, the clock moves, then the line is typed.
    let folder = try TemporaryDirectory()
    var clock = try MovedClock(folder: folder.path)
    let process = Process()
    process.executableURL = Executable.binDirectory.appendingPathComponent("tq-player")
    process.arguments = ["play", "Bedtime", "--player", "Leo", "--home", household.home.path]
    process.environment = ProcessInfo.processInfo.environment.merging(clock.variables) { $1 }
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    try Self.waitUntilReadingInput(process.processIdentifier)
    input.fileHandleForWriting.write(Data("1\n".utf8))
    try Self.waitUntilReadingInput(process.processIdentifier)
    try clock.advance(seconds: 2)
    input.fileHandleForWriting.write(Data("\n".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    let shell = Executable.Result(status: process.terminationStatus, stdout: "", stderr: "")
    #expect(shell.status == 0)
    let tasks = try #require(try history("--player", "Leo").first?["tasks"] as? [[String: Any]])
    let actual = try #require(tasks.first?["actualSeconds"] as? Int)
    #expect((1...5).contains(actual), "\(actual)")
    let ratio = try #require(tasks.first?["ratio"] as? Double)
    #expect(abs(ratio - 60 / Double(actual)) < 0.0001)
  }

  /// Waits until a thread of the process sleeps in read(2) on its standard input with nothing
  /// there: it has taken in every line written so far, and done what came after reading them.
  /// (A thread just woken by a line is running, not sleeping, until it asks for the next one.)
  static func waitUntilReadingInput(_ pid: Int32, seconds: Double = 10) throws {
    #if arch(arm64)
      let read = "63 0x0 "
    #else
      let read = "0 0x0 "
    #endif
    let deadline = Date().addingTimeInterval(seconds)
    var seen: [String] = []
    while Date() < deadline {
      let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
      seen = threads.map { thread in
        let folder = "/proc/\(pid)/task/\(thread)/"
        let stat = (try? String(contentsOfFile: folder + "stat", encoding: .utf8)) ?? ""
        let state = stat.split(separator: ")").last?.split(separator: " ").first.map(String.init) ?? "?"
        return state + " " + ((try? String(contentsOfFile: folder + "syscall", encoding: .utf8)) ?? "")
      }
      if seen.contains(where: { $0.hasPrefix("S " + read) }) { return }
      Thread.sleep(forTimeInterval: 0.01)
    }
    Issue.record("waited \(seconds) s for tq-player to read its input; its threads: \(seen)")
    throw CancellationError()
  }

  @Test("the end of input mid-game keeps the finished tasks as an unfinished game")
  func endOfInput() throws {
    let result = try play(["Bedtime", "--player", "Leo"], script: "4\n\n9")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(result.stdout.contains("1 of 2 tasks · the game ended early"))
    let session = try #require(try history("--player", "Leo").first)
    #expect(session["finished"] as? Bool == false)
    let tasks = try #require(session["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["name"] as? String } == ["Bath"])
    #expect(tasks.map { $0["guessSeconds"] as? Int } == [240])
  }

  @Test("several players and no --player: exit 64 asking for --player")
  func needsPlayer() throws {
    let result = try play(["Bedtime"], script: "5\n\n")
    #expect(result.status == 64)
    #expect(result.stderr.contains("--player"))
    #expect(result.stderr.contains("Leo") && result.stderr.contains("Maya"))
  }

  @Test("an unknown routine or player: exit 65 listing the names that exist")
  func unknownNames() throws {
    let routine = try play(["Bath time", "--player", "Leo"], script: "")
    #expect(routine.status == 65)
    #expect(routine.stderr.contains("'Bath time'") && routine.stderr.contains("Bedtime"))
    let player = try play(["Bedtime", "--player", "Zoe"], script: "")
    #expect(player.status == 65)
    #expect(player.stderr.contains("Zoe") && player.stderr.contains("Leo, Maya"))
  }

  @Test("q at the guess ends the game with exit 0, the tasks before it kept; the end is no table")
  func quitAtGuess() throws {
    let result = try play(["bedtime", "--player", "leo"], script: "5\n\nq\n")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    #expect(!result.stdout.contains("not a time"))
    #expect(result.stdout.contains("Bedtime · 1 of 2 tasks · the game ended early"))
    #expect(result.stdout.contains("Every guess shows a little more of how long things take."))
    #expect(!result.stdout.contains("guess 5 min"), "no table row")
    let session = try #require(try history("--player", "Leo").first)
    #expect(session["finished"] as? Bool == false)
    #expect((session["tasks"] as? [[String: Any]])?.count == 1)
  }

  @Test("a guess that is not a time: exit 65 naming the line, the tasks before it kept")
  func badGuess() throws {
    let result = try play(["Bedtime", "--player", "Leo"], script: "5\n\nten minutes\n\n")
    #expect(result.status == 65)
    #expect(result.stderr.contains("line 3: 'ten minutes' is not a time"), "stderr: \(result.stderr)")
    #expect(result.stdout.contains("1/2 · Bath"))
    let session = try #require(try history("--player", "Leo").first)
    #expect(session["finished"] as? Bool == false)
    #expect((session["tasks"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Bath"])
  }

  @Test("a routine not on today's list: a passive message and exit 65; --any plays it anyway")
  func notOnTheList() throws {
    let others = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].filter { $0 != Self.todayCode }
    try household.parent(
      "routine", "add", "Piano", "--player", "Leo", "--days", others.joined(separator: ","), "--task", "Scales=10m")
    let refused = try play(["Piano", "--player", "Leo"], script: "5\n\n")
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("Piano is not on Leo's list today"), "stderr: \(refused.stderr)")
    #expect(refused.stderr.contains("--any"))
    #expect(refused.stdout.isEmpty)
    #expect(try history("--player", "Leo").isEmpty)
    let played = try play(["Piano", "--player", "Leo", "--any"], script: "5\n\n")
    #expect(played.status == 0, "stderr: \(played.stderr)")
    #expect(played.stdout.contains("Piano · 1 of 1 tasks"))
  }

  @Test("tq-player --help lists play, history and stats")
  func help() throws {
    let result = try household.player.run(["--help"])
    for command in ["play", "history", "stats"] { #expect(result.stdout.contains(command)) }
  }

  @Test("history lists games newest first, by routine and limit; the JSON keeps the contract's field order")
  func historyFilters() throws {
    for guess in ["1", "2", "3"] {
      #expect(try play(["Bedtime", "--player", "Leo"], script: "\(guess)\n\nskip\n").status == 0)
    }
    let all = try history()
    #expect(all.count == 3)
    #expect(all.map { ($0["tasks"] as? [[String: Any]])?.first?["guessSeconds"] as? Int } == [180, 120, 60])
    #expect(try history("--routine", "bedtime", "--limit", "2").count == 2)
    #expect(try history("--routine", "Violin").isEmpty)
    #expect(try history("--player", "Maya").isEmpty)
    let raw = try household.player("history", "--format", "json", "--limit", "1").stdout
    let keys = ["\"id\"", "\"player\"", "\"routine\"", "\"date\"", "\"startedAt\"", "\"finished\"", "\"tasks\""]
    let positions = keys.map { raw.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    let taskKeys = ["\"name\"", "\"guessSeconds\"", "\"actualSeconds\"", "\"ratio\"", "\"skipped\""]
    let taskPositions = taskKeys.compactMap { raw.range(of: $0)?.lowerBound }
    #expect(taskPositions.count == 5 && taskPositions == taskPositions.sorted())
    let text = try household.player("history", "--player", "Leo")
    #expect(text.status == 0)
    #expect(text.stdout.contains("Bedtime · Leo"))
  }

  @Test("history refuses an unknown player (65) and a limit under 1 (64)")
  func historyBadInput() throws {
    let unknown = try household.player("history", "--player", "Zoe")
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("Leo, Maya"))
    let zero = try household.player("history", "--limit", "0")
    #expect(zero.status == 64)
    #expect(zero.stderr.contains("--limit"))
    let empty = try household.player("history")
    #expect(empty.status == 0)
    #expect(empty.stdout == "No games yet.\n")
  }

  @Test("stats after a few games: per routine and task, with today's game in the streak")
  func stats() throws {
    for _ in 0..<3 {
      #expect(try play(["Bedtime", "--player", "Leo"], script: "1\n\nskip\n").status == 0)
    }
    let result = try household.player("stats", "--player", "leo", "--format", "json")
    #expect(result.status == 0, "stderr: \(result.stderr)")
    let object = try #require(try parseJSON(result.stdout) as? [String: Any])
    let routines = try #require(object["routines"] as? [[String: Any]])
    #expect(routines.count == 1)
    #expect(routines[0]["player"] as? String == "Leo")
    #expect(routines[0]["routine"] as? String == "Bedtime")
    #expect(routines[0]["sessions"] as? Int == 3)
    let streak = try #require(routines[0]["streak"] as? [String: Any])
    #expect(streak["current"] as? Int == 1)
    let tasks = try #require(routines[0]["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["task"] as? String } == ["Bath", "Story"])
    #expect(tasks[1]["skipped"] as? Int == 3)
    let text = try household.player("stats")
    #expect(text.status == 0)
    #expect(text.stdout.contains("Leo\n  Bedtime · 3 plays"))
    #expect(text.stdout.contains("Maya\n  No games yet."))
    #expect(text.stdout.split(separator: "\n").allSatisfy { $0.count <= 80 })
    let unknown = try household.player("stats", "--player", "Zoe")
    #expect(unknown.status == 65)
    #expect(unknown.stderr.contains("Leo, Maya"))
  }

  @Test("a game killed with -9 mid-task keeps the tasks that were over, as an unfinished game in a sound database")
  func killedMidTask() throws {
    let process = Process()
    process.executableURL = Executable.binDirectory.appendingPathComponent("tq-player")
    process.arguments = ["play", "Bedtime", "--player", "Leo", "--home", household.home.path]
    process.environment = ["PATH": "/usr/bin:/bin", "HOME": household.home.path, "TZ": "UTC"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    // The first task is over, the second guessed and running when the game is killed.
    input.fileHandleForWriting.write(Data("5\n\n7\n".utf8))
    var seen = ""
    while !seen.contains("2/2 · Story") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen += String(decoding: chunk, as: UTF8.self)
    }
    #expect(seen.contains("you guessed 5 min"))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(try sqlite3(household.home.path + "/data/timequest.sqlite", "PRAGMA integrity_check") == "ok")
    let session = try #require(try history("--player", "Leo").first)
    #expect(session["finished"] as? Bool == false)
    let tasks = try #require(session["tasks"] as? [[String: Any]])
    #expect(tasks.map { $0["name"] as? String } == ["Bath"])
    #expect(tasks.map { $0["guessSeconds"] as? Int } == [300])
  }
}
