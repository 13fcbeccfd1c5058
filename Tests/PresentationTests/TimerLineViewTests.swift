import Domain
import Presentation
import Testing

@Suite("The live timer's line")
struct TimerLineViewTests {
  static let unicode = TerminalStyle(colors: false)
  static let ascii = TerminalStyle(colors: false, unicode: false)

  @Test("at 80 columns: elapsed, the guess and a bar of 30 cells filled as far as the guess has passed")
  func eightyColumns() {
    let line = TimerLineView.line(elapsedSeconds: 150, guessSeconds: 300, paused: false, width: 80, style: Self.unicode)
    #expect(line == "  ▶ 2:30 · guess 5:00  " + String(repeating: "█", count: 15) + String(repeating: "░", count: 15))
    #expect(line.count < 80)
  }

  @Test("at 40 columns the bar shrinks and the line leaves the last column free")
  func fortyColumns() {
    let line = TimerLineView.line(elapsedSeconds: 75, guessSeconds: 300, paused: false, width: 40, style: Self.unicode)
    #expect(line == "  ▶ 1:15 · guess 5:00  " + String(repeating: "█", count: 4) + String(repeating: "░", count: 12))
    #expect(line.count == 39)
  }

  @Test("held: a different mark and the word paused; past the guess: a full bar and words saying so")
  func pausedAndPast() {
    let paused = TimerLineView.line(elapsedSeconds: 61, guessSeconds: 120, paused: true, width: 80, style: Self.unicode)
    #expect(paused.hasPrefix("  ‖ 1:01 · guess 2:00  "))
    #expect(paused.hasSuffix(" · paused"))
    let past = TimerLineView.line(elapsedSeconds: 400, guessSeconds: 300, paused: false, width: 80, style: Self.unicode)
    #expect(past == "  ▶ 6:40 · guess 5:00  " + String(repeating: "█", count: 30) + " · past the guess")
  }

  @Test("without Unicode (TERM=dumb) the marks and the bar are ASCII")
  func ascii() {
    let line = TimerLineView.line(elapsedSeconds: 30, guessSeconds: 60, paused: true, width: 60, style: Self.ascii)
    let bar = "[" + String(repeating: "#", count: 12) + String(repeating: "-", count: 12) + "]"
    #expect(line == "  || 0:30 · guess 1:00  " + bar + " · paused")
    #expect(line.count == 59)
  }

  @Test("narrow windows drop the bar, then the guess, then clip; the elapsed time stays")
  func narrow() {
    let twenty = TimerLineView.line(
      elapsedSeconds: 65, guessSeconds: 300, paused: false, width: 24, style: Self.unicode)
    #expect(twenty == "  ▶ 1:05 · guess 5:00")
    let twelve = TimerLineView.line(elapsedSeconds: 65, guessSeconds: 300, paused: true, width: 12, style: Self.unicode)
    #expect(twelve == "  ‖ 1:05")
    let five = TimerLineView.line(elapsedSeconds: 65, guessSeconds: 300, paused: false, width: 5, style: Self.unicode)
    #expect(five.count <= 4)
  }

  @Test("colours only style the text: the visible line is the same")
  func colours() {
    let coloured = TimerLineView.line(
      elapsedSeconds: 150, guessSeconds: 300, paused: false, width: 80, style: TerminalStyle(colors: true))
    #expect(coloured.contains("\u{1B}["))
    let visible = coloured.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    #expect(
      visible
        == TimerLineView.line(elapsedSeconds: 150, guessSeconds: 300, paused: false, width: 80, style: Self.unicode))
  }

  @Test(
    "the keys fit one line at 80 columns and are broken at 40; a task name's control characters are shown, not sent")
  func keys() {
    let wide = TimerLineView.keys(task: "Brush\u{1B}[2J teeth\u{07}", width: 80)
    #expect(wide == ["Timing Brush␛[2J teeth␇ · Enter: done · Space or p: pause · s: skip · q: end"])
    let narrow = TimerLineView.keys(task: "Brush teeth", width: 40)
    #expect(narrow == ["Timing Brush teeth", "Enter: done · Space or p: pause", "s: skip · q: end"])
    #expect(narrow.allSatisfy { $0.count <= 39 })
  }

  @Test("plain mode's lines say the time passed, and the guess when it is reached")
  func plainLines() {
    #expect(TimerLineView.minutePassed(elapsedSeconds: 180) == "3 min so far")
    #expect(TimerLineView.guessReached(guessSeconds: 270) == "4 min 30 s · the guessed time")
    #expect(TimerLineView.pauseChanged(paused: true, elapsedSeconds: 61) == "Paused at 1 min 1 s")
  }
}

