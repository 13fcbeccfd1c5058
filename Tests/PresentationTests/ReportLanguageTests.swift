import Domain
import Foundation
import Presentation
import Testing

/// `tq-parent report` read by a parent in their own language: no English label left in the text or
/// on the page, and the page says which language it is in.
@Suite("The report in every message language")
struct ReportLanguageTests {
  /// The English words the report could show: the literal parts of every English template behind it
  /// (its labels, the progress sentences, the game's phrases) and the English weekday names.
  static let englishWords: [String] = {
    let templates =
      ReportMessagePack.pack(for: "en").allTemplates + ProgressMessagePack.pack(for: "en").allTemplates
      + GameMessagePack.pack(for: "en").allTemplates
    let placeholder = try! Regex("\\{[^}]*\\}|[:;·—()×±.,!?0-9]")
    let parts = templates.flatMap { $0.split(separator: placeholder) }.map { $0.trimmingCharacters(in: .whitespaces) }
    let weekdays = MessagePack.pack(for: "en").weekdays
    // Four letters at least: "to", "of" or "off" may be another language's too.
    return Array(Set(parts.filter { $0.filter(\.isLetter).count >= 4 } + weekdays)).sorted()
  }()

  /// The names in the fixture, taken out before looking: they are the family's words, not labels.
  static let names = ["Maya", "Leo", "Morning", "Violin", "Bedtime", "Get dressed", "Teeth"]

  /// What a reader sees of a page: its text, the charts' titles and their spoken labels, without
  /// the markup and the stylesheet.
  static func readable(_ html: String) throws -> String {
    let page = html.replacing(try Regex("<style>[\\s\\S]*?</style>"), with: "")
    let labels = page.matches(of: try Regex("aria-label=\"([^\"]*)\"")).map { String(page[$0.range]) }
    return (page.replacing(try Regex("<[^>]+>"), with: " ") + " " + labels.joined(separator: " "))
  }

  static func withoutNames(_ text: String) -> String {
    names.reduce(text) { $0.replacingOccurrences(of: $1, with: " ") }
  }

  static func english(in text: String) -> [String] {
    let text = withoutNames(text)
    return englishWords.filter { text.contains($0) }
  }

  @Test(
    "text and page: every label in the language, the page's lang attribute naming it",
    arguments: [
      ("en", "Progress report"), ("es", "Informe de progreso"), ("fr", "Bilan des progrès"),
      ("de", "Fortschrittsbericht"),
    ])
  func labels(_ language: String, _ title: String) throws {
    let report = ReportFixture.report()
    let text = ReportView.text(report, style: .plain, language: language)
    let html = ReportHTML.render(report, generatedOn: LocalDate("2026-11-25")!, language: language)
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(language)\">"))
    #expect(text.hasPrefix(title + " · "))
    #expect(html.contains("<h1>\(title)</h1>"))
    let page = try Self.readable(html)
    if language == "en" {
      // The words looked for are the ones the report shows: English finds plenty of them.
      #expect(Self.english(in: text).count >= 10)
      #expect(Self.english(in: page).count >= 20)
    } else {
      #expect(Self.english(in: text) == [], "\(language) text")
      #expect(Self.english(in: page) == [], "\(language) page")
    }
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test("dates, factors and the calendar's letters follow the language")
  func dates() {
    let html = ReportHTML.render(ReportFixture.report(), generatedOn: LocalDate("2026-11-25")!, language: "de")
    #expect(html.contains("Montag, 2. November 2026 – Sonntag, 22. November 2026"))
    #expect(html.contains("Erstellt am Mittwoch, 25. November 2026 von TimeQuest."))
    #expect(html.contains(">1,5×</text>") && html.contains(">2× länger</text>"))
    #expect(html.contains(">2. Nov.</text>"))
    let french = ReportHTML.render(ReportFixture.report(), generatedOn: LocalDate("2026-11-25")!, language: "fr")
    // Within a sentence, a weekday the language writes in lower case stays so.
    #expect(french.contains("Généré le mercredi 25 novembre 2026 par TimeQuest."))
    #expect(french.contains(">L</text>") && french.contains(">D</text>"))
  }
}
