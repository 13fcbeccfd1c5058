/// How a title uses a closure phrase: as what the title is about ("Winter Break", "School Closed -
/// Snow Day"), or as a word about something else that happens at or for school ("Holiday Concert",
/// "Welcome back from winter break assembly", "Book Fair – Break the Reading Record!").
///
/// A title is read clause by clause (`KeywordText.isClauseBreak`: " - ", ":", "(", "/" …). In its
/// clause a closure phrase is not the subject when (with the words of `TitleGrammar`, in every
/// shipped language)
/// - a word of coming back (`returns`) or of time (`times`) stands before it: the event is placed
///   by the closure, it is not the closure ("back from winter break", "après les vacances");
/// - a postposition of time or return (`postpositions`) follows it at once or one word on, as
///   Finnish, Hungarian, Turkish, Japanese, Korean and Chinese put it ("joululoman jälkeen",
///   "szünet után", "tatilden sonra", "冬休み前", "방학 후");
/// - it is a verb (`verbs`) opening its clause, an article or possessive (`objects`) after it
///   ("Break the Reading Record");
/// - words after it say it begins once the day's school is over (`laterToday`);
/// - the head of an activity or a notice (`activities`) follows it within two words ("Holiday
///   Shop", "Spring Break Camp sign-ups", "No School Bus Service") or comes within three words
///   before it, as Romance languages and prepositions put it ("Stage de vacances", "Camp during
///   winter break"). Further away, an activity is what the closure is for, not what it qualifies
///   ("No School for All Programs").
///
/// A title one of whose closure phrases is the subject of its clause is a closure, whatever its
/// other clauses say: "PTA Holiday Shop - No School" is a day without school.
///
/// Two more readings decide a free day (`ClosureReading+Bridge.swift`):
/// - a bridge day: a clause that is a bridge phrase (`bridges`: "Day after", "Friday after", "Tag
///   nach") and a public holiday's name, nothing more ("Day after Ascension", "Friday after
///   Thanksgiving"), is off with the holiday; after a break that is no holiday's name ("Day after
///   Spring Break") the time word only places the day, and the school is back;
/// - a closure over a condition: a make-up day in parentheses or only if needed (`conditions`)
///   beside a closure that is its clause's subject does not hold school ("No School (Emergency
///   Makeup Day)", "Snow make-up day (if needed) – No School"). Without a closure the make-up
///   decides, as its words say: "Emergency Make-up Day (school in session if used)" is a school day
///   (a parent whose school did not use it sets the day free with an override).
public struct ClosureReading: Hashable, Sendable {
  public enum Role: Hashable, Sendable {
    /// What the title is about: it decides.
    case subject
    /// It qualifies an activity or a notice, named by this word as the title writes it.
    case names(String)
    /// The school comes back from it.
    case returnFrom
    /// It only places the event before or after it, by this word.
    case time(String)
    /// It is a verb.
    case verb
    /// It begins once the day's school is over.
    case laterToday
    /// A public holiday this day bridges, by this phrase ("day after"): a day off.
    case bridge(String)
    /// The subject of the title, beside a make-up day (as written) that is only a condition.
    case overCondition(String)
  }

  /// The event's title.
  public var title: String
  /// The closure phrase as the title writes it ("Winter Break", "Holiday").
  public var phrase: String
  public var role: Role

  public init(title: String, phrase: String, role: Role) {
    (self.title, self.phrase, self.role) = (title, phrase, role)
  }

  /// Whether the phrase decides a free day.
  public var decides: Bool {
    switch role {
    case .subject, .bridge, .overCondition: true
    case .names, .returnFrom, .time, .verb, .laterToday: false
    }
  }

  // MARK: - Reading

