import AppCore
import ArgumentParser
import Foundation
import Platform
import Presentation

extension AsyncParsableCommand {
  /// `main(_:)` with its error messages made terminal-safe: the argument parser repeats what the
  /// user typed ("Unexpected argument '…'"), which may hold escape sequences or be 100 KB long.
  /// Help and version text, which are ours, go to standard output unchanged.
  /// Every program ends here, so this is where standard output is checked: output lost to a full
  /// disk or an I/O error is exit 74 with one line on standard error, never a silent 0.
  public static func safeMain(_ arguments: [String]) async {
    var code: Int32 = 0
    var parsed = false
    do {
      var command = try parseAsRoot(arguments)
      parsed = true
      if let repeated = CommandManners.repeatedOption(Self.self, arguments: arguments) {
        StandardError.write(TerminalText.message("\(commandName): \(repeated)") + "\n")
        Foundation.exit(64)
      }
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      code = exitCode(for: error).rawValue
      var message = CommandManners.styled(fullMessage(for: error), program: commandName)
      if !parsed, code != 0, let hint = CommandManners.mistypedSubcommand(Self.self, arguments: arguments) {
        message = "\(commandName): \(hint)"
      }
      if code == 0, arguments.contains("--generate-completion-script") {
        message = CompletionScript.withGlobalOptions(
          message, program: commandName, globals: CompletionScript.globals(of: commandName))
      }
      if code == 0 {
        if !message.isEmpty { print(message) }
      } else if !message.isEmpty {
        StandardError.write(TerminalText.message(message) + "\n")
      }
    }
    if let failure = StandardOutput.finish() {
      StandardError.write(
        "\(commandName): cannot write to standard output (\(failure)): check the file or pipe it goes to\n")
      code = 74
    }
    Foundation.exit(code)
  }

  private static var commandName: String { configuration.commandName ?? "timequest" }
}
