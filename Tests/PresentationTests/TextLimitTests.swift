import Presentation
import Testing

/// Length cuts at their limit itself, counted in characters: a flag is two scalars and one character.
@Suite("Cuts at the limit, in characters")
struct TextLimitTests {
  static let flag = "🇫🇷"

  @Test("a desktop text of exactly the limit is whole; one more is cut to the limit with the ellipsis")
  func desktopPlain() {
    #expect(NotificationView.plain("abcde", limit: 5) == "abcde")
    #expect(NotificationView.plain("abcdef", limit: 5) == "abcd…")
    let flags = String(repeating: Self.flag, count: 5)
    #expect(NotificationView.plain(flags, limit: 5) == flags)
    #expect(NotificationView.plain(flags + Self.flag, limit: 5) == String(repeating: Self.flag, count: 4) + "…")
  }

  @Test("the desktop summary's 200 characters and body's 1,000 are reached, not only described")
  func desktopLimits() {
    let summary = String(repeating: Self.flag, count: 200)
    let body = String(repeating: Self.flag, count: 1_000)
    let whole = NotificationView.desktop(chip: summary, sentence: body, player: nil)
    #expect(whole.summary == summary)
    #expect(whole.body == body)
    let cut = NotificationView.desktop(chip: summary + "x", sentence: body + "x", player: nil)
    #expect(cut.summary.count == 200 && cut.summary.hasSuffix(Self.flag + "…"))
    #expect(cut.body.count == 1_000 && cut.body.hasSuffix(Self.flag + "…"))
  }
}
