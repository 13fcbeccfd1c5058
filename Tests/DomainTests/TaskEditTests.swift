import Domain
import Testing

@Suite("Task edits and did-you-mean")
struct TaskEditTests {
  static let routine = Routine(
    name: "School morning", player: "Maya",
    tasks: [
      RoutineTask(name: "Get dressed", minutes: 5), RoutineTask(name: "Breakfast", minutes: 15),
      RoutineTask(name: "Brush teeth", minutes: 3),
    ], activeDays: [.monday])

  func names(_ outcome: TaskEditOutcome) -> [String] { outcome.tasks.map { "\($0.name)=\($0.minutes)" } }

  @Test("edits apply in order, each to the list the one before left; renames are told from the first name")
  func order() throws {
    let outcome = try TaskEdit.apply(
      [
        .add(RoutineTask(name: "Pack bag", minutes: 4), at: 1), .rename("Breakfast=Toast"), .rename("toast=Porridge"),
        .setMinutes("Porridge=20m"), .move("3", to: 4), .remove("get DRESSED"),
      ], to: Self.routine)
    #expect(names(outcome) == ["Pack bag=4", "Brush teeth=3", "Porridge=20"])
    #expect(outcome.renamed == ["Breakfast": "Porridge"])
  }

  @Test("a name with = in it is found by trying each =")
  func equalsInName() throws {
    var routine = Self.routine
    routine.tasks[0].name = "A=B"
    let outcome = try TaskEdit.apply([.rename("A=B=C"), .setMinutes("C=7")], to: routine)
    #expect(outcome.tasks[0] == RoutineTask(name: "C", minutes: 7))
  }

  @Test("each refusal, with its exit code")
  func refusals() {
    let cases: [(TaskEdit, TaskEditError)] = [
      (
        .remove("Breakfst"),
        .unknownTask(
          "Breakfst", routine: "School morning", known: ["Get dressed", "Breakfast", "Brush teeth"],
          nearest: "Breakfast")
      ),
      (.remove("4"), .position(4, option: "task", highest: 3)),
      (.move("1", to: 0), .position(0, option: "--to", highest: 3)),
      (
        .add(RoutineTask(name: "breakfast", minutes: 1), at: nil),
        .duplicateTask("breakfast", routine: "School morning")
      ),
      (
        .setMinutes("Breakfast=601"),
        .malformed(
          "Breakfast=601", option: "--set-minutes", form: "NAME=MINUTES, e.g. \"Breakfast=20m\" (1 to 600 minutes)")
      ),
    ]
    for (edit, error) in cases {
      #expect(throws: error) { try TaskEdit.apply([edit], to: Self.routine) }
    }
    #expect(TaskEditError.position(4, option: "task", highest: 3).exitCode == 64)
    #expect(TaskEditError.duplicateTask("x", routine: "y").exitCode == 65)
  }

  @Test("did you mean: one slip away (a swap counts once), never a guess between two")
  func didYouMean() {
    #expect(DidYouMean.nearest(to: "todya", among: ["today", "play", "history", "stats"]) == "today")
    #expect(DidYouMean.nearest(to: "Mya", among: ["Maya", "Leo"]) == "Maya")
    #expect(DidYouMean.nearest(to: "MAYA", among: ["Maya", "Leo"]) == "Maya")
    #expect(DidYouMean.nearest(to: "Zed", among: ["Maya", "Leo"]) == nil)
    #expect(DidYouMean.nearest(to: "Lea", among: ["Leo", "Lia"]) == nil)
    #expect(DidYouMean.nearest(to: "calender", among: ["calendar", "player"]) == "calendar")
  }
}
