import Testing

@testable import Domain

@Suite("Run-together name keys: the holiday names of the data, looked up by runs of a title's words")
struct RunTogetherSetTests {
  @Test("a run of words is found whatever the spacing its name was written with, and only on word edges")
  func runsOnWordEdges() {
    let set = RunTogetherSet(["veterans day", "labor day", "day"])
    #expect(set.count == 3)
    #expect(set.runs(in: KeywordText.folded("Veterans Day")) == [0...1, 1...1])
    #expect(set.runs(in: KeywordText.folded("Veteran's Day (observed)")) == [0...2, 2...2])
    #expect(set.runs(in: KeywordText.folded("Labor-Day")) == [0...1, 1...1])
    #expect(set.runs(in: KeywordText.folded("Laborday")) == [0...0])
    // Inside a word is no run: "holidays" holds "day" but no word is "day".
    #expect(set.runs(in: KeywordText.folded("Holidays")).isEmpty)
    #expect(set.runs(in: KeywordText.folded("")).isEmpty)
  }

  @Test("an excluded name is left out, duplicates are kept once, and an empty name is no key")
  func exclusionsAndDuplicates() {
    let excluded = RunTogetherSet(["mothers day"])
    let set = RunTogetherSet(["mother s day", "mothers day", "easter", "easter", " ", ""], excluding: excluded)
    #expect(set.count == 1)
    #expect(set.contains("easter") && !set.contains("mothers day") && !set.contains("mother s day"))
    #expect(set.runs(in: KeywordText.folded("Mother's Day")).isEmpty)
  }

  @Test("keys that share a hash slot are told apart by their bytes")
  func collisionsResolved() {
    // Enough keys to wrap the table's probing; each must be found and no near miss must be.
    let names = (0..<500).map { "name \($0)" }
    let set = RunTogetherSet(names)
    #expect(set.count == 500)
    #expect(names.allSatisfy(set.contains))
    #expect(!set.contains("name 500") && !set.contains("name") && !set.contains("name 49 9x"))
  }

  @Test("every generated holiday name is found as the title it names, in its own folding")
  func generatedNamesFound() {
    var missing: [String] = []
    for name in HolidayNames.dataHolidays {
      let folded = KeywordText.folded(name)
      if !HolidayNames.dataHolidayKeys.runs(in: folded).contains(0...(folded.count - 1)) { missing.append(name) }
    }
    #expect(missing.isEmpty, "\(missing.prefix(10))")
    #expect(HolidayNames.dataHolidayKeys.count > 1000)
  }
}

@Suite("Folding accented Latin letters by table")
struct LatinFoldTableTests {
  @Test(
    "the table folds each accented Latin letter as decomposing it does, and leaves out none that fold to one letter")
  func tableAgreesWithDecomposition() {
    #expect(KeywordText.latinFolds.count == 0x250 - 0xC0)
    var wrong: [String] = []
    for value in UInt32(0xC0)..<0x250 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let slow = KeywordText.fold(scalar)
      let table = KeywordText.latinFolds[Int(value) - 0xC0]
      let single = slow.utf8.count == 1 && (0x61...0x7A).contains(slow.utf8.first!)
      if table == 0x2E ? single : slow != String(UnicodeScalar(table)) { wrong.append(String(format: "U+%04X", value)) }
    }
    #expect(wrong.isEmpty, "\(wrong)")
    #expect(
      KeywordText.tokens("Día NO lectivo · Schließtag · Łódź · Ærø") == [
        "dia", "no", "lectivo", "schliesstag", "lodz", "aero",
      ])
  }
}

extension LatinFoldTableTests {
  @Test("letters just below the table and just past it fold as before")
  func edgesOfTheTable() {
    let slow = { (text: String) in text.unicodeScalars.map(KeywordText.fold).joined() }
    #expect(KeywordText.tokens("ªµº") == [slow("ªµº")])
    #expect(KeywordText.tokens("Ǟ ɐ") == ["a", slow("ɐ")])
  }
}

@Suite("The hand-kept holiday names and the trie's key order")
struct HandHolidayKeyTests {
  @Test("every hand-kept holiday name is a whole name, never a word part, so a table of keys holds them all")
  func handNamesAreWhole() {
    let partial = HolidayNames.holidays.filter {
      guard let pattern = KeywordMatcher.compile(Keyword(word: $0, kind: .noSchool)) else { return false }
      return pattern.openStart || pattern.openEnd
    }
    #expect(partial.isEmpty, "\(partial)")
    #expect(HolidayNames.handHolidayKeys.count >= HolidayNames.holidays.count / 2)
  }

  @Test("a hand-kept name is found written with its connector, with '&' or without it")
  func connectorsLeftOut() {
    for title in ["Buß- und Bettag", "Buß- & Bettag", "Buss und Bettag"] {
      #expect(HolidayNames.isHoliday(title), "\(title)")
    }
  }

  @Test("keys are ordered byte by byte, a prefix before its longer keys, equal keys by index")
  func keyOrder() {
    let keys: [[UInt8]] = [[2], [1, 2], [1], [], [1, 2], [0xFF], [1, 1, 9]]
    #expect(ByteTrie.order(keys) == [2, 6, 1, 4, 0, 5])
    let words = ["zeta", "alpha", "alp", "Ωmega", "beta", "alpha"].map { Array($0.utf8) }
    #expect(
      ByteTrie.order(words).map { words[$0] }
        == words.filter { !$0.isEmpty }.sorted { $0.lexicographicallyPrecedes($1) })
  }
}
