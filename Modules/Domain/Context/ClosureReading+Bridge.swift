/// The two readings of a title beside a closure phrase's role in its clause: a bridge day, and a
/// closure over a make-up day that is only a condition (see `ClosureReading`). Both are read once
/// per distinct title, and only for titles with a bridge phrase or with both kinds of words.
extension ClosureReading {
  /// A bridge day: a clause that is a bridge phrase ("Day after", "Tag nach", "lendemain de"),
  /// with at most articles before it, then a public holiday's name or a date and nothing more ("Day
  /// after Ascension", "Friday after Thanksgiving Holiday", "Tag nach dem 1. Mai": nobody names a
  /// day after an ordinary date); the phrase is the holiday's name or the date. Nil
  /// otherwise: after a break that no holiday names ("Day after Spring Break"), or with anything
  /// else in the clause ("Day after Thanksgiving food drive"), the day is only placed by it. A
  /// phrase of `datedBridges` ("Day before", "Tag vor") bridges a date only ("Day before 1 May").
  static func bridge(_ title: String, folded: FoldedText) -> ClosureReading? {
    let hits = Words.bridges.hits(in: folded)
    guard !hits.isEmpty else { return nil }
    let words = KeywordText.words(of: title)
    guard words.count == folded.count else { return nil }
    let tokens = folded.tokens
    let filler = { (i: Int) in Words.objects.contains(tokens[i]) || HolidayNames.fillers.contains(tokens[i]) }
    for hit in hits {
      var start = hit.words.lowerBound
      while start > 0, !words[start].clauseStart { start -= 1 }
      var end = hit.words.upperBound + 1
      while end < words.count, !words[end].clauseStart { end += 1 }
      guard end > hit.words.upperBound + 1, (start..<hit.words.lowerBound).allSatisfy(filler) else { continue }
      let name = text(title, words, (hit.words.upperBound + 1)...(end - 1))
      let datedOnly = hit.keyword.kind == .termStart
      guard (!datedOnly && HolidayNames.isHoliday(name)) || isDate(tokens[(hit.words.upperBound + 1)..<end]) else {
        continue
      }
      return ClosureReading(title: title, phrase: name, role: .bridge(text(title, words, hit.words).lowercased()))
    }
    return nil
  }

  /// A closure over a condition: a closure phrase that is its clause's subject stands in a clause
  /// of its own, outside parentheses, and every make-up phrase of `hits` (the title's keyword hits)
  /// is in parentheses, only if needed, or after a first clause that is the closure ("No School
  /// (Emergency Makeup Day)", "Snow make-up day (if needed) – No School", "No School - Snow Make Up
  /// Day": the day is kept for making up, and has no school until it is used). Nil when a make-up
  /// phrase is said outright, or first ("Make-Up Day - No School for Kindergarten").
  static func condition(_ title: String, folded: FoldedText, hits: [KeywordMatcher.Hit]) -> ClosureReading? {
    let makeUps = hits.filter { $0.keyword.kind == .schoolDay }
    let words = KeywordText.words(of: title)
    guard !makeUps.isEmpty, words.count == folded.count else { return nil }
    let (clauseOf, clauseCount) = clauses(words)
    let inParentheses = Self.inParentheses(title, words)
    let conditional = Set(Words.conditions.hits(in: folded).map { clauseOf[$0.words.lowerBound] })
    let opening = (0..<clauseCount).map { c in words.indices.first { clauseOf[$0] == c } ?? 0 }
    let leading = hits.filter { hit in
      hit.keyword.kind == .noSchool && clauseOf[hit.words.upperBound] == 0 && !inParentheses[hit.words.lowerBound]
    }
    let closureLeads =
      !makeUps.contains { clauseOf[$0.words.lowerBound] == 0 }
      && read(title, folded: folded, closures: leading)?.role == .subject
    let isCondition = { (hit: KeywordMatcher.Hit) -> Bool in
      let clause = clauseOf[hit.words.lowerBound]
      return inParentheses[hit.words.lowerBound] || conditional.contains(clause) || (closureLeads && clause > 0)
        || (clause + 1 < clauseCount && inParentheses[opening[clause + 1]] && conditional.contains(clause + 1))
    }
    guard makeUps.allSatisfy(isCondition) else { return nil }
    let madeUp = Set(makeUps.map { clauseOf[$0.words.lowerBound] })
    let closures = hits.filter { hit in
      hit.keyword.kind == .noSchool && !inParentheses[hit.words.lowerBound]
        && !madeUp.contains(clauseOf[hit.words.lowerBound])
        && clauseOf[hit.words.lowerBound] == clauseOf[hit.words.upperBound]
    }
    guard let closure = read(title, folded: folded, closures: closures), closure.role == .subject else { return nil }
    // The make-up day as written: the first one's clause, from its first make-up word to its last.
    let clause = clauseOf[makeUps[0].words.lowerBound]
    let inClause = makeUps.filter { clauseOf[$0.words.lowerBound] == clause }
    let first = inClause.map(\.words.lowerBound).min() ?? makeUps[0].words.lowerBound
    let last = inClause.map(\.words.upperBound).max() ?? makeUps[0].words.upperBound
    return ClosureReading(title: title, phrase: closure.phrase, role: .overCondition(text(title, words, first...last)))
  }

