import Synchronization

/// The words of one language that name school levels and grades in event titles (see `SchoolLevelReader`).
///
/// Empty by default: a language without them reads no title as naming a level, as before levels existed.
public struct SchoolLevelWords: Sendable {
  /// Phrases naming stages, by stage: a phrase listed under two stages names both ("elementary": a
  /// US elementary school has its kindergarten). `secondary` is middle and high together.
  public var levels: [SchoolLevel: [String]]
  /// Phrases that hold a level's word and name no level ("primary election").
  public var notLevels: [String]
  /// Words a grade number goes with, and how this language's grades fall into stages.
  public var grades: [GradeWords]
  /// Words after which the levels named are the ones left out ("No School except Kindergarten").
  public var except: [String]

  public init(
    levels: [SchoolLevel: [String]] = [:], notLevels: [String] = [], grades: [GradeWords] = [], except: [String] = []
  ) {
    self.levels = levels
    self.notLevels = notLevels
    self.grades = grades
    self.except = except
  }

  /// Every word, for the completeness test.
  public var all: [String] {
    levels.values.flatMap { $0 } + notLevels + grades.flatMap { $0.before + $0.after } + except
  }
}

/// Words that name a grade with its number ("Grade 7", "Grades 6-12", "7th grade", "Klasse 5",
/// "5. Klasse"), and where a school system's grades change stage. Grade 0 is kindergarten.
public struct GradeWords: Sendable {
  /// Words the number follows: "grade 7", "Klassen 5-10", "Year 7".
  public var before: [String]
  /// Words the number comes before: "7th grade", "5. Klasse".
  public var after: [String]
  /// The first grade of middle school and of high school, and the last grade there is.
  public var middleFrom: Int
  public var highFrom: Int
  public var last: Int

  public init(before: [String], after: [String] = [], middleFrom: Int, highFrom: Int, last: Int) {
    self.before = before
    self.after = after
    self.middleFrom = middleFrom
    self.highFrom = highFrom
    self.last = last
  }

  /// The stage of a grade; nil past the last grade.
  func stage(of grade: Int) -> SchoolLevel? {
    switch grade {
    case ...0: .kindergarten
    case ..<middleFrom: .elementary
    case ..<highFrom: .middle
    case ...last: .high
    default: nil
    }
  }

  /// The stages of every grade from the lowest to the highest given.
  func stages(of grades: [Int]) -> Set<SchoolLevel> {
    guard let low = grades.min(), let high = grades.max() else { return [] }
    return Set((low...high).compactMap(stage(of:)))
  }
}

/// The school levels an event's title names, and the phrases that named them (for `explain`).
public struct NamedLevels: Hashable, Sendable {
  /// Stages only: kindergarten, elementary, middle, high.
  public var stages: Set<SchoolLevel>
  /// The phrases as read, folded: "elementary", "grades 6–12", "except kindergarten".
  public var phrases: [String]
}

/// An event that decides a day and names school levels, as read for one player: `explain` says it.
public struct LevelNote: Hashable, Sendable {
  public var title: String
  public var named: NamedLevels
  /// It counted for the player: one of their stages is named, or they have no level.
  public var counted: Bool
}

/// Reads which school levels a title names, from the words of the keyword languages in force.
///
/// A title names levels by a level's word ("Early Dismissal (Elementary)", "Secondary pupils",
/// "Grundschule", "collège"), by grades ("Grades 6-12 only", "7th grade", "Klasse 5", "K-5"; a range
/// names every stage it touches, and the grades of one system fall into stages as `GradeWords`
/// says), or by leaving levels out ("No School except Kindergarten"). The longest phrase wins where
/// phrases overlap ("junior high" is middle school, "high" alone is nothing). Read once per distinct
/// title, and only for titles that decide a day.
struct SchoolLevelReader: Sendable {
  struct Phrase: Equatable, Sendable {
    var words: [String]
    var stages: Set<SchoolLevel>
  }

