import Domain
import Testing

// 2026-11-23 is a Monday; 2026-11-28 and 29 are a weekend.
@Suite("Streaks that pause")
struct StreakTests {
  let schoolWeek: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

  func onWeekdays(_ days: Set<Weekday>, except free: [String] = []) -> (LocalDate) -> Bool {
    let freeDays = Set(free.map(day))
    return { days.contains($0.weekday) && !freeDays.contains($0) }
  }

  func playedOn(_ texts: [String]) -> Set<LocalDate> { Set(texts.map(day)) }

  func states(_ streak: Streak) -> String {
    streak.days.map { day in
      switch day.state {
      case .played: "P"
      case .gap: "g"
      case .paused: "."
      case .playedOffList: "+"
      case .today: "t"
      }
    }.joined()
  }

  @Test(
    "a past window ends on its last day: an unplayed day on the list there is a gap, not today, and later plays do not count"
  )
  func pastWindow() {
    let played = playedOn(["2026-11-23", "2026-11-24", "2026-11-26", "2026-11-30"])
    let streak = Streak(
      played: played, from: day("2026-11-01"), through: day("2026-11-27"), today: day("2026-12-01"),
      isOnList: onWeekdays(schoolWeek))
    #expect(states(streak) == "PPgPg")
    #expect(streak.gaps == [day("2026-11-25"), day("2026-11-27")])
    #expect(streak.current == 0)
    #expect(streak.longest == 2)
    let reachingToday = Streak(
      played: played, from: day("2026-11-01"), through: day("2026-12-05"), today: day("2026-11-26"),
      isOnList: onWeekdays(schoolWeek))
    #expect(states(reachingToday) == "PPgP")
  }

  @Test("a weekend neither adds to the streak nor ends it")
  func acrossWeekend() {
    let played = playedOn([
      "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27", "2026-11-30", "2026-12-01",
    ])
    let streak = Streak(
      played: played, from: day("2026-11-01"), today: day("2026-12-01"), isOnList: onWeekdays(schoolWeek))
    #expect(streak.current == 7)
    #expect(streak.longest == 7)
    #expect(streak.gaps.isEmpty)
    #expect(states(streak) == "PPPPP..PP")
  }

