import Domain
import Testing

@Suite("Task parsing")
struct RoutineTaskTests {
  @Test(
    "the Name=minutes form and its variants",
    arguments: [
      ("Brush teeth=3m", "Brush teeth", 3),
      ("Breakfast = 15", "Breakfast", 15),
      ("Reading=20min", "Reading", 20),
      ("Homework=1h", "Homework", 60),
      ("Practice=1h30m", "Practice", 90),
      ("Pack the bag: books=5m", "Pack the bag: books", 5),
      ("2+2=4 game=10 minutes", "2+2=4 game", 10),
    ])
  func valid(text: String, name: String, minutes: Int) throws {
    #expect(try RoutineTask.parse(text) == RoutineTask(name: name, minutes: minutes))
  }

  @Test(
    "malformed tasks are refused with the expected form in the message",
    arguments: [
      "Brush teeth", "=5m", "Brush teeth=", "Brush teeth=abc", "Brush teeth=0", "Sleep=11h", "Brush teeth=5x", "Nap=-5",
    ])
  func invalid(text: String) {
    #expect(throws: DomainError.malformedTask(text)) { try RoutineTask.parse(text) }
    #expect(DomainError.malformedTask(text).description.contains("Name=MINUTES"))
  }

  @Test("names must be printable and short")
  func names() throws {
    #expect(try Player.validate(name: "  Maya ") == "Maya")
    #expect(throws: DomainError.self) { try Player.validate(name: "   ") }
    #expect(throws: DomainError.self) { try Player.validate(name: "a\u{7}b") }
    #expect(throws: DomainError.self) { try Player.validate(name: String(repeating: "x", count: 41)) }
  }
}
