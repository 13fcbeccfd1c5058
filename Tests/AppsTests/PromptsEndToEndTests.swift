import Foundation
import TestSupport
import Testing

/// Every question a program asks at a terminal, asked with no terminal: each is answered by a flag,
/// and without it the program ends at once with the exit code and a message naming that flag.
@Suite("Every interactive question has a flag, and without a terminal the program says which")
struct PromptsEndToEndTests {
  struct Question: CustomTestStringConvertible, Sendable {
    /// What is asked, for the test's name.
    var what: String
    /// The command, run in the household with standard input not a terminal (/dev/null).
    var program: String
    var arguments: [String]
    /// The parent PIN is set first: the gate asks before the command does.
    var gated = false
    /// The exit code: 64 for a question a flag answers; the gate's PIN stays 77 ("denied").
    var status: Int32 = 64
    /// What the message must name: the flag (and another way, where there is one).
    var names: [String]
    /// The command again with that answer given: it must then succeed.
    var answered: [String]
    var stdin: String? = nil
    var environment: [String: String] = [:]

    var testDescription: String { what }
  }

  /// Stands for the household's folder in `arguments` and `answered`.
  static let home = "{home}"
  static let existingFile = home + "/existing-backup.json"

  static let questions: [Question] = [
    Question(
      what: "enable calendar reading? (calendar enable)", program: "tq-parent", arguments: ["calendar", "enable"],
      names: ["--yes"], answered: ["calendar", "enable", "--yes"]),
    Question(
      what: "replace the file? (export FILE)", program: "tq-parent", arguments: ["export", existingFile],
      names: ["--force"], answered: ["export", existingFile, "--force"]),
    Question(
      what: "who is playing? (play, several players)", program: "tq-player", arguments: ["play", "Violin"],
      names: ["--player"], answered: ["play", "Violin", "--any", "--player", "Maya"], stdin: "q\n"),
    Question(
      what: "the new PIN, twice (pin set)", program: "tq-parent", arguments: ["pin", "set"],
      names: ["--pin-stdin"], answered: ["pin", "set", "--pin-stdin"], stdin: "135792\n"),
    Question(
      what: "remove a player who has routines? (player remove)", program: "tq-parent",
      arguments: ["player", "remove", "Maya"], names: ["--yes", "--purge"],
      answered: ["player", "remove", "Maya", "--yes"]),
    Question(
      what: "drop tasks the new list leaves out? (routine edit --task)", program: "tq-parent",
      arguments: ["routine", "edit", "School morning", "--player", "Maya", "--task", "Breakfast=20m"],
      names: ["--yes"],
      answered: ["routine", "edit", "School morning", "--player", "Maya", "--task", "Breakfast=20m", "--yes"]),
    Question(
      what: "the parent PIN (any tq-parent command once one is set)", program: "tq-parent",
      arguments: ["player", "list"], gated: true, status: 77, names: ["--pin-stdin", "TQ_PARENT_PIN"],
      answered: ["player", "list", "--pin-stdin"], stdin: "246810\n"),
  ]

  @Test(
    "without a terminal the question is not asked: the documented exit, the flag named, nothing changed",
    arguments: questions)
  func answeredByAFlag(_ question: Question) throws {
    let household = try HouseholdFixture.seeded()
    let backup = try household.home.write("existing-backup.json", "keep me")
    let inHome = { (words: [String]) in words.map { $0.replacingOccurrences(of: Self.home, with: household.home.path) }
    }
    if question.gated {
      #expect(
        try household.parent.run(["pin", "set", "--pin-stdin", "--home", household.home.path], stdin: "246810\n").status
          == 0)
    }
    let before = try household.state(pin: question.gated ? "246810" : nil)
    let refused = try Executable.launch(
      Executable.binDirectory.appendingPathComponent(question.program),
      inHome(question.arguments) + ["--home", household.home.path], environment: Executable.plainEnvironment,
      stdin: .none, deadline: .seconds(120))
    #expect(refused.status == question.status, "\(refused.stderr)")
    #expect(refused.stderr.hasPrefix(question.program + ": "), "\(refused.stderr)")
    for name in question.names { #expect(refused.stderr.contains(name), "\(refused.stderr) does not name \(name)") }
    #expect(refused.stdout.isEmpty, "nothing is asked: \(refused.stdout)")
    #expect(try household.state(pin: question.gated ? "246810" : nil) == before)
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "keep me")
    // The flag answers it: the same command, with it, goes through.
    let answered = try Executable.launch(
      Executable.binDirectory.appendingPathComponent(question.program),
      inHome(question.answered) + ["--home", household.home.path], environment: Executable.plainEnvironment,
      stdin: .data(Data((question.stdin ?? "").utf8)), deadline: .seconds(120))
    #expect(answered.status == 0, "\(question.answered): \(answered.stderr)")
  }

  /// Where AppCore asks at a terminal (`terminal.ask`, `terminal.prompt`), file by file, and how many
  /// times; each is a row above. The game's own line (the guess, the end of a task) is not a question
  /// a flag answers: in a script it is read from standard input (`tq-player play`'s scripted lines).
  static let askedIn: [String: Int] = [
    "Calendar/CalendarAdmin.swift": 1,
    "Backup/Backup.swift": 1,
    "Game/PlayGame.swift": 1,
    "Game/LineTaskTimer.swift": 1,
    "Gate/ParentGateKeeper.swift": 3,
    "Household/PlayerRemoval.swift": 1,
    "Household/RoutineEditing.swift": 1,
  ]

  @Test("the table above covers every place the programs ask at a terminal")
  func everyQuestionIsInTheTable() throws {
    let root = DocsTests.repository.appendingPathComponent("Modules/AppCore").path
    var found: [String: Int] = [:]
    for file in FileManager.default.subpaths(atPath: root) ?? [] where file.hasSuffix(".swift") {
      let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
      let count = ["terminal.ask(", "terminal.prompt("].map { text.components(separatedBy: $0).count - 1 }.reduce(0, +)
      if count > 0 { found[file] = count }
    }
    let unknown = found.filter { Self.askedIn[$0.key] != $0.value }.keys.sorted()
    let gone = Self.askedIn.filter { found[$0.key] != $0.value }.keys.sorted()
    #expect(
      unknown.isEmpty && gone.isEmpty,
      """
      Modules/AppCore asks at a terminal where PromptsEndToEndTests does not know (\(unknown.map { "\($0): \(found[$0]!)" })) \
      or no longer asks where it did (\(gone)): give each new question a flag, add a row to `questions` (the \
      command, the flag that answers it) and set `askedIn` to what is asked now
      """)
  }
}

extension HouseholdFixture {
  /// `state()`, through the gate when a PIN is set.
  func state(pin: String?) throws -> String {
    guard let pin else { return try state() }
    let environment = ["TQ_PARENT_PIN": pin]
    let players = try parent.run(["player", "list", "--format", "json", "--home", home.path], environment: environment)
    let routines = try parent.run(
      ["routine", "list", "--format", "json", "--home", home.path], environment: environment)
    let settings = (try? String(contentsOfFile: home.path + "/config/settings.json", encoding: .utf8)) ?? "<none>"
    return players.stdout + routines.stdout + settings
  }
}
