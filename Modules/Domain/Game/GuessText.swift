/// What a child types as a guess, read as a number of seconds.
///
/// Children type what they would say, so the forms are loose but never ambiguous:
/// - a bare number is minutes: `5`, `2.5` or `2,5` (two and a half minutes);
/// - numbers with units, largest unit first, spaces optional: `5m`, `5 min`, `90s`, `1h`,
///   `1h30m`, `1 h 30 min`; a trailing bare number takes the next smaller unit, as people write
///   it: `1h30` is 1 h 30 min and `5m30` is 5 min 30 s. Units are also read in Spanish, French and
///   German (`minutos`, `heure`, `Sekunden`);
/// - a stopwatch reading: `4:30` is minutes and seconds (not a time of day: a child guessing
///   "1:30" means a minute and a half), `1:05:00` is hours, minutes and seconds.
///
/// Case and surrounding spaces are ignored. Fractions are rounded to the nearest second.
public enum GuessText {
  /// The longest guess accepted: 12 hours. Longer is a typing slip, not a task.
  public static let maximumSeconds = 12 * 3600

  /// The forms shown in error messages and help.
  public static let examples = "5, 5m, 5 min, 4:30, 90s, 1h or 1h30m"

  /// The guess in seconds, from 1 up to `maximumSeconds`.
  /// - Throws: `GameError.notADuration`, `.zeroGuess` or `.guessTooLong`, naming the text as typed
  ///   (without its surrounding spaces).
  public static func seconds(_ text: String) throws(GameError) -> Int {
    let trimmed = text.trimmingWhitespace()
    let lower = trimmed.lowercased()
    let parsed = lower.contains(":") ? clockSeconds(lower) : unitSeconds(lower)
    guard let total = parsed, total.isFinite else { throw .notADuration(trimmed) }
    guard total <= Double(maximumSeconds) else { throw .guessTooLong(trimmed) }
    let seconds = Int(total.rounded(.toNearestOrAwayFromZero))
    guard seconds > 0 else { throw .zeroGuess(trimmed) }
    return seconds
  }

  // MARK: - Stopwatch readings

  /// `m:ss` or `h:mm:ss`; the parts after the first are two digits below 60.
  static func clockSeconds(_ text: String) -> Double? {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      let first = Double(parts[0])
    else { return nil }
    var total = first
    for part in parts.dropFirst() {
      guard part.count == 2, let value = Int(part), value < 60 else { return nil }
      total = total * 60 + Double(value)
    }
    return total
  }

  // MARK: - Numbers with units

  /// Seconds in each unit word, in every language with a message pack.
  static let units: [String: Int] = {
    let hours = ["h", "hr", "hrs", "hour", "hours", "hora", "horas", "heure", "heures", "std", "stunde", "stunden"]
    let minutes = ["m", "mn", "min", "mins", "minute", "minutes", "minuto", "minutos", "minuten"]
    let seconds = [
      "s", "sec", "secs", "second", "seconds", "seg", "segundo", "segundos", "seconde", "secondes", "sek", "sekunde",
      "sekunden",
    ]
    return Dictionary(
      uniqueKeysWithValues: hours.map { ($0, 3600) } + minutes.map { ($0, 60) } + seconds.map { ($0, 1) })
  }()

  /// Amounts with units, largest first, each unit at most once; a bare number alone is minutes,
  /// and after a unit it is counted in the next smaller unit.
  static func unitSeconds(_ text: String) -> Double? {
    var rest = Substring(text)
    var total = 0.0
    var lastScale: Int?
    var sawAny = false
    while true {
      rest = rest.drop(while: \.isWhitespace)
      if rest.isEmpty { break }
      guard let (amount, afterNumber) = number(rest) else { return nil }
      let unitStart = afterNumber.drop(while: \.isWhitespace)
      let word = unitStart.prefix(while: \.isLetter)
      rest = unitStart.dropFirst(word.count)
      let scale: Int
      if word.isEmpty {
        // A bare number: minutes on its own, else the unit after the previous one, and it ends the text.
        guard rest.drop(while: \.isWhitespace).isEmpty else { return nil }
        switch lastScale {
        case nil: scale = 60
        case 3600?: scale = 60
        case 60?: scale = 1
        default: return nil
        }
      } else {
        guard let known = units[String(word)] else { return nil }
        scale = known
      }
      if let lastScale, scale >= lastScale { return nil }
      total += amount * Double(scale)
      lastScale = scale
      sawAny = true
    }
    return sawAny ? total : nil
  }

  /// A decimal number at the start of `text` (`5`, `2.5`, `2,5`) and what follows it.
  static func number(_ text: Substring) -> (Double, Substring)? {
    let whole = text.prefix(while: \.isASCIIDigit)
    guard !whole.isEmpty else { return nil }
    var rest = text.dropFirst(whole.count)
    var digits = String(whole)
    if let mark = rest.first, mark == "." || mark == "," {
      let fraction = rest.dropFirst().prefix(while: \.isASCIIDigit)
      guard !fraction.isEmpty else { return nil }
      digits += "." + fraction
      rest = rest.dropFirst(1 + fraction.count)
    }
    guard let value = Double(digits) else { return nil }
    return (value, rest)
  }
}

extension Character {
  /// `0`…`9` only: other scripts' digits are not read as numbers here.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
