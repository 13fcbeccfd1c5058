import Domain
import Presentation
import Testing

@Suite("The parent's lists: players, overrides, keywords")
struct ParentListViewsTests {
  static let overrides = [
    DayOverride(from: LocalDate("2026-12-18")!, kind: .free, note: "Family trip"),
    DayOverride(from: LocalDate("2027-02-01")!, through: LocalDate("2027-02-05")!, kind: .school, player: "Leo"),
  ]

  @Test("players are a table with their routine counts and game settings, or a hint when there are none")
  func players() {
    let players = [Player(name: "Leo"), Player(name: "Maya", pastTimes: .off, cue: false)]
    #expect(
      PlayersView.text(players, routineCounts: ["Maya": 1], style: .plain)
        == "PLAYER  ROUTINES  PAST TIMES  CUE\nLeo     0         auto        on\nMaya    1         off         off")
    #expect(
      PlayersView.text([], routineCounts: [:], style: .plain)
        == "No players yet. Add one with: tq-parent player add NAME")
    #expect(
      PlayersView.json(players, routineCounts: ["Maya": 1]).serialized()
        == #"[{"name":"Leo","routines":0,"pastTimes":"auto","cue":true},{"name":"Maya","routines":1,"pastTimes":"off","cue":false}]"#
    )
    #expect(
      PlayersView.settings(Player(name: "Leo"))
        == "Leo: past times shown once a task has been timed 3 times (auto); cue when the guess is reached on.")
    #expect(
      PlayersView.settings(Player(name: "Maya", pastTimes: .on, cue: false))
        == "Maya: past times always shown (on); cue when the guess is reached off.")
  }

  @Test("an override reads as dates, kind, whom and note; the list is one a line")
  func overrides() {
    #expect(OverridesView.describe(Self.overrides[0]) == "2026-12-18 free for the household: Family trip")
    #expect(OverridesView.describe(Self.overrides[1]) == "2027-02-01..2027-02-05 school for Leo")
    #expect(
      OverridesView.text(Self.overrides)
        == "2026-12-18 free for the household: Family trip\n2027-02-01..2027-02-05 school for Leo")
    #expect(OverridesView.text([]) == "No overrides.")
    #expect(
      OverridesView.json(Self.overrides).serialized()
        == #"[{"from":"2026-12-18","to":"2026-12-18","kind":"free","note":"Family trip","player":null},"#
        + #"{"from":"2027-02-01","to":"2027-02-05","kind":"school","note":null,"player":"Leo"}]"#)
  }

  @Test("keywords are grouped by kind with the parent's own starred, then the removed ones")
  func keywords() {
    let preferences = KeywordPreferences(
      languages: ["en", "de"], added: [Keyword(word: "Ski week", kind: .noSchool)], removed: ["recess"])
    let entries = [
      KeywordCatalog.Entry(keyword: Keyword(word: "winter break", kind: .noSchool), origin: .builtIn(language: "en")),
      KeywordCatalog.Entry(keyword: Keyword(word: "Ski week", kind: .noSchool), origin: .added),
      KeywordCatalog.Entry(keyword: Keyword(word: "kurztag", kind: .earlyRelease), origin: .builtIn(language: "de")),
    ]
    // A kind without words still gets its line: two spaces and nothing after them.
    let expected = [
      "Languages: en, de", "", "no-school (2)", "  winter break, Ski week*", "", "early-release (1)", "  kurztag", "",
      "school-day (0)", "  ", "", "term-start (0)", "  ", "", "term-end (0)", "  ", "", "Removed: recess", "",
      "* added by you",
    ]
    #expect(KeywordsView.text(entries, preferences: preferences, style: .plain) == expected.joined(separator: "\n"))
    #expect(
      KeywordsView.json(Array(entries.prefix(2))).serialized()
        == #"[{"word":"winter break","kind":"no-school","origin":"en"},"#
        + #"{"word":"Ski week","kind":"no-school","origin":"added"}]"#)
  }

  @Test("headings are bold on a terminal that takes colours")
  func bold() {
    let style = TerminalStyle(colors: true)
    #expect(
      KeywordsView.text([], preferences: KeywordPreferences(), style: style).contains(style.bold("no-school (0)")))
    #expect(
      PlayersView.text([Player(name: "Leo")], routineCounts: [:], style: style).hasPrefix(
        style.bold("PLAYER  ROUTINES  PAST TIMES  CUE")))
  }
}
