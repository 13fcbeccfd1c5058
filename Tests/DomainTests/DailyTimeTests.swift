import Domain
import Testing

@Suite("A time of day for the daily timer")
struct DailyTimeTests {
  @Test(
    "HH:MM and H:MM on a 24-hour clock are read and written back with two digits",
    arguments: [
      ("06:45", "06:45"), ("6:45", "06:45"), ("00:00", "00:00"), ("23:59", "23:59"), ("7:05", "07:05"),
    ])
  func accepted(text: String, written: String) {
    #expect(DailyTime(parsing: text)?.description == written)
  }

  @Test(
    "anything else is refused",
    arguments: [
      "25:00", "24:00", "12:60", "6:7x", "6:5", "", ":", "06:45:00", "0645", "-1:30", "+6:45", "٠٦:٤٥", " 6:45",
      "6 :45",
      "006:45",
    ])
  func refused(text: String) {
    #expect(DailyTime(parsing: text) == nil)
  }

  @Test("hours and minutes outside the clock make no time")
  func bounds() {
    #expect(DailyTime(hour: 24, minute: 0) == nil)
    #expect(DailyTime(hour: 0, minute: 60) == nil)
    #expect(DailyTime(hour: -1, minute: 0) == nil)
    #expect(DailyTime(hour: 23, minute: 59)?.description == "23:59")
  }
}
