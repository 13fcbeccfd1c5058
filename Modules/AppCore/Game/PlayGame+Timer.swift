import Foundation
import Platform
import Presentation

extension PlayGame {
  /// How the live timer looks and sounds: what `tq-player play` takes from its options.
  public struct TimerOptions: Sendable {
    /// The cue when the guess is reached (`--quiet` turns it off).
    public var cue: Bool
    /// `--plain`: no redrawn line, the time announced on lines of its own.
    public var plain: Bool
    public var style: TerminalStyle

    public init(cue: Bool = true, plain: Bool = false, style: TerminalStyle) {
      self.cue = cue
      self.plain = plain
      self.style = style
    }
  }

  /// The timer for this game: the live one when standard input is a terminal, the line timer of
  /// script mode otherwise. Plain mode also when `TERM=dumb` or standard output is not a terminal,
  /// where a redrawn line would only be noise.
  public func timer(_ options: TimerOptions) -> any TaskTimer {
    guard interactive else {
      return Self.lineTimer(terminal: dependencies.terminal, clock: dependencies.monotonicClock, interactive: false)
    }
    let environment = dependencies.environment
    let plain = options.plain || environment.variables["TERM"] == "dumb" || !environment.stdoutIsTTY
    let giveCue = Self.cue(
      sound: GuessCue.sound(searchPath: environment.variables["PATH"] ?? "/usr/bin:/bin"),
      processes: dependencies.processes, bell: PosixTerminal.ringBell)
    return Self.terminalTimer(
      terminal: PosixTerminal(), clock: dependencies.monotonicClock, style: options.style, plain: plain,
      cue: options.cue, giveCue: giveCue)
  }

  static func terminalTimer(
    terminal: any TimerTerminal, clock: some Clock<Duration>, style: TerminalStyle, plain: Bool, cue: Bool,
    giveCue: @escaping @Sendable () -> Void
  ) -> any TaskTimer {
    TerminalTaskTimer(terminal: terminal, clock: clock, style: style, plain: plain, cue: cue, giveCue: giveCue)
  }

  /// Gives the cue without holding up the timer: the bell at once, or the sound played by a
  /// process of its own, with the bell instead when the player fails (no sound server).
  public static func cue(
    sound: GuessCue.Sound, processes: any ProcessRunning, bell: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void {
    switch sound {
    case .bell:
      return bell
    case .play(let arguments):
      return {
        Task.detached {
          let output = try? await processes.run(arguments, environment: nil, limits: .standard)
          if output?.end != .exited(0) { bell() }
        }
      }
    }
  }
}