  /// A working weekend's title: a `weekendSchool` word (调休, 上课, 上班) outside parentheses, in a
  /// clause with no closure word. "上班(补国庆节、中秋节假期)" is one (the parentheses name the
  /// holiday it makes up for); "国庆放假调休" is not (the holiday's days off).
  static func isWorkingWeekend(_ title: String, folded: FoldedText, matcher: KeywordMatcher) -> Bool {
    let hits = Words.weekendSchool.hits(in: folded)
    guard !hits.isEmpty else { return false }
    let words = KeywordText.words(of: title)
    guard words.count == folded.count else { return false }
    let clauseOf = clauses(words).of
    let inParentheses = inParentheses(title, words)
    let closed = Set(
      matcher.hits(in: folded).filter { $0.keyword.kind == .noSchool }.map { clauseOf[$0.words.lowerBound] })
    return hits.contains { !inParentheses[$0.words.lowerBound] && !closed.contains(clauseOf[$0.words.lowerBound]) }
  }

  /// The clause of each word, and how many clauses there are.
  static func clauses(_ words: [TitleWord]) -> (of: [Int], count: Int) {
    var clauseOf: [Int] = []
    var count = 0
    for word in words {
      if word.clauseStart || clauseOf.isEmpty { count += 1 }
      clauseOf.append(count - 1)
    }
    return (clauseOf, count)
  }

  /// Month names of the languages with messages, folded: "1 May", "3. Oktober", "1er mai".
  static let months = Set(Language.withMessages.flatMap(\.messages.months).map(KeywordText.key))

  /// Words that are a date: a day of the month and a month's name, with at most fillers beside them.
  static func isDate(_ tokens: ArraySlice<String>) -> Bool {
    var day = false
    var month = false
    for token in tokens {
      if months.contains(token) {
        month = true
      } else if let number = Int(token), (1...31).contains(number) {
        day = true
      } else if !(HolidayNames.fillers.contains(token) || Words.objects.contains(token) || token == "er") {
        return false
      }
    }
    return day && month
  }

  /// Whether each word stands inside parentheses or brackets.
  static func inParentheses(_ title: String, _ words: [TitleWord]) -> [Bool] {
    var depth = 0
    let scalars = title.unicodeScalars
    var index = scalars.startIndex
    return words.map { word in
      while index < word.range.lowerBound {
        switch scalars[index] {
        case "(", "[", "\u{FF08}": depth += 1
        case ")", "]", "\u{FF09}": depth = max(0, depth - 1)
        default: break
        }
        index = scalars.index(after: index)
      }
      return depth > 0
    }
  }
}
