import Domain
import Testing

/// Issue 11: every shipped language is on by default, so no pack's words may change what another's mean.
@Suite("Every language pack on by default, and no word colliding across packs")
struct KeywordPackCollisionTests {
  let everything = KeywordMatcher(preferences: KeywordPreferences())

  /// Every built-in word of every pack, with the pack it comes from.
  var builtIn: [(language: String, keyword: Keyword)] {
    KeywordCatalog.languages.flatMap { language in
      KeywordCatalog.builtIn(language: language).map { (language, $0) }
    }
  }

  /// A title made of `word` alone: the word as written, its wildcards dropped ("*ferien" → "ferien").
  func title(_ word: String) -> String {
    var title = word
    while title.hasPrefix("*") { title.removeFirst() }
    while title.hasSuffix("*") { title.removeLast() }
    return title
  }

  @Test("a fresh install reads every shipped pack, the calendar-only ones (Dutch … Irish) included")
  func everyPackOnByDefault() {
    #expect(
      KeywordPreferences().languages == [
        "en", "es", "fr", "de", "nl", "it", "pt", "pl", "sv", "da", "nb", "fi", "ja", "ko", "zh", "he", "ru", "tr",
        "ar", "id", "uk", "ro", "hu", "cs", "el", "ms", "ca", "sk", "hr", "sr", "bg", "sl", "lt", "lv", "et", "is",
        "fy", "sq", "be", "mt", "lb", "ga",
      ])
    #expect(ContextRules().keywords.languages == KeywordCatalog.languages)
    let packs = Set(KeywordCatalog.effective(for: KeywordPreferences()).map(\.origin))
    #expect(packs == Set(KeywordCatalog.languages.map { KeywordCatalog.Origin.builtIn(language: $0) }))
  }

  @Test("on a fresh install a German Ferien day and a French Vacances day are free days")
  func freshInstallReadsOtherLanguages() {
    let engine = Domain.CalendarContextEngine(rules: ContextRules(), timeZone: utc)
    for title in ["Herbstferien", "Vacances de la Toussaint", "Vacaciones de Navidad", "Unterrichtsfrei"] {
      let context = engine.context("2026-10-20", [allDay(title, "2026-10-20")])
      #expect(context.kind == .freeDay, "\(title)")
      #expect(context.rule == .freeDayMarker, "\(title)")
    }
  }

  @Test("no keyword form has two different kinds across the packs")
  func noFormHasTwoKinds() {
    var kinds: [String: Set<KeywordKind>] = [:]
    var sources: [String: [String]] = [:]
    for (language, keyword) in builtIn {
      let form = KeywordCatalog.formKey(keyword.word)
      kinds[form, default: []].insert(keyword.kind)
      sources[form, default: []].append("\(language): \(keyword.word) (\(keyword.kind))")
    }
    #expect(Set(builtIn.map(\.language)) == Set(KeywordCatalog.languages), "every pack is counted")
    for (form, found) in kinds where found.count > 1 {
      Issue.record("\(form) has \(found.count) kinds: \(sources[form] ?? [])")
    }
  }

  @Test("a no-school word alone is only a no-school title for the combined packs")
  func noSchoolWordsStayNoSchool() {
    // Any other kind beside it would keep it from making a free day (or make it a school day).
    for (language, keyword) in builtIn where keyword.kind == .noSchool {
      let found = everything.kinds(in: title(keyword.word))
      #expect(found == [.noSchool], "\(language): \"\(keyword.word)\" reads as \(found)")
    }
  }

  @Test("a school-day word alone is never a no-school, early-release or term title for the combined packs")
  func schoolDayWordsStaySchoolDay() {
    for (language, keyword) in builtIn where keyword.kind == .schoolDay {
      let found = everything.kinds(in: title(keyword.word))
      #expect(found == [.schoolDay], "\(language): \"\(keyword.word)\" reads as \(found)")
    }
  }

  @Test("an early-release word alone is never a school-day marker or a term boundary for the combined packs")
  func earlyReleaseWordsStayEarlyRelease() {
    // A school-day marker would make a Saturday's half day a school day; a boundary would end the term.
    for (language, keyword) in builtIn where keyword.kind == .earlyRelease {
      let found = everything.kinds(in: title(keyword.word))
      #expect(found == [.earlyRelease], "\(language): \"\(keyword.word)\" reads as \(found)")
    }
  }

  @Test("a term word alone is never the other boundary, an early release or a no-school title")
  func termWordsStayTermWords() {
    for (language, keyword) in builtIn where keyword.kind == .termStart || keyword.kind == .termEnd {
      let found = everything.kinds(in: title(keyword.word))
      let other: KeywordKind = keyword.kind == .termStart ? .termEnd : .termStart
      #expect(found.contains(keyword.kind), "\(language): \"\(keyword.word)\" reads as \(found)")
      #expect(
        found.isDisjoint(with: [other, .earlyRelease, .noSchool]), "\(language): \"\(keyword.word)\" reads as \(found)")
    }
  }
}
