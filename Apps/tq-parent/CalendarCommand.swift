import AppCore
import ArgumentParser
import CLISupport
import Domain
import Presentation

struct CalendarCommand: ParsableCommand {
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

struct CalendarStatus: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show whether reading is on, the connected calendars and exactly what is read.")
  @OptionGroup var global: ParentOptions

  func run() throws {
    try global.run { dependencies in
      let settings = try CalendarAdmin(dependencies).settings()
      let reports = try CalendarQueries(dependencies).sourceReports()
      print(CalendarStatusView.text(settings: settings, reports: reports, style: dependencies.style))
    }
  }
}

struct CalendarAdd: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add", abstract: "Connect a calendar: an .ics file or a folder of them (vdir).")
  @OptionGroup var global: ParentOptions
  @Argument(help: "A file, a folder, or a URL.") var source: String
  @Option(help: "How to call it.") var name: String?

  func run() throws {
    try global.run { dependencies in
      let added = try CalendarAdmin(dependencies).addSource(source, name: name)
      print("Connected \(added.name ?? added.id) as '\(added.id)': \(added.location)")
      if try !CalendarAdmin(dependencies).settings().enabled {
        print("Calendar reading is off; nothing is read until 'tq-parent calendar enable'.")
      }
    }
  }
}

struct CalendarRemove: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "remove", abstract: "Disconnect a calendar.")
  @OptionGroup var global: ParentOptions
  @Argument(help: "Its id, name or location.") var source: String

  func run() throws {
    try global.run { dependencies in
      let removed = try CalendarAdmin(dependencies).removeSource(source)
      print("Disconnected '\(removed.id)' (\(removed.location)).")
    }
  }
}

struct CalendarEnable: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "enable", abstract: "Allow TimeQuest to read the connected calendars.")
  @OptionGroup var global: ParentOptions
  @Flag(help: "Do not ask for confirmation.") var yes = false

  func run() throws {
    try global.run { dependencies in
      let admin = CalendarAdmin(dependencies)
      let sources = try admin.settings().sources
      if !yes {
        guard dependencies.environment.stdinIsTTY else { throw CalendarAdminError.confirmationNeeded }
        let list =
          sources.isEmpty ? "calendars you connect later" : sources.map { "  \($0.location)" }.joined(separator: "\n")
        print("TimeQuest will read, never change, these calendars each time it decides a day:\n\(list)")
        print("Event details are not stored anywhere. Turn reading on? [y/N] ", terminator: "")
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard answer == "y" || answer == "yes" else {
          print("Calendar reading stays off.")
          return
        }
      }
      try admin.setEnabled(true)
      print(
        "Calendar reading is on\(sources.isEmpty ? "; connect a calendar with 'tq-parent calendar add FILE'" : "").")
    }
  }
}

struct CalendarDisable: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "disable", abstract: "Stop reading calendars; weekday rules alone apply.")
  @OptionGroup var global: ParentOptions

  func run() throws {
    try global.run { dependencies in
      try CalendarAdmin(dependencies).setEnabled(false)
      print("Calendar reading is off. Routines follow their weekdays alone.")
    }
  }
}

struct CalendarSelect: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "select",
    abstract: "Choose which calendars count as the school calendar (default: all).",
    discussion: "Give calendar ids or titles as shown by 'calendar status'. --all goes back to every calendar.")
  @OptionGroup var global: ParentOptions
  @Argument(help: "Calendar ids or titles.") var calendars: [String] = []
  @Option(help: "For one player, where siblings go to different schools.") var player: String?
  @Flag(help: "Count every connected calendar again.") var all = false

  func validate() throws {
    if calendars.isEmpty && !all { throw ValidationError("name at least one calendar, or pass --all") }
    if !calendars.isEmpty && all { throw ValidationError("give calendars or --all, not both") }
  }

  func run() throws {
    try global.run { dependencies in
      try CalendarAdmin(dependencies).select(calendars, player: player)
      let whom = player.map { "for \($0)" } ?? "for the household"
      print(all ? "Every connected calendar counts \(whom)." : "Counting \(calendars.joined(separator: ", ")) \(whom).")
    }
  }
}
