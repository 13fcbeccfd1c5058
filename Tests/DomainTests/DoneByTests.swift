import Domain
import Foundation
import Testing

/// A routine's done-by time: typed, counted back to a start, and said beside the timer, in words
/// that only observe.
@Suite("A routine's done-by time")
struct DoneByTests {
  static let morning = Routine(
    name: "Morning", player: "Maya",
    tasks: [
      .init(name: "Get dressed", minutes: 5), .init(name: "Breakfast", minutes: 15), .init(name: "Teeth", minutes: 3),
    ],
    activeDays: WeekdayList.weekdays, doneBy: DailyTime(hour: 8, minute: 5))

  static let utc = TimeZone(identifier: "UTC")!

  /// 2026-11-23 at `time` (HH:MM:SS) UTC.
  static func at(_ time: String) -> Date {
    ISO8601DateFormatter().date(from: "2026-11-23T\(time)Z")!
  }

  @Test("--done-by takes HH:MM or none, and names what it refuses")
  func parsing() throws {
    #expect(try DailyTime.parseSetting("08:05")?.minuteOfDay == 485)
    #expect(try DailyTime.parseSetting(" 8:05 ")?.minuteOfDay == 485)
    #expect(try DailyTime.parseSetting("23:59")?.minuteOfDay == 1439)
    #expect(try DailyTime.parseSetting("none") == nil)
    #expect(try DailyTime.parseSetting("NONE") == nil)
    for bad in ["24:00", "8:5", "0805", "8.05", "", "08:05:00", "soon"] {
      #expect(throws: DomainError.invalidClockTime(bad), "\(bad)") { try DailyTime.parseSetting(bad) }
    }
    let message = DomainError.invalidClockTime("25:00").description
    #expect(message.contains("'25:00'") && message.contains("--done-by 08:05") && message.contains("none"))
  }

  @Test("the minute of the day is the stored form, both ways; outside a day is nil")
  func minuteOfDay() {
    #expect(DailyTime(minuteOfDay: 485)?.description == "08:05")
    #expect(DailyTime(minuteOfDay: 0)?.description == "00:00")
    #expect(DailyTime(minuteOfDay: 1440) == nil)
    #expect(DailyTime(minuteOfDay: -1) == nil)
  }

  @Test("the start is counted back from the done-by time, around midnight too")
  func startTime() {
    #expect(ClockMessage.startTime(of: Self.morning)?.description == "07:42")
    #expect(DailyTime(hour: 0, minute: 10)!.minus(minutes: 30).description == "23:40")
    #expect(DailyTime(hour: 8, minute: 5)!.minus(minutes: 1440 + 5).description == "08:00")
    var none = Self.morning
    none.doneBy = nil
    #expect(ClockMessage.startTime(of: none) == nil)
    #expect(ClockMessage.startLine(for: none) == nil)
  }