  /// The kinds of `text`'s keywords, with no-school only when a closure phrase is what it is
  /// about, and how it used its closure phrases. Few texts have one: only theirs are read again.
  static func kinds(
    of text: String, folded: FoldedText, matcher: KeywordMatcher
  ) -> (kinds: Set<KeywordKind>, reading: ClosureReading?) {
    var kinds = matcher.kinds(in: folded)
    var reading: ClosureReading?
    var hits: [KeywordMatcher.Hit] = []
    if kinds.contains(.noSchool) {
      hits = matcher.hits(in: folded)
      reading = read(text, folded: folded, closures: hits.filter { $0.keyword.kind == .noSchool })
      if reading?.decides == false { kinds.remove(.noSchool) }
    }
    if reading?.decides != true,
      kinds.isEmpty || kinds.isDisjoint(with: [.schoolDay, .earlyRelease, .termStart, .termEnd]),
      let bridge = bridge(text, folded: folded)
    {
      kinds.insert(.noSchool)
      return (kinds, bridge)
    }
    if reading?.role == .subject, kinds.contains(.schoolDay),
      let condition = condition(text, folded: folded, hits: hits)
    {
      kinds.remove(.schoolDay)
      return (kinds, condition)
    }
    return (kinds, reading)
  }

  /// The same, for a text not yet folded.
  static func kinds(of text: String, matcher: KeywordMatcher) -> Set<KeywordKind> {
    kinds(of: text, folded: KeywordText.folded(text), matcher: matcher).kinds
  }

  /// The reading of `title`'s closure phrases (`closures`, hits of no-school keywords in `folded`):
  /// the first that is its clause's subject, else the first; nil when there is none.
  static func read(_ title: String, folded: FoldedText, closures: [KeywordMatcher.Hit]) -> ClosureReading? {
    guard let firstHit = closures.first else { return nil }
    let words = KeywordText.words(of: title)
    // The two passes split words alike; were they ever to differ, the phrase keeps deciding, as before.
    guard words.count == folded.count else {
      return ClosureReading(title: title, phrase: firstHit.keyword.word, role: .subject)
    }
    let clauseOf = clauses(words).of
    let clause = { (c: Int) in clauseOf.firstIndex(of: c)!..<(clauseOf.lastIndex(of: c)! + 1) }
    let grammar = Grammar(folded)
    var first: ClosureReading?
    for hit in closures {
      let span = clause(clauseOf[hit.words.lowerBound]).lowerBound..<clause(clauseOf[hit.words.upperBound]).upperBound
      let role = grammar.role(of: hit.words, in: span, text: { Self.text(title, words, $0) })
      let reading = ClosureReading(title: title, phrase: phrase(hit.words, in: span, title, words, grammar), role: role)
      if role == .subject { return reading }
      if first == nil { first = reading }
    }
    return first
  }

  /// The words `range` of `title` as written.
  static func text(_ title: String, _ words: [TitleWord], _ range: ClosedRange<Int>) -> String {
    String(title[words[range.lowerBound].range.lowerBound..<words[range.upperBound].range.upperBound])
  }

  /// The phrase as written, with the word before a one-word phrase that names it when written
  /// alike ("Winter Break", "winter break"; not "from Winter Break" nor "PTA Holiday").
  private static func phrase(
    _ range: ClosedRange<Int>, in span: Range<Int>, _ title: String, _ words: [TitleWord], _ grammar: Grammar
  ) -> String {
    let before = range.lowerBound - 1
    guard range.count == 1, span.contains(before), !grammar.isFunctionWord(before),
      !HolidayNames.fillers.contains(grammar.token(before))
    else {
      return text(title, words, range)
    }
    // Lower case, capitalised, or capitals throughout (an acronym, or a title in capitals).
    let shape = { (i: Int) -> Int in
      let word = title[words[i].range]
      guard word.first?.isUppercase == true else { return 0 }
      return word.count > 1 && word.allSatisfy { !$0.isLowercase } ? 2 : 1
    }
    return text(title, words, (shape(before) == shape(range.lowerBound) ? before : range.lowerBound)...range.upperBound)
  }

  /// The grammar words found in one title.
  private struct Grammar {
    let folded: FoldedText
    let activities: [KeywordMatcher.Hit]
    let returns: [KeywordMatcher.Hit]
    let times: [KeywordMatcher.Hit]
    let later: [KeywordMatcher.Hit]
    let postpositions: [KeywordMatcher.Hit]

