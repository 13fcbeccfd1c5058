import AppCore
import Domain
import Platform
import Presentation
import TestSupport
import Testing

/// A line past the terminal reader's limit at the guess prompt, in each message language: the
/// child reads why in their own words, and the same question comes again.
@Suite("A guess line too long to read, in every message language")
struct GuessLineLanguageTests {
  @Test(
    "the reason names the limit and what a guess looks like in the player's language; the game goes on",
    arguments: [
      ("en", "That line is longer than 4 KiB", " or 1h30m", "How long will Baño take? "),
      ("es", "Esa línea pasa de 4 KiB", " o 1h30m", "¿Cuánto durará Baño? "),
      ("fr", "Cette ligne dépasse 4 KiB", " ou 1h30m", "Combien de temps durera Baño ? "),
      ("de", "Diese Zeile ist länger als 4 KiB", " oder 1h30m", "Wie lange dauert Baño? "),
    ])
  func tooLong(_ language: String, _ reason: String, _ examplesEnd: String, _ question: String) async throws {
    let clock = TestClock()
    let terminal = ScriptedTimerTerminal(clock: clock, lines: [.tooLong(limit: 4096), .line("5")], script: [])
    var timer = TerminalTaskTimer(
      terminal: terminal, clock: clock, style: TerminalStyle(colors: false), plain: false, cue: false, giveCue: {})
    let turn = TaskTurn(number: 1, count: 1, name: "Baño", language: language)
    #expect(try await timer.guess(for: turn) == .guess(seconds: 300))
    // The question, then the reason and the same question on the next line.
    let asked = terminal.written.components(separatedBy: "\n")
    #expect(asked.count == 2, "\(terminal.written)")
    #expect(asked[0].hasPrefix(question + reason) && asked[0].hasSuffix(examplesEnd), "\(terminal.written)")
    #expect(asked[1] == question)
  }
}
