/// Seconds as people say them, short enough for an 80-column line: "45 s", "7 min 10 s", "1 h 5 min".
///
/// The unit symbols s, min and h are the same in every language with a message pack, so the text
/// needs no language. Also the parser of a routine task's minutes (`Routine.swift`).
public enum DurationText {
  /// "45 s", "7 min", "7 min 10 s", "1 h", "1 h 5 min". From an hour on, seconds are left out and
  /// the minutes are whole minutes passed, as a clock reads (1 h 5 min 59 s is "1 h 5 min").
  /// Negative seconds read as "0 s".
  public static func text(seconds: Int) -> String {
    let total = max(0, seconds)
    let hours = total / 3600
    let minutes = total % 3600 / 60
    let rest = total % 60
    if hours > 0 {
      return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes) min"
    }
    if minutes > 0 {
      return rest == 0 ? "\(minutes) min" : "\(minutes) min \(rest) s"
    }
    return "\(rest) s"
  }

  /// A stopwatch reading, as `GuessText` reads it back: "0:45", "7:10", "1:05:00".
  public static func clock(seconds: Int) -> String {
    let total = max(0, seconds)
    let hours = total / 3600
    let minutes = total % 3600 / 60
    let rest = total % 60
    func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return hours > 0 ? "\(hours):\(pad(minutes)):\(pad(rest))" : "\(minutes):\(pad(rest))"
  }
}
