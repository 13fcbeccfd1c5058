import AppCore
import ArgumentParser
import CLISupport
import Foundation
import Presentation

struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Play a routine as the estimation game: guess each task's time, then time it.",
    discussion: """
      For each task: a guess (5, 5m, 4:30, 90s, 1h30m; 'skip' skips the task), then Enter when the \
      task is over ('skip' skips it). Each task is saved as soon as it is over. Without a terminal \
      (stdin not a TTY) the same lines are read as a script: a guess line, then an empty line per \
      task; a line that does not fit ends the game with exit 65, naming the line.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The routine to play.")
  var routine: String

  @Option(help: "Who is playing (needed in a script when there are several players).")
  var player: String?

  @Flag(name: .customLong("any"), help: "Play the routine even when it is not on today's list.")
  var anyDay = false

  func run() async throws {
    try await global.run { dependencies in
      let style = dependencies.style
      let request = PlayGame.Request(routine: routine, player: player, anyDay: anyDay)
      _ = try await PlayGame(dependencies).play(request) { progress in
        print(GameView.text(progress, style: style))
        // Each step is out before the next line is read: a script's reader sees it at once.
        fflush(nil)
      }
    }
  }
}
