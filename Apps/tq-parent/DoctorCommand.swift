import AppCore
import ArgumentParser
import CLISupport
import Presentation

struct DoctorCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "doctor",
    abstract: "Check the settings, database, calendars, timer and permissions; say how to mend each problem.",
    discussion: """
      Exits 0 when nothing is wrong (warnings alone are shown and still 0), 1 when something is.
      Calendars are read only when calendar reading is on. A settings file that cannot be read is
      reported, not refused: the PIN it holds is then not asked.
      """)
  @OptionGroup var global: ParentOptions
  @Option(help: "text or json.") var format: OutputFormat = .text

  func run() async throws {
    var healthy = true
    // Gated like every parent command, unless the settings that hold the PIN cannot be read: that
    // is what the doctor is for, and the gate could not be answered then anyway.
    try await global.common.run { dependencies in
      if (try? dependencies.settings.load()) != nil {
        try ParentGateKeeper(dependencies).admit(ParentGateAnswers(pinStdin: global.pinStdin))
      }
      let report = try await Doctor(dependencies).report()
      healthy = report.healthy
      switch format {
      case .text: print(DoctorView.text(report, style: dependencies.style))
      case .json: print(DoctorView.json(report).pretty())
      }
    }
    if !healthy { throw ExitCode(1) }
  }
}
