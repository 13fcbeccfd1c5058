extension HolidayNames {
  /// A name (folded, its words separated by spaces) and the spellings families write for it: the
  /// data writes the possessive of a name ending in "s" as "Saint Nicholas's Day" ("saint nicholas
  /// s day" folded), a school calendar as often "Saint Nicholas' Day" or "St James Day", which fold
  /// without the lone "s"; and "Saint" is "St" or "St." on most calendars.
  static func spellings(of name: String) -> [String] {
    // Told from the words' bytes: Foundation's `contains` on thousands of names at every start
    // cost more than everything else the names need.
    let bytes = name.utf8
    var possessive = false
    var saint = false
    var index = bytes.startIndex
    var previousLast: UInt8? = nil
    var first = true
    while index != bytes.endIndex {
      let start = index
      var end = index
      while end != bytes.endIndex, bytes[end] != UInt8(ascii: " ") { end = bytes.index(after: end) }
      // Only a word with a space after it counts ("s s " and "saint " in the text).
      if end != bytes.endIndex {
        let word = bytes[start..<end]
        if !first, previousLast == UInt8(ascii: "s"), word.elementsEqual("s".utf8) { possessive = true }
        if word.elementsEqual("saint".utf8) { saint = true }
        index = bytes.index(after: end)
      } else {
        index = end
      }
      previousLast = start == end ? nil : bytes[bytes.index(before: end)]
      first = false
    }
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
