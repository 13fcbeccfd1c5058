import AppCore
import ArgumentParser
import CLISupport

struct Status: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show the household at a glance and where its files live.")

  @OptionGroup var global: ParentOptions

  func run() throws {
    try global.run { dependencies in
      print(try HouseholdStatus(dependencies).text(style: dependencies.style))
    }
  }
}
