/// The parent's per-player choice for the past-times aid (`tq-parent player set NAME --past-times`).
public enum PastTimesSetting: String, CaseIterable, Codable, Sendable {
  /// Shown once a task has been timed `PastTimes.playsBeforeShown` times: the default.
  case auto
  case on
  case off

  /// What `PastTimes.isShown(setting:timesPlayed:)` takes: nil leaves it to the number of plays.
  public var choice: Bool? {
    switch self {
    case .auto: nil
    case .on: true
    case .off: false
    }
  }
}
