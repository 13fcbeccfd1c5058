import AppCore
import ArgumentParser
import CLISupport
import Domain

struct Is: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "is",
    abstract: "Exit 0 when the day is of that kind, 1 when not: for shell scripts.",
    discussion: "Example: tq-notify is free-day --tomorrow && echo 'no alarm tomorrow'"
  )

  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case schoolDay = "school-day"
    case freeDay = "free-day"
    case unknown

    var dayKind: DayContext.Kind {
      switch self {
      case .schoolDay: .schoolDay
      case .freeDay: .freeDay
      case .unknown: .unknown
      }
    }
  }

  @OptionGroup var global: GlobalOptions
  @Argument(help: "school-day, free-day or unknown.") var kind: Kind
  @Option(help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD")) var date: String?
  @Option(help: "Whose calendars count (default: the household's).", completion: .players) var player: String?
  @Flag(help: "The day after --date (or tomorrow), as tq-notify --tomorrow reads it.") var tomorrow = false

  func run() async throws {
    var matches = false
    try await global.run { dependencies in
      let day = try dependencies.date(date).adding(days: tomorrow ? 1 : 0)
      let context = try await ContextService(dependencies).context(for: day, player: player)
      matches = context.kind == kind.dayKind
    }
    if !matches { throw ExitCode(1) }
  }
}
