import CLISupport
import Domain
import Testing

@Suite("routine edit's per-task flags, in the order typed")
struct TaskEditArgumentsTests {
  @Test("flags of different options keep their order; --at and --to go with the flag before them")
  func order() throws {
    let edits = try TaskEditArguments.edits(
      in: [
        "routine", "edit", "School morning", "--remove-task", "1", "--add-task=Pack bag=4m", "--at", "2",
        "--player", "Maya", "--move-task", "Breakfast", "--to=1", "--add-task", "Juice=2", "--rename-task", "A=B",
        "--set-minutes", "B=3", "--", "--remove-task", "x",
      ])
    #expect(
      edits == [
        .remove("1"), .add(RoutineTask(name: "Pack bag", minutes: 4), at: 2), .move("Breakfast", to: 1),
        .add(RoutineTask(name: "Juice", minutes: 2), at: nil), .rename("A=B"), .setMinutes("B=3"),
      ])
  }

  @Test("a lone --at or --to, or --move-task without --to, is refused naming it")
  func unpaired() {
    for arguments in [["--at", "1"], ["--remove-task", "x", "--to", "2"], ["--move-task", "x"]] {
      #expect(throws: TaskEditError.self) { try TaskEditArguments.edits(in: arguments) }
    }
  }
}
