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
      CalendarStatus.self, CalendarAdd.self, CalendarRemove.self, CalendarEnable.self, CalendarDisable.self,
      CalendarSelect.self, CalendarEvents.self, CalendarExplain.self, CalendarOverride.self,
      CalendarKeywords.self, CalendarPreview.self,
    ]
  )
}

struct CalendarStatus: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show whether reading is on, the connected calendars and exactly what is read.")
  @OptionGroup var global: ParentOptions

  func run() async throws {
    try await global.run { dependencies in
      print(CalendarStatusView.text(try await CalendarQueries(dependencies).status(), style: dependencies.style))
    }
  }
}

struct CalendarAdd: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Connect a calendar: an .ics file or a folder of them (vdir).")
  @OptionGroup var global: ParentOptions
  @Argument(help: "A file, a folder, or a URL.") var source: String
  @Option(help: "How to call it.") var name: String?

  func run() async throws {
    try await global.run { dependencies in
      let added = try CalendarAdmin(dependencies).addSource(source, name: name)
      print("Connected \(added.name ?? added.id) as '\(added.id)': \(added.location)")
      if try !CalendarAdmin(dependencies).settings().enabled {
        print("Calendar reading is off; nothing is read until 'tq-parent calendar enable'.")
      }
    }
  }
}

struct CalendarRemove: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "remove", abstract: "Disconnect a calendar.")
  @OptionGroup var global: ParentOptions
  @Argument(help: "Its id, name or location.") var source: String

  func run() async throws {
    try await global.run { dependencies in
      let removed = try CalendarAdmin(dependencies).removeSource(source)
      print("Disconnected '\(removed.id)' (\(removed.location)).")
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
      guard try admin.enable(confirmed: yes) else {
        print("Calendar reading stays off.")
        return
      }
      print(
        "Calendar reading is on\(sources.isEmpty ? "; connect a calendar with 'tq-parent calendar add FILE'" : "").")
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
  @Argument(help: "Source names or ids, calendar titles or ids.") var calendars: [String] = []
  @Option(help: "For one player, where siblings go to different schools.") var player: String?
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
