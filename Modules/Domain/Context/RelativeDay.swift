/// Which day a message speaks about, seen from the day it is read: today's words ("Free afternoon
/// today") or tomorrow's ("Free day tomorrow · Thanksgiving"), for `tq-notify --tomorrow`.
public enum RelativeDay: String, Hashable, Sendable, Codable, CaseIterable {
  case today, tomorrow

  /// Days from the reader's day to the day spoken about.
  public var offset: Int {
    switch self {
    case .today: 0
    case .tomorrow: 1
    }
  }
}
