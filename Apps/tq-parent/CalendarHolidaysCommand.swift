import AppCore
import ArgumentParser
import CLISupport
import Domain
import Holidays
import Presentation

struct CalendarHolidays: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "holidays",
    abstract: "The built-in public holidays: the countries and regions, and holidays left out.",
    discussion: """
      Connect a region with 'tq-parent calendar add holidays:US-CA'. Its public holidays are free days;
      bank, school and optional days and observances are not read. The dates are facts from python-holidays.
      """,
    subcommands: [List.self, Skip.self, Unskip.self],
    defaultSubcommand: List.self
  )

  struct List: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list", abstract: "List the countries, or one country's regions with their names.")
    @OptionGroup var global: ParentOptions
    @Argument(help: "A country code, e.g. DE (default: every country).") var country: String?
    @Option(help: "text or json.") var format: OutputFormat = .text

    func run() async throws {
      try await global.run { dependencies in
        let admin = CalendarAdmin(dependencies)
        if let country {
          let info = try admin.holidayCountry(country)
          switch format {
          case .json: print(HolidaysListing.json(info).pretty())
          case .text: print(HolidaysListing.text(info))
          }
        } else {
          let (countries, version) = try admin.holidayCountries()
          switch format {
          case .json: print(JSONValue.array(countries.map(HolidaysListing.json)).pretty())
          case .text: print(HolidaysListing.text(countries, libraryVersion: version))
          }
        }
      }
    }
  }

  struct Skip: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "skip", abstract: "Leave a named holiday out of a connected holidays: calendar (school is open).")
    @OptionGroup var holiday: HolidayChoice

    func run() async throws { try await holiday.set(skipped: true) }
  }

  struct Unskip: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "unskip", abstract: "Count a holiday left out with 'skip' again.")
    @OptionGroup var holiday: HolidayChoice

    func run() async throws { try await holiday.set(skipped: false) }
  }

  /// A holiday of the connected `holidays:` sources of a region, as `skip` and `unskip` name it.
  struct HolidayChoice: ParsableArguments {
    @OptionGroup var global: ParentOptions
    @Argument(help: "The region (US, US-CA) or the calendar's id.") var region: String
    @Argument(help: "The holiday's name, e.g. \"Veterans Day\".") var name: String

    func set(skipped: Bool) async throws {
      try await global.run { dependencies in
        let changed = try CalendarAdmin(dependencies).setHoliday(name, skipped: skipped, in: region)
        let ids = changed.map { "'\($0.id)'" }.joined(separator: ", ")
        let shown = TerminalText.printable(name)
        print(skipped ? "\"\(shown)\" is left out of \(ids)." : "\"\(shown)\" counts again in \(ids).")
      }
    }
  }
}

/// What `calendar holidays` prints (the built-in data, which needs no escaping for the terminal).
enum HolidaysListing {
  static func text(_ countries: [HolidayCountryInfo], libraryVersion: String) -> String {
    var lines = countries.map { country in
      let regions = country.subdivisions.isEmpty ? "" : "  (\(country.subdivisions.count) regions)"
      return "\(country.code)  \(country.name)\(regions)"
    }
    lines.append("")
    lines.append("\(countries.count) countries, dates from python-holidays \(libraryVersion).")
    lines.append(
      "A country's regions: 'tq-parent calendar holidays CODE'; connect: 'tq-parent calendar add holidays:CODE'.")
    return lines.joined(separator: "\n")
  }

  static func text(_ country: HolidayCountryInfo) -> String {
    var lines = ["\(country.code)  \(country.name)  (years \(country.years.lowerBound)–\(country.years.upperBound))"]
    if country.subdivisions.isEmpty { lines.append("  no regions: 'tq-parent calendar add holidays:\(country.code)'") }
    for subdivision in country.subdivisions {
      lines.append("  \(country.code)-\(subdivision.code)  \(subdivision.name)")
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ country: HolidayCountryInfo) -> JSONValue {
    .object([
      ("code", .string(country.code)), ("name", .string(country.name)),
      ("firstYear", .int(country.years.lowerBound)), ("lastYear", .int(country.years.upperBound)),
      (
        "regions",
        .array(
          country.subdivisions.map {
            .object([("code", .string("\(country.code)-\($0.code)")), ("name", .string($0.name))])
          })
      ),
    ])
  }
}
