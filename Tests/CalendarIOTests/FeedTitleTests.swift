import Testing

@testable import CalendarIO

@Suite("A feed's title when it names none: its address's last part, else its host")
struct FeedTitleTests {
  @Test(
    "an address with no path, or only a query, is titled by its host",
    arguments: [
      "https://calendar.example.org", "https://calendar.example.org/", "https://calendar.example.org?id=42",
      "https://calendar.example.org/?id=42", "webcal://calendar.example.org",
    ])
  func host(location: String) throws {
    #expect(try FeedAddress(location).fallbackTitle == "calendar.example.org")
  }

  @Test("an address with a path is titled by its last part, without .ics")
  func stem() throws {
    #expect(try FeedAddress("https://calendar.example.org/school/term.ics?id=42").fallbackTitle == "term")
  }
}
