import Foundation
import TestSupport
import Testing

/// `Scripts/check-html.sh` in headless Chromium: the pages `Scripts/test.sh` looks at pass it, and
/// a page with clipped, overlapping or sideways-scrolling text fails it, naming each.
@Suite("Pages checked in a browser at phone width, desktop width and printed A4")
struct CheckHTMLTests {
  static let script = ReportEndToEndTests.root.appendingPathComponent("Scripts/check-html.sh").path

  static func check(_ html: URL, widths: String, pages: Int = 1) throws -> Executable.Result {
    try Executable.launch(
      URL(fileURLWithPath: "/bin/bash"), [script, html.path],
      environment: ProcessInfo.processInfo.environment.merging(
        ["TQ_WIDTHS": widths, "TQ_MAX_PAGES": String(pages)]) { $1 },
      deadline: .seconds(180))
  }

  /// The demo's report in the other message languages: their longer words are neither clipped nor
  /// on top of each other at any width. Printed, they may still take a second sheet.
  @Test("the demo's report in es, fr and de: no text clipped or overlapping at 390 px, 1000 px or on A4")
  func reportLanguages() throws {
    let folder = try TemporaryDirectory()
    let household = try HouseholdFixture()
    for language in ["es_ES", "fr_FR", "de_DE"] {
      let html = try household.parent.run(
        ["--demo", "report", "--format", "html"],
        environment: ["TMPDIR": folder.path, "LANG": language + ".UTF-8"])
      #expect(html.status == 0, "stderr: \(html.stderr)")
      #expect(html.stdout.contains("<html lang=\"\(language.prefix(2))\">"))
      let page = folder.url.appendingPathComponent("report-\(language).html")
      try html.stdout.write(to: page, atomically: true, encoding: .utf8)
      let result = try Self.check(page, widths: "390,1000", pages: 2)
      #expect(result.status == 0, "\(language): \(result.stderr)")
    }
  }

  @Test("text outside the page, cut off by its box, or on top of other text fails, each named")
  func badPage() throws {
    let folder = try TemporaryDirectory()
    let page = folder.url.appendingPathComponent("bad.html")
    try """
    <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style>@page { size: portrait; margin: 10mm; }
    .a { position: absolute; top: 10px; left: 10px; } .b { position: absolute; top: 14px; left: 30px; }
    .wide { margin-top: 80px; width: 600px; }</style></head><body>
    <p class="a">Breakfast usually takes 22 min</p><p class="b">Teeth usually takes 3 min</p>
    <p class="wide">A line as wide as a desk</p>
    <svg viewBox="0 0 100 20" width="100"><text x="80" y="12">Nov 22</text></svg></body></html>
    """.write(to: page, atomically: true, encoding: .utf8)
    let result = try Self.check(page, widths: "390")
    #expect(result.status == 1, "stdout: \(result.stdout) stderr: \(result.stderr)")
    #expect(result.stderr.contains("390: the page scrolls sideways"))
    #expect(result.stderr.contains("clipped by its <svg>: \"Nov 22\""))
    #expect(
      result.stderr.contains("overlapping text: \"Breakfast usually takes 22 min\" and \"Teeth usually takes 3 min\""))
    // At a desktop's width the wide line fits: only the overlap and the clipped date are left.
    let desktop = try Self.check(page, widths: "1000")
    #expect(!desktop.stderr.contains("1000: the page scrolls sideways"))
    #expect(desktop.stderr.contains("1000: overlapping text"))
  }

  @Test("the demo's report and planner read at 390 px, 1000 px and printed on A4, each on one sheet")
  func demoPages() throws {
    let folder = try TemporaryDirectory()
    let household = try HouseholdFixture()
    for (name, arguments) in [
      ("report", ["--demo", "report", "--format", "html"]),
      ("planner", ["--demo", "calendar", "preview", "--format", "html"]),
    ] {
      let html = try household.parent.run(arguments, environment: ["TMPDIR": folder.path])
      #expect(html.status == 0, "stderr: \(html.stderr)")
      let page = folder.url.appendingPathComponent("\(name).html")
      try html.stdout.write(to: page, atomically: true, encoding: .utf8)
      let result = try Self.check(page, widths: "390,1000")
      #expect(result.status == 0, "\(name): \(result.stderr)")
      for picture in ["-390.png", "-1000.png", "-a4.png", ".pdf"] {
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(name + picture).path))
      }
    }
  }
}