  @Test("today's line in each message language")
  func startLines() {
    #expect(ClockMessage.startLine(for: Self.morning) == "about 23 min: from around 07:42, done by 08:05")
    #expect(
      ClockMessage.startLine(for: Self.morning, language: "de-AT") == "etwa 23 Min.: ab etwa 07:42, erledigt um 08:05")
    #expect(ClockMessage.startLine(for: Self.morning, language: "fr")?.contains("07:42") == true)
    #expect(ClockMessage.startLine(for: Self.morning, language: "es")?.contains("08:05") == true)
    // A language with no clock words of its own reads English's.
    #expect(ClockMessage.startLine(for: Self.morning, language: "nl") == ClockMessage.startLine(for: Self.morning))
  }

  @Test("minutes ahead round up, minutes past round down; the minute itself says the time")
  func aheadAndPast() {
    let time = DailyTime(hour: 8, minute: 5)!
    let words = { (seconds: Int) in ClockMessage.doneBy(time, secondsUntil: seconds, secondsOfTasksLeft: 1500) }
    #expect(words(22 * 60) == "08:05 in 22 min · 25 min of tasks left")
    #expect(words(21 * 60 + 1) == "08:05 in 22 min · 25 min of tasks left")
    #expect(words(1) == "08:05 in 1 min · 25 min of tasks left")
    #expect(words(0) == "It is 08:05 · 25 min of tasks left")
    #expect(words(-59) == "It is 08:05 · 25 min of tasks left")
    #expect(words(-60) == "08:05 was 1 min ago · 25 min of tasks left")
    #expect(words(-3 * 60 - 59) == "08:05 was 3 min ago · 25 min of tasks left")
  }

  @Test("beside the timer: the wall clock moves on from the task's start, the task's own minutes run down")
  func besideTheTimer() throws {
    let clock = try #require(
      RoutineClock(routine: Self.morning, index: 0, startedAt: Self.at("07:43:00"), timeZone: Self.utc))
    #expect(clock.words(wallSeconds: 0, elapsedSeconds: 0) == "08:05 in 22 min · 23 min of tasks left")
    #expect(clock.words(wallSeconds: 120, elapsedSeconds: 60) == "08:05 in 20 min · 22 min of tasks left")
    // Past the task's planned 5 min only the later tasks are left; past 08:05 it says how long ago.
    #expect(clock.words(wallSeconds: 25 * 60, elapsedSeconds: 25 * 60) == "08:05 was 3 min ago · 18 min of tasks left")
    let last = try #require(
      RoutineClock(routine: Self.morning, index: 2, startedAt: Self.at("08:00:30"), timeZone: Self.utc))
    #expect(last.words(wallSeconds: 0, elapsedSeconds: 0) == "08:05 in 5 min · 3 min of tasks left")
    var none = Self.morning
    none.doneBy = nil
    #expect(RoutineClock(routine: none, index: 0, startedAt: Self.at("07:43:00"), timeZone: Self.utc) == nil)
  }

  @Test("the done-by time is on the household's clock, and an evening game reads the next morning's")
  func zones() {
    let time = DailyTime(hour: 8, minute: 5)!
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    #expect(time.seconds(from: Self.at("07:00:00"), in: berlin) == 5 * 60)  // 08:00 in Berlin
    #expect(time.seconds(from: Self.at("21:05:00"), in: Self.utc) == 11 * 3600)
    #expect(time.seconds(from: Self.at("08:10:00"), in: Self.utc) == -5 * 60)
  }

  @Test("every clock template and rendered line is passive and neutral in every message language")
  func passive() {
    #expect(ClockMessagePack.all.map(\.language) == MessagePack.all.map(\.language))
    for pack in ClockMessagePack.all {
      let time = DailyTime(hour: 8, minute: 5)!
      var texts = pack.allTemplates
      for seconds in [-3600, -61, -1, 0, 1, 600] {
        texts.append(ClockMessage.doneBy(time, secondsUntil: seconds, secondsOfTasksLeft: 900, language: pack.language))
      }
      texts.append(ClockMessage.startLine(for: Self.morning, language: pack.language) ?? "")
      let directives = PassiveLanguageTests.guardMatcher(for: pack.language)
      let judgements = PassiveLanguageTests.judgementMatcher(for: pack.language)
      for text in texts {
        #expect(directives.matches(in: text).isEmpty, "\(pack.language): \"\(text)\" reads as an instruction")
        #expect(judgements.matches(in: text).isEmpty, "\(pack.language): \"\(text)\" reads as a judgement")
      }
    }
  }

  @Test("the guard would catch the wording the issue sketched: 'starting' and 'ready' instruct")
  func guardCatchesInstructions() {
    let directives = PassiveLanguageTests.guardMatcher(for: "en")
    #expect(!directives.matches(in: "starting around 07:40 is ready by 08:05").isEmpty)
  }

  @Test("a backup's done-by time is \"HH:MM\" both ways; anything else is refused")
  func codable() throws {
    let encoded = try JSONEncoder().encode([DailyTime(hour: 8, minute: 5)!])
    #expect(String(decoding: encoded, as: UTF8.self) == #"["08:05"]"#)
    #expect(
      try JSONDecoder().decode([DailyTime].self, from: Data(#"["7:40"]"#.utf8)) == [DailyTime(hour: 7, minute: 40)!])
    for bad in [#"["24:00"]"#, #"[485]"#, #"["8:5"]"#, #"[null]"#] {
      #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode([DailyTime].self, from: Data(bad.utf8)) }
    }
  }
}