@Suite("The live timer's words")
struct TimerWordsTests {
  /// The English directive and judgement words of DomainTests' PassiveLanguageTests, which cannot
  /// reach Presentation: the timer's fixed phrases are held to the same guard.
  static let guardWords = [
    "time for", "time to", "start*", "do", "don't", "dont", "don't forget", "remember*", "finish*", "get ready",
    "ready", "hurry", "must", "need to", "needs to", "have to", "has to", "should", "go", "let's", "make sure",
    "please", "now", "quick*", "good", "great", "well done", "bad", "wrong", "fail*", "mistake*", "try", "tried",
    "better", "worse", "worst", "best", "perfect*", "excellent", "oops", "lost", "lose", "loss", "broke*", "miss*",
    "late", "slow*",
  ]

  @Test("every fixed phrase of the timer is an observation, neither an instruction nor a judgement")
  func passive() {
    let matcher = KeywordMatcher(keywords: Self.guardWords.map { Keyword(word: $0, kind: .noSchool) })
    #expect(!matcher.matches(in: "Hurry, time to finish").isEmpty, "the guard catches an instruction")
    for phrase in TimerLineView.phrases {
      #expect(matcher.matches(in: phrase).isEmpty, "\"\(phrase)\"")
    }
  }

  @Test(
    "in the player's language: the keys, the line, the big timer and plain mode's lines", arguments: ["es", "fr", "de"])
  func language(_ language: String) {
    let english = [
      "Timing", "Enter", "Space", "done", "skip", "end", "guess", "paused", "so far", "Running", "left of",
    ]
    let keys = TimerLineView.keys(task: "Zähne", width: 80, language: language)
    let paused = TimerLineView.line(
      elapsedSeconds: 61, guessSeconds: 120, paused: true, width: 80, style: TimerLineViewTests.unicode,
      language: language)
    let past = TimerLineView.line(
      elapsedSeconds: 400, guessSeconds: 300, paused: false, width: 80, style: TimerLineViewTests.unicode,
      language: language)
    let frames = [40, 400].map { elapsed in
      BigTimerView.frame(
        BigTimerView.State(
          task: "Zähne", elapsedSeconds: elapsed, guessSeconds: 300, paused: elapsed > 300, language: language),
        columns: 80, rows: 24, style: TimerLineViewTests.unicode
      ).joined(separator: "\n")
    }
    let plain = [
      TimerLineView.minutePassed(elapsedSeconds: 180, language: language),
      TimerLineView.guessReached(guessSeconds: 270, language: language),
      TimerLineView.pauseChanged(paused: true, elapsedSeconds: 61, language: language),
      TimerLineView.pauseChanged(paused: false, elapsedSeconds: 61, language: language),
    ]
    for text in keys + [paused, past] + frames + plain {
      #expect(english.filter { text.contains($0) } == [], "\(language): \(text)")
      #expect(text.split(separator: "\n").allSatisfy { $0.count < 80 }, "\(language): \(text)")
    }
    #expect(keys.count == 1 && keys[0].contains("Zähne"))
    #expect(paused.hasPrefix("  ‖ 1:01 · ") && paused.contains("2:00"))
  }

  @Test("German, exactly: the words a child reads on the line and under the big timer")
  func german() {
    #expect(
      TimerLineView.keys(task: "Zähne", width: 80, language: "de")
        == ["Zähne läuft · Eingabe: erledigt · Leertaste oder p: Pause · s: weiter · q: Ende"])
    let line = TimerLineView.line(
      elapsedSeconds: 61, guessSeconds: 120, paused: true, width: 80, style: TimerLineViewTests.unicode, language: "de")
    #expect(line.hasPrefix("  ‖ 1:01 · geschätzt 2:00  ") && line.hasSuffix(" · pausiert"))
    let frame = BigTimerView.frame(
      BigTimerView.State(task: "Zähne", elapsedSeconds: 40, guessSeconds: 300, paused: false, language: "de"),
      columns: 80, rows: 24, style: TimerLineViewTests.unicode)
    #expect(frame.contains("noch 4:20 von der Schätzung 5:00"))
  }
}
