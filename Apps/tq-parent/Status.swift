import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct Status: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show the household at a glance and where its files live.")

  @OptionGroup var global: ParentOptions

  func run() async throws {
    try await global.run { dependencies in
      print(HouseholdStatusView.text(try HouseholdStatus(dependencies).report(), style: dependencies.style))
    }
  }
}
