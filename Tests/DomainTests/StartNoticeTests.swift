import Domain
import Testing

@Suite("A routine's start, as tq-notify delivers it")
struct StartNoticeTests {
  static func routine(doneBy: DailyTime?, minutes: [Int] = [5, 15, 3]) -> Routine {
    Routine(
      name: "Morning", player: "Maya", tasks: minutes.map { RoutineTask(name: "Task \($0)", minutes: $0) },
      activeDays: WeekdayList.weekdays, doneBy: doneBy)
  }

  @Test("the start is the done-by time less the tasks' minutes; no done-by time, no start")
  func start() throws {
    let notice = try #require(StartNotice(routine: Self.routine(doneBy: DailyTime(hour: 8, minute: 5))))
    #expect(notice.start.description == "07:42")
    #expect(notice.minutes == 23)
    #expect(notice.text() == "Morning · about 23 min: from around 07:42, done by 08:05")
    #expect(notice.text(language: "de") == "Morning · etwa 23 Min.: ab etwa 07:42, erledigt um 08:05")
    #expect(StartNotice(routine: Self.routine(doneBy: nil)) == nil)
  }

  @Test("due from the start minute for ten minutes, not before, and around midnight")
  func due() throws {
    let notice = try #require(StartNotice(routine: Self.routine(doneBy: DailyTime(hour: 8, minute: 5))))
    #expect(!notice.isDue(at: 7 * 60 + 41))
    #expect(notice.isDue(at: 7 * 60 + 42))
    #expect(notice.isDue(at: 7 * 60 + 51))
    #expect(!notice.isDue(at: 7 * 60 + 52))
    let late = try #require(StartNotice(routine: Self.routine(doneBy: DailyTime(hour: 0, minute: 10), minutes: [15])))
    #expect(late.start.description == "23:55")
    #expect(late.isDue(at: 23 * 60 + 55) && late.isDue(at: 4) && !late.isDue(at: 5))
  }
}