  /// Phrases by their first word, longest first: those written without a letter of the scripts
  /// that never fold to ASCII (`KeywordMatcher.isBeyondASCII`), which are all a title of ASCII
  /// letters can match. Every phrase is compiled on first need, for a title with a byte beyond
  /// ASCII: as with the keywords, a family whose school writes in Latin letters never pays for
  /// folding the Greek, Cyrillic, Hebrew, Arabic and CJK phrases at every start.
  private let phrases: [String: [Phrase]]
  private let everyScript: EveryScript?
  /// Its phrases were generated at build time (`generatedLatinPhrases`), not compiled at this start.
  let isGenerated: Bool
  private let before: [String: GradeWords]
  private let after: [String: GradeWords]
  private let except: Set<String>

  /// How "K-5" and "PK-8" count: the American grades they come from.
  static let kindergartenGrades = GradeWords(
    before: ["k", "pk", "tk", "prek", "kg"], middleFrom: 6, highFrom: 9, last: 12)
  /// Words joining grade numbers: "grades 6 and 7", "Klassen 5 bis 7".
  static let joiners: Set<String> = ["and", "to", "through", "thru", "or", "und", "bis", "oder", "et", "a", "y", "e"]
  static let everyStage: Set<SchoolLevel> = [.kindergarten, .elementary, .middle, .high]

  init(languages codes: [String]) {
    self.init(packs: Language.all.filter { codes.contains($0.code) }.map(\.schoolLevels), split: true)
  }

  /// One reader of every phrase, as if none were left for later: what the split must equal.
  static func unsplit(languages codes: [String]) -> SchoolLevelReader {
    SchoolLevelReader(packs: Language.all.filter { codes.contains($0.code) }.map(\.schoolLevels), split: false)
  }

  private init(packs words: [SchoolLevelWords], split: Bool) {
    // The packs every start reads are compiled at build time (Scripts/generate-keyword-tables):
    // other packs, or stale lines, are compiled here to the same phrases.
    let generated = split ? Self.generatedLatinPhrases(Self.fingerprint(words)).map(Self.phrases(lines:)) : nil
    let latin =
      generated ?? (split ? Self.latinPhrases(words) : Self.phrases(words) { _ in true })
    self.isGenerated = generated != nil
    self.phrases = latin.phrases
    self.everyScript = latin.leftOut ? EveryScript(words) : nil
    var before: [String: GradeWords] = [:]
    var after: [String: GradeWords] = [:]
    for scale in words.flatMap(\.grades) {
      // Each word folded once: the first scale to name it keeps it.
      for key in scale.before.map(KeywordText.key) where before[key] == nil { before[key] = scale }
      for key in scale.after.map(KeywordText.key) where after[key] == nil { after[key] = scale }
    }
    self.before = before
    self.after = after
    self.except = Set(words.flatMap(\.except).map(KeywordText.normalized))
  }

  /// The phrases of every script, built once.
  private final class EveryScript: Sendable {
    let words: [SchoolLevelWords]
    let built = Mutex<[String: [Phrase]]?>(nil)

    init(_ words: [SchoolLevelWords]) { self.words = words }

    var phrases: [String: [Phrase]] {
      built.withLock { built in
        if let built { return built }
        let phrases = SchoolLevelReader.phrases(words) { _ in true }.phrases
        built = phrases
        return phrases
      }
    }
  }

  /// The phrases of `words` written without a letter of the scripts that never fold to ASCII.
  static func latinPhrases(_ words: [SchoolLevelWords]) -> (phrases: [String: [Phrase]], leftOut: Bool) {
    phrases(words) { !KeywordMatcher.isBeyondASCII($0) }
  }

  /// Names the phrases of `words` (levels in `SchoolLevel.allCases` order, then the not-a-level
  /// phrases) for finding the phrases generated from them.
  static func fingerprint(_ words: [SchoolLevelWords]) -> UInt64 {
    var fingerprint = Fingerprint()
    for pack in words {
      for level in SchoolLevel.allCases {
        fingerprint.add(level.rawValue)
        for phrase in pack.levels[level] ?? [] { fingerprint.add(phrase) }
      }
      fingerprint.add("notLevels")
      for phrase in pack.notLevels { fingerprint.add(phrase) }
    }
    return fingerprint.value
  }

