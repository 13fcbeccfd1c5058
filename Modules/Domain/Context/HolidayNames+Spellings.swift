extension HolidayNames {
  /// A name (folded, its words separated by spaces) and the spellings families write for it: the
  /// data writes the possessive of a name ending in "s" as "Saint Nicholas's Day" ("saint nicholas
  /// s day" folded), a school calendar as often "Saint Nicholas' Day" or "St James Day", which fold
  /// without the lone "s"; and "Saint" is "St" or "St." on most calendars.
  static func spellings(of name: String) -> [String] {
    // Told from the words' bytes, through a buffer: Foundation's `contains`, then the UTF-8
    // view's indices, on thousands of names at every start cost more than the rest the names need.
    var name = name
    let (possessive, saint) = name.withUTF8(Self.possessiveAndSaint)
    guard possessive || saint else { return [name] }
    var kept = name.split(separator: " ").map(String.init)
    var i = 1
    while possessive, i < kept.count {
      if kept[i] == "s", kept[i - 1].hasSuffix("s") { kept.remove(at: i) } else { i += 1 }
    }
    var spellings = [name, kept.joined(separator: " ")]
    if saint {
      spellings += spellings.map { spelling in
        spelling.split(separator: " ").map { $0 == "saint" ? "st" : String($0) }.joined(separator: " ")
      }
    }
    return spellings
  }

  /// Whether `bytes` (a folded name) holds a lone "s" after a word ending in "s" ("nicholas s day")
  /// and whether it holds the word "saint"; only a word with a space after it counts.
  private static func possessiveAndSaint(_ bytes: UnsafeBufferPointer<UInt8>) -> (Bool, Bool) {
    let space = UInt8(ascii: " ")
    let s = UInt8(ascii: "s")
    var possessive = false
    var saint = false
    var start = 0
    var previousLast: UInt8? = nil
    while start < bytes.count {
      var end = start
      while end < bytes.count, bytes[end] != space { end += 1 }
      guard end < bytes.count else { break }
      let length = end - start
      if start > 0, previousLast == s, length == 1, bytes[start] == s { possessive = true }
      if length == 5, bytes[start] == s, bytes[start + 1] == UInt8(ascii: "a"), bytes[start + 2] == UInt8(ascii: "i"),
        bytes[start + 3] == UInt8(ascii: "n"), bytes[start + 4] == UInt8(ascii: "t")
      {
        saint = true
      }
      previousLast = length == 0 ? nil : bytes[end - 1]
      start = end + 1
    }
    return (possessive, saint)
  }
}

/// The public holidays the family's whole country keeps, by name and by date (AppCore reads them
/// from the built-in data for the country of the time zone). A name that is an observance or a
/// school's event in most countries (St Patrick's Day, Children's Day, Carnival) is a day off where
/// it is national: a public-holiday feed's listing of it counts, and a school calendar's event of
/// that name alone is a free day. The dates stop a term read from a school calendar's event days
/// from running over a holiday the calendar does not mark (Thanksgiving between two school events).
public struct NationalHolidays: Sendable {
  let keys: RunTogetherSet
  let days: Set<LocalDate>

  /// `names` as the data writes them, in any case: "Saint Patrick's Day", "Lá Fhéile Pádraig";
  /// `days`, the dates they fall on (observed days included).
  public init(names: [String] = [], days: [LocalDate] = []) {
    keys = RunTogetherSet(
      names.flatMap { name in HolidayNames.spellings(of: KeywordText.folded(name).tokens.joined(separator: " ")) })
    self.days = Set(days)
  }

  public var isEmpty: Bool { keys.count == 0 }

  /// Whether `title` names the holiday on `date` by that date alone: its month and day, in that
  /// order and nothing but a separator and one letter beside them ("3·1절" on 1 March, "8.15" on
  /// 15 August), as Korea names several of its national days.
  public func names(date: LocalDate, in title: String) -> Bool {
    guard days.contains(date) else { return false }
    var numbers: [Int] = []
    var letters = 0
    var current: Int?
    for scalar in title.unicodeScalars {
      if let digit = scalar.properties.numericType == .decimal ? Int(String(scalar)) : nil {
        current = (current ?? 0) * 10 + digit
        continue
      }
      if let number = current { numbers.append(number) }
      current = nil
      if scalar.properties.isAlphabetic { letters += 1 }
    }
    if let number = current { numbers.append(number) }
    return numbers == [date.month, date.day] && letters <= 1
  }

  /// Whether `date` is one of these holidays, or a bridge day of one: a school-week day between a
  /// holiday and the weekend ("Friday after Thanksgiving", the Friday after Corpus Christi), which
  /// schools often close with it.
  public func closes(_ date: LocalDate, schoolWeek: Set<Weekday>) -> Bool {
    guard !days.isEmpty else { return false }
    if days.contains(date) { return true }
    let before = date.adding(days: -1)
    let after = date.adding(days: 1)
    return (days.contains(before) && !schoolWeek.contains(after.weekday))
      || (days.contains(after) && !schoolWeek.contains(before.weekday))
  }

  /// Whether `title` is one of these holidays' names and nothing more (fillers and numbers aside).
  public func names(_ title: String) -> Bool {
    !isEmpty && HolidayNames.isName(KeywordText.folded(title), keys: [keys])
  }
}
