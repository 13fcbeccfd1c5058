import Testing

@testable import Presentation

/// The big timer's disc with colours: the emptied part (dots) is dimmed, every run of it; the
/// filled part and the spaces around the disc are not.
@Suite("The big timer's disc, styled")
struct BigTimerDiscStyleTests {
  static let dim = "\u{1B}[2m"
  static let reset = "\u{1B}[0m"

  @Test("half emptied: each run of dots is dimmed, and nothing else is")
  func emptiedPartDimmed() {
    let rows = BigTimerView.disc(diameter: 8, filled: 0.5, style: TerminalStyle(colors: true))
    #expect(rows.contains { $0.contains(Self.dim) })
    for row in rows {
      // Outside the dimmed runs only the filled part and spaces are left.
      let pieces = row.components(separatedBy: Self.dim)
      var outside = pieces[0]
      for piece in pieces.dropFirst() {
        let parts = piece.components(separatedBy: Self.reset)
        #expect(parts.count == 2 && parts[0].allSatisfy { $0 == "·" }, "\(row.debugDescription)")
        outside += parts.dropFirst().joined()
      }
      #expect(outside.allSatisfy { $0 == "█" || $0 == " " }, "\(row.debugDescription)")
    }
  }

  @Test("without colours the same disc has no escape at all")
  func plainDisc() {
    let rows = BigTimerView.disc(diameter: 8, filled: 0.5, style: .plain)
    #expect(rows.contains { $0.contains("·") } && rows.contains { $0.contains("█") })
    #expect(!rows.contains { $0.contains("\u{1B}") })
  }
}
