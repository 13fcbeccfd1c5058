import Domain
import Foundation
import Presentation
import Testing

/// Every hostile value through every output kind Presentation writes (issue 23): no raw control
/// byte, no raw direction control, no bar or page markup obeyed, whatever the source.
@Suite("Hostile text through every output kind")
struct HostileTextTests {
  static let values = [
    "Ma\u{1B}]0;pwned\u{07}ya", "Ma\u{1B}[2Jya", "Ma\u{07}ya", "Ma\u{9B}31mya", "Ma\u{85}ya", "Ma\u{202E}ay",
    "Ma\u{2066}ya\u{2069}", "Ma\u{200F}ya", "Ma\u{061C}ya", "Ma\u{2028}ya", "Ma\u{2029}ya", "Ma\u{AD}ya",
    "%{A1:rm -rf ~:}x%{A}", "<b>&amp;</b> & \"q\" 'a'",
  ]

  /// A scalar that must not reach a terminal, bar or page as it is.
  static func raw(_ text: String, allowing allowed: Set<UInt32> = [0x0A]) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter { value in
      guard !allowed.contains(value) else { return false }
      switch value {
      case 0x00...0x1F, 0x7F...0x9F, 0xAD, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
      default: return false
      }
    }
  }

  static let texts: [(String, @Sendable (String) -> String)] = [
    ("printable", { TerminalText.printable($0) }),
    ("message", { TerminalText.message($0) }),
    ("stdout line", { NotificationView.line($0, player: $0) }),
    ("polybar", { NotificationView.polybar($0, player: $0) }),
    ("desktop summary", { NotificationView.desktop(chip: $0, sentence: $0, player: $0).summary }),
    ("desktop body", { NotificationView.desktop(chip: $0, sentence: $0, player: $0).body }),
    (
      "play header",
      {
        GameView.text(
          .started(routine: $0, player: $0, taskCount: 2), style: TerminalStyle(isTTY: false, environment: [:]))
      }
    ),
    (
      "game end",
      {
        let game = GameSession(
          player: $0, routine: $0, date: LocalDate("2026-11-24")!, startedAt: Date(timeIntervalSince1970: 0),
          finished: true, tasks: [TaskPlay(name: $0, guessSeconds: 60, actualSeconds: 61)])
        return GameView.summary(
          GameSummary(session: game, taskCount: 1, trends: [.init(task: $0, trend: .closer)], closestEver: [$0]),
          style: TerminalStyle(isTTY: false, environment: [:]))
      }
    ),
    ("player prompt", { PromptText.whoIsPlaying(PromptText.playerList([$0, "Leo"])) }),
    ("not on the list", { PromptText.notOnTheList($0, list: PromptText.playerList([$0])) }),
    ("guess", { PromptText.guess(for: $0, problem: nil) }),
    ("replace file", { PromptText.replaceFile($0) }),
  ]

  @Test("no raw control, direction or separator character in any text kind", arguments: values)
  func texts(_ value: String) {
    for (kind, render) in Self.texts {
      #expect(Self.raw(render(value)).isEmpty, "\(kind): \(Self.raw(render(value)))")
    }
    // A page is read in a browser, where only the control characters are out of place.
    let page = YearPlannerHTML.render([], title: value, generatedOn: LocalDate("2026-11-24")!)
    #expect(!page.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) })
  }

  @Test("JSON escapes C0, C1 and direction controls as \\u sequences and still reads back", arguments: values)
  func json(_ value: String) throws {
    let text = JSONValue.array([.string(value)]).serialized()
    #expect(Self.raw(text, allowing: [0xAD, 0x2028, 0x2029]).isEmpty, "\(Self.raw(text))")
    let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String]
    #expect(parsed == [value])
  }

  @Test("Polybar's format tags are shown, never obeyed: every % doubled")
  func polybar() {
    let line = NotificationView.polybar("Club %{A1:rm -rf ~:}x%{A} 100%", player: "Ma%{F#f00}ya")
    #expect(line == "Ma%%{F#f00}ya · Club %%{A1:rm -rf ~:}x%%{A} 100%%\n")
  }

  @Test("HTML drops ESC, BEL and C1 but keeps tab and line feed, and escapes markup")
  func html() {
    let page = YearPlannerHTML.render(
      [], title: "A\u{1B}[2J\u{07}\u{9B}B\tC <b>&", generatedOn: LocalDate("2026-11-24")!)
    #expect(page.contains("<h1>A[2JB\tC &lt;b&gt;&amp;</h1>"))
  }

  @Test("the line and paragraph separators and the soft hyphen are shown by their number")
  func separators() {
    #expect(TerminalText.printable("a\u{2028}b\u{2029}c\u{AD}d\u{61C}") == "a<U+2028>b<U+2029>c<U+00AD>d<U+061C>")
  }
}
