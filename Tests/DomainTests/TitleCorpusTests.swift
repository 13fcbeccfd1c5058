import Crypto
import Domain
import Foundation
import Testing

/// The labelled title corpus of issue 22 (Titles/titles.tsv): real all-day titles from school feeds, each
/// labelled by reading it as a parent would, and what the engine makes of a weekday in term that carries it.
@Suite("Title corpus: real all-day school titles and what the engine makes of them")
struct TitleCorpusTests {
  /// What a title's label expects of the day.
  enum Label: String, CaseIterable {
    case closure
    case earlyDismissal = "early-dismissal"
    case activity
    case termBoundary = "term-boundary"
    case holidayName = "holiday-name"
    case other

    var expectsFree: Bool { self == .closure || self == .holidayName }
    var expectsFreeAfternoon: Bool { self == .earlyDismissal }
  }

  struct Row {
    let title: String
    let label: String
    let language: String
    let source: String
    let set: String
  }

  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Titles")

  static let rows: [Row] = {
    guard let text = try? String(contentsOf: folder.appendingPathComponent("titles.tsv"), encoding: .utf8) else {
      return []
    }
    return text.split(separator: "\n", omittingEmptySubsequences: true).dropFirst().map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }
      return Row(title: field(0), label: field(1), language: field(2), source: field(3), set: field(4))
    }
  }()

  // The issue's goal, 97 % agreement overall, and what the engine scored when last measured
  // (2026-11-28: 2,366 titles, no activity title read as a free day, 2,303/2,366 = 97.3 % agree:
  // tuning 99.5 %, validation 95.1 %), less a few titles: a change that makes the engine worse fails here.
  static let corpusFloor = 2366
  static let activityFreeCeiling = 0
  static let agreementFloor = 0.97

  /// A Wednesday in term: the school year runs from Tue 2026-09-01 to Fri 2027-06-18.
  static let probe = "2026-10-14"

  struct Outcome {
    let row: Row
    let label: Label
    let context: DayContext
    var agrees: Bool {
      label.expectsFree
        ? context.kind == .freeDay
        : context.kind == .schoolDay && context.freeAfternoon == label.expectsFreeAfternoon
    }
    var read: String {
      context.kind == .schoolDay && context.freeAfternoon ? "schoolDay+freeAfternoon" : context.kind.rawValue
    }
  }

  static let outcomes: [Outcome] = {
    let engine = CalendarContextEngine(rules: ContextRules(), timeZone: TimeZone(identifier: "UTC")!)
    return rows.compactMap { row in
      guard let label = Label(rawValue: row.label) else { return nil }
      let events = [
        allDay("First Day of School", "2026-09-01"), allDay("Last Day of School", "2027-06-18"),
        allDay(row.title, probe),
      ]
      return Outcome(
        row: row, label: label, context: engine.context(for: day(probe), events: events, overrides: [], player: nil))
    }
  }()

  /// Writes the report to standard error in one unbuffered write (seen when the test binary runs directly;
  /// `swift test` may drop it, which is why the disagreements are also recorded as known issues).
  static func report(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  static func sha256Hex(_ text: String) -> String {
    SHA256.hash(data: Data(text.utf8)).map { String(format: "%02x", $0) }.joined()
  }

  @Test("the corpus is what it says: enough distinct titles, known labels, the split by hash, named sources")
  func corpusIsWhatItSays() throws {
    let rows = Self.rows
    let keys = rows.map { $0.title.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    #expect(Set(keys).count == rows.count, "duplicate titles")
    #expect(rows.count >= Self.corpusFloor)
    let labels = Set(Label.allCases.map(\.rawValue))
    for row in rows {
      #expect(labels.contains(row.label), "unknown label \(row.label) for \(row.title)")
      #expect(!row.language.isEmpty && !row.source.isEmpty, "language and source for \(row.title)")
      #expect(row.title == row.title.trimmingCharacters(in: .whitespaces), "untrimmed \(row.title)")
      let first = Self.sha256Hex(row.title).first!
      #expect(row.set == ("01234567".contains(first) ? "validation" : "tuning"), "set of \(row.title)")
    }
    let sources = try String(contentsOf: Self.folder.appendingPathComponent("SOURCES.md"), encoding: .utf8)
    for source in Set(rows.map(\.source)) {
      #expect(sources.contains("`\(source)`"), "source \(source) is not in SOURCES.md")
    }
  }

  @Test("no school-day activity title decides a free day")
  func noActivityIsFree() {
    let offenders = Self.outcomes.filter { $0.label == .activity && $0.context.kind == .freeDay }
    // The validation set's offenders are counted, never shown, as its disagreements are (`agreement`).
    let shown = offenders.filter { $0.row.set == "tuning" }.map(\.row.title)
    Self.report(
      (["Title corpus: \(offenders.count) activity titles read as free days (\(shown.count) of the tuning set)"]
        + shown.map { "  activity read as free: \($0)" }).joined(separator: "\n"))
    #expect(
      offenders.count <= Self.activityFreeCeiling,
      "activity titles read as free days: \(offenders.count); of the tuning set: \(shown.joined(separator: " | "))")
  }

  @Test("agreement with the labels, per set and overall")
  func agreement() {
    let outcomes = Self.outcomes
    func share(_ part: [Outcome]) -> Double {
      part.isEmpty ? 0 : Double(part.filter(\.agrees).count) / Double(part.count)
    }
    var scores: [String] = []
    for set in ["tuning", "validation"] {
      let part = outcomes.filter { $0.row.set == set }
      scores.append("\(set) \(part.filter(\.agrees).count)/\(part.count) = \(String(format: "%.3f", share(part)))")
    }
    let overall = share(outcomes)
    scores.append(
      "overall \(outcomes.filter(\.agrees).count)/\(outcomes.count) = \(String(format: "%.3f", overall))")
    // Only the tuning set's titles are listed: a validation title seen while working on the rules is
    // a title tuned on, and the validation score would then say nothing about the next school.
    let misses = outcomes.filter { !$0.agrees && $0.row.set == "tuning" }.map {
      "disagreement [\($0.row.set)] \($0.label.rawValue) read as \($0.read): \($0.row.title)"
    }
    Self.report((["Title corpus " + scores.joined(separator: "; ")] + misses.map { "  " + $0 }).joined(separator: "\n"))
    #expect(overall >= Self.agreementFloor)
  }
}
