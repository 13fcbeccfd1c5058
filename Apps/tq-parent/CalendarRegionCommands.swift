import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

extension SchoolYearShape: ExpressibleByArgument {}

struct CalendarWeek: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "week",
    abstract: "Show or set the days school meets: auto (from the calendars and the time zone), sun-thu, mon-fri….",
    discussion: """
      auto (the default) reads the week from the school calendars (the weekdays their daytime events
      fall on), else from the time zone (Sunday–Thursday in Israel and much of the Middle East), else
      Monday–Friday. A run of days (sun-thu) or a list (sun,mon,tue,wed,thu) sets it.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: ArgumentHelp("auto, a run of days such as sun-thu, or a list of days.", valueName: "WEEK"))
  var week: String?

  func run() async throws {
    try await global.run { dependencies in
      if let week {
        let days = try SchoolCalendarShape.parseWeek(week)
        if let days, days.isEmpty { throw ValidationError("a school week needs at least one day") }
        try CalendarAdmin(dependencies).setSchoolWeek(days)
      }
      let look = try await ContextService(dependencies).look(
        from: dependencies.today, through: dependencies.today, player: nil)
      print(look.shape.weekLine)
    }
  }
}

struct CalendarSchoolYear: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "school-year",
    abstract: "Show or set which way the school year runs: north (August–July), south (January–December) or auto.",
    discussion: """
      auto (the default) reads it from the calendars (the season of their summer break: a break of
      four weeks or more around December–January is a southern summer), else from the time zone.
      It shapes 'calendar preview --year' and the summer weeks around a school year's first and last days.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: ArgumentHelp("north, south or auto.", valueName: "SHAPE")) var shape: String?

  func run() async throws {
    try await global.run { dependencies in
      if let shape {
        let chosen = SchoolYearShape(rawValue: shape.lowercased())
        guard chosen != nil || shape.lowercased() == "auto" else {
          throw ValidationError("'\(shape)' is not a school year: use north, south or auto")
        }
        try CalendarAdmin(dependencies).setSchoolYear(chosen)
      }
      let look = try await ContextService(dependencies).look(
        from: dependencies.today, through: dependencies.today, player: nil)
      print(look.shape.yearLine)
    }
  }
}
