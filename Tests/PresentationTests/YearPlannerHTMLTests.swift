import Domain
import Foundation
import Presentation
import Testing

@Suite("Printable year planner")
struct YearPlannerHTMLTests {
  static let generated = LocalDate("2026-11-21")!

  static func render(_ days: [DayContext] = YearFixture.schoolYear(), title: String = "School year 2026–27") -> String {
    YearPlannerHTML.render(days, title: title, generatedOn: generated)
  }

  static func occurrences(of needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }

  /// The element names in document order, opening and closing, outside the style sheet.
  static func tagProblems(_ html: String) -> [String] {
    let voids: Set = ["meta", "br", "link", "img", "hr", "input"]
    var body = html
    if let start = body.range(of: "<style>"), let end = body.range(of: "</style>") {
      body.removeSubrange(start.upperBound..<end.lowerBound)
    }
    let pattern = try! NSRegularExpression(pattern: "<(/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>")
    var stack: [String] = []
    var problems: [String] = []
    for match in pattern.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
      let closing = !Range(match.range(at: 1), in: body)!.isEmpty
      let name = String(body[Range(match.range(at: 2), in: body)!]).lowercased()
      // Void elements, and SVG's self-closing ones (`<rect … />`), close themselves.
      if voids.contains(name) || body[Range(match.range, in: body)!].hasSuffix("/>") { continue }
      if !closing {
        stack.append(name)
      } else if stack.last == name {
        stack.removeLast()
      } else {
        problems.append("</\(name)> closes <\(stack.last ?? "nothing")>")
      }
    }
    return problems + stack.map { "<\($0)> is never closed" }
  }

  @Test("the page is one self-contained document with balanced tags, a language, and no scripts or outside assets")
  func wellFormed() {
    let html = Self.render()
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
    #expect(Self.tagProblems(html) == [])
    for tag in ["html", "head", "body", "main", "header", "footer", "aside", "style", "title"] {
      #expect(Self.occurrences(of: "<\(tag)>", in: html) + Self.occurrences(of: "<\(tag) ", in: html) == 1, "\(tag)")
      #expect(Self.occurrences(of: "</\(tag)>", in: html) == 1, "\(tag)")
    }
    #expect(!html.lowercased().contains("<script"))
    #expect(!html.contains("http://") && !html.contains("https://"))
    #expect(!html.contains("src=") && !html.contains("<link") && !html.contains("url("))
  }

  @Test("print CSS: one landscape sheet, colours printed exactly")
  func printCSS() {
    let html = Self.render()
    #expect(html.contains("@page { size: landscape;"))
    #expect(html.contains("print-color-adjust: exact"))
    #expect(html.contains("@media print"))
  }

  @Test("one cell per day of the range, each named by its date")
  func oneCellPerDay() {
    let days = YearFixture.schoolYear()
    let html = Self.render(days)
    #expect(Self.occurrences(of: "<td class=\"d ", in: html) == days.count)
    for day in days {
      let date = "\(day.date.weekday.name) \(day.date.day)"
      #expect(html.contains("title=\"\(date) "), "\(day.date)")
    }
    #expect(Self.occurrences(of: "title=\"Tuesday 1 September 2026 ·", in: html) == 1)
  }

  @Test("every month of a September–August school year has its block, in order")
  func months() throws {
    let html = Self.render()
    let names = [
      ("September", 2026), ("October", 2026), ("November", 2026), ("December", 2026), ("January", 2027),
      ("February", 2027), ("March", 2027), ("April", 2027), ("May", 2027), ("June", 2027), ("July", 2027),
      ("August", 2027),
    ]
    var position = html.startIndex
    for (name, year) in names {
      let caption = try #require(
        html.range(of: "<caption>\(name) <span>\(year)</span></caption>", range: position..<html.endIndex))
      position = caption.upperBound
    }
    #expect(Self.occurrences(of: "<table class=\"month\">", in: html) == 12)
  }

  @Test("a range across the new year starting and ending mid-month draws only its months and days")
  func partialRange() {
    let days = YearFixture.schoolYear(from: YearFixture.date("2026-12-15"), through: YearFixture.date("2027-01-20"))
    let html = Self.render(days)
    #expect(Self.occurrences(of: "<table class=\"month\">", in: html) == 2)
    #expect(html.contains("<caption>December <span>2026</span>") && html.contains("<caption>January <span>2027</span>"))
    #expect(Self.occurrences(of: "<td class=\"d ", in: html) == days.count)
    #expect(!html.contains("title=\"Monday 14 December 2026"))
    #expect(html.contains("Tuesday 15 December 2026 – Wednesday 20 January 2027"))
    #expect(Self.tagProblems(html) == [])
  }

  @Test("titles, reasons and notes are escaped: a <script> in a reason is shown as text")
  func escaping() {
    var days = YearFixture.schoolYear()
    days[40] = DayContext(
      date: days[40].date, kind: .freeDay, reason: "<script>alert('x')</script> & \"Day\"", rule: .freeDayMarker)
    let html = Self.render(days, title: "Maya's <b>year</b>")
    #expect(!html.contains("<script>"))
    #expect(!html.contains("<b>year</b>"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Day&quot;"))
    #expect(html.contains("<title>Maya&#39;s &lt;b&gt;year&lt;/b&gt;</title>"))
    #expect(Self.tagProblems(html) == [])
  }

  @Test("each kind has a class, and a letter or pattern so the page reads in black and white")
  func kindsWithoutColour() {
    let html = Self.render()
    #expect(html.contains("title=\"Tuesday 24 November 2026 · Free afternoon today · Early Release\">24<i>½</i></td>"))
    #expect(
      html.contains(
        "<td class=\"d unknown badged\" title=\"Monday 12 October 2026 · Unknown · no school information for this day\">12<i>?</i></td>"
      ))
    #expect(
      html.contains(
        "<td class=\"d school override badged\" title=\"Saturday 13 March 2027 · School day · Snow make-up (set by a parent)\">13<i>!</i></td>"
      ))
    #expect(html.contains("<td class=\"d free override badged\""))
    #expect(html.contains("<td class=\"d free\" title=\"Monday 21 December 2026 · Free day · Winter Break\">21</td>"))
    #expect(html.contains("<td class=\"d weekend\" title=\"Saturday 5 September 2026 · Weekend\">5</td>"))
    #expect(html.contains(".free {") && html.contains("repeating-linear-gradient"))
  }

  @Test("the key counts each kind of day and the header gives the totals and the range")
  func keyAndHeader() {
    let days = YearFixture.schoolYear()
    let html = Self.render(days)
    let school = days.filter { $0.kind == .schoolDay }.count
    let free = days.filter { $0.kind == .freeDay }.count
    #expect(html.contains("<p class=\"totals\">\(school) school days · \(free) free days · 2 unknown</p>"))
    #expect(html.contains("Tuesday 1 September 2026 – Tuesday 31 August 2027"))
    #expect(
      html.contains(
        "<span class=\"what\">weekend, no school</span> <b>\(days.filter { $0.rule == .weekend }.count)</b>"))
    #expect(html.contains("<span class=\"what\">set by a parent override</span> <b>2</b>"))
    #expect(html.contains("Generated on Saturday 21 November 2026"))
  }

  @Test("free days are listed as runs with their reasons, recurring ones together")
  func runs() {
    var days = YearFixture.schoolYear()
    for date in ["2026-10-07", "2026-11-04"] {
      let index = days.firstIndex { $0.date == LocalDate(date)! }!
      days[index] = DayContext(
        date: days[index].date, kind: .schoolDay, freeAfternoon: true, reason: "Early Release Wednesday",
        rule: .earlyRelease)
    }
    let html = Self.render(days)
    #expect(
      html.contains("<li><span class=\"when\">Dec 21 – Jan 1</span> <span class=\"why\">Winter Break</span></li>"))
    #expect(
      html.contains("<li><span class=\"when\">Mar 29 – Apr 9</span> <span class=\"why\">Spring Break</span></li>"))
    #expect(
      html.contains(
        "<li class=\"many\"><span class=\"when\">Oct 7, Nov 4</span> <span class=\"why\">Early Release Wednesday</span></li>"
      ))
  }

  @Test("no days still makes a valid page")
  func empty() {
    let html = Self.render([])
    #expect(html.contains("No days to show."))
    #expect(Self.tagProblems(html) == [])
  }
}
