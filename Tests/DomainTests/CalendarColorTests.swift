import Domain
import Testing

@Suite("A calendar's colour: only a hex colour is kept")
struct CalendarColorTests {
  @Test(
    "#RGB, #RRGGBB and #RRGGBBAA are kept, upper-cased and trimmed",
    arguments: [
      ("#0a0", "#0A0"), ("#3a87ad", "#3A87AD"), ("#FF2968FF", "#FF2968FF"), (" #abcdef\n", "#ABCDEF"),
    ])
  func kept(text: String, hex: String) {
    #expect(CalendarColor(text)?.hex == hex)
  }

  @Test(
    "anything else is no colour: names, other lengths, no #, non-hex or non-ASCII digits, control characters",
    arguments: [
      "", "#", "red", "3a87ad", "#3a87a", "#3a87adf", "#3a87adff0", "#gggggg", "#１２３", "#3a8\u{1B}[31m",
      "rgb(1,2,3)", "#3a 87ad", "##3a87ad",
    ])
  func dropped(text: String) {
    #expect(CalendarColor(text) == nil)
  }

  @Test("red, green and blue come from the digits, a short form's doubled, the alpha left out")
  func channels() throws {
    let long = try #require(CalendarColor("#FF2968C0"))
    #expect(long.rgb == (255, 41, 104))
    let short = try #require(CalendarColor("#0a8"))
    #expect(short.rgb == (0, 170, 136))
  }
}
