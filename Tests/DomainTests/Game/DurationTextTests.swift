import Domain
import Testing

@Suite("Durations as text")
struct DurationTextTests {
  @Test(
    "seconds, minutes and hours as people say them",
    arguments: [
      (0, "0 s"), (1, "1 s"), (45, "45 s"), (59, "59 s"), (60, "1 min"), (430, "7 min 10 s"), (3599, "59 min 59 s"),
      (3600, "1 h"), (3900, "1 h 5 min"), (3959, "1 h 5 min"), (43_200, "12 h"), (-5, "0 s"),
    ])
  func text(seconds: Int, expected: String) {
    #expect(DurationText.text(seconds: seconds) == expected)
  }

  @Test(
    "stopwatch readings",
    arguments: [(0, "0:00"), (45, "0:45"), (430, "7:10"), (3599, "59:59"), (3900, "1:05:00"), (43_200, "12:00:00")])
  func clock(seconds: Int, expected: String) {
    #expect(DurationText.clock(seconds: seconds) == expected)
  }

  @Test("what is written reads back as the same guess")
  func roundTrip() throws {
    for seconds in [1, 45, 60, 270, 430, 3599, 3600, 3900, 43_200] {
      #expect(try GuessText.seconds(DurationText.clock(seconds: seconds)) == seconds)
    }
    for seconds in [1, 45, 60, 270, 430, 3599, 3600, 3900, 43_200] where seconds < 3600 || seconds % 60 == 0 {
      #expect(try GuessText.seconds(DurationText.text(seconds: seconds)) == seconds)
    }
  }

  @Test("the longest text fits comfortably in a line of 80 columns")
  func short() {
    #expect(DurationText.text(seconds: 11 * 3600 + 59 * 60 + 59).count <= 11)
    #expect(DurationText.text(seconds: 59 * 60 + 59).count <= 11)
  }
}