    init(_ folded: FoldedText) {
      self.folded = folded
      activities = Words.activities.hits(in: folded)
      returns = Words.returns.hits(in: folded)
      times = Words.times.hits(in: folded)
      later = Words.laterToday.hits(in: folded)
      postpositions = Words.postpositions.hits(in: folded)
    }

    func role(of phrase: ClosedRange<Int>, in span: Range<Int>, text: (ClosedRange<Int>) -> String) -> Role {
      let before = span.lowerBound..<phrase.lowerBound
      let after = (phrase.upperBound + 1)..<max(phrase.upperBound + 1, span.upperBound)
      let within = { (hit: KeywordMatcher.Hit, range: Range<Int>) in
        range.contains(hit.words.lowerBound) && range.contains(hit.words.upperBound)
      }
      if returns.contains(where: { within($0, before) }) { return .returnFrom }
      if let time = times.first(where: { within($0, before) }) { return .time(text(time.words).lowercased()) }
      // One word may stand between: a particle ("冬休みの前") or an inflected article.
      if let time = postpositions.first(where: { within($0, after) && $0.words.lowerBound - phrase.upperBound <= 2 }) {
        return .time(text(time.words).lowercased())
      }
      if phrase.count == 1, phrase.lowerBound == span.lowerBound, after.contains(phrase.upperBound + 1),
        Words.verbs.contains(token(phrase.lowerBound)), Words.objects.contains(token(phrase.upperBound + 1))
      {
        return .verb
      }
      if later.contains(where: { within($0, after) }) { return .laterToday }
      let named = activities.first { hit in
        (within(hit, after) && hit.words.lowerBound - phrase.upperBound <= 2)
          || (within(hit, before) && phrase.lowerBound - hit.words.upperBound <= 3)
      }
      if let named { return .names(text(named.words).lowercased()) }
      return .subject
    }

    /// Word `i` is a word of time, of return, an article or an activity: not part of a closure's name.
    func isFunctionWord(_ i: Int) -> Bool {
      [activities, returns, times, postpositions].contains { $0.contains { $0.words.contains(i) } }
        || Words.objects.contains(token(i))
    }

    func token(_ i: Int) -> String {
      String(decoding: folded.bytes[folded.starts[i]..<folded.ends[i]], as: UTF8.self)
    }
  }

  /// `TitleGrammar`'s words of every shipped language, compiled once.
  enum Words {
    static func matcher(_ kind: KeyPath<TitleGrammar, [String]>) -> KeywordMatcher {
      KeywordMatcher(keywords: words(kind).map { Keyword(word: $0, kind: .noSchool) })
    }
    static func set(_ kind: KeyPath<TitleGrammar, [String]>) -> Set<String> {
      Set(words(kind).map(KeywordText.key))
    }
    /// Every language's words of a kind. Read in place: iterating `Language.all` copies each
    /// language, every pack's words with it, for the few words of one kind.
    static func words(_ kind: KeyPath<TitleGrammar, [String]>) -> [String] {
      var words: [String] = []
      for i in Language.all.indices { words += Language.all[i].titleGrammar[keyPath: kind] }
      return words
    }
    static let activities = matcher(\.activities)
    static let returns = matcher(\.returns)
    static let times = matcher(\.times)
    static let laterToday = matcher(\.laterToday)
    /// Bridge phrases, and (as term-start keywords, a tag the matcher keeps) those before a date only.
    static let bridges = KeywordMatcher(
      keywords: Language.all.flatMap { language in
        language.titleGrammar.bridges.map { Keyword(word: $0, kind: .noSchool) }
          + language.titleGrammar.datedBridges.map { Keyword(word: $0, kind: .termStart) }
      })
    static let conditions = matcher(\.conditions)
    static let weekendSchool = matcher(\.weekendSchool)
    static let postpositions = matcher(\.postpositions)
    static let verbs = set(\.verbs)
    static let objects = set(\.objects)
  }
}
