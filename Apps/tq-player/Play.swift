import AppCore
import ArgumentParser
import CLISupport
import Foundation
import Presentation

struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Play a routine as the estimation game: guess each task's time, then time it.",
    discussion: """
      For each task: a guess (5, 5m, 4:30, 90s, 1h30m; 'skip' skips the task), then a live timer \
      until Enter. While it runs: Space or p pauses and resumes (the pause is not counted), s skips \
      the task, q or Ctrl-C ends the game. Ctrl-Z holds the timer until the game continues. When \
      the guessed time is reached, one cue: the desktop's "complete" sound, or the terminal bell. \
      Each task is saved as soon as it is over. Without a terminal (stdin not a TTY) lines are read \
      as a script: a guess line, then an empty line per task; a line that does not fit ends the \
      game with exit 65, naming the line.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The routine to play.")
  var routine: String

  @Option(help: "Who is playing (needed in a script when there are several players).")
  var player: String?

  @Flag(name: .customLong("any"), help: "Play the routine even when it is not on today's list.")
  var anyDay = false

  @Flag(help: "No sound or bell when the guessed time is reached.")
  var quiet = false

  @Flag(
    help: """
      No redrawn timer line: the time on a line of its own each minute and at the guess, for a \
      screen reader or a braille display (also when TERM=dumb).
      """)
  var plain = false

  func run() async throws {
    try await global.run { dependencies in
      let style = dependencies.style
      let request = PlayGame.Request(routine: routine, player: player, anyDay: anyDay)
      let game = PlayGame(dependencies)
      var timer = game.timer(PlayGame.TimerOptions(cue: !quiet, plain: plain, style: style))
      let languages = MessageLanguages(dependencies)
      var language = languages.household.code
      _ = try await game.play(request, timer: &timer) { progress in
        // The game says who plays first; from then on it speaks that child's language.
        if case .started(_, let player, _) = progress { language = languages.of(player: player).code }
        print(GameView.text(progress, style: style, language: language))
        // Each step is out before the next line is read: a script's reader sees it at once.
        fflush(nil)
      }
    }
  }
}