  @Test("a free day off the list of a school-day routine pauses the streak")
  func freeDay() {
    let played = playedOn(["2026-11-23", "2026-11-24", "2026-11-26", "2026-11-27"])
    let streak = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-11-27"),
      isOnList: onWeekdays(schoolWeek, except: ["2026-11-25"]))
    #expect(streak.current == 4)
    #expect(streak.gaps.isEmpty)
    #expect(states(streak) == "PP.PP")
  }

  @Test("inactive weekdays pause the streak")
  func inactiveWeekdays() {
    let played = playedOn(["2026-11-23", "2026-11-25", "2026-11-27", "2026-11-30", "2026-12-02", "2026-12-04"])
    let streak = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-12-04"),
      isOnList: onWeekdays([.monday, .wednesday, .friday]))
    #expect(streak.current == 6)
    #expect(streak.longest == 6)
    #expect(streak.gaps.isEmpty)
    #expect(states(streak) == "P.P.P..P.P.P")
  }

  @Test("a missed day in the middle is a gap, after which a new streak grows")
  func gapInTheMiddle() {
    let played = playedOn(["2026-11-23", "2026-11-24", "2026-11-26", "2026-11-27", "2026-11-30"])
    let streak = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-11-30"), isOnList: onWeekdays(schoolWeek))
    #expect(streak.gaps == [day("2026-11-25")])
    #expect(streak.current == 3)
    #expect(streak.longest == 3)
    #expect(states(streak) == "PPgPP..P")
  }

  @Test("the longest streak is kept when a later one is shorter")
  func longest() {
    let played = playedOn(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-27"])
    let streak = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-11-27"), isOnList: onWeekdays(schoolWeek))
    #expect(streak.current == 1)
    #expect(streak.longest == 3)
    #expect(streak.gaps == [day("2026-11-26")])
  }

  @Test("today, not played yet, is still open and ends nothing")
  func todayUnplayed() {
    let played = playedOn(["2026-11-23", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"])
    let monday = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-11-30"), isOnList: onWeekdays(schoolWeek))
    #expect(monday.current == 5)
    #expect(monday.gaps.isEmpty)
    #expect(monday.days.last == StreakDay(date: day("2026-11-30"), state: .today))
    // The next day, Monday is over: a gap.
    let tuesday = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-12-01"), isOnList: onWeekdays(schoolWeek))
    #expect(tuesday.current == 0)
    #expect(tuesday.longest == 5)
    #expect(tuesday.gaps == [day("2026-11-30")])
    #expect(states(tuesday) == "PPPPP..gt")
  }

  @Test("today played counts at once")
  func todayPlayed() {
    let streak = Streak(
      played: playedOn(["2026-11-27", "2026-11-30"]), from: day("2026-11-23"), today: day("2026-11-30"),
      isOnList: onWeekdays(schoolWeek))
    #expect(streak.current == 2)
  }

  @Test("a first ever play today starts the streak at one, on the window's last day")
  func firstPlayToday() {
    let streak = Streak(
      played: playedOn(["2026-11-30"]), from: day("2026-11-23"), today: day("2026-11-30"),
      isOnList: onWeekdays(schoolWeek))
    #expect(streak.current == 1)
    #expect(streak.longest == 1)
    #expect(states(streak) == "P")
  }

  @Test("a play on a day off the list (--any) is shown but neither adds nor ends")
  func playedOffList() {
    let played = playedOn(["2026-11-27", "2026-11-28", "2026-11-30"])
    let streak = Streak(
      played: played, from: day("2026-11-23"), today: day("2026-11-30"), isOnList: onWeekdays(schoolWeek))
    #expect(streak.current == 2)
    #expect(states(streak) == "P+.P")
  }

  @Test("days before the first play are not gaps; a later start leaves earlier plays out")
  func window() {
    let played = playedOn(["2026-11-25", "2026-11-26", "2026-11-27"])
    let fromEarly = Streak(
      played: played, from: day("2026-11-01"), today: day("2026-11-27"), isOnList: onWeekdays(schoolWeek))
    #expect(fromEarly.days.first?.date == day("2026-11-25"))
    #expect(fromEarly.gaps.isEmpty)
    #expect(fromEarly.current == 3)
    let fromLate = Streak(
      played: played, from: day("2026-11-26"), today: day("2026-11-27"), isOnList: onWeekdays(schoolWeek))
    #expect(fromLate.current == 2)
    #expect(fromLate.days.count == 2)
  }

  @Test("no plays, or only plays after today, make an empty streak")
  func empty() {
    let none = Streak(played: [], from: day("2026-11-01"), today: day("2026-11-30"), isOnList: { _ in true })
    #expect(
      none == Streak(played: playedOn(["2026-12-01"]), from: day("2026-11-01"), today: day("2026-11-30")) { _ in true })
    #expect(none.current == 0)
    #expect(none.longest == 0)
    #expect(none.gaps.isEmpty)
    #expect(none.days.isEmpty)
  }

  @Test("the on-list days may come as a table; a date missing from it is not on the list")
  func table() {
    let onList = [day("2026-11-23"): true, day("2026-11-24"): false, day("2026-11-25"): true, day("2026-11-26"): true]
    let streak = Streak(
      played: playedOn(["2026-11-23", "2026-11-25"]), from: day("2026-11-23"), today: day("2026-11-27"),
      onList: onList)
    #expect(states(streak) == "P.Pg.")
    #expect(streak.current == 0)
    #expect(streak.longest == 2)
  }

  @Test("a routine counts as played on a day with any timed task, finished or not")
  func playedDates() {
    let games = [
      session("2026-11-23", [played("Teeth", guess: 60, took: 60)]),
      session("2026-11-24", [played("Teeth", guess: 60, took: 60)], finished: false),
      session("2026-11-25", [.skipped(name: "Teeth", guessSeconds: 60)]),
      session("2026-11-26", [played("Read", guess: 60, took: 60)], routine: "Bedtime"),
    ]
    #expect(Streak.playedDates(games, routine: "Morning") == playedOn(["2026-11-23", "2026-11-24"]))
  }
}
