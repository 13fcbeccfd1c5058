import AppCore
import Domain
import Testing

@Suite("The game's state machine")
struct GameMachineTests {
  @Test("guess, timing, result, next: one task after the other, finished after the last")
  func happyPath() {
    var machine = GameMachine(tasks: ["Dress", "Teeth"])
    #expect(machine.state == .guessing(task: 0))
    let moved1 = machine.handle(.guessed(seconds: 300))
    #expect(moved1)
    #expect(machine.state == .timing(task: 0, guessSeconds: 300))
    let moved2 = machine.handle(.done(seconds: 430))
    #expect(moved2)
    #expect(machine.state == .result(task: 0, play: TaskPlay(name: "Dress", guessSeconds: 300, actualSeconds: 430)))
    let moved3 = machine.handle(.next)
    #expect(moved3)
    #expect(machine.state == .guessing(task: 1))
    machine.handle(.guessed(seconds: 120))
    machine.handle(.done(seconds: 100))
    let moved4 = machine.handle(.next)
    #expect(moved4)
    #expect(machine.state == .over(finished: true))
  }

  @Test("timing pauses and resumes; a task can end or be skipped while paused")
  func pauses() {
    var machine = GameMachine(tasks: ["Dress"])
    machine.handle(.guessed(seconds: 60))
    let moved5 = machine.handle(.paused)
    #expect(moved5)
    #expect(machine.state == .paused(task: 0, guessSeconds: 60))
    let moved6 = machine.handle(.paused)
    #expect(!moved6)
    let moved7 = machine.handle(.resumed)
    #expect(moved7)
    #expect(machine.state == .timing(task: 0, guessSeconds: 60))
    machine.handle(.paused)
    let moved8 = machine.handle(.done(seconds: 61))
    #expect(moved8)
    #expect(machine.state == .result(task: 0, play: TaskPlay(name: "Dress", guessSeconds: 60, actualSeconds: 61)))

    var skipping = GameMachine(tasks: ["Dress"])
    skipping.handle(.guessed(seconds: 60))
    skipping.handle(.paused)
    let moved9 = skipping.handle(.skipped)
    #expect(moved9)
    #expect(skipping.state == .result(task: 0, play: .skipped(name: "Dress", guessSeconds: 60)))
  }

  @Test("a skip before the guess keeps no guess; a skip while timing keeps the guess")
  func skips() {
    var machine = GameMachine(tasks: ["Dress", "Teeth"])
    let moved10 = machine.handle(.skipped)
    #expect(moved10)
    #expect(machine.state == .result(task: 0, play: .skipped(name: "Dress")))
    machine.handle(.next)
    machine.handle(.guessed(seconds: 90))
    let moved11 = machine.handle(.skipped)
    #expect(moved11)
    #expect(machine.state == .result(task: 1, play: .skipped(name: "Teeth", guessSeconds: 90)))
  }

  @Test("the game can end in any state but the end, and stays ended")
  func ending() {
    var states: [GameMachine] = []
    var machine = GameMachine(tasks: ["Dress"])
    states.append(machine)
    machine.handle(.guessed(seconds: 60))
    states.append(machine)
    machine.handle(.paused)
    states.append(machine)
    machine.handle(.done(seconds: 3))
    states.append(machine)
    for var state in states {
      let moved12 = state.handle(.ended)
      #expect(moved12)
      #expect(state.state == .over(finished: false))
      let moved13 = state.handle(.next)
      #expect(!moved13)
      let moved14 = state.handle(.guessed(seconds: 5))
      #expect(!moved14)
      #expect(state.state == .over(finished: false))
    }
  }

  @Test("events that mean nothing in a state are refused and change nothing")
  func refusals() {
    var machine = GameMachine(tasks: ["Dress"])
    for event: GameMachine.Event in [.paused, .resumed, .done(seconds: 5), .next] {
      let moved15 = machine.handle(event)
      #expect(!moved15, "\(event)")
      #expect(machine.state == .guessing(task: 0))
    }
    machine.handle(.guessed(seconds: 60))
    for event: GameMachine.Event in [.guessed(seconds: 5), .resumed, .next] {
      let moved16 = machine.handle(event)
      #expect(!moved16, "\(event)")
    }
    machine.handle(.done(seconds: 5))
    for event: GameMachine.Event in [.guessed(seconds: 5), .skipped, .paused, .done(seconds: 1)] {
      let moved17 = machine.handle(event)
      #expect(!moved17, "\(event)")
    }
  }

  @Test("a routine without tasks is over at once, finished")
  func empty() {
    #expect(GameMachine(tasks: []).state == .over(finished: true))
  }
}
