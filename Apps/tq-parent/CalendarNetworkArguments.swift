import AppCore
import ArgumentParser
import CLISupport
import Domain
import Platform
import Presentation

/// The options of a calendar read over a network, shared by `calendar add` and `calendar set`:
/// checked as they are typed (64), as settings check them when read back (65).
struct NetworkArguments: ParsableArguments {
  @Option(help: ArgumentHelp("The user name a feed or CalDAV server asks for.", valueName: "NAME")) var user: String?
  @Option(
    help: ArgumentHelp(
      "The command that prints the password, run at each read; the password is never stored.", valueName: "CMD"))
  var passwordCommand: String?
  @Option(help: ArgumentHelp("Seconds a whole fetch may take, 1 to 300 (default 15).", valueName: "S"))
  var timeout: Int?
  @Option(help: ArgumentHelp("Seconds connecting may take, 1 to 60 (default 5).", valueName: "S"))
  var connectTimeout: Int?
  @Option(help: ArgumentHelp("The User-Agent header (default TimeQuest/VERSION).", valueName: "TEXT"))
  var userAgent: String?
  @Option(help: ArgumentHelp("The PEM file of a self-hosted server's certificate authority.", valueName: "PATH"))
  var caFile: String?
  @Option(help: ArgumentHelp("The most bytes a feed may have, 1024 to 1073741824 (default 64 MiB).", valueName: "N"))
  var maxBytes: Int?

  func validate() throws {
    if let timeout, !NetworkOptions.timeoutRange.contains(timeout) {
      throw ValidationError("--timeout \(timeout) is out of range: use 1 to 300 seconds")
    }
    if let connectTimeout, !NetworkOptions.connectTimeoutRange.contains(connectTimeout) {
      throw ValidationError("--connect-timeout \(connectTimeout) is out of range: use 1 to 60 seconds")
    }
    if let maxBytes, !NetworkOptions.maxBytesRange.contains(maxBytes) {
      throw ValidationError("--max-bytes \(maxBytes) is out of range: use 1024 to 1073741824")
    }
    if let user, let problem = NetworkOptions.userProblem(user) { throw ValidationError("--user \(problem)") }
    if let userAgent, let problem = NetworkOptions.userAgentProblem(userAgent) {
      throw ValidationError("--user-agent \(problem)")
    }
    _ = try passwordWords()
  }

  /// The password command as the argument vector it runs with.
  func passwordWords() throws -> [String]? {
    guard let passwordCommand else { return nil }
    let words = try CommandWords.split(passwordCommand).mapError { ValidationError("--password-command \($0)") }.get()
    if let problem = NetworkOptions.passwordCommandProblem(words) {
      throw ValidationError("--password-command \(problem)")
    }
    return words
  }

  /// The options given; nil for each one left out.
  func options() throws -> NetworkOptions {
    NetworkOptions(
      user: user, passwordCommand: try passwordWords(), timeoutSeconds: timeout, connectTimeoutSeconds: connectTimeout,
      userAgent: userAgent, caFile: caFile, maxBytes: maxBytes)
  }
}

extension NetworkOptions.Field: ExpressibleByArgument {}

/// Plain http:// is read only when the parent writes it so, and then never silently.
func warnIfUnencrypted(_ locations: [String]) {
  for location in locations where NetworkOptions.isUnencrypted(location) {
    StandardError.write(
      TerminalText.message(
        "warning: \(SecretMask.location(location)) is read unencrypted (http): anyone on the way can read or change"
          + " it; use https:// if the server offers it") + "\n")
  }
}

struct CalendarSet: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "set",
    abstract: "Change how a connected feed is reached: its user, password command, timeouts, user agent, CA file.",
    discussion: """
      Options left out stay as they are; --reset OPTION (repeatable) puts one back to its default:
        tq-parent calendar set school --timeout 30 --reset user-agent
      """)
  @OptionGroup var global: ParentOptions
  @Argument(help: "The calendar's id, name or location.", completion: .calendarSources) var source: String
  @OptionGroup var network: NetworkArguments
  @Option(
    name: .customLong("reset"),
    help: ArgumentHelp("An option back to its default (repeatable).", valueName: "OPTION"))
  var reset: [NetworkOptions.Field] = []

  func run() async throws {
    try await global.run { dependencies in
      let changed = try CalendarAdmin(dependencies).setNetworkOptions(source, try network.options(), reset: reset)
      let set = changed.network.fields.map(\.flag)
      print(
        "'\(changed.id)' (\(TerminalText.printable(changed.shownLocation))): "
          + (set.isEmpty ? "every option is the default" : "set \(set.joined(separator: ", "))"))
    }
  }
}
