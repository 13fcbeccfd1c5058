import AppCore
import ArgumentParser
import CLISupport
import Domain
import Platform
import Presentation

struct CalendarPreview: AsyncParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable { case grid, json, html }

  static let configuration = CommandConfiguration(
    commandName: "preview",
    abstract: "See a whole school year at a glance: which days are school days, free days or unknown.",
    discussion: """
      --year 2026 is the school year from 1 August 2026 to 31 July 2027 (default: the current one); where
      the school year runs January to December (see 'tq-parent calendar school-year'), --year 2027 is
      1 January to 31 December 2027.
      The html format is a printable one-page year planner:
        tq-parent calendar preview --format html > planner.html
      """)
  @OptionGroup var global: ParentOptions
  @Option(help: "The school year starting in this year (in August, or in January where the year runs so).")
  var year: Int?
  @Option(help: ArgumentHelp("First day, instead of --year.", valueName: "YYYY-MM-DD")) var from: String?
  @Option(help: ArgumentHelp("Last day, inclusive.", valueName: "YYYY-MM-DD")) var to: String?
  @Option(name: .customLong("source"), help: ArgumentHelp("A file, folder or '-' to judge directly.", valueName: "S"))
  var sources: [String] = []
  @Option(help: "Whose calendars and overrides count (default: the household's).", completion: .players) var player:
    String?
  @Option(help: "grid, json or html.") var format: Format = .grid

  func validate() throws {
    if year != nil && (from != nil || to != nil) { throw ValidationError("give --year or --from/--to, not both") }
    if (from == nil) != (to == nil) { throw ValidationError("--from and --to go together") }
    if let year, !(1900...2200).contains(year) {
      throw ValidationError("--year \(year) is out of range: use e.g. 2026")
    }
  }

  func run() async throws {
    try await global.run { dependencies in
      warnIfUnencrypted(sources)
      let service = ContextService(dependencies)
      let look: ContextService.Look
      let range: ClosedRange<LocalDate>
      if from != nil || to != nil {
        range = try SchoolYear.range(year: nil, from: from, to: to, today: dependencies.today)
        look = try await service.preview(
          from: range.lowerBound, through: range.upperBound, player: player, sources: sources)
      } else {
        (look, range) = try await service.previewYear(year, player: player, sources: sources)
      }
      for warning in look.warnings { StandardError.write(TerminalText.message("warning: \(warning)") + "\n") }
      let days = look.days
      // The level is part of whose year it is: events naming other levels did not count.
      let whom = look.player.map { name in look.level.map { "\(name), \($0.schoolName)" } ?? name }
      let title = PreviewTitle.text(range, player: whom, schoolYear: look.shape.year)
      switch format {
      case .grid: print(YearGridView.text(days, title: title, style: dependencies.style))
      case .json: print(YearGridView.json(days, title: title).pretty())
      case .html: print(YearPlannerHTML.render(days, title: title, generatedOn: dependencies.today))
      }
    }
  }
}
