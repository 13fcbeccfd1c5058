import Presentation
import Testing

/// A report's task line counts skips only when there were some: a task never skipped says nothing
/// of skipping, not "skipped 0×".
@Suite("A report's task lines name skips only when there were some")
struct ReportSkipLineTests {
  @Test("a task never skipped has no skip count; one skipped once says 1×")
  func skipsOnlyWhenSkipped() {
    let lines = ReportView.text(ReportFixture.report(), style: .plain).components(separatedBy: "\n")
    #expect(lines.contains("    Get dressed · 14 plays"), "\(lines)")
    #expect(lines.contains("    Teeth · 13 plays · skipped 1×"))
    #expect(!lines.contains { $0.contains("skipped 0") })
  }
}
