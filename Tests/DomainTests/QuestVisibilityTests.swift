import Domain
import Testing

@Suite("Quest visibility")
struct QuestVisibilityTests {
  static let monday = LocalDate("2026-11-23")!
  static let saturday = LocalDate("2026-11-21")!

  /// The rule written out as a table, so each cell of mode × context is checked on its own.
  static let table: [(CalendarMode, DayContext.Kind, Bool)] = [
    (.always, .schoolDay, true), (.always, .freeDay, true), (.always, .unknown, true),
    (.schoolDay, .schoolDay, true), (.schoolDay, .freeDay, false), (.schoolDay, .unknown, true),
    (.freeDay, .schoolDay, false), (.freeDay, .freeDay, true), (.freeDay, .unknown, true),
  ]

  @Test("every mode × every context on an active weekday", arguments: table)
  func matrix(mode: CalendarMode, kind: DayContext.Kind, visible: Bool) {
    let routine = Routine(
      name: "R", player: "Maya", tasks: [.init(name: "T", minutes: 1)], activeDays: [.monday], mode: mode)
    #expect(QuestVisibility.isVisible(routine, on: Self.monday, context: kind) == visible)
  }

  @Test("an inactive weekday hides the routine whatever the context", arguments: DayContext.Kind.allCases)
  func inactiveDay(kind: DayContext.Kind) {
    for mode in CalendarMode.allCases {
      let routine = Routine(
        name: "R", player: "Maya", tasks: [.init(name: "T", minutes: 1)], activeDays: [.monday], mode: mode)
      #expect(!QuestVisibility.isVisible(routine, on: Self.saturday, context: kind))
    }
  }

  @Test("with calendar reading off every weekday-active routine shows, in order")
  func calendarOffIsWeekdayRules() {
    let routines = CalendarMode.allCases.enumerated().map { index, mode in
      Routine(
        name: "R\(index)", player: "Leo", tasks: [.init(name: "T", minutes: 2)], activeDays: [.monday], mode: mode)
    }
    let visible = QuestVisibility.quests(routines, on: Self.monday, context: .calendarOff(Self.monday))
    #expect(visible.map(\.name) == ["R0", "R1", "R2"])
    #expect(QuestVisibility.quests(routines, on: Self.saturday, context: .calendarOff(Self.saturday)).isEmpty)
  }
}
