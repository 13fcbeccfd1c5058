/// Day cycles whose day word no language pack knows ("Dag 3", "Gün 2", "Dzień B", "A-nap"): a
/// school writes its cycle in its own language, and the shape says what the word cannot. A title
/// of two words, one a label (a letter A–F or a number up to 20, `isCycleLabel`) and the other the
/// same word on every such title of the calendar, is a candidate; the candidates are a day cycle
/// only when a few labels repeat in turn (each at least twice) and fall on most school-week days of
/// their runs (`addCycle`'s coverage), which "Grade 5", "Week A" or a numbered lesson plan never do.
extension FeedShapes {
  /// At most this many labels: a cycle of more than ten days is a lesson plan's numbering.
  static let unnamedCycleLabels = 2...10

  /// Adds the day cycles of calendars with no known cycle (`known`); returns the calendars found to have one.
  mutating func addUnnamedCycles(
    _ events: [PreparedEvent], known: Set<String>, schoolWeek: Set<Weekday>
  ) -> Set<String> {
    var candidates: [String: [(date: LocalDate, title: String, label: Substring)]] = [:]
    var split: [String: (word: Substring, label: Substring)?] = [:]
    for event in events
    where event.role == .school && event.dayCount == 1 && !event.cycleDay && !event.isEvening
      && event.kinds.isEmpty && event.notedKinds.isEmpty && !event.namesTerm && !known.contains(event.calendar)
    {
      // Most titles fail the byte screen, which costs less than looking the title up.
      guard Self.mayBeCycleParts(event.title) else { continue }
      let parts: (word: Substring, label: Substring)?
      if let cached = split[event.title] {
        parts = cached
      } else {
        parts = Self.cycleParts(event.title)
        split[event.title] = parts
      }
      guard let parts else { continue }
      candidates[event.calendar + "\n" + parts.word.lowercased(), default: []].append(
        (event.dates.lowerBound, event.title, parts.label))
    }
    var found = Set<String>()
    for key in candidates.keys.sorted() {
      let calendar = String(key.prefix { $0 != "\n" })
      guard !found.contains(calendar), let days = candidates[key] else { continue }
      var counts: [String: Int] = [:]
      for day in days { counts[day.label.lowercased(), default: 0] += 1 }
      guard Self.unnamedCycleLabels.contains(counts.count), counts.values.allSatisfy({ $0 >= 2 }) else { continue }
      let before = (spans.count, skips.count)
      addCycle(days.map { ($0.date, $0.title) }, calendar: calendar, schoolWeek: schoolWeek)
      if (spans.count, skips.count) != before { found.insert(calendar) }
    }
    return found
  }

  /// The word and the label of a two-word title such as "Dag 3", "B-dag" or "Gün 2"; nil for any other title.
  static func cycleParts(_ title: String) -> (word: Substring, label: Substring)? {
    guard title.utf8.count <= 40, Self.wordRuns(title) == 2 else { return nil }
    let words = title.split { $0 == " " || $0 == "-" || $0 == "\u{2013}" }
    guard words.count == 2 else { return nil }
    let labels = words.map(isLabel)
    guard labels[0] != labels[1] else { return nil }
    let word = labels[0] ? words[1] : words[0]
    // The other word is a word: letters only, more than one ("Dag", not "3b" nor "A").
    guard word.count >= 2, word.allSatisfy(\.isLetter) else { return nil }
    return (word, labels[0] ? words[0] : words[1])
  }

  /// Whether `title` can be a cycle's two words, told from its bytes: at most 40 of them, two runs
  /// between separators (space, hyphen, en dash), one of at most two ASCII bytes, which a label
  /// (`isLabel`) always is. `cycleParts` is nil for every title this says no to.
  static func mayBeCycleParts(_ title: String) -> Bool {
    var title = title
    return title.withUTF8 { bytes in
      guard bytes.count <= 40 else { return false }
      var runs = 0
      var shortASCII = false
      var start = -1
      var i = 0
      while i <= bytes.count {
        var separator = 1
        if i < bytes.count {
          let byte = bytes[i]
          if byte == 0x20 || byte == 0x2D {
            separator = 1
          } else if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80, bytes[i + 2] == 0x93 {
            separator = 3
          } else {
            separator = 0
          }
        }
        if separator == 0 {
          if start < 0 {
            runs += 1
            if runs > 2 { return false }
            start = i
          }
          i += 1
        } else {
          if start >= 0 {
            let length = i - start
            if length <= 2, bytes[start] < 0x80, bytes[i - 1] < 0x80 { shortASCII = true }
            start = -1
          }
          i += separator
        }
      }
      return runs == 2 && shortASCII
    }
  }

  /// The runs of scalars between separators: most titles fail the two-word test here, by scalars,
  /// before the split by characters (grapheme breaking) that costs twenty times more.
  private static func wordRuns(_ title: String) -> Int {
    var runs = 0
    var inWord = false
    for scalar in title.unicodeScalars {
      let separator = scalar == " " || scalar == "-" || scalar == "\u{2013}"
      if !separator, !inWord { runs += 1 }
      inWord = !separator
    }
    return runs
  }

  /// A letter A–F (either case) or a number from 1 to 20.
  private static func isLabel(_ word: Substring) -> Bool {
    if word.count == 1, let letter = word.first, "ABCDEFabcdef".contains(letter) { return true }
    guard (1...2).contains(word.count), word.allSatisfy(\.isASCII), let value = Int(word) else { return false }
    return (1...20).contains(value)
  }
}
