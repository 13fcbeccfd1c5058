import AppCore
import ArgumentParser
import CLISupport
import Domain
import Foundation
import Synchronization
import Testing

/// docs/recipes/add-a-command.md, done once: a use case over the dependencies, a front end made of
/// `GlobalOptions` and its own option, parsed the way the programs parse (global options moved
/// after the subcommand) and run through `global.run` against a real home folder.
@Suite("The add-a-command recipe, done once")
struct AddACommandRecipeTests {
  /// The use case's error says what is wrong and what to do, and carries its exit code.
  struct TooFewPlayers: ExitCoded, CustomStringConvertible {
    var minimum: Int
    var description: String { "fewer than \(minimum) players: add one with 'tq-parent player add NAME'" }
    var exitCode: Int32 { 65 }
  }

  /// Step 1: the use case, built from the dependencies, returning data.
  struct PlayerCount: Sendable {
    let dependencies: AppDependencies
    init(_ dependencies: AppDependencies) { self.dependencies = dependencies }
    func count(atLeast minimum: Int) throws -> Int {
      let players = try Household(dependencies).players().count
      guard players >= minimum else { throw TooFewPlayers(minimum: minimum) }
      return players
    }
  }

  /// What the command printed (a view would render it; here the words are enough).
  static let printed = Mutex<[String]>([])

  /// Step 3: the front end, with the global options and one of its own.
  struct CountPlayers: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "count-players", abstract: "Count the players.")
    @OptionGroup var global: GlobalOptions
    @Option var atLeast: Int = 0

    func run() async throws {
      try await global.run { dependencies in
        let count = try PlayerCount(dependencies).count(atLeast: atLeast)
        AddACommandRecipeTests.printed.withLock { $0.append("\(count) players") }
      }
    }
  }

  struct Example: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "tq-example", subcommands: [CountPlayers.self])
  }

  /// Parses as a program's `main` does and runs the command; the exit status as `ExitCode` gives it.
  static func run(_ arguments: [String]) async throws -> Int32 {
    var command = try Example.parseAsRoot(GlobalArguments.reordered(arguments))
    do {
      if var asynchronous = command as? AsyncParsableCommand {
        try await asynchronous.run()
      } else {
        try command.run()
      }
      return 0
    } catch let exit as ExitCode {
      return exit.rawValue
    }
  }

  @Test("the new command runs in the home --home names, given before or after it, and fails with its exit code")
  func doneOnce() async throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("tq-recipe-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: home) }
    var environment = AppEnvironment.current(home: home)
    environment.variables["TIMEQUEST_HOME"] = nil
    let household = Household(AppDependencies.live(environment: environment))
    _ = try household.addPlayer("Maya")
    _ = try household.addPlayer("Leo")

    Self.printed.withLock { $0 = [] }
    #expect(try await Self.run(["--home", home, "count-players"]) == 0)
    #expect(try await Self.run(["count-players", "--at-least", "2", "--home", home]) == 0)
    #expect(Self.printed.withLock { $0 } == ["2 players", "2 players"])

    // An error from the use case becomes its exit code.
    #expect(try await Self.run(["--home", home, "count-players", "--at-least", "3"]) == 65)
    #expect(Self.printed.withLock { $0 }.count == 2)
    // The global options' own checks hold for the new command too.
    #expect(throws: (any Error).self) { try Example.parseAsRoot(["count-players", "--home", ""]) }
  }
}
