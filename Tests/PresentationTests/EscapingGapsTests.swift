import Domain
import Foundation
import Presentation
import Testing

/// The gaps issue 23 left in the escapers: JSON wrote U+2028/2029 and U+00AD raw, and the one HTML
/// escaper kept the direction controls.
@Suite("JSON and HTML escape separators, soft hyphens and direction controls")
struct EscapingGapsTests {
  @Test("JSON writes U+2028, U+2029 and U+00AD as \\u sequences, and reads them back")
  func jsonSeparators() throws {
    let text = JSONValue.array([.string("a\u{2028}b\u{2029}c\u{AD}d")]).serialized()
    #expect(text == "[\"a\\u2028b\\u2029c\\u00add\"]")
    #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String] == ["a\u{2028}b\u{2029}c\u{AD}d"])
    // Their neighbours in UTF-8 stay as they are.
    let neighbours = "\u{AC}\u{AE}\u{2027}\u{202F}\u{2030}"
    #expect(JSONValue.string(neighbours).serialized() == "\"\(neighbours)\"")
  }

  @Test(
    "JSON leaves no raw control, direction, separator or soft hyphen of any hostile value",
    arguments: HostileTextTests.values)
  func jsonHostile(_ value: String) {
    let text = JSONValue.array([.string(value)]).serialized()
    #expect(HostileTextTests.raw(text).isEmpty, "\(HostileTextTests.raw(text))")
  }

  static let directions: [Character] = [
    "\u{061C}", "\u{200E}", "\u{200F}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}",
    "\u{2067}", "\u{2068}", "\u{2069}",
  ]

  @Test(
    "the HTML escaper drops every direction control, in the planner's title and the report's names",
    arguments: directions)
  func htmlDirections(_ control: Character) {
    let page = YearPlannerHTML.render([], title: "Ma\(control)ya <b>", generatedOn: LocalDate("2026-11-24")!)
    #expect(page.contains("<h1>Maya &lt;b&gt;</h1>"))
    #expect(!page.contains(control))
    let report = ReportHTML.render(
      ReportFixture.report(player: "Ma\(control)ya", routine: "Mor\(control)ning"),
      generatedOn: LocalDate("2026-11-25")!)
    #expect(!report.contains(control))
    #expect(report.contains("Maya"))
  }

  @Test("letters next to the direction controls, Hebrew and Arabic among them, stay in a page")
  func htmlKeepsLetters() {
    let title = "\u{05E9}\u{05DC}\u{05D5}\u{05DD} \u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{2010}\u{2027}\u{2030}"
    let page = YearPlannerHTML.render([], title: title, generatedOn: LocalDate("2026-11-24")!)
    #expect(page.contains("<h1>\(title)</h1>"))
  }
}
