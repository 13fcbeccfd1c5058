import AppCore
import Domain
import TestSupport
import Testing

@Suite("The live timer's keys and clock")
struct TimerKeysTests {
  typealias Keys = TimerKeys<TestClock.Instant>

  @Test("Enter ends the task, Space and p hold, s skips, q, Ctrl-C and Ctrl-D end the game; other bytes mean nothing")
  func keyBytes() {
    #expect(Keys.Key(byte: 0x0D) == .done)
    #expect(Keys.Key(byte: 0x0A) == .done)
    #expect(Keys.Key(byte: UInt8(ascii: " ")) == .pause)
    #expect(Keys.Key(byte: UInt8(ascii: "p")) == .pause)
    #expect(Keys.Key(byte: UInt8(ascii: "S")) == .skip)
    #expect(Keys.Key(byte: UInt8(ascii: "q")) == .quit)
    #expect(Keys.Key(byte: 0x03) == .quit)
    #expect(Keys.Key(byte: 0x04) == .quit)
    #expect(Keys.Key(byte: UInt8(ascii: "x")) == nil)
    #expect(Keys.Key(byte: 0x1B) == nil)
  }

  @Test("every language's keys line names the letters the timer takes, whatever the language, and only those")
  func hintsAreTrue() throws {
    for pack in TimerMessagePack.all {
      // "Space or p: pause" → a one-letter word just before the colon is a key to press.
      let labels: [String] = pack.keys.components(separatedBy: " · ").map { String($0.prefix { $0 != ":" }) }
      let letters: [String] = labels.compactMap {
        $0.split(separator: " ").last.map(String.init).flatMap { $0.count == 1 ? $0 : nil }
      }
      let keys: [Keys.Key] = try letters.map { letter in
        try #require(Keys.Key(byte: UInt8(ascii: letter.unicodeScalars.first!)), "\(letter)")
      }
      #expect(Set(keys) == [Keys.Key.pause, .skip, .quit], "\(pack.language)")
      #expect(labels.count == 4, "\(pack.language): Enter too")
    }
  }

  @Test("without raw mode whole lines stand for the keys")
  func keyLines() {
    #expect(Keys.Key(line: "") == .done)
    #expect(Keys.Key(line: " ") == .pause)
    #expect(Keys.Key(line: "p") == .pause)
    #expect(Keys.Key(line: "skip") == .skip)
    #expect(Keys.Key(line: "Q") == .quit)
    #expect(Keys.Key(line: "hello") == nil)
  }

  @Test("time held with Space is not counted, however long the hold")
  func pauseNotCounted() {
    let clock = TestClock()
    var keys = Keys(start: clock.now)
    clock.advance(by: .seconds(40))
    #expect(keys.press(.pause, at: clock.now) == .timing)
    #expect(!keys.isRunning && keys.heldByPlayer)
    clock.advance(by: .seconds(300))
    #expect(keys.elapsed(at: clock.now) == .seconds(40))
    #expect(keys.press(.pause, at: clock.now) == .timing)
    #expect(keys.isRunning)
    clock.advance(by: .milliseconds(20_500))
    #expect(keys.press(.done, at: clock.now) == .done(.milliseconds(60_500)))
  }

  @Test("Enter while held ends the task at the time counted before the hold")
  func doneWhileHeld() {
    let clock = TestClock()
    var keys = Keys(start: clock.now)
    clock.advance(by: .seconds(10))
    _ = keys.press(.pause, at: clock.now)
    clock.advance(by: .seconds(99))
    #expect(keys.press(.done, at: clock.now) == .done(.seconds(10)))
  }

  @Test("a stop with Ctrl-Z holds the clock until the program continues; a player's hold outlasts it")
  func suspend() {
    let clock = TestClock()
    var keys = Keys(start: clock.now)
    clock.advance(by: .seconds(5))
    keys.suspend(at: clock.now)
    clock.advance(by: .seconds(600))
    keys.resume(at: clock.now)
    #expect(keys.isRunning)
    clock.advance(by: .seconds(5))
    #expect(keys.elapsed(at: clock.now) == .seconds(10))

    _ = keys.press(.pause, at: clock.now)
    keys.suspend(at: clock.now)
    clock.advance(by: .seconds(60))
    keys.resume(at: clock.now)
    #expect(!keys.isRunning, "held by the player before the stop: still held")
    clock.advance(by: .seconds(60))
    #expect(keys.elapsed(at: clock.now) == .seconds(10))
  }

  @Test("s skips and q ends, whether running or held")
  func skipAndQuit() {
    let clock = TestClock()
    var keys = Keys(start: clock.now)
    #expect(keys.press(.skip, at: clock.now) == .skipped)
    _ = keys.press(.pause, at: clock.now)
    #expect(keys.press(.quit, at: clock.now) == .ended)
  }
}

@Suite("The cue at the guess")
struct GuessCueTests {
  @Test("given once, the first time the running clock is at or past the guess")
  func once() {
    var cue = GuessCue(enabled: true)
    var answers: [Bool] = []
    answers.append(cue.isDue(elapsed: .seconds(299), guessSeconds: 300, running: true))
    answers.append(cue.isDue(elapsed: .seconds(300), guessSeconds: 300, running: false))  // held
    answers.append(cue.isDue(elapsed: .seconds(300), guessSeconds: 300, running: true))
    answers.append(cue.isDue(elapsed: .seconds(301), guessSeconds: 300, running: true))
    answers.append(cue.isDue(elapsed: .seconds(900), guessSeconds: 300, running: true))
    #expect(answers == [false, false, true, false, false])
    #expect(cue.given)
  }

  @Test("never when turned off (--quiet)")
  func quiet() {
    var cue = GuessCue(enabled: false)
    let due = cue.isDue(elapsed: .seconds(400), guessSeconds: 300, running: true)
    #expect(!due)
    #expect(!cue.given)
  }

  @Test("the desktop's sound where pw-play or paplay and the sound file exist, else the bell")
  func sound() {
    let file = GuessCue.soundFile
    let both: Set<String> = ["/opt/bin/paplay", "/usr/bin/pw-play"]
    #expect(
      GuessCue.sound(searchPath: "/opt/bin:/usr/bin", isExecutable: both.contains, fileExists: { $0 == file })
        == .play(["/usr/bin/pw-play", file]), "PipeWire's player first, wherever it is on PATH")
    #expect(
      GuessCue.sound(searchPath: "/opt/bin", isExecutable: both.contains, fileExists: { $0 == file })
        == .play(["/opt/bin/paplay", file]))
    #expect(GuessCue.sound(searchPath: "/usr/bin", isExecutable: both.contains, fileExists: { _ in false }) == .bell)
    #expect(GuessCue.sound(searchPath: "/bin", isExecutable: both.contains, fileExists: { $0 == file }) == .bell)
  }
}
