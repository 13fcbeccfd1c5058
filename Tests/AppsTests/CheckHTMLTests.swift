import Foundation
import TestSupport
import Testing

/// `Scripts/check-html.sh` in headless Chromium: the pages `Scripts/test.sh` looks at pass it in
/// every message language, and a page with clipped, overlapping or sideways-scrolling text, or
/// taller than one sheet, fails it, naming each.
@Suite("Pages checked in a browser at phone width, desktop width and printed A4")
struct CheckHTMLTests {
  static let script = ReportEndToEndTests.root.appendingPathComponent("Scripts/check-html.sh").path

  static func check(_ html: URL, widths: String) throws -> Executable.Result {
    try Executable.launch(
      URL(fileURLWithPath: "/bin/bash"), [script, html.path],
      environment: ProcessInfo.processInfo.environment.merging(["TQ_WIDTHS": widths, "TQ_MAX_PAGES": "1"]) { $1 },
      deadline: .seconds(180))
  }

  static let languages = ["en_US", "es_ES", "fr_FR", "de_DE"]

  /// `tq-parent --demo ARGUMENTS --format html` with `language` as the household's language.
  static func demo(_ arguments: [String], language: String, in folder: TemporaryDirectory) throws -> String {
    let household = try HouseholdFixture()
    let html = try household.parent.run(
      ["--demo"] + arguments + ["--format", "html"],
      environment: ["TMPDIR": folder.path, "LANG": language + ".UTF-8"])
    #expect(html.status == 0, "stderr: \(html.stderr)")
    return html.stdout
  }

  /// The page passes: no text clipped or overlapping at 390 px, 1000 px or on A4, printed on one A4
  /// sheet and one Letter sheet; its pictures and the A4 PDF are kept beside it.
  static func expectOneSheet(_ html: String, named name: String, in folder: TemporaryDirectory) throws {
    let page = folder.url.appendingPathComponent("\(name).html")
    try html.write(to: page, atomically: true, encoding: .utf8)
    let result = try check(page, widths: "390,1000")
    #expect(result.status == 0, "\(name): \(result.stderr)")
    #expect(result.stderr.contains("; 1 A4 page; 1 Letter page"), "\(name): \(result.stderr)")
    for picture in ["-390.png", "-1000.png", "-a4.png", ".pdf"] {
      #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name + picture).path))
    }
  }

  /// Spanish, French and German words and sentences are longer than English ones: the page wraps
  /// them and still prints on one sheet of either size.
  @Test(
    "the demo's report in en, es, fr and de: read at 390 px, 1000 px and on A4, on one A4 and one Letter sheet",
    arguments: languages)
  func demoReport(language: String) throws {
    let folder = try TemporaryDirectory()
    let html = try Self.demo(["report"], language: language, in: folder)
    #expect(html.contains("<html lang=\"\(language.prefix(2))\">"))
    try Self.expectOneSheet(html, named: "report-\(language)", in: folder)
  }

  /// Each language's planner is looked at unless its page is one already looked at: so far the
  /// planner is written in English only, and one look does for all four.
  @Test(
    "the demo's year planner in en, es, fr and de: read at 390 px, 1000 px and on A4, on one A4 and one Letter sheet")
  func demoPlanner() throws {
    let folder = try TemporaryDirectory()
    var seen = Set<String>()
    for language in Self.languages {
      let html = try Self.demo(["calendar", "preview"], language: language, in: folder)
      #expect(html.contains("<table class=\"month\">"))
      guard seen.insert(html).inserted else { continue }
      try Self.expectOneSheet(html, named: "planner-\(language)", in: folder)
    }
    #expect(!seen.isEmpty)
  }

  @Test("text outside the page, cut off by its box or on top of other text, and a second sheet, fail, each named")
  func badPage() throws {
    let folder = try TemporaryDirectory()
    let page = folder.url.appendingPathComponent("bad.html")
    try """
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>@page { size: portrait; margin: 10mm; }
    .a { position: absolute; top: 10px; left: 10px; } .b { position: absolute; top: 14px; left: 30px; }
    .wide { margin-top: 80px; width: 600px; } .tall { height: 300mm; }</style></head><body>
    <p class="a">Breakfast usually takes 22 min</p><p class="b">Teeth usually takes 3 min</p>
    <p class="wide">A line as wide as a desk</p>
    <svg viewBox="0 0 100 20" width="100"><text x="80" y="12">Nov 22</text></svg><div class="tall"></div></body></html>
    """.write(to: page, atomically: true, encoding: .utf8)
    let result = try Self.check(page, widths: "390")
    #expect(result.status == 1, "stdout: \(result.stdout) stderr: \(result.stderr)")
    #expect(result.stderr.contains("390: the page scrolls sideways"))
    #expect(result.stderr.contains("clipped by its <svg>: \"Nov 22\""))
    #expect(
      result.stderr.contains("overlapping text: \"Breakfast usually takes 22 min\" and \"Teeth usually takes 3 min\""))
    // Taller than a sheet: two pages of either paper, where one is allowed.
    #expect(result.stderr.contains("on A4 paper it prints on 2 pages, expected 1 to 1"))
    #expect(result.stderr.contains("on Letter paper it prints on 2 pages, expected 1 to 1"))
    // At a desktop's width the wide line fits: only the overlap and the clipped date are left.
    let desktop = try Self.check(page, widths: "1000")
    #expect(!desktop.stderr.contains("1000: the page scrolls sideways"))
    #expect(desktop.stderr.contains("1000: overlapping text"))
  }
}
