import Foundation

/// The one gentle cue when the guessed time is reached: given at most once per task, only while
/// the clock runs, and never when it is turned off (`--quiet`, or the player's setting).
public struct GuessCue: Sendable {
  /// How the cue sounds.
  public enum Sound: Hashable, Sendable {
    /// The terminal's bell.
    case bell
    /// The desktop's sound, played by this command (argv, no shell).
    case play([String])
  }

  /// The freedesktop sound theme's "complete" sound (Debian's sound-theme-freedesktop).
  public static let soundFile = "/usr/share/sounds/freedesktop/stereo/complete.oga"
  /// The players tried in turn: PipeWire's, then PulseAudio's.
  public static let players = ["pw-play", "paplay"]

  /// False: no cue at all.
  public let enabled: Bool
  /// The cue was given for this task.
  public private(set) var given = false

  public init(enabled: Bool) { self.enabled = enabled }

  /// True exactly once: the first time it is asked with the clock running at or past the guess.
  public mutating func isDue(elapsed: Duration, guessSeconds: Int, running: Bool) -> Bool {
    guard enabled, running, !given, elapsed >= .seconds(guessSeconds) else { return false }
    given = true
    return true
  }

  /// The desktop's sound where a player and the sound file exist, else the bell.
  /// - Parameters:
  ///   - searchPath: the `PATH` the players are looked up on.
  ///   - isExecutable, fileExists: the file system's answers (the real one unless a test gives its own).
  public static func sound(
    searchPath: String,
    isExecutable: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) },
    fileExists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> Sound {
    guard fileExists(soundFile) else { return .bell }
    let folders = searchPath.split(separator: ":").filter { !$0.isEmpty }
    for player in players {
      if let path = folders.map({ "\($0)/\(player)" }).first(where: isExecutable) {
        return .play([path, soundFile])
      }
    }
    return .bell
  }
}
