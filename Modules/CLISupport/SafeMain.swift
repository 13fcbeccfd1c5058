import ArgumentParser
import Foundation
import Presentation

extension AsyncParsableCommand {
  /// `main(_:)` with its error messages made terminal-safe: the argument parser repeats what the
  /// user typed ("Unexpected argument '…'"), which may hold escape sequences or be 100 KB long.
  /// Help and version text, which are ours, go to standard output unchanged.
  public static func safeMain(_ arguments: [String]) async {
    do {
      var command = try parseAsRoot(arguments)
      if var asyncCommand = command as? any AsyncParsableCommand {
        try await asyncCommand.run()
      } else {
        try command.run()
      }
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if code == .success {
        if !message.isEmpty { print(message) }
      } else if !message.isEmpty {
        FileHandle.standardError.write(Data((TerminalText.message(message) + "\n").utf8))
      }
      Foundation.exit(code.rawValue)
    }
  }
}