  /// Phrases written a line each, as the generated file keeps them: the stages' initials (`-` for
  /// none) and the phrase's words, by first word and in each first word's order; then whether some
  /// were left out.
  static func lines(_ compiled: (phrases: [String: [Phrase]], leftOut: Bool)) -> (lines: String, leftOut: Bool) {
    let initials: [(SchoolLevel, Character)] = [(.kindergarten, "k"), (.elementary, "e"), (.middle, "m"), (.high, "h")]
    var text = ""
    for first in compiled.phrases.keys.sorted() {
      for phrase in compiled.phrases[first]! {
        let stages = String(initials.filter { phrase.stages.contains($0.0) }.map(\.1))
        text += (stages.isEmpty ? "-" : stages) + " " + phrase.words.joined(separator: " ") + "\n"
      }
    }
    return (text, compiled.leftOut)
  }

  /// The phrases `lines` wrote. Read over the bytes: split by characters, a few hundred lines cost
  /// more than compiling the phrases again.
  static func phrases(lines: (lines: String, leftOut: Bool)) -> (phrases: [String: [Phrase]], leftOut: Bool) {
    var phrases: [String: [Phrase]] = [:]
    var text = lines.lines
    text.withUTF8 { bytes in
      phrases.reserveCapacity(bytes.count { $0 == 0x0A } + 1)
      var start = 0
      while start < bytes.count {
        var end = start
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        var position = start
        var stages = Set<SchoolLevel>()
        while position < end, bytes[position] != 0x20 {
          switch bytes[position] {
          case UInt8(ascii: "k"): stages.insert(.kindergarten)
          case UInt8(ascii: "e"): stages.insert(.elementary)
          case UInt8(ascii: "m"): stages.insert(.middle)
          case UInt8(ascii: "h"): stages.insert(.high)
          default: break
          }
          position += 1
        }
        var words: [String] = []
        while position < end {
          position += 1
          let wordStart = position
          while position < end, bytes[position] != 0x20 { position += 1 }
          words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[wordStart..<position]), as: UTF8.self))
        }
        if let first = words.first { phrases[first, default: []].append(Phrase(words: words, stages: stages)) }
        start = end + 1
      }
    }
    return (phrases, lines.leftOut)
  }

  /// The level and not-a-level phrases of `words` that `keep` keeps, folded, by their first word,
  /// longest first; and whether `keep` left any out.
  static func phrases(
    _ words: [SchoolLevelWords], keep: (String) -> Bool
  ) -> (phrases: [String: [Phrase]], leftOut: Bool) {
    var leftOut = false
    var stagesByPhrase: [[String]: Set<SchoolLevel>] = [:]
    // Room for every phrase at once: a few thousand, each a list of words to hash again at every growth.
    let count = words.reduce(0) { total, pack in
      total + pack.notLevels.count + pack.levels.values.reduce(0) { $0 + $1.count }
    }
    stagesByPhrase.reserveCapacity(count)
    for pack in words {
      for (level, list) in pack.levels {
        let stages = level.stages
        for phrase in list {
          guard keep(phrase) else {
            leftOut = true
            continue
          }
          let tokens = KeywordText.tokens(phrase)
          if !tokens.isEmpty { stagesByPhrase[tokens, default: []].formUnion(stages) }
        }
      }
      for phrase in pack.notLevels {
        guard keep(phrase) else {
          leftOut = true
          continue
        }
        let tokens = KeywordText.tokens(phrase)
        if !tokens.isEmpty, stagesByPhrase[tokens] == nil { stagesByPhrase[tokens] = [] }
      }
    }
    var phrases: [String: [Phrase]] = [:]
    for (tokens, stages) in stagesByPhrase {
      phrases[tokens[0], default: []].append(Phrase(words: tokens, stages: stages))
    }
    return (
      phrases.mapValues { list in
        list.sorted {
          ($0.words.count, $0.words.joined(separator: " ")) > ($1.words.count, $1.words.joined(separator: " "))
        }
      }, leftOut
    )
  }

  /// The levels a title names, or nil when it names none.
  func read(_ title: String) -> NamedLevels? { read(KeywordText.folded(title)) }

  func read(_ text: FoldedText) -> NamedLevels? {
    let words = text.tokens
    let phrases =
      if let everyScript, text.hasByteBeyondASCII { everyScript.phrases } else { self.phrases }
    var named = Set<SchoolLevel>()
    var leftOut = Set<SchoolLevel>()
    var found: [String] = []
    var excepting = false
    var i = 0
    func add(_ stages: Set<SchoolLevel>, _ phrase: String) {
      guard !stages.isEmpty else { return }
      if excepting { leftOut.formUnion(stages) } else { named.formUnion(stages) }
      found.append(excepting ? "except " + phrase : phrase)
    }
    while i < words.count {
      let word = words[i]
      if except.contains(word) {
        excepting = true
        i += 1
      } else if Self.isKindergarten(word), i + 1 < words.count, Self.grade(words[i + 1]) != nil,
        let run = Self.grades(words, from: i)
      {
        add(Self.kindergartenGrades.stages(of: run.grades), Self.range(run.grades))
        i = run.end
      } else if let phrase = phrases[word]?.first(where: { Self.matches($0.words, words, at: i) }) {
        add(phrase.stages, phrase.words.joined(separator: " "))
        i += phrase.words.count
      } else if let scale = before[word], let run = Self.grades(words, from: i + 1) {
        add(scale.stages(of: run.grades), word + " " + Self.range(run.grades))
        i = run.end
      } else if let run = Self.grades(words, from: i), run.end < words.count, !Self.isKindergarten(word),
        let scale = after[words[run.end]]
      {
        add(scale.stages(of: run.grades), Self.range(run.grades) + " " + words[run.end])
        i = run.end + 1
      } else {
        // A high school's initials: "LHS only", "WCHS".
        if (3...4).contains(word.utf8.count), word.hasSuffix("hs"), word.utf8.allSatisfy({ (0x61...0x7A).contains($0) })
        {
          add([.high], word)
        }
        i += 1
      }
    }
    let stages = named.isEmpty ? (leftOut.isEmpty ? [] : Self.everyStage.subtracting(leftOut)) : named
    return stages.isEmpty ? nil : NamedLevels(stages: stages, phrases: found)
  }

  private static func matches(_ phrase: [String], _ words: [String], at i: Int) -> Bool {
    guard i + phrase.count <= words.count else { return false }
    for k in phrase.indices where words[i + k] != phrase[k] { return false }
    return true
  }

  private static func isKindergarten(_ word: String) -> Bool { kindergartenGrades.before.contains(word) }

  /// The grade numbers from `start` on, joined by nothing (a dash) or a joining word, and where they end.
  private static func grades(_ words: [String], from start: Int) -> (grades: [Int], end: Int)? {
    var grades: [Int] = []
    var i = start
    var end = start
    while i < words.count {
      if let grade = grade(words[i]) {
        grades.append(grade)
        i += 1
        end = i
      } else if !grades.isEmpty, joiners.contains(words[i]) {
        i += 1
      } else {
        break
      }
    }
    return grades.isEmpty ? nil : (grades, end)
  }

  /// A grade as titles write it: "7", "7th", "1st", "5e", "6º", "10a" (a class), "K"; nil otherwise.
  static func grade(_ word: String) -> Int? {
    if isKindergarten(word) { return 0 }
    // Most words are no grade: one that does not begin with a digit builds no string to find out.
    guard let first = word.utf8.first, (0x30...0x39).contains(first) else { return nil }
    let digits = word.prefix { $0.isASCII && $0.isNumber }
    guard (1...2).contains(digits.count), let number = Int(digits), (1...13).contains(number) else { return nil }
    return gradeSuffixes.contains(String(word.dropFirst(digits.count))) ? number : nil
  }

  /// What may follow a grade's number: "7th", "5e", "6º", "10a". Built once: a set literal in
  /// `grade` was built again for every word of every title read.
  private static let gradeSuffixes: Set<String> = [
    "", "st", "nd", "rd", "th", "e", "er", "eme", "o", "a", "º", "ª", "b", "c", "d",
  ]

  /// "6–12", "K–5", "7".
  private static func range(_ grades: [Int]) -> String {
    func text(_ grade: Int) -> String { grade == 0 ? "k" : String(grade) }
    guard let low = grades.min(), let high = grades.max() else { return "" }
    return low == high ? text(low) : text(low) + "–" + text(high)
  }
}
