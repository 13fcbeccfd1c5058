import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

/// `calendar school-year`'s value: a shape, or auto.
enum SchoolYearArgument: String, ExpressibleByArgument, CaseIterable { case north, south, april, auto }

extension ParentOptions {
  /// Makes the parent's change (if any), then prints the week or year the engine reads today and why.
  func changeSchoolShape(
    show line: KeyPath<SchoolCalendarShape, String>, _ change: (CalendarAdmin) throws -> Void
  ) async throws {
    try await run { dependencies in
      try change(CalendarAdmin(dependencies))
      print(try await ContextService(dependencies).shapeToday()[keyPath: line])
    }
  }
}

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
    try await global.changeSchoolShape(show: \.weekLine) { admin in
      guard let week else { return }
      let days = try SchoolCalendarShape.parseWeek(week)
      if let days, days.isEmpty { throw ValidationError("a school week needs at least one day") }
      try admin.setSchoolWeek(days)
    }
  }
}

struct CalendarSchoolYear: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "school-year",
    abstract:
      "Show or set which way the school year runs: north (August–July), south (January–December), april (April–March) or auto.",
    discussion: """
      auto (the default) reads it from the calendars (the season of their summer break: a break of
      four weeks or more around December–January is a southern summer; a year whose first day is in
      early April and last day in late March runs April–March), else from the time zone (Japan and
      India: April–March).
      It shapes 'calendar preview --year' and the summer weeks around a school year's first and last days.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: "north, south, april or auto.") var shape: SchoolYearArgument?

  func run() async throws {
    try await global.changeSchoolShape(show: \.yearLine) { admin in
      if let shape { try admin.setSchoolYear(SchoolYearShape(rawValue: shape.rawValue)) }
    }
  }
}

struct CalendarRegion: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "region",
    abstract: "List the regions a feed names in its titles, or choose the one its holidays are read for.",
    discussion: """
      A feed naming several regions ("Herfstvakantie (noord)", "Zone A", "Region Süd") is read for the
      chosen one: a holiday of other regions only is a school day, one for every region a free day.
      With none chosen, a holiday for only some regions leaves its day unknown. auto clears the choice.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: "The source's id, name or location.", completion: .calendarSources) var source: String
  @Argument(help: ArgumentHelp("The region, as the titles write it, or auto.", valueName: "REGION")) var region: String?

  func run() async throws {
    try await global.run { dependencies in
      let admin = CalendarAdmin(dependencies)
      if let region {
        let trimmed = region.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { throw ValidationError("give a region, or auto") }
        let chosen = trimmed.lowercased() == "auto" ? nil : trimmed
        let changed = try admin.setRegion(chosen, for: source)
        print(
          chosen.map { "'\(TerminalText.printable(changed.id))' is read for the region \(TerminalText.printable($0))." }
            ?? "'\(TerminalText.printable(changed.id))' is read with no region chosen.")
        return
      }
      let found = try await admin.regions(of: source)
      let chosen = found.source.region.map { " (chosen: \(TerminalText.printable($0)))" } ?? " (none chosen)"
      if found.calendars.isEmpty {
        print("No calendar of '\(TerminalText.printable(found.source.id))' names several regions.")
      }
      for (title, regions) in found.calendars {
        print("\(TerminalText.printable(title)): \(regions.joined(separator: ", "))\(chosen)")
      }
    }
  }
}
