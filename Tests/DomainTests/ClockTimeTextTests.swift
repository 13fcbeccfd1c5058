import Domain
import Testing

/// A clock time's text pads at the boundary itself: 9 and 10, not only 7 and 14.
@Suite("Clock times as text, at the padding's edge")
struct ClockTimeTextTests {
  @Test("09:09 and 10:10: one digit gets a zero, two digits none")
  func padding() {
    #expect(ClockTime(minutes: 9 * 60 + 9).description == "09:09")
    #expect(ClockTime(minutes: 10 * 60 + 10).description == "10:10")
    #expect(ClockTime(minutes: 0).description == "00:00")
  }
}
