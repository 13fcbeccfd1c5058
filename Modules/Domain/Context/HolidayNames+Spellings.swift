extension HolidayNames {
  /// A name (folded, its words separated by spaces) and the spellings families write for it: the
  /// data writes the possessive of a name ending in "s" as "Saint Nicholas's Day" ("saint nicholas
  /// s day" folded), a school calendar as often "Saint Nicholas' Day" or "St James Day", which fold
  /// without the lone "s"; and "Saint" is "St" or "St." on most calendars.
  static func spellings(of name: String) -> [String] {
    let possessive = name.contains("s s ")
    let saint = name.hasPrefix("saint ") || name.contains(" saint ")
    guard possessive || saint else { return [name] }
    var words = name.split(separator: " ").map(String.init)
    var i = 1
    while possessive, i < words.count {
      if words[i] == "s", words[i - 1].hasSuffix("s") { words.remove(at: i) } else { i += 1 }
    }
    var spellings = [name, words.joined(separator: " ")]
    if saint {
      spellings += spellings.map { spelling in
        spelling.split(separator: " ").map { $0 == "saint" ? "st" : String($0) }.joined(separator: " ")
      }
    }
    return spellings
  }
}

/// The public holidays the family's whole country keeps, by name (AppCore reads them from the
/// built-in data for the country of the time zone). A name that is an observance or a school's
/// event in most countries (St Patrick's Day, Children's Day, Carnival) is a day off where it is
/// national: a public-holiday feed's listing of it counts, and a school calendar's event of that
/// name alone is a free day.
public struct NationalHolidays: Sendable {
  let keys: RunTogetherSet

  /// `names` as the data writes them, in any case: "Saint Patrick's Day", "Lá Fhéile Pádraig".
  public init(names: [String] = []) {
    keys = RunTogetherSet(
      names.flatMap { name in HolidayNames.spellings(of: KeywordText.folded(name).tokens.joined(separator: " ")) })
  }

  public var isEmpty: Bool { keys.count == 0 }

  /// Whether `title` is one of these holidays' names and nothing more (fillers and numbers aside).
  public func names(_ title: String) -> Bool {
    !isEmpty && HolidayNames.isName(KeywordText.folded(title), keys: [keys])
  }
}
