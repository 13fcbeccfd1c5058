import Domain
import Testing

@Suite("The past-times aid")
struct PastTimesTests {
  let games = [
    session("2026-11-23", [played("Teeth", guess: 120, took: 150), played("Dress", guess: 300, took: 280)]),
    session("2026-11-25", [played("Teeth", guess: 120, took: 170)]),
    session("2026-11-24", [.skipped(name: "Teeth", guessSeconds: 60), played("Dress", guess: 300, took: 0)]),
    session("2026-11-26", [played("Teeth", guess: 120, took: 130)], minute: 0),
    session("2026-11-26", [played("Teeth", guess: 120, took: 400)], routine: "Bedtime"),
    session("2026-11-27", [played("Teeth", guess: 120, took: 125)]),
  ]

  @Test("the last three actual times of the task, newest first")
  func recent() {
    #expect(PastTimes.recent(task: "Teeth", routine: "Morning", in: games) == [125, 130, 170])
    #expect(PastTimes.recent(task: "Teeth", routine: "Morning", in: games, limit: 10) == [125, 130, 170, 150])
    #expect(PastTimes.recent(task: "Teeth", routine: "Bedtime", in: games) == [400])
    #expect(PastTimes.recent(task: "Dress", routine: "Morning", in: games) == [280])
    #expect(PastTimes.recent(task: "Shoes", routine: "Morning", in: games).isEmpty)
    #expect(PastTimes.recent(task: "Teeth", routine: "Morning", in: games, limit: -1).isEmpty)
  }

  @Test("skips and zero times are not timed plays")
  func timesPlayed() {
    #expect(PastTimes.timesPlayed(task: "Teeth", routine: "Morning", in: games) == 4)
    #expect(PastTimes.timesPlayed(task: "Dress", routine: "Morning", in: games) == 1)
  }

  @Test("on by default after three plays of the task; the parent's setting decides when set")
  func shown() {
    #expect(!PastTimes.isShown(setting: nil, timesPlayed: 0))
    #expect(!PastTimes.isShown(setting: nil, timesPlayed: 2))
    #expect(PastTimes.isShown(setting: nil, timesPlayed: 3))
    #expect(!PastTimes.isShown(setting: false, timesPlayed: 30))
    #expect(PastTimes.isShown(setting: true, timesPlayed: 1))
  }

  @Test("the aid reads as an observation")
  func text() {
    let times = PastTimes.recent(task: "Teeth", routine: "Morning", in: games)
    #expect(GameMessage.pastTimes(times) == "Last times: 2 min 5 s, 2 min 10 s, 2 min 50 s")
    #expect(GameMessage.pastTimes([360, 420, 300], language: "de") == "Letzte Male: 6 min, 7 min, 5 min")
    #expect(GameMessage.pastTimes([]) == nil)
  }
}
