import Domain
import Foundation
import Settings
import Testing

@Suite("Settings: the holidays a built-in holidays source leaves out")
struct HolidaySkipTests {
  @Test("skip is read with its source, and an empty list is written as no key")
  func skipRoundTrip() throws {
    let settings = try decode(
      #"{"calendar": {"sources": [{"id": "us", "location": "holidays:US-CA", "role": "holidays", "skip": ["Veterans Day"]}, {"id": "s", "location": "/s.ics"}]}}"#
    )
    #expect(settings.calendar.sources.map(\.skip) == [["Veterans Day"], []])
    #expect(settings.calendar.sources[0].unknownKeys.isEmpty)
    let written = try JSONEncoder().encode(settings.calendar.sources[1])
    #expect(!String(decoding: written, as: UTF8.self).contains("skip"))
    let again = try JSONDecoder().decode(
      CalendarSourceSetting.self, from: try JSONEncoder().encode(settings.calendar.sources[0]))
    #expect(again.skip == ["Veterans Day"])
  }
}
