import Domain
import Testing

@Suite("The end of a game")
struct GameSummaryTests {
  static let history = [
    session("2026-11-20", [played("Dress", guess: 300, took: 420), played("Teeth", guess: 120, took: 120)]),
    session("2026-11-21", [played("Dress", guess: 300, took: 360), .skipped(name: "Teeth")]),
    // Another routine's task of the same name is another task.
    session("2026-11-21", [played("Dress", guess: 60, took: 60)], routine: "Evening"),
  ]

  @Test("a guess strictly closer than every earlier one of its task and routine is the closest so far")
  func closestEver() {
    let game = session(
      "2026-11-23",
      [
        played("Dress", guess: 300, took: 330), played("Teeth", guess: 120, took: 120),
        played("Shoes", guess: 60, took: 60),
      ]
    )
    // Dress: 1.10 beats 1.20; Teeth ties its exact guess; Shoes was never scored before.
    #expect(GameSummary.closestEver(in: game, after: Self.history) == ["Dress"])
    #expect(GameSummary.closestEver(in: game, after: []) == [])
    let further = session("2026-11-23", [played("Dress", guess: 300, took: 600)])
    #expect(GameSummary.closestEver(in: further, after: Self.history) == [])
  }

  @Test("a task played twice in a game is named once, against its earlier plays and its own first play")
  func twiceInAGame() {
    let game = session(
      "2026-11-23", [played("Dress", guess: 300, took: 340), played("Dress", guess: 300, took: 310)])
    #expect(GameSummary.closestEver(in: game, after: Self.history) == ["Dress"])
  }
}
