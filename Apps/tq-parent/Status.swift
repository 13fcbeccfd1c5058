import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct Status: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show the household at a glance and where its files live.")

  @OptionGroup var global: ParentOptions
  @Option(help: "text or json.") var format: OutputFormat = .text

  func run() async throws {
    try await global.run { dependencies in
      let report = try await HouseholdStatus(dependencies).fullReport(program: .current())
      switch format {
      case .text: print(HouseholdStatusView.text(report, style: dependencies.style))
      case .json: print(HouseholdStatusView.json(report).pretty())
      }
    }
  }
}
