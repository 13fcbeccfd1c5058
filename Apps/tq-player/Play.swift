import AppCore
import ArgumentParser
import CLISupport
import Foundation
import Presentation

struct Play: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play", abstract: "Play a routine as the estimation game: guess each task's time, then time it.",
    discussion: """
      For each task: "How long will it take?" and a guess (5, 5m, 4:30, 90s, 1h30m), then a live \
      timer until Enter. At every question, and while the timer runs, q or Ctrl-C ends the game \
      and skip (s on the timer) skips the task; the message language's own words (salir, omitir, \
      quitter, passer, ende, weiter) too. While it runs: Space or p pauses and resumes (the pause \
      is not counted). Ctrl-Z holds the timer until the game continues. When \
      the guessed time is reached, one cue: the desktop's "complete" sound, or the terminal bell. \
      Each task is saved as soon as it is over. After each task, how close the guess came, in \
      words and a shape; at the end, the closest guess when it was close, guesses closer than ever, \
      the streak and one line about the guesses. Without a terminal (stdin not a TTY) lines are read \
      as a script: a guess line, then an empty line per task (q and skip as above); a line that \
      does not fit ends the game with exit 65, naming the line.
      """)

  @OptionGroup var global: GlobalOptions

  @Argument(help: "The routine to play.", completion: .routines)
  var routine: String

  @Option(help: "Who is playing (needed in a script when there are several players).", completion: .players)
  var player: String?

  @Flag(name: .customLong("any"), help: "Play the routine even when it is not on today's list.")
  var anyDay = false

  @Flag(help: "No sound or bell when the guessed time is reached.")
  var quiet = false

  @Flag(
    help: """
      No redrawn timer line: the time on a line of its own each minute and at the guess, and the \
      end in sentences without shapes, for a screen reader or a braille display (the timer also \
      when TERM=dumb).
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
      do {
        _ = try await game.play(request, timer: &timer) { progress in
          // The game says who plays first; from then on it speaks that child's language.
          if case .started(_, let player, _) = progress { language = languages.of(player: player).code }
          print(GameView.text(progress, style: style, language: language, plain: plain))
          // Each step is out before the next line is read: a script's reader sees it at once.
          fflush(nil)
        }
      } catch is PlayGame.EndedBeforeStart {
        // `q` before a player was chosen: nothing was played, so nothing to say.
      }
    }
  }
}
