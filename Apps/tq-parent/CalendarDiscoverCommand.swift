import AppCore
import ArgumentParser
import CLISupport
import Domain
import Platform
import Presentation

struct CalendarDiscover: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "discover",
    abstract: "List the calendars already on this machine (Evolution, khal, vdirsyncer, Thunderbird, folders).",
    discussion: """
      Looks in Evolution's and GNOME Calendar's calendars and web calendars, khal's and vdirsyncer's
      configuration, Thunderbird's profiles, ~/.calendars, ~/Calendars, ~/.local/share/calendars and the
      .ics files in the download folder. Only names, places and the number of events in local files are
      read; network calendars are not fetched. --add N… (or --add all) connects them as 'calendar add'
      does, a network one without fetching it (as --no-check).
      """)
  @OptionGroup var global: ParentOptions
  @Option(
    parsing: .upToNextOption,
    help: ArgumentHelp("Connect the calendars of these numbers, or all of those not connected.", valueName: "N|all"))
  var add: [String] = []
  @Option(help: "text or json.") var format: OutputFormat = .text

  func validate() throws {
    for word in add where word != "all" && (Int(word) ?? 0) < 1 {
      throw ValidationError("--add \(word) is not a number from the list: give numbers such as --add 1 3, or --add all")
    }
  }

  func run() async throws {
    try await global.run { dependencies in
      let admin = CalendarAdmin(dependencies)
      var discovery = try admin.discover()
      if !add.isEmpty {
        let numbers = add.contains("all") ? discovery.rows.map(\.number) : add.compactMap { Int($0) }
        if let missing = numbers.first(where: { $0 > discovery.rows.count }) {
          throw CalendarAdminError.unusableOption(
            "--add \(missing)",
            discovery.rows.isEmpty
              ? "names no calendar: none was found on this machine"
              : "names no calendar: the list runs from 1 to \(discovery.rows.count) ('tq-parent calendar discover')")
        }
        var failures: [any Error] = []
        for number in Array(Set(numbers)).sorted() {
          let row = discovery.rows[number - 1]
          if let id = row.connectedAs {
            if !add.contains("all") { StandardError.write("\(number) is already connected as '\(id)'\n") }
            continue
          }
          do {
            let added = try await admin.connect(discovery.found[number - 1])
            if format == .text {
              print(
                "Connected \(TerminalText.printable(added.name ?? added.id)) as '\(added.id)':"
                  + " \(TerminalText.printable(added.shownLocation))")
            }
          } catch {
            failures.append(error)
            StandardError.write(
              TerminalText.message("\(number) (\(row.title)) was not connected: \(ExitStatus.message(for: error))")
                + "\n")
          }
        }
        discovery = try admin.discover()
        if format == .text {
          if try !admin.settings().enabled {
            print("Calendar reading is off; nothing is read until 'tq-parent calendar enable'.")
          }
        } else {
          print(DiscoverView.json(discovery.rows).pretty())
        }
        if let first = failures.first {
          throw DiscoverAddFailed(count: failures.count, exitCode: ExitStatus.code(for: first))
        }
        return
      }
      switch format {
      case .text: print(DiscoverView.text(discovery.rows, style: dependencies.style))
      case .json: print(DiscoverView.json(discovery.rows).pretty())
      }
    }
  }
}

/// Some calendars of `--add` could not be connected: each was named as it failed, the others stay connected.
struct DiscoverAddFailed: ExitCoded, CustomStringConvertible {
  var count: Int
  var exitCode: Int32
  var description: String {
    "\(count) calendar\(count == 1 ? " was" : "s were") not connected (said above); the others are"
  }
}
