import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct CalendarCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calendar",
    abstract: "Connect the family's calendars and see what they say about a day.",
    discussion: """
      Calendars are only read after 'tq-parent calendar enable', and never stored: every look
      reads them fresh. Without calendars TimeQuest follows the weekday rules of each routine.
      """,
    subcommands: [
      CalendarStatus.self, CalendarAdd.self, CalendarSet.self, CalendarRoleCommand.self, CalendarRemove.self,
      CalendarEnable.self,
      CalendarDisable.self,
      CalendarSelect.self, CalendarEvents.self, CalendarExplain.self, CalendarOverride.self,
      CalendarKeywords.self, CalendarPreview.self, CalendarHolidays.self, CalendarWeek.self, CalendarSchoolYear.self,
      CalendarRegion.self,
      CalendarDiscover.self,
    ]
  )
}

struct CalendarStatus: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show whether reading is on, the connected calendars and exactly what is read.")
  @OptionGroup var global: ParentOptions
  @Option(help: "text or json.") var format: OutputFormat = .text

  func run() async throws {
    try await global.run { dependencies in
      let report = try await CalendarQueries(dependencies).status()
      switch format {
      case .text: print(CalendarStatusView.text(report, style: dependencies.style))
      case .json: print(CalendarStatusView.json(report).pretty())
      }
    }
  }
}

struct CalendarAdd: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Connect a calendar: an .ics file, a folder of them (vdir), or a feed's address.",
    discussion: """
      A feed's address (https://, webcal://) may be secret, as Google's "secret address in iCal format" is:
      it is kept only in the settings file and shown masked everywhere else. Plain http:// is read only
      when given so, with a warning. --password-command is split into words as a shell would for simple
      quoting ("pass show 'school calendar'") and run without a shell when the calendar is read.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: "A file, a folder, a URL, or built-in holidays: holidays:US-CA.") var source: String
  @Option(help: "How to call it.") var name: String?
  @Option(
    help: ArgumentHelp(
      "What it is: school, school-holidays, holidays or family (default: detected from the calendar).",
      valueName: "ROLE"))
  var role: CalendarRole?
  @Option(help: "The region to read it for, when its titles name several (see 'calendar region').")
  var region: String?
  @OptionGroup var network: NetworkArguments
  @Flag(help: "Connect without reading it first (a server that is down right now).") var noCheck = false

  func run() async throws {
    try await global.run { dependencies in
      // Checked before the source is added, so a refused region leaves nothing half-done.
      let trimmed = region?.trimmingCharacters(in: .whitespaces)
      let region = try trimmed.flatMap { $0.isEmpty ? nil : $0 }.map(CalendarAdmin.checkedRegion)
      var added = try await CalendarAdmin(dependencies).addSource(
        source, name: name, role: role, network: try network.options(), check: !noCheck)
      if let region { added = try CalendarAdmin(dependencies).setRegion(region, for: added.id) }
      warnIfUnencrypted([added.location])
      let shown = TerminalText.printable(added.name ?? added.id)
      print("Connected \(shown) as '\(added.id)': \(TerminalText.printable(added.shownLocation))")
      if try !CalendarAdmin(dependencies).settings().enabled {
        print("Calendar reading is off; nothing is read until 'tq-parent calendar enable'.")
      }
    }
  }
}

struct CalendarRemove: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "remove", abstract: "Disconnect a calendar.")
  @OptionGroup var global: ParentOptions
  @Argument(help: "Its id, name or location.", completion: .calendarSources) var source: String

  func run() async throws {
    try await global.run { dependencies in
      let removed = try CalendarAdmin(dependencies).removeSource(source)
      print("Disconnected '\(removed.id)' (\(TerminalText.printable(removed.shownLocation))).")
    }
  }
}

struct CalendarEnable: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "enable", abstract: "Allow TimeQuest to read the connected calendars.")
  @OptionGroup var global: ParentOptions
  @Flag(help: "Do not ask for confirmation.") var yes = false

  func run() async throws {
    try await global.run { dependencies in
      let admin = CalendarAdmin(dependencies)
      let sources = try admin.settings().sources
      let wasOff = try !admin.settings().enabled
      guard try admin.enable(confirmed: yes) else {
        print("Calendar reading stays off.")
        return
      }
      let suggestion = wasOff ? try admin.suggestedHolidays() : nil
      print(
        "Calendar reading is on\(sources.isEmpty ? "; connect a calendar with 'tq-parent calendar add FILE'" : "").")
      if let suggestion {
        print(
          "The public holidays of \(suggestion.country) are built in: 'tq-parent calendar add \(suggestion.location)'"
            + " (its regions: 'tq-parent calendar holidays \(suggestion.location.split(separator: ":")[1])').")
      }
    }
  }
}

struct CalendarDisable: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "disable", abstract: "Stop reading calendars; weekday rules alone apply.")
  @OptionGroup var global: ParentOptions

  func run() async throws {
    try await global.run { dependencies in
      try CalendarAdmin(dependencies).setEnabled(false)
      print("Calendar reading is off. Routines follow their weekdays alone.")
    }
  }
}

struct CalendarSelect: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "select",
    abstract: "Choose which calendars count as the school calendar (default: all).",
    discussion: """
      Give connected sources by name or id, or calendars by title or id, as 'calendar status' shows them.
      --all goes back to every calendar.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: "Source names or ids, calendar titles or ids.", completion: .calendars) var calendars: [String] = []
  @Option(help: "For one player, where siblings go to different schools.", completion: .players) var player: String?
  @Flag(help: "Count every connected calendar again.") var all = false

  func validate() throws {
    if calendars.isEmpty && !all { throw ValidationError("name at least one calendar, or pass --all") }
    if !calendars.isEmpty && all { throw ValidationError("give calendars or --all, not both") }
  }

  func run() async throws {
    try await global.run { dependencies in
      let chosen = try await CalendarAdmin(dependencies).select(calendars, player: player)
      let whom = player.map { "for \($0)" } ?? "for the household"
      print(all ? "Every connected calendar counts \(whom)." : "Counting \(chosen.joined(separator: ", ")) \(whom).")
    }
  }
}

struct CalendarRoleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "role",
    abstract: "Say what a calendar is for: school, school-holidays, holidays, family, or auto.",
    discussion: """
      school: the school's own calendar. school-holidays: only the school holidays (its ranges are free,
      the school-week days between them school days). holidays: public holidays (a free day each; it says
      nothing about other days). family: listed by 'calendar events', never decides. auto (the default):
      detected from the calendar's name, categories and events, as 'calendar status' shows.
      A public holiday the school keeps open: 'tq-parent calendar keywords add "Columbus Day" --kind school-day'.
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: "The calendar's id, name or location.", completion: .calendarSources) var source: String
  @Argument(help: ArgumentHelp("school, school-holidays, holidays, family or auto.", valueName: "ROLE")) var role:
    String

  func validate() throws {
    guard role == "auto" || CalendarRole(rawValue: role) != nil else {
      throw ValidationError(
        "'\(role)' is not a calendar role: use \(CalendarRole.allCases.map(\.rawValue).joined(separator: ", ")) or auto"
      )
    }
  }

  func run() async throws {
    try await global.run { dependencies in
      let changed = try CalendarAdmin(dependencies).setRole(source, CalendarRole(rawValue: role))
      print(
        changed.role.map { "'\(changed.id)' is a \($0.summary)." }
          ?? "'\(changed.id)' is detected from the calendar again.")
    }
  }
}
